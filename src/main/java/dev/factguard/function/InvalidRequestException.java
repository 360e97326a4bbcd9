package dev.factguard.function;

/**
 * A request FactGuard will not serve as sent: answered with its status (400 unless said otherwise, e.g. 403 for a
 * tenant the caller does not hold) and {@code {"error": code, "message": message}}.
 */
public class InvalidRequestException extends RuntimeException {

    private final int status;
    private final String code;

    public InvalidRequestException(String code, String message) {
        this(400, code, message);
    }

    public InvalidRequestException(int status, String code, String message) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }
}
