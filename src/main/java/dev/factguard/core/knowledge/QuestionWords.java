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
                c = Condition.perUnit(
                        r > 1 ? runs.word(r - 2).lower() : null,
                        r > 0 ? runs.word(r - 1).lower() : null,
                        w);
            }
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

    private static final java.util.Set<String> DETERMINERS = java.util.Set.of("a", "an", "any", "some", "the");

    /**
     * The stem of what "is there …" or "are there …" asks to exist: the last of the words after it, determiners
     * aside, before the first stop word, of at most three ("is there free parking at …" ⇒ "park"); null when it does
     * not open so. "Do I get any …", "will we receive a …" anywhere in the question asks the same of what the caller
     * would be given ("… do I get any compensation?" ⇒ "compens").
     */
    static String existence(AnalyzedText query) {
        WordRuns runs = query.runs();
        if (runs == null || !runs.complete() || runs.size() < 3) {
            return null;
        }
        String be = runs.word(0).lower();
        int c = (be.equals("is") || be.equals("are")) && runs.word(1).lower().equals("there") ? 2 : given(runs);
        if (c < 0) {
            return null;
        }
        while (c < runs.size() && DETERMINERS.contains(runs.word(c).lower())) {
            c++;
        }
        String head = null;
        for (int end = Math.min(runs.size(), c + 3); c < end; c++) {
            List<Term> word = TermAnalyzer.terms(runs.word(c).lower());
            if (word.size() != 1) {
                break;
            }
            head = word.get(0).stem();
        }
        return head;
    }

    private static final java.util.Set<String> COPULA = java.util.Set.of("is", "are", "was", "were", "isn", "aren");

    /**
     * Whether the question's first content word is what it is about, which a fact must say: the subject of "is …" or
     * "are …" ("are fillings free for children?"), not of "is there …" (what exists is read apart); or, in any
     * question, the thing it sets against another ("can I email instead of phoning?", "by post rather than online").
     * A question asked otherwise may open with a paraphrase ("can I send back …" for a return).
     */
    static boolean aboutFirst(AnalyzedText query) {
        WordRuns runs = query.runs();
        if (runs == null || !runs.complete() || runs.size() < 2) {
            return false;
        }
        if (COPULA.contains(runs.word(0).lower())) {
            return !runs.word(1).lower().equals("there");
        }
        for (int r = 0; r + 1 < runs.size(); r++) {
            String w = runs.word(r).lower();
            String next = runs.word(r + 1).lower();
            if ((w.equals("instead") && next.equals("of")) || (w.equals("rather") && next.equals("than"))) {
                return true;
            }
        }
        return false;
    }

    private static final java.util.Set<String> ASKING_AUX =
            java.util.Set.of("do", "does", "will", "would", "can", "could");
    private static final java.util.Set<String> RECEIVER = java.util.Set.of("i", "we", "you", "they");
    private static final java.util.Set<String> GIVEN = java.util.Set.of("get", "receive");

    /** Question words that make "do I get" ask where or how it is got rather than whether ("where do I get …"). */
    private static final java.util.Set<String> WH =
            java.util.Set.of("where", "what", "how", "when", "which", "why", "who");

    /**
     * Where what the caller would be given starts after a yes/no "do I get", "will we receive"; -1 when no such words.
     */
    private static int given(WordRuns runs) {
        for (int r = 0; r + 3 < runs.size(); r++) {
            if (ASKING_AUX.contains(runs.word(r).lower())
                    && (r == 0 || !WH.contains(runs.word(r - 1).lower()))
                    && RECEIVER.contains(runs.word(r + 1).lower())
                    && GIVEN.contains(runs.word(r + 2).lower())) {
                return r + 3;
            }
        }
        return -1;
    }

    private static final java.util.Set<String> RELATIVE = java.util.Set.of("that", "which", "who", "whom");
    /** How many words after "that" a relative clause is read to reach: "books that the library does hold". */
    private static final int CLAUSE_WORDS = 4;

    /**
     * Per term of the query, whether it says something in a relative clause ("books that the library does hold"):
     * what picks out the things asked about rather than what is asked of them; null when no term does.
     */
    static boolean[] relative(AnalyzedText query) {
        WordRuns runs = query.runs();
        if (runs == null || !runs.complete()) {
            return null;
        }
        boolean[] out = null;
        for (int r = 1; r < runs.size(); r++) {
            if (!RELATIVE.contains(runs.word(r).lower())) {
                continue;
            }
            for (int c = r + 1; c <= r + CLAUSE_WORDS && c < runs.size(); c++) {
                List<Term> word = TermAnalyzer.terms(runs.word(c).lower());
                int at = word.size() == 1 ? indexOf(query.terms(), word.get(0).stem()) : -1;
                if (at >= 0) {
                    out = out == null ? new boolean[query.terms().size()] : out;
                    out[at] = true;
                }
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

    /** Words after which a word before a class noun modifies it: "for bulky items", "the new users". */
    private static final java.util.Set<String> BEFORE_MODIFIER = java.util.Set.of(
            "for", "on", "with", "of", "to", "about", "from", "by", "the", "a", "an", "my", "our", "your", "their",
            "all", "any", "some", "these", "those");

    /**
     * {@code variants} with the terms marked that narrow a class the question asks about: an ordinary word between a
     * preposition or determiner and a noun of {@link FocusLexicon#CLASS_NOUNS} ("for bulky items", "the new
     * users"), or a unit of time that names a kind of thing ("a week pass", {@link #periodNamesKind}) — not a name,
     * a number or a word of a condition, which are read as such. Marks {@code variants} (a
     * new array when it is null and a term is marked) and returns it.
     */
    static boolean[] narrowing(AnalyzedText query, boolean[] variants) {
        WordRuns runs = query.runs();
        if (runs == null || !runs.complete()) {
            return variants;
        }
        List<Term> terms = query.terms();
        boolean[] out = variants;
        for (int r = 1; r + 1 < runs.size(); r++) {
            boolean afterModifier = BEFORE_MODIFIER.contains(runs.word(r - 1).lower());
            List<Term> noun = TermAnalyzer.terms(runs.word(r + 1).lower());
            String lower = runs.word(r).lower();
            // A kind of a named thing may follow its name: "a Pixa week pass".
            boolean narrows = noun.size() == 1
                    && ((afterModifier
                                    && FocusLexicon.CLASS_NOUNS.contains(
                                            noun.get(0).stem()))
                            || ((afterModifier || isName(runs.word(r - 1).lower(), terms))
                                    && periodNamesKind(lower, noun, terms)));
            if (!narrows) {
                continue;
            }
            List<Term> word = TermAnalyzer.terms(lower);
            if (word.size() != 1 || Condition.of(lower) != null) {
                continue;
            }
            String stem = word.get(0).stem();
            int at = indexOf(terms, stem);
            if (at < 0
                    || terms.get(at).specific()
                    || Character.isDigit(stem.charAt(0))
                    || FocusLexicon.CLASS_NOUNS.contains(stem)) {
                continue;
            }
            out = out == null ? new boolean[terms.size()] : out;
            out[at] = true;
        }
        return out;
    }

    /** Whether a lower-cased word is one of the query's names ("Pixa", "K5"). */
    private static boolean isName(String lower, List<Term> terms) {
        List<Term> word = TermAnalyzer.terms(lower);
        if (word.size() != 1) {
            return false;
        }
        int at = indexOf(terms, word.get(0).stem());
        return at >= 0 && terms.get(at).specific();
    }

    /**
     * A unit of time before a noun names a kind of it: "a week pass" is not "a day pass", "the month ticket" not "the
     * year ticket" — a unit right before a word the question asks about, not after a number ("3 day" is read as a
     * quantity) nor before a preposition ("a week in June").
     */
    private static boolean periodNamesKind(String lower, List<Term> noun, List<Term> terms) {
        if (Double.isNaN(QuantityRange.days(lower))) {
            return false;
        }
        int at = indexOf(terms, noun.get(0).stem());
        return at >= 0
                && !terms.get(at).specific()
                && Double.isNaN(QuantityRange.days(noun.get(0).stem()));
    }

    /** Words that ask whether something may be done, rather than whether it is done. */
    private static final java.util.Set<String> POSSIBILITY =
            java.util.Set.of("can", "could", "may", "might", "able", "allowed", "allow", "possible", "permitted");

    /**
     * Whether the question asks whether its subject keeps to a quantity ("does support answer within 2 hours?", "will
     * it arrive in under a week?") rather than whether something may be done within one ("can I return it within
     * 20 days?"): no word of possibility. Without the words, false: a question is then read as before.
     */
    static boolean promise(AnalyzedText query) {
        WordRuns runs = query.runs();
        if (runs == null || !runs.complete()) {
            return false;
        }
        for (int r = 0; r < runs.size(); r++) {
            if (POSSIBILITY.contains(runs.word(r).lower())) {
                return false;
            }
        }
        return true;
    }

    /**
     * The stems of what "how many" counts ("how many study rooms" ⇒ "study", "room"): the words right after it up to
     * the first stop word, at most two; null when the question asks no count or counts nothing it names ("how many
     * can I borrow").
     */
    static List<String> counted(AnalyzedText query) {
        WordRuns runs = query.runs();
        if (runs == null || !runs.complete()) {
            return null;
        }
        for (int r = 0; r + 2 < runs.size(); r++) {
            if (runs.word(r).lower().equals("how") && runs.word(r + 1).lower().equals("many")) {
                List<String> stems = new java.util.ArrayList<>(2);
                for (int c = r + 2; c < Math.min(runs.size(), r + 4); c++) {
                    List<Term> word = TermAnalyzer.terms(runs.word(c).lower());
                    if (word.isEmpty()) {
                        break;
                    }
                    word.forEach(t -> stems.add(t.stem()));
                }
                return stems.isEmpty() ? null : stems;
            }
        }
        return null;
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
