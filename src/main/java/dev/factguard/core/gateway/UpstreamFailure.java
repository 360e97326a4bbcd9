package dev.factguard.core.gateway;

/** The upstream could not be reached, or did not answer in time; no answer exists to pass on. */
public class UpstreamFailure extends RuntimeException {

    private final boolean timeout;

    /** @param timeout true when the upstream was reached but too slow, false when it could not be reached */
    public UpstreamFailure(String message, boolean timeout, Throwable cause) {
        super(message, cause);
        this.timeout = timeout;
    }

    public boolean timeout() {
        return timeout;
    }
}
