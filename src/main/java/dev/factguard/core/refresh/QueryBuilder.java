package dev.factguard.core.refresh;

import dev.factguard.core.freshness.ClaimCategory;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Builds the search query of a claim from its subject only. Putting the asserted value in the query would
 * steer the engine to pages repeating the claim ("CEO of Twitter Jack Dorsey" finds 2015 news), so any word
 * sharing a token with the value is dropped. The one exception is a version claim whose value repeats the
 * product it versions ("latest version of Android" / "Android 12"): the product name stays, its number
 * never does. Stateless.
 */
public final class QueryBuilder {

    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");
    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern RECENCY = Pattern.compile(
            "(?i)\\b(?:current|currently|latest|newest|reigning|" + "incumbent|now|today|recent|this\\s+year)\\b");

    private QueryBuilder() {}

    /** The query for a claim; empty when every word of the subject also belongs to the value. */
    public static String build(String subject, String value, ClaimCategory category) {
        Set<String> valueTokens = tokens(value);
        if (category == ClaimCategory.VERSION) {
            // The product name is the subject of a version claim; only the version number is the assertion.
            valueTokens.removeIf(t ->
                    !t.chars().anyMatch(Character::isDigit) && tokens(subject).contains(t));
        }
        List<String> kept = new ArrayList<>();
        for (String word : subject.strip().split("\\s+")) {
            Set<String> wordTokens = tokens(word);
            wordTokens.retainAll(valueTokens);
            if (wordTokens.isEmpty() && !word.isBlank()) {
                kept.add(word);
            }
        }
        if (kept.isEmpty()) {
            return "";
        }
        String query = String.join(" ", kept);
        boolean needsRecency = category != ClaimCategory.VERSION && category != ClaimCategory.CURRENT_REFERENCE;
        return needsRecency && !RECENCY.matcher(query).find() ? "current " + query : query;
    }

    /**
     * Lower-cased, accent-free runs of letters and digits: the unit in which "the query contains no token of
     * the value" is checked ({@code "2:01:09"} is 2, 01, 09; {@code "men's"} is men, s).
     */
    public static Set<String> tokens(String text) {
        Set<String> out = new LinkedHashSet<>();
        if (text == null) {
            return out;
        }
        String plain =
                MARKS.matcher(Normalizer.normalize(text, Normalizer.Form.NFD)).replaceAll("");
        for (String token : NON_WORD.split(plain.toLowerCase(Locale.ROOT))) {
            if (!token.isEmpty()) {
                out.add(token);
            }
        }
        return out;
    }
}
