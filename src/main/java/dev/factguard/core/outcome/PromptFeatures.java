package dev.factguard.core.outcome;

import dev.factguard.core.history.PromptShape;
import dev.factguard.core.text.AnalyzedText;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The features of one prompt that outcomes are counted under, with the cue-based prior.
 *
 * <p>Features are readable names, so a tenant's counts explain themselves: {@code w:<word>} and
 * {@code b:<word> <word>} (lower-cased unigrams and bigrams), {@code lead:<word>}, {@code len:<bucket>},
 * {@code shape:<lead|length|anchoring>} (the coarse shape earlier versions learned from alone),
 * {@code cue:<cue>}, {@code anchor:<number|name|none>} and {@code vol:<none|low|mid|high>}. A prompt
 * contributes at most {@value #MAX_WORDS} words and as many bigrams, each word cut to {@value #MAX_WORD_CHARS}
 * characters, so a long prompt costs a bounded number of counters.
 *
 * @param names      distinct feature names, in a stable order
 * @param cues       the task cues present
 * @param priorLogOdds the cue-based prior, in log-odds
 */
public record PromptFeatures(List<String> names, Set<PromptCues.Cue> cues, double priorLogOdds) {

    static final int MAX_WORDS = 64;
    static final int MAX_WORD_CHARS = 32;

    public PromptFeatures {
        names = List.copyOf(names);
        cues = Set.copyOf(cues);
    }

    /**
     * Reads the features of a prompt.
     *
     * @param prompt     the prompt as sent
     * @param analyzed   its analysis (for shape and anchors)
     * @param volatility the prompt's volatility, null when it does not apply
     */
    public static PromptFeatures of(String prompt, AnalyzedText analyzed, Double volatility) {
        List<String> words = words(prompt);
        Set<PromptCues.Cue> cues = PromptCues.of(words, prompt);
        Set<String> names = new LinkedHashSet<>();
        names.add("lead:" + (words.isEmpty() ? "empty" : words.get(0)));
        names.add("len:" + (words.size() < 6 ? "short" : words.size() < 12 ? "medium"
                : words.size() < 25 ? "long" : "very long"));
        names.add("shape:" + PromptShape.of(analyzed));
        for (PromptCues.Cue cue : cues) {
            names.add(cue.feature());
        }
        names.add("anchor:" + anchor(prompt, analyzed));
        names.add("vol:" + (volatility == null ? "none" : volatility < 0.34 ? "low" : volatility < 0.66 ? "mid"
                : "high"));
        int unigrams = 0;
        for (String w : words) {
            if (unigrams < MAX_WORDS && names.add("w:" + w)) {
                unigrams++;
            }
        }
        int bigrams = 0;
        for (int i = 1; i < words.size() && bigrams < MAX_WORDS; i++) {
            if (names.add("b:" + words.get(i - 1) + " " + words.get(i))) {
                bigrams++;
            }
        }
        return new PromptFeatures(new ArrayList<>(names), cues, PromptCues.priorLogOdds(cues));
    }

    /** The coarse shape ({@code lead|length|anchoring}) among the features. */
    public String shape() {
        for (String n : names) {
            if (n.startsWith("shape:")) {
                return n.substring("shape:".length());
            }
        }
        throw new IllegalStateException("every prompt has a shape feature");
    }

    private static String anchor(String prompt, AnalyzedText analyzed) {
        if (!analyzed.anchored()) {
            return "none";
        }
        for (int i = 0; i < prompt.length(); i++) {
            if (Character.isDigit(prompt.charAt(i))) {
                return "number";
            }
        }
        return "name";
    }

    /** Lower-cased runs of letters and digits, in order; one pass, no regular expression. */
    static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            if (!Character.isLetterOrDigit(text.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < n && Character.isLetterOrDigit(text.charAt(i))) {
                i++;
            }
            String w = text.substring(start, Math.min(i, start + MAX_WORD_CHARS)).toLowerCase(Locale.ROOT);
            out.add(w);
        }
        return out;
    }
}
