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
 * pushchair"), which of its words name the place or channel it ends on ("… at the airport desk?"), and which of its
 * words a fact answers with its opposite ("when does it open" against "closes 45 minutes before").
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

    /** Words before the place or channel something is done at, in or by ("at the airport desk", "by phone"). */
    private static final Set<String> PLACING = Set.of("at", "in", "by", "via", "through", "over");

    /** Words that make a phrase of "at", "in" or "by" that says how or when, not where: "at once", "in advance". */
    private static final Set<String> IDIOMS = Set.of(
            "once", "advance", "least", "most", "all", "first", "last", "time", "total", "general", "full", "now");

    private static final Set<String> DETERMINERS = Set.of("the", "a", "an", "my", "our", "your", "their", "this");

    /**
     * Per term, whether it names the place or channel the question does something at ("pay at the airport desk",
     * "lounge access in Bergen", "by phone"): null when none. A fact that does not say it tells of another place or
     * channel, or of none, and so does not say whether it holds there.
     */
    static boolean[] placed(AnalyzedText query) {
        WordRuns runs = query.runs();
        if (runs == null || !runs.complete()) {
            return null;
        }
        List<Term> terms = query.terms();
        boolean[] out = null;
        for (int r = 0; r + 1 < runs.size(); r++) {
            if (!PLACING.contains(runs.word(r).lower())) {
                continue;
            }
            int c = r + 1;
            while (c < runs.size() && DETERMINERS.contains(runs.word(c).lower())) {
                c++;
            }
            // The noun phrase after it, up to two words, when it closes the question: a place or channel is said
            // last ("… at the airport desk?"); one inside it more often makes a word ("in-office", "in advance").
            if (c >= runs.size()
                    || runs.size() - c > 2
                    || IDIOMS.contains(runs.word(c).lower())) {
                continue;
            }
            for (; c < runs.size(); c++) {
                List<Term> word = TermAnalyzer.terms(runs.word(c).lower());
                int at = word.size() == 1
                        ? LexicalScorer.indexOf(terms, word.get(0).stem())
                        : -1;
                if (at < 0) {
                    break;
                }
                out = out == null ? new boolean[terms.size()] : out;
                out[at] = true;
            }
        }
        return out;
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

    /**
     * Whether the fact says the opposite of {@code stem} and not the word itself: the other end of the same thing. A
     * fact that gives a span of clock times ("open 8:00 to 18:00") gives both ends, so it answers either.
     */
    static boolean saysOpposite(FactProfile fact, String stem) {
        Set<String> opposite = OPPOSITES.get(stem);
        return opposite != null && fact.containsAny(opposite) && !spansClockTimes(fact);
    }

    private static boolean spansClockTimes(FactProfile fact) {
        for (QuantityRange range : fact.ranges().getOrDefault(QuantityRange.CLOCK, List.of())) {
            if (range.high() > range.low()) {
                return true;
            }
        }
        return false;
    }

    /** Each array's stems map to the stems of its pair (arrays come in pairs: 0 with 1, 2 with 3, …). */
    private static Map<String, Set<String>> opposites(String[]... groups) {
        Map<String, Set<String>> out = new HashMap<>();
        for (int g = 0; g + 1 < groups.length; g += 2) {
            Set<String> a = QuestionFocus.stems(groups[g]);
            Set<String> b = QuestionFocus.stems(groups[g + 1]);
            a.forEach(s -> out.put(s, b));
            b.forEach(s -> out.put(s, a));
        }
        return Map.copyOf(out);
    }
}
