package dev.factguard.core.knowledge;

import dev.factguard.core.text.Term;
import dev.factguard.core.text.TermAnalyzer;
import java.util.List;
import java.util.Set;

/**
 * What a "not" negates, read the same way in questions and facts: the next word, past articles and possessives, when
 * it is an ordinary content word — "didn't buy", "not in their original packaging" (original), "isn't open". A name
 * or a number after the negator ("isn't my K5 …") is not negated: the negation is about something said of it,
 * which this reading does not find. A question that negates a word the fact states without negation is about the
 * other case: "a bicycle I didn't buy from them" is not answered by a rule for bicycles bought from them.
 */
final class Negation {

    /** Words between a negator and what it negates. */
    private static final Set<String> SKIPPED = Set.of(
            "a", "an", "the", "my", "your", "their", "its", "our", "his", "her", "in", "on", "of", "at", "any", "be",
            "been", "being", "is", "are", "was", "were", "it", "them", "this", "that", "these", "those", "yet");

    private Negation() {}

    /** Whether a lower-cased word negates what follows ("isn't" is read "isn", "t"). */
    static boolean negator(String lower) {
        char c = lower.isEmpty() ? ' ' : lower.charAt(0);
        return (c == 'n' || c == 'w' || c == 't' || c == 'c') && Condition.NEGATORS.contains(lower);
    }

    /** Words that say a thing is part of another: "not included in the room rate" says it is not in the rate. */
    private static final Set<String> CONTAINED = Set.of("includ", "contain", "part", "cover");

    /**
     * After "not included in the room rate": the stems of the words it is not in ("room", "rat"), which a question
     * negates without the verb ("if it's not in my rate"); empty for any other negation.
     */
    static List<String> notContainedIn(List<String> words, int at, String negated) {
        if (negated == null || !CONTAINED.contains(negated)) {
            return List.of();
        }
        int i = at + 1;
        while (i < words.size() && !words.get(i).equals("in") && !words.get(i).equals("of") && i <= at + 3) {
            i++;
        }
        List<String> out = new java.util.ArrayList<>(2);
        for (i++; i < words.size() && out.size() < 2; i++) {
            String w = words.get(i);
            if (SKIPPED.contains(w)) {
                continue;
            }
            List<Term> terms = TermAnalyzer.terms(w);
            if (terms.size() != 1 || terms.get(0).specific() || !Character.isLetter(w.charAt(0))) {
                break;
            }
            out.add(terms.get(0).stem());
        }
        return out;
    }

    /** The stem of the word a negator at {@code at} negates, or null. */
    static String negatedStem(List<String> words, int at) {
        for (int i = at + 1; i < words.size() && i <= at + Condition.NEGATION_REACH; i++) {
            String w = words.get(i);
            if (SKIPPED.contains(w) || negator(w)) {
                continue;
            }
            List<Term> terms = TermAnalyzer.terms(w);
            return terms.size() == 1 && !terms.get(0).specific() && Character.isLetter(w.charAt(0))
                    ? terms.get(0).stem()
                    : null;
        }
        return null;
    }
}
