package dev.factguard.core.gateway;

import java.util.Locale;

/** What a {@code human_review} forecast does to the request. */
public enum OnReview {
    /** Forward it and mark the answer. */
    FLAG,
    /** Answer with an error without calling the model. */
    BLOCK;

    /** @throws IllegalArgumentException naming the allowed values */
    public static OnReview parse(String value, String field) {
        return GuardOptions.parse(OnReview.class, value, field);
    }

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
