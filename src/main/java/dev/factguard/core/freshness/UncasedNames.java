package dev.factguard.core.freshness;

import dev.factguard.core.text.WordSets;
import java.util.List;
import java.util.Set;

/**
 * Titles and names in text typed without capitals, where "President Joe Biden" reads "president joe biden" and
 * "Stephen King" reads "stephen king". Told apart by the words around the role instead: a title has no article of
 * its own and a word follows that is not a function word ("president joe biden" against "the president of france");
 * a role that is a surname follows a first name that follows a function word ("has stephen king" against "the
 * lakers coach"). Stateless.
 */
final class UncasedNames {

    /** Articles, demonstratives and possessives: they may follow an office, and before a role make it a noun. */
    private static final List<String> ARTICLES =
            List.of("the", "a", "an", "this", "these", "those", "his", "her", "their", "its", "my", "our", "your");

    /** Words that may follow an office without making it a title: "the president of", "the ceo is". */
    private static final Set<String> FOLLOWERS = WordSets.union(
            ARTICLES,
            List.of(
                    "of",
                    "for",
                    "in",
                    "at",
                    "on",
                    "to",
                    "and",
                    "or",
                    "nor",
                    "but",
                    "who",
                    "whom",
                    "whose",
                    "that",
                    "which",
                    "is",
                    "are",
                    "was",
                    "were",
                    "be",
                    "been",
                    "being",
                    "has",
                    "have",
                    "had",
                    "does",
                    "do",
                    "did",
                    "will",
                    "would",
                    "can",
                    "could",
                    "should",
                    "may",
                    "might",
                    "must",
                    "from",
                    "with",
                    "by",
                    "as",
                    "since",
                    "until",
                    "now",
                    "currently",
                    "today",
                    "then",
                    "right",
                    "when",
                    "where",
                    "while",
                    "after",
                    "before",
                    "during",
                    "elect",
                    "s",
                    "than",
                    "also",
                    "still",
                    "ever",
                    "said",
                    "says",
                    "if",
                    "so",
                    "not",
                    "about",
                    "over",
                    "under",
                    "between",
                    "against",
                    "without",
                    "within",
                    "into",
                    "onto",
                    "per",
                    "via",
                    "vs",
                    "like",
                    "unlike",
                    "because",
                    "yet",
                    "again",
                    "too",
                    "here",
                    "there",
                    "how",
                    "why",
                    "what"));

    /** Words before a role that make it a noun of its own, not a title or a name: "the president", "our coach". */
    private static final Set<String> DETERMINERS = WordSets.union(
            ARTICLES,
            List.of(
                    "whose",
                    "which",
                    "what",
                    "current",
                    "new",
                    "acting",
                    "interim",
                    "incumbent",
                    "sitting",
                    "reigning",
                    "present",
                    "next",
                    "s"));

    private UncasedNames() {}

    /** Words before a role word that make it a verb: "will host", "to coach". */
    private static final Set<String> MODALS =
            Set.of("will", "would", "can", "could", "to", "did", "does", "do", "should", "may", "might", "must");

    private static final Set<String> VERB_ROLES = Set.of("host", "coach", "chair", "captain", "lead", "manage");

    /** Role cues that are verbs: what follows is what is held, not a name. */
    private static final Set<String> ROLE_VERBS =
            Set.of("owns", "manages", "coaches", "chairs", "governs", "hosts", "plays for", "married to", "dating");

    /** True when the role at {@code [start, end)} of lower-case {@code text} is a title or part of a name. */
    static boolean titleOrName(String text, int start, int end, String role) {
        String before = wordBefore(text, start);
        if (ROLE_VERBS.contains(role)) {
            return false; // "who owns twitter", "who manages man united": a verb, never a title
        }
        if (before != null
                && (DETERMINERS.contains(before) || (MODALS.contains(before) && VERB_ROLES.contains(role)))) {
            return false;
        }
        String after = wordAfter(text, end);
        if (after != null
                && !FOLLOWERS.contains(after)
                && !after.endsWith("ed")
                && !Cues.POSITION.in(after)
                && !FOLLOWERS.contains(role.substring(role.lastIndexOf(' ') + 1))) {
            return true;
        }
        if (!Cues.SURNAME_ROLES.contains(role)
                || before == null
                || FOLLOWERS.contains(before)
                || before.endsWith("ed")) {
            return false;
        }
        // A one-word first name after a function word or at the start: "has stephen king", "did jeff dean".
        String twoBefore = wordBefore(text, start - 1 - before.length());
        return twoBefore == null
                ? start - 1 - before.length() == 0
                : FOLLOWERS.contains(twoBefore) && !DETERMINERS.contains(twoBefore);
    }

    /** The all-letter word ending one space before {@code start}, or null. */
    private static String wordBefore(String text, int start) {
        int end = start - 1;
        if (end < 1 || text.charAt(end) != ' ') {
            return null;
        }
        int begin = end;
        while (begin > 0 && Character.isLetter(text.charAt(begin - 1))) {
            begin--;
        }
        return begin < end && (begin == 0 || text.charAt(begin - 1) == ' ' || text.charAt(begin - 1) == '\'')
                ? text.substring(begin, end)
                : null;
    }

    /** The all-letter word starting one space after {@code end}, or null. */
    private static String wordAfter(String text, int end) {
        if (end + 1 >= text.length() || text.charAt(end) != ' ') {
            return null;
        }
        int wordEnd = CueText.lettersEnd(text, end + 1);
        return wordEnd > end + 1 && CueText.boundaryAt(text, wordEnd) ? text.substring(end + 1, wordEnd) : null;
    }
}
