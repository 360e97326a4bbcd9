package dev.factguard.core.gateway;

import java.util.concurrent.CompletionStage;

/** An OpenAI-compatible chat model server. Implementations are thread-safe. */
public interface ChatUpstream {

    /**
     * Sends a request; the stage completes with the whole answer (an error status is an answer too), or
     * exceptionally with an {@link UpstreamFailure} when the server cannot be reached or does not answer in time.
     * No thread waits for the model meanwhile: answers take seconds, and a thread per waiting caller would cap
     * how many can wait.
     */
    CompletionStage<ChatAnswer> complete(ChatCall call);

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
