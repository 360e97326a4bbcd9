package dev.factguard.core.knowledge;

import dev.factguard.core.text.AnalyzedText;
import dev.factguard.core.text.Term;
import dev.factguard.core.text.TermAnalyzer;
import dev.factguard.core.text.WordRuns;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Readings of a question's word order that tell a near miss from a case a fact holds, where the stems alone cannot:
 * whether it asks to EXTEND what a fact says of one thing to another ("cabin bags too", "a cot as well as the
 * pushchair"), which of its names is only the place a trip goes to ("a flight to Madrid"), and which of its words
 * a fact answers with its opposite ("when does it open" against "closes 45 minutes before").
 */
final class NearMissWords {

    private NearMissWords() {}

    /**
     * Whether the question asks if what holds of one thing holds of another as well: "… too?", "… as well?",
     * "as well as …", "also …", "in addition to …". Every thing it names that the fact does not say is then the
     * other thing, and the fact says nothing of it.
     */
    static boolean extending(AnalyzedText query) {
        WordRuns runs = query.runs();
        if (runs == null || !runs.complete() || runs.size() < 2) {
            return false;
        }
        int n = runs.size();
        // "too" ends the clause when it adds ("cabin bags too?"); before a word it says "too much", "too heavy".
        if (runs.word(n - 1).lower().equals("too")
                || (runs.word(n - 2).lower().equals("as")
                        && runs.word(n - 1).lower().equals("well"))) {
            return true;
        }
        for (int r = 0; r < n; r++) {
            String w = runs.word(r).lower();
            if (w.equals("also")
                    || (r + 2 < n
                            && ((w.equals("as")
                                            && runs.word(r + 1).lower().equals("well")
                                            && runs.word(r + 2).lower().equals("as"))
                                    || (w.equals("in")
                                            && runs.word(r + 1).lower().equals("addition")
                                            && runs.word(r + 2).lower().equals("to"))))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Per term, whether it is a name the question travels to ("a flight to Madrid", "my cat in the cabin to Paris"):
     * a place the trip ends in, which a rule for every trip holds unless it names places of its own; null when none.
     */
    static boolean[] destinations(AnalyzedText query) {
        WordRuns runs = query.runs();
        if (runs == null || !runs.complete()) {
            return null;
        }
        List<Term> terms = query.terms();
        boolean[] out = null;
        for (int r = 0; r + 1 < runs.size(); r++) {
            if (!runs.word(r).lower().equals("to")) {
                continue;
            }
            List<Term> word = TermAnalyzer.terms(runs.word(r + 1).lower());
            int at = word.size() == 1 ? named(terms, word.get(0).stem()) : -1;
            if (at >= 0) {
                out = out == null ? new boolean[terms.size()] : out;
                out[at] = true;
            }
        }
        return out;
    }

    /** The index of the term that is a name (not a number) with this stem, or -1. */
    private static int named(List<Term> terms, String stem) {
        for (int i = 0; i < terms.size(); i++) {
            Term t = terms.get(i);
            if (t.stem().equals(stem) && t.specific() && !Character.isDigit(stem.charAt(0))) {
                return i;
            }
        }
        return -1;
    }

    /** Whether the fact's text names a place it travels to or from ("flights to Spain"): its rule is for those. */
    static boolean namesDestination(String text) {
        String[] words = text.split("[^\\p{L}\\p{N}]+");
        for (int i = 0; i + 1 < words.length; i++) {
            String w = words[i];
            if ((w.equals("to") || w.equals("from"))
                    && !words[i + 1].isEmpty()
                    && Character.isUpperCase(words[i + 1].charAt(0))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Pairs of English words of which each says the other end of the same thing: a fact that says when a desk
     * closes does not say when it opens.
     */
    private static final Map<String, Set<String>> OPPOSITES = opposites(
            new String[] {"open", "opens", "opening", "opened"},
            new String[] {"close", "closes", "closing", "closed", "shut", "shuts"},
            new String[] {"start", "starts", "begin", "begins", "starting"},
            new String[] {"end", "ends", "finish", "finishes", "ending"},
            new String[] {"earliest"},
            new String[] {"latest"},
            new String[] {"minimum", "min", "least"},
            new String[] {"maximum", "max", "most"},
            new String[] {"arrive", "arrives", "arrival", "arriving"},
            new String[] {"depart", "departs", "departure", "departing"},
            new String[] {"upgrade", "upgrades"},
            new String[] {"downgrade", "downgrades"});

    /** The stems of the opposite of a stem, or an empty set. */
    static Set<String> opposite(String stem) {
        return OPPOSITES.getOrDefault(stem, Set.of());
    }

    /** Each array's stems map to the stems of its pair (arrays come in pairs: 0 with 1, 2 with 3, …). */
    private static Map<String, Set<String>> opposites(String[]... groups) {
        Map<String, Set<String>> out = new HashMap<>();
        for (int g = 0; g + 1 < groups.length; g += 2) {
            Set<String> a = stems(groups[g]);
            Set<String> b = stems(groups[g + 1]);
            a.forEach(s -> out.put(s, b));
            b.forEach(s -> out.put(s, a));
        }
        return Map.copyOf(out);
    }

    private static Set<String> stems(String[] words) {
        java.util.HashSet<String> out = new java.util.HashSet<>();
        for (String w : words) {
            TermAnalyzer.terms(w).forEach(t -> out.add(t.stem()));
        }
        return Set.copyOf(out);
    }
}
