package dev.factguard.core.freshness;

import java.text.Normalizer;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The normal form cue lists are matched against, and the matcher built from a list of phrases.
 *
 * <p>Lower-cased, accents removed, curly apostrophes straightened, and hyphens between letters turned into
 * spaces so "most-subscribed" and "most subscribed", "secretary-general" and "secretary general" are one
 * cue. Stateless and thread-safe.
 */
final class CueText {

    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern LETTER_HYPHEN = Pattern.compile("(?<=\\p{L})[-‐‑–](?=\\p{L})");
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private CueText() {}

    static String normalize(String text) {
        return normalizeKeepCase(text).toLowerCase(Locale.ROOT);
    }

    /** {@link #normalize} without lower-casing, so a match can be checked for capitals at the same offsets. */
    static String normalizeKeepCase(String text) {
        String s = Normalizer.normalize(text == null ? "" : text, Normalizer.Form.NFD);
        s = MARKS.matcher(s).replaceAll("");
        s = s.replace('’', '\'').replace('‘', '\'').replace('`', '\'');
        s = LETTER_HYPHEN.matcher(s).replaceAll(" ");
        return SPACES.matcher(s).replaceAll(" ").strip();
    }

    /**
     * A case-insensitive matcher for whole-word phrases; longer phrases win at the same position so
     * "chief executive officer" is one cue, not "chief executive" plus noise. Phrases are plain words
     * separated by single spaces, or regular expressions when wrapped in {@code re:}.
     */
    static Pattern phrases(String... phrases) {
        String[] sorted = phrases.clone();
        Arrays.sort(sorted, Comparator.comparingInt(String::length).reversed());
        StringBuilder alternation = new StringBuilder();
        for (String phrase : sorted) {
            if (alternation.length() > 0) {
                alternation.append('|');
            }
            if (phrase.startsWith("re:")) {
                alternation.append(phrase.substring(3));
            } else {
                alternation.append(Pattern.quote(phrase).replace(" ", "\\E\\s+\\Q"));
            }
        }
        return Pattern.compile("(?<![\\p{L}\\p{N}])(?:" + alternation + ")(?![\\p{L}\\p{N}])",
                Pattern.CASE_INSENSITIVE);
    }

    /** The first match of {@code pattern} in {@code normalized}, or null. */
    static String find(Pattern pattern, String normalized) {
        Matcher m = pattern.matcher(normalized);
        return m.find() ? m.group() : null;
    }
}
