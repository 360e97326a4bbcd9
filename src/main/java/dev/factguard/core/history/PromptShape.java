package dev.factguard.core.history;

import dev.factguard.core.text.AnalyzedText;

/**
 * The coarse shape prompts share for history purposes: {@code leading word | length bucket | anchored or
 * vague}, e.g. {@code what|medium|anchored}. Coarse on purpose: shapes must recur across users for the
 * learned rate to mean anything.
 *
 * <p>Shapes are few and every forecast names one (and its feature, {@code shape:…}): they are built once per
 * leading word while it stays cached, not concatenated twice per forecast. Bounded (a fixed table of leading
 * words, one per slot, as in {@code WordCache}) and thread-safe without locks: slots and shapes are immutable
 * once written, and a lost race only builds one again.
 */
public final class PromptShape {

    /** A shape and the name outcomes are counted under for it, {@code "shape:" + shape}. */
    public record Named(String shape, String feature) {}

    private static final String[] BUCKETS = {"short", "medium", "long"};
    private static final String[] GROUNDINGS = {"anchored", "vague"};
    private static final int MAX_LEADING = 24;

    private record Lead(String word, Named[] shapes) {}

    private static final Lead[] LEADS = new Lead[1 << 10];

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
        int h = leading.hashCode();
        int slot = (h ^ (h >>> 16)) & (LEADS.length - 1);
        Lead lead = LEADS[slot];
        if (lead == null || !lead.word().equals(leading)) {
            lead = new Lead(leading, new Named[BUCKETS.length * GROUNDINGS.length]);
            LEADS[slot] = lead;
        }
        Named named = lead.shapes()[kind];
        if (named == null) {
            String word = leading.length() > MAX_LEADING ? leading.substring(0, MAX_LEADING) : leading;
            String shape = word + "|" + BUCKETS[kind / 2] + "|" + GROUNDINGS[kind % 2];
            named = new Named(shape, "shape:" + shape);
            lead.shapes()[kind] = named;
        }
        return named;
    }
}
