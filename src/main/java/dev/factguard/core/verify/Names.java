package dev.factguard.core.verify;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Names in a sentence ({@link NameRun}): capitalised words other than the sentence's opener, acronyms,
 * identifiers with digits, with "of", "de", "da", "van", "von" and "&" inside a run ("Great Wall of China",
 * "Procter & Gamble") and a number that follows a capitalised word ("Apollo 11"). Reads only tokens no earlier
 * reader consumed (dates, times, weekdays, amounts). Stateless.
 */
final class Names {

    /** Words that open sentences: capitalised there, and no names. */
    private static final Set<String> OPENERS = Set.of(
            "the",
            "a",
            "an",
            "it",
            "its",
            "it's",
            "this",
            "that",
            "these",
            "those",
            "there",
            "here",
            "in",
            "on",
            "at",
            "for",
            "with",
            "by",
            "from",
            "to",
            "as",
            "if",
            "when",
            "while",
            "where",
            "what",
            "which",
            "who",
            "how",
            "why",
            "yes",
            "no",
            "our",
            "your",
            "their",
            "his",
            "her",
            "we",
            "you",
            "they",
            "he",
            "she",
            "i",
            "and",
            "but",
            "or",
            "so",
            "also",
            "however",
            "note",
            "please",
            "each",
            "every",
            "all",
            "any",
            "some",
            "most",
            "many",
            "both",
            "only",
            "after",
            "before",
            "since",
            "during",
            "unlike",
            "like",
            "according",
            "although",
            "though",
            "because",
            "currently",
            "today",
            "now",
            "sure",
            "certainly",
            "unfortunately",
            "overall",
            "additionally",
            "furthermore",
            "moreover",
            "generally",
            "typically",
            "usually",
            "otherwise",
            "then",
            "thus",
            "hence",
            "therefore",
            "instead",
            "one",
            "two",
            "three",
            "just",
            "once",
            "yet",
            "not",
            "never",
            "always",
            "about",
            "around",
            "approximately",
            "roughly",
            "nearly",
            "almost",
            "up",
            "within",
            "under",
            "over",
            "between",
            "my",
            "me",
            "us",
            "whether",
            "do",
            "does",
            "did",
            "can",
            "could",
            "will",
            "would",
            "should",
            "may",
            "might",
            "must",
            "is",
            "are",
            "was",
            "were",
            "be",
            "unlimited");

    private static final Set<String> CONNECTORS = Set.of("of", "de", "da", "van", "von", "&", "del", "la");
    /** Skipped when looking for the word a name hangs on. */
    private static final Set<String> DETERMINERS = Set.of(
            "the",
            "a",
            "an",
            "its",
            "their",
            "our",
            "your",
            "his",
            "her",
            "this",
            "that",
            "these",
            "those",
            "any",
            "every",
            "all",
            "only",
            "each",
            "exclusively",
            "solely",
            "just",
            "new",
            "official",
            "either");

    private static final Set<String> UNIVERSAL = Set.of("any", "every", "all", "each");
    private static final Set<String> RESTRICTIVE = Set.of("only", "exclusively", "solely");
    private static final Set<String> COPULAS =
            Set.of("is", "are", "was", "were", "'s", "remains", "remain", "became", "becomes", "called", "named");
    private static final Set<String> NOT_NAMES = Set.of("i", "celsius", "fahrenheit", "kelvin", "°c", "°f");

    private Names() {}

    private static boolean participle(String lower) {
        return lower.length() > 3 && (lower.endsWith("ed") || lower.endsWith("en"));
    }

    /** True for a word that opens a sentence without being a name ("The", "In", "However"). */
    static boolean opener(Word w) {
        return OPENERS.contains(w.lower());
    }

    static List<NameRun> read(String text, List<Word> words, boolean[] consumed) {
        List<NameRun> runs = new ArrayList<>();
        int i = 0;
        while (i < words.size()) {
            if (!nameWord(words, consumed, i)) {
                i++;
                continue;
            }
            int end = i + 1;
            while (end < words.size()) {
                if (nameWord(words, consumed, end) || nameNumber(words, consumed, end)) {
                    end++;
                } else if (CONNECTORS.contains(words.get(end).lower())
                        && end + 1 < words.size()
                        && nameWord(words, consumed, end + 1)
                        && !words.get(end + 1).initial()) {
                    end += 2;
                } else {
                    break;
                }
            }
            runs.add(run(text, words, i, end, runs));
            i = end;
        }
        return runs;
    }

    private static boolean nameWord(List<Word> words, boolean[] consumed, int i) {
        Word w = words.get(i);
        if (consumed[i] || !w.isWord() || NOT_NAMES.contains(w.lower())) {
            return false;
        }
        boolean looksLikeName =
                w.capitalised() || w.acronym() || (w.hasDigit() && !w.lower().equals(w.text()));
        boolean identifier = w.hasDigit() && hasLetter(w.text());
        if (!looksLikeName && !identifier) {
            return false;
        }
        return !(w.initial() && opener(w));
    }

    private static boolean hasLetter(String s) {
        for (int k = 0; k < s.length(); k++) {
            if (Character.isLetter(s.charAt(k))) {
                return true;
            }
        }
        return false;
    }

    private static boolean nameNumber(List<Word> words, boolean[] consumed, int i) {
        Word w = words.get(i);
        return !consumed[i]
                && w.isNumber()
                && w.text().chars().allMatch(Character::isDigit)
                && w.text().length() <= 4;
    }

    private static NameRun run(String text, List<Word> words, int first, int end, List<NameRun> before) {
        List<String> lower = new ArrayList<>();
        boolean identifier = false;
        boolean strong = end - first > 1;
        for (int k = first; k < end; k++) {
            Word w = words.get(k);
            if (CONNECTORS.contains(w.lower())) {
                continue;
            }
            String l =
                    w.lower().endsWith("'s") ? w.lower().substring(0, w.lower().length() - 2) : w.lower();
            lower.add(l);
            identifier |= w.hasDigit();
            strong |= !w.initial() || w.acronym() || w.hasDigit();
        }
        boolean universal = false;
        boolean restrictive = false;
        String slot = null;
        int k = first - 1;
        while (k >= 0 && slot == null) {
            Word w = words.get(k);
            if (DETERMINERS.contains(w.lower())) {
                universal |= UNIVERSAL.contains(w.lower());
                restrictive |= RESTRICTIVE.contains(w.lower());
                k--;
            } else if ((w.is("and") || w.is("or") || w.is(",") || w.is("&"))
                    && !before.isEmpty()
                    && before.get(before.size() - 1).last() == k - 1) {
                NameRun coordinated = before.get(before.size() - 1);
                slot = coordinated.slot();
                universal |= coordinated.universal();
                restrictive |= coordinated.restrictive();
            } else {
                slot = COPULAS.contains(w.lower()) ? "is" : w.lower();
            }
        }
        if (slot == null) {
            // "Kyoto is the capital": the opener is the value. "DNA was discovered by …": a passive, the subject.
            boolean copula = end < words.size()
                    && COPULAS.contains(words.get(end).lower())
                    && !(end + 1 < words.size() && participle(words.get(end + 1).lower()));
            slot = copula ? "is" : "^";
        }
        return new NameRun(
                DateReader.span(text, words, first, end),
                lower,
                strong,
                identifier,
                slot,
                universal,
                restrictive,
                first,
                end - 1);
    }
}
