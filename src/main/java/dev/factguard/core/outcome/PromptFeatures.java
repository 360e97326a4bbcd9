package dev.factguard.core.outcome;

import dev.factguard.core.Frozen;
import dev.factguard.core.history.PromptShape;
import dev.factguard.core.text.AnalyzedText;
import dev.factguard.core.text.CachedWord;
import dev.factguard.core.text.WordRuns;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The features of one prompt that outcomes are counted under, with the cue-based prior.
 *
 * <p>Features are readable names, so a tenant's counts explain themselves: {@code w:<word>} and
 * {@code b:<word> <word>} (lower-cased unigrams and bigrams), {@code lead:<word>}, {@code len:<bucket>},
 * {@code shape:<lead|length|anchoring>} (the coarse shape earlier versions learned from alone),
 * {@code cue:<cue>}, {@code anchor:<number|name|none>} and {@code vol:<none|low|mid|high>}, and last the prompt's
 * fingerprint {@code id:<hex>} (a hash of the other names: prompts with the same features share it), which no
 * risk is learned from — its count says whether an outcome of this very prompt is already known. A prompt
 * contributes at most {@value #MAX_WORDS} words and as many bigrams, each word cut to {@value #MAX_WORD_CHARS}
 * characters, so a long prompt costs a bounded number of counters.
 *
 * @param names      distinct feature names, in a stable order
 * @param cues       the task cues present, in the order of {@link PromptCues.Cue}
 * @param priorLogOdds the cue-based prior, in log-odds
 * @param shape      the coarse shape ({@code lead|length|anchoring}), also among the names as {@code shape:…}
 */
public record PromptFeatures(List<String> names, Set<PromptCues.Cue> cues, double priorLogOdds, String shape) {

    static final int MAX_WORDS = 64;
    // The runs the analyzer keeps with their cached word are exactly the ones this cut leaves whole.
    static final int MAX_WORD_CHARS = WordRuns.WHOLE_WORD_CHARS;

    // Built once: these names are read on every forecast.
    private static final String[] LENGTHS = {"len:short", "len:medium", "len:long", "len:very long"};
    private static final String[] VOLATILITY = {"vol:none", "vol:low", "vol:mid", "vol:high"};

    public PromptFeatures {
        names = Frozen.copyOf(names);
        // An enum set keeps the cues in their declared order (a rationale lists them in it) and copies cheaply.
        cues = cues.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(cues));
        if (shape == null) {
            throw new IllegalArgumentException("shape must not be null");
        }
    }

    /**
     * Reads the features of a prompt.
     *
     * @param prompt     the prompt as sent
     * @param analyzed   its analysis (for shape and anchors; its words, when it kept their runs)
     * @param volatility the prompt's volatility, null when it does not apply
     */
    public static PromptFeatures of(String prompt, AnalyzedText analyzed, Double volatility) {
        WordRuns runs = analyzed.runs();
        List<WordFeatureNames.Word> scanned = runs != null && runs.complete() ? fromRuns(runs) : scan(prompt);
        List<String> words = texts(scanned);
        int[] flags = new int[scanned.size()];
        for (int i = 0; i < flags.length; i++) {
            flags[i] = scanned.get(i).cueFlags();
        }
        Set<PromptCues.Cue> cues = PromptCues.of(words, flags, prompt);
        PromptShape.Named shape = PromptShape.named(analyzed);
        int n = words.size();
        ArrayList<String> names = new ArrayList<>(6 + cues.size() + 2 * Math.min(n, MAX_WORDS));
        names.add(n == 0 ? "lead:empty" : scanned.get(0).lead());
        names.add(LENGTHS[n < 6 ? 0 : n < 12 ? 1 : n < 25 ? 2 : 3]);
        names.add(shape.feature());
        for (PromptCues.Cue cue : cues) {
            names.add(cue.feature());
        }
        names.add(anchor(prompt, analyzed));
        names.add(VOLATILITY[volatility == null ? 0 : volatility < 0.34 ? 1 : volatility < 0.66 ? 2 : 3]);
        // Names of different kinds never collide (each has its own prefix), so only words repeat among words and
        // pairs among pairs. The ones kept so far are few (at most MAX_WORDS each): a scan over their hashes finds a
        // repeat, with a string comparison only when the hashes agree.
        int[] hashes = new int[n];
        for (int i = 0; i < n; i++) {
            hashes[i] = words.get(i).hashCode();
        }
        int[] kept = new int[Math.min(n, MAX_WORDS)];
        int unigrams = 0;
        for (int i = 0; i < n && unigrams < MAX_WORDS; i++) {
            if (!repeats(words, hashes, kept, unigrams, i, false)) {
                kept[unigrams++] = i;
                names.add(scanned.get(i).unigram());
            }
        }
        int bigrams = 0;
        for (int i = 1; i < n && bigrams < MAX_WORDS; i++) {
            if (!repeats(words, hashes, kept, bigrams, i, true)) {
                kept[bigrams++] = i;
                names.add(WordFeatureNames.pair(scanned.get(i - 1), scanned.get(i)));
            }
        }
        names.add(fingerprint(names));
        return new PromptFeatures(Frozen.handOver(names), cues, PromptCues.priorLogOdds(cues), shape.shape());
    }

    private static final String FINGERPRINT = "id:";

    /** Whether {@code name} is a prompt's fingerprint rather than a feature risk is learned from. */
    public static boolean isFingerprint(String name) {
        return name.startsWith(FINGERPRINT);
    }

    /** A 64-bit hash of the names, mixed (a SplitMix finaliser) so that near names land far apart. */
    private static String fingerprint(List<String> names) {
        long h = names.size();
        for (String name : names) {
            h = h * 0x9E3779B97F4A7C15L + name.hashCode();
            h ^= h >>> 29;
        }
        h = (h ^ (h >>> 30)) * 0xBF58476D1CE4E5B9L;
        h = (h ^ (h >>> 27)) * 0x94D049BB133111EBL;
        h ^= h >>> 31;
        return FINGERPRINT + Long.toHexString(h);
    }

    /**
     * Whether the word at {@code i} (with {@code pair}, the pair ending at it) equals one of the first {@code count}
     * kept, which {@code kept} holds by (end) index.
     */
    private static boolean repeats(List<String> words, int[] hashes, int[] kept, int count, int i, boolean pair) {
        for (int k = 0; k < count; k++) {
            int j = kept[k];
            if (hashes[j] == hashes[i]
                    && (!pair || hashes[j - 1] == hashes[i - 1])
                    && words.get(j).equals(words.get(i))
                    && (!pair || words.get(j - 1).equals(words.get(i - 1)))) {
                return true;
            }
        }
        return false;
    }

    private static String anchor(String prompt, AnalyzedText analyzed) {
        if (!analyzed.anchored()) {
            return "anchor:none";
        }
        for (int i = 0; i < prompt.length(); i++) {
            if (Character.isDigit(prompt.charAt(i))) {
                return "anchor:number";
            }
        }
        return "anchor:name";
    }

    /** Lower-cased runs of letters and digits, in order; one pass, no regular expression. */
    static List<String> words(String text) {
        return texts(scan(text));
    }

    /** The words of {@code text} with their feature names, each word cut to {@value #MAX_WORD_CHARS} characters. */
    private static List<WordFeatureNames.Word> scan(String text) {
        List<WordFeatureNames.Word> out = new ArrayList<>();
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
            out.add(WordFeatureNames.word(text, start, Math.min(i, start + MAX_WORD_CHARS)));
        }
        return out;
    }

    /**
     * The words {@link #scan} would read, taken from the runs the analyzer recorded as its cached words: each word's
     * names are kept on that word ({@link CachedWord#derived}), so it is neither scanned nor looked up again.
     */
    private static List<WordFeatureNames.Word> fromRuns(WordRuns runs) {
        List<WordFeatureNames.Word> out = new ArrayList<>(runs.size());
        for (int i = 0; i < runs.size(); i++) {
            out.add(runs.word(i).derived(WordFeatureNames.Word.class, WordFeatureNames.Word::new));
        }
        return out;
    }

    /** The words themselves, as a view rather than a copy. */
    private static List<String> texts(List<WordFeatureNames.Word> words) {
        return new AbstractList<>() {
            @Override
            public String get(int index) {
                return words.get(index).text();
            }

            @Override
            public int size() {
                return words.size();
            }
        };
    }
}
