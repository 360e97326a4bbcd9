package dev.factguard.core.refresh;

/**
 * A value found in evidence: a name span, a quantity or a product version.
 *
 * @param type     what kind of value
 * @param text     as written, without surrounding title words ("Mark Carney", "237 million", "Android 16")
 * @param start    index of its first token
 * @param end      index after its last token
 * @param sentence the sentence it is in
 * @param quantity the parsed quantity, for {@link ClaimValue.Kind#QUANTITY}; else null
 * @param product  the product word, for {@link ClaimValue.Kind#VERSION}; else null
 * @param version  the version number, for {@link ClaimValue.Kind#VERSION}; else null
 */
record Mention(
        ClaimValue.Kind type,
        String text,
        int start,
        int end,
        int sentence,
        Quantity quantity,
        String product,
        String version) {}
