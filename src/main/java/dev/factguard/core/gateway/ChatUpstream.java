package dev.factguard.core.gateway;

/** An OpenAI-compatible chat model server. Implementations are thread-safe. */
public interface ChatUpstream {

    /**
     * Sends a request and waits for the whole answer; an error status is an answer too.
     *
     * @throws UpstreamFailure when the server cannot be reached or does not answer in time
     */
    ChatAnswer complete(ChatCall call);

    /**
     * Sends a request and hands its events to {@code sink} as they arrive; returns at once.
     *
     * @return cancels the stream (when the caller went away); the sink hears nothing more after it
     */
    Runnable stream(ChatCall call, ChatStream sink);

    /**
     * The server's model list ({@code GET /models}), as answered.
     *
     * @throws UpstreamFailure when the server cannot be reached or does not answer in time
     */
    ChatAnswer models();
}
