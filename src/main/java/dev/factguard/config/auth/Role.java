package dev.factguard.config.auth;

/** What a caller may do: {@code read} (forecast, search, freshness, refresh) or {@code write} (everything). */
public enum Role {
    READ,
    WRITE;

    /** Whether this role may call a function that needs {@code needed}. */
    public boolean allows(Role needed) {
        return this == WRITE || needed == READ;
    }

    public String wireName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    static Role parse(String value, String where) {
        return switch (value.strip().toLowerCase(java.util.Locale.ROOT)) {
            case "read" -> READ;
            case "write" -> WRITE;
            default ->
                throw new IllegalArgumentException(where + ": role must be read or write, was '" + value.strip() + "'");
        };
    }
}
