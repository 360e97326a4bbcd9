package dev.factguard.core.knowledge;

import dev.factguard.core.text.AnalyzedText;
import dev.factguard.core.text.Term;
import dev.factguard.core.text.TermAnalyzer;
import dev.factguard.core.text.WordRuns;
import java.util.List;

/**
 * What a question's stems alone do not say, read from its words in order: whether a condition word is negated
 * ("not in their original packaging") and how a number is bounded ("more than one litre", "under 30 euros"). Both
 * need the stop words the term analysis drops. Read only when a term may be a condition or is a number before a
 * unit, from the words the analysis kept ({@link AnalyzedText#runs()}); a question whose words were not all kept
 * (a number such as "1.7") is read from its stems: its conditions are never negated and its numbers are exact.
 */
final class QuestionWords {

    private QuestionWords() {}

    /** Per term of the query, the condition it states (normalised: "not used" ⇒ "unused"), or null. */
    static Condition.Stated[] conditions(AnalyzedText query) {
        List<Term> terms = query.terms();
        Condition.Stated[] out = new Condition.Stated[terms.size()];
        WordRuns runs = query.runs();
        if (runs == null || !runs.complete()) {
            // Without the words, what the stems alone say, none of it negated.
            for (int t = 0; t < terms.size(); t++) {
                Condition c = Condition.ofStem(terms.get(t).stem());
                out[t] = c == null ? null : new Condition.Stated(c, false);
            }
            return out;
        }
        int lastNegator = Integer.MIN_VALUE / 2;
        for (int r = 0; r < runs.size(); r++) {
            String w = runs.word(r).lower();
            if (Condition.NEGATORS.contains(w)) {
                lastNegator = r;
                continue;
            }
            Condition c = Condition.of(w);
            if (c == null) {
                continue;
            }
            int at = indexOf(terms, Condition.stemOf(w));
            boolean negated = r - lastNegator <= Condition.NEGATION_REACH;
            // Said twice, the negated mention is the one asked about: "do students … without a student ID?"
            if (at >= 0 && (out[at] == null || negated)) {
                out[at] = new Condition.Stated(c, negated).normal();
            }
        }
        return out;
    }

    /**
     * Per term of the query, whether it is negated ({@link Negation}); null when nothing is, which a scan of the
     * words for a negator tells (their first letter first: most words are not one).
     */
    static boolean[] negated(AnalyzedText query) {
        WordRuns runs = query.runs();
        if (runs == null || !runs.complete()) {
            return null;
        }
        boolean[] out = null;
        List<String> words = null;
        for (int r = 0; r < runs.size(); r++) {
            if (!Negation.negator(runs.word(r).lower())) {
                continue;
            }
            if (words == null) {
                words = new java.util.ArrayList<>(runs.size());
                for (int i = 0; i < runs.size(); i++) {
                    words.add(runs.word(i).lower());
                }
            }
            int at = indexOf(query.terms(), Negation.negatedStem(words, r));
            if (at >= 0) {
                out = out == null ? new boolean[query.terms().size()] : out;
                out[at] = true;
            }
        }
        return out;
    }

    /** Per term of the query, the values a number before a unit allows, or null for other terms. */
    static QuantityRange[] quantities(AnalyzedText query) {
        List<Term> terms = query.terms();
        QuantityRange[] out = new QuantityRange[terms.size()];
        WordRuns runs = query.runs();
        boolean words = runs != null && runs.complete();
        for (int t = 0; t < terms.size(); t++) {
            String stem = terms.get(t).stem();
            if (!Character.isDigit(stem.charAt(0)) || QuestionFocus.unitAfter(terms, t) == null) {
                continue;
            }
            double value = QuantityRange.value(stem);
            if (Double.isNaN(value)) {
                continue;
            }
            QuantityRange.Bound bound = QuantityRange.Bound.EXACTLY;
            for (int r = 0; words && r < runs.size(); r++) {
                if (stem.equals(digits(runs.word(r).lower()))) {
                    bound = QuantityRange.boundBefore(
                            r > 0 ? runs.word(r - 1).lower() : null,
                            r > 1 ? runs.word(r - 2).lower() : null);
                    break;
                }
            }
            out[t] = QuantityRange.of(value, bound);
        }
        return out;
    }

    /** A word as the analysis reads a number: itself when it starts with a digit, "10" for "ten", else null. */
    private static String digits(String lower) {
        if (Character.isDigit(lower.charAt(0))) {
            return lower;
        }
        List<Term> terms = TermAnalyzer.terms(lower);
        return terms.size() == 1 && Character.isDigit(terms.get(0).stem().charAt(0))
                ? terms.get(0).stem()
                : null;
    }

    private static int indexOf(List<Term> terms, String stem) {
        for (int i = 0; stem != null && i < terms.size(); i++) {
            if (terms.get(i).stem().equals(stem)) {
                return i;
            }
        }
        return -1;
    }
}
