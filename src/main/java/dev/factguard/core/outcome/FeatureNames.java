package dev.factguard.core.outcome;

import java.util.Locale;

/** Readable names of outcome features, for rationales. */
final class FeatureNames {

    private FeatureNames() {}

    static String describe(String feature) {
        int colon = feature.indexOf(':');
        String kind = colon < 0 ? "" : feature.substring(0, colon);
        String value = colon < 0 ? feature : feature.substring(colon + 1);
        return switch (kind) {
            case "w", "b" -> "prompts with \"" + value + "\"";
            case "lead" -> "prompts starting with \"" + value + "\"";
            case "len" -> value + " prompts";
            case "shape" -> "prompts of shape " + value;
            case "anchor" -> value.equals("none") ? "prompts without names or numbers" : "prompts with a " + value;
            case "vol" -> "prompts of " + value + " volatility";
            case "cue" -> cue(value);
            default -> feature;
        };
    }

    private static String cue(String value) {
        try {
            return PromptCues.Cue.valueOf(value.toUpperCase(Locale.ROOT)).group();
        } catch (IllegalArgumentException e) {
            return value;
        }
    }
}
