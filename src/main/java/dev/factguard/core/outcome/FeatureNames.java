package dev.factguard.core.outcome;

import java.util.Locale;

/** Readable names of outcome features, for rationales. */
final class FeatureNames {

    private FeatureNames() {}

    /**
     * Appends the readable name of {@code feature} to {@code out}: straight from the feature's characters, since a
     * rationale is built on every forecast and the name's parts would otherwise each be a string of their own.
     */
    static StringBuilder describe(StringBuilder out, String feature) {
        int colon = feature.indexOf(':');
        String kind = colon < 0 ? "" : feature.substring(0, colon);
        int value = colon + 1;
        int end = feature.length();
        return switch (kind) {
            case "w", "b" ->
                out.append("prompts with \"").append(feature, value, end).append('"');
            case "lead" ->
                out.append("prompts starting with \"")
                        .append(feature, value, end)
                        .append('"');
            case "len" -> out.append(feature, value, end).append(" prompts");
            case "shape" -> out.append("prompts of shape ").append(feature, value, end);
            case "anchor" ->
                end - value == 4 && feature.startsWith("none", value)
                        ? out.append("prompts without names or numbers")
                        : out.append("prompts with a ").append(feature, value, end);
            case "vol" -> out.append("prompts of ").append(feature, value, end).append(" volatility");
            case "cue" -> out.append(cue(feature.substring(value)));
            default -> out.append(feature);
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
