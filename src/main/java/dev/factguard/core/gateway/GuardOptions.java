package dev.factguard.core.gateway;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How one request is guarded: the configured defaults, or the caller's overrides.
 *
 * @param onReview what a {@code human_review} forecast does (not null)
 * @param refresh  what is checked in the answer for staleness (not null)
 * @param verify   whether the answer is checked against the tenant's facts, and what a contradiction does (not null)
 */
public record GuardOptions(OnReview onReview, RefreshMode refresh, VerifyMode verify) {
    public GuardOptions {
        if (onReview == null || refresh == null || verify == null) {
            throw new IllegalArgumentException("onReview, refresh and verify must not be null");
        }
    }

    /** Options with answers verified as {@code flag}, the configured default. */
    public GuardOptions(OnReview onReview, RefreshMode refresh) {
        this(onReview, refresh, VerifyMode.FLAG);
    }

    /** These options with the caller's overrides; a null override keeps the default. */
    public GuardOptions with(OnReview onReview, RefreshMode refresh, VerifyMode verify) {
        return new GuardOptions(
                onReview == null ? this.onReview : onReview,
                refresh == null ? this.refresh : refresh,
                verify == null ? this.verify : verify);
    }

    static <E extends Enum<E>> E parse(Class<E> type, String value, String field) {
        String allowed = Arrays.stream(type.getEnumConstants())
                .map(e -> e.name().toLowerCase(Locale.ROOT))
                .collect(Collectors.joining(", "));
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("'" + field + "' must be one of " + allowed);
        }
        try {
            return Enum.valueOf(type, value.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + field + "' must be one of " + allowed + ", was '" + value + "'");
        }
    }
}
