package dev.factguard.langchain4j;

/**
 * A FactGuard call that did not give an answer. {@link #code()} is FactGuard's {@code error} code when the service
 * answered one ({@code unauthorized}, {@code invalid_field}, {@code not_found}, …), or one of this client's own
 * when it did not: {@link #UNREACHABLE} (no connection, or no answer within the timeout) and
 * {@link #UNEXPECTED_ANSWER} (an answer that is not FactGuard's JSON).
 */
public class FactGuardException extends RuntimeException {

    /** The service could not be reached, or did not answer within the client's timeout. */
    public static final String UNREACHABLE = "unreachable";

    /** The service answered something that is not FactGuard's JSON (a proxy's page, another server). */
    public static final String UNEXPECTED_ANSWER = "unexpected_answer";

    private final String code;
    private final int status;

    /** @param status the HTTP status, or 0 when there was no answer */
    public FactGuardException(String code, int status, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
        this.status = status;
    }

    /** FactGuard's {@code error} code, or {@link #UNREACHABLE} / {@link #UNEXPECTED_ANSWER}; never null. */
    public String code() {
        return code;
    }

    /** The HTTP status FactGuard answered with; 0 when it did not answer. */
    public int status() {
        return status;
    }

    /**
     * Whether the service itself is unavailable — unreachable, or answering 5xx (its store down, an outage) — as
     * opposed to refusing this request (4xx), which retrying will not change.
     */
    public boolean unavailable() {
        return UNREACHABLE.equals(code) || status >= 500;
    }
}
