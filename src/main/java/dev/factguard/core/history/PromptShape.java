package dev.factguard.core.history;

import dev.factguard.core.text.AnalyzedText;
import dev.factguard.core.text.WordCache;

/**
 * The coarse shape prompts share for history purposes: {@code leading word | length bucket | anchored or
 * vague}, e.g. {@code what|medium|anchored}. Coarse on purpose: shapes must recur across users for the
 * learned rate to mean anything.
 *
 * <p>Shapes are few and every forecast names one (and its feature, {@code shape:…}): they are built once per
 * leading word while it stays in a {@link WordCache}, not concatenated twice per forecast. A leading word's six
 * shapes are built as they are first asked for; a shape is immutable once written, and a lost race only builds
 * one again.
 */
public final class PromptShape {

    /** A shape and the name outcomes are counted under for it, {@code "shape:" + shape}. */
    public record Named(String shape, String feature) {}

    private static final String[] BUCKETS = {"short", "medium", "long"};
    private static final String[] GROUNDINGS = {"anchored", "vague"};
    private static final int MAX_LEADING = 24;

    /** A leading word (as the cache lower-cased it) and its shapes by kind, filled as they are asked for. */
    private record Lead(String word, Named[] shapes) {}

    private static final WordCache<Lead> LEADS =
            new WordCache<>(10, word -> new Lead(word, new Named[BUCKETS.length * GROUNDINGS.length]));

    private PromptShape() {}

    public static String of(AnalyzedText text) {
        return named(text).shape();
    }

    /** The shape of {@code text} with its feature name; the same instances for the same shape while cached. */
    public static Named named(AnalyzedText text) {
        String leading = text.leadingWord().isEmpty() ? "empty" : text.leadingWord();
        int content = text.contentCount();
        int bucket = content < 4 ? 0 : content < 12 ? 1 : 2;
        int kind = bucket * 2 + (text.anchored() ? 0 : 1);
        Lead lead = LEADS.of(leading, 0, leading.length());
        Named named = lead.shapes()[kind];
        if (named == null) {
            String word = lead.word().length() > MAX_LEADING ? lead.word().substring(0, MAX_LEADING) : lead.word();
            String shape = word + "|" + BUCKETS[kind / 2] + "|" + GROUNDINGS[kind % 2];
            named = new Named(shape, "shape:" + shape);
            lead.shapes()[kind] = named;
        }
        return named;
    }
}
