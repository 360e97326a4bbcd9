package dev.factguard.core.history;

import dev.factguard.core.text.AnalyzedText;

/**
 * The coarse shape prompts share for history purposes: {@code leading word | length bucket | anchored or
 * vague}, e.g. {@code what|medium|anchored}. Coarse on purpose: shapes must recur across users for the
 * learned rate to mean anything.
 */
public final class PromptShape {

    private PromptShape() {}

    public static String of(AnalyzedText text) {
        String leading = text.leadingWord().isEmpty() ? "empty" : text.leadingWord();
        if (leading.length() > 24) {
            leading = leading.substring(0, 24);
        }
        int content = text.contentCount();
        String bucket = content < 4 ? "short" : content < 12 ? "medium" : "long";
        String grounding = text.anchored() ? "anchored" : "vague";
        return leading + "|" + bucket + "|" + grounding;
    }
}
