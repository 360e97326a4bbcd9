package dev.factguard.core.gateway;

/**
 * Receives a streamed answer. Exactly one of {@link #done}, {@link #refused} and {@link #failed} ends it; chunks
 * come only before {@code done} or {@code failed}. Calls may come from any thread, one at a time.
 */
public interface ChatStream {

    /**
     * One server-sent event of the upstream.
     *
     * @param data its {@code data} payload, unchanged (a {@code chat.completion.chunk}); never {@code [DONE]}
     * @param text the assistant text it adds, empty when none
     */
    void chunk(String data, String text);

    /** The upstream finished the stream. */
    void done();

    /** The upstream refused the request before streaming anything: its status and body. */
    void refused(ChatAnswer answer);

    /** The upstream could not be reached or stopped answering in time, possibly after some chunks. */
    void failed(UpstreamFailure failure);
}
