package dev.factguard.function;

/** Bad input: answered with status 400 and {@code {"error": code, "message": message}}. */
public class InvalidRequestException extends RuntimeException {

    private final String code;

    public InvalidRequestException(String code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
