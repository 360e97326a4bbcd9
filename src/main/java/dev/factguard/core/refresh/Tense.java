package dev.factguard.core.refresh;

import java.util.List;
import java.util.Set;

/**
 * How a sentence places a value in time, from the verb nearest to it: a present state ("X is the mayor",
 * "has been", "holds", "now"), a past state ("X was the mayor", "held", "served" — true then, silent on now),
 * a past event that starts a current state ("X was named CEO", "won", "took office", "acquired by X") or an
 * announcement ("X would replace Y", "will run for mayor", "is expected to hire X"). The verb after the value
 * speaks first ("X was …"), then the nearest one before it ("… named X"). Stateless.
 */
enum Tense {
    PRESENT,
    PAST_STATE,
    PAST_EVENT,
    FUTURE,
    UNKNOWN;

    private static final Set<String> FUTURE_WORDS = Set.of(
            "will",
            "would",
            "could",
            "might",
            "shall",
            "expected",
            "poised",
            "likely",
            "tipped",
            "slated",
            "rumoured",
            "rumored",
            "frontrunner",
            "favourite",
            "favorite",
            "designate",
            "nominee",
            "candidate",
            "hopes",
            "plans",
            "wants",
            "aims",
            "seeks",
            "considering",
            "linked",
            "incoming",
            "next",
            "elect",
            "projected",
            "scheduled",
            "upcoming");
    /** Verbs that after "to" right after a name tell what is to happen: "X to become CEO", "X to succeed Y". */
    private static final Set<String> TO_INFINITIVES = Set.of(
            "become", "succeed", "replace", "take", "lead", "head", "join", "run", "step", "serve", "helm", "chair");

    private static final Set<String> PRESENT_WORDS = Set.of(
            "is",
            "are",
            "am",
            "has",
            "have",
            "remains",
            "remain",
            "holds",
            "hold",
            "serves",
            "leads",
            "heads",
            "runs",
            "owns",
            "own",
            "chairs",
            "governs",
            "manages",
            "coaches",
            "reigns",
            "now",
            "currently",
            "incumbent",
            "reigning",
            "defending",
            "still",
            "today",
            "current",
            "becomes",
            "takes",
            "controls",
            "tops",
            "ranks");
    private static final Set<String> PAST_STATE_WORDS = Set.of(
            "was",
            "were",
            "had",
            "held",
            "served",
            "led",
            "owned",
            "governed",
            "managed",
            "coached",
            "reigned",
            "used",
            "once",
            "formerly",
            "previously",
            "chaired",
            "headed");
    private static final Set<String> PAST_EVENT_WORDS = Set.of(
            "named",
            "appointed",
            "elected",
            "reelected",
            "re-elected",
            "sworn",
            "took",
            "became",
            "won",
            "beat",
            "defeated",
            "broke",
            "set",
            "hired",
            "promoted",
            "chosen",
            "selected",
            "succeeded",
            "replaced",
            "acquired",
            "bought",
            "purchased",
            "crowned",
            "claimed",
            "clinched",
            "captured",
            "defended",
            "retained",
            "inaugurated",
            "installed",
            "confirmed",
            "tapped",
            "picked",
            "assumed",
            "signed",
            "sold",
            "released",
            "launched",
            "took over",
            "overtook",
            // Defeats told with another verb than "beat": "thrashed Inter 5-0 to win".
            "thrashed",
            "routed",
            "edged",
            "stunned",
            "outlasted",
            "crushed",
            "downed",
            "overcame",
            "swept",
            "toppled",
            "dethroned",
            "joined",
            "traded",
            "transferred",
            "loaned",
            "dealt",
            "moved",
            "passed",
            "surpassed",
            "smashed",
            "lowered",
            "bettered",
            "clocked",
            "ran",
            "recorded");
    private static final Set<String> COPULAS = Set.of("is", "are");
    private static final Set<String> RELATIVE = Set.of("who", "which", "that");
    private static final Set<String> DURATIONS =
            Set.of("years", "decades", "decade", "terms", "seasons", "months", "year", "term", "season");
    /** Reporting verbs: what follows is what the value said, not what it is ("X says the company will …"). */
    private static final Set<String> REPORTING = Set.of(
            "says",
            "said",
            "told",
            "tells",
            "warned",
            "warns",
            "added",
            "adds",
            "according",
            "asked",
            "asks",
            "argued",
            "argues",
            "wrote",
            "writes");

    /**
     * Words that open a clause of their own: "would back X when the new assembly votes", "X before he hands over" —
     * the verb after them is that clause's, not the value's.
     */
    private static final Set<String> SUBORDINATORS = Set.of(
            "when", "once", "before", "until", "unless", "if", "whether", "whenever", "because", "although", "whereas");

    private static final int REACH = 6;

    /**
     * A tense and the index of the word that carries it ({@code -1} for {@link #UNKNOWN}).
     *
     * @param after true when the word follows the value ("X was named …"), false when it precedes it ("… named X")
     */
    record Reading(Tense tense, int at, boolean after) {
        static final Reading NONE = new Reading(UNKNOWN, -1, false);
    }

    /** The tense the sentence gives the value spanning {@code start} to {@code end}. */
    static Tense of(List<EvidenceTokens.Token> tokens, int start, int end) {
        return read(tokens, start, end).tense();
    }

    /** {@link #of}, with where the tense was read. */
    static Reading read(List<EvidenceTokens.Token> tokens, int start, int end) {
        Reading after = forward(tokens, start, end);
        Reading reading = after.tense() != UNKNOWN ? after : backward(tokens, start);
        if (reading.tense() == PAST_EVENT && lasted(tokens, reading.at())) {
            // "who ran Microsoft as CEO for 14 years", "held the title for 39 years": a span told as over.
            return new Reading(PAST_STATE, reading.at(), reading.after());
        }
        return reading;
    }

    /** True when a duration follows the verb at {@code at} in its clause: "for 14 years", "for a decade". */
    private static boolean lasted(List<EvidenceTokens.Token> tokens, int at) {
        int clause = tokens.get(at).clause();
        for (int k = at + 1;
                k + 2 < tokens.size() && k <= at + 8 && tokens.get(k).clause() == clause;
                k++) {
            if (tokens.get(k).lower().equals("for")) {
                String unit = tokens.get(k + 2).lower();
                String single = tokens.get(k + 1).lower();
                if (DURATIONS.contains(unit) || DURATIONS.contains(single)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static Reading forward(List<EvidenceTokens.Token> tokens, int start, int end) {
        int clause = tokens.get(start).clause();
        int sentence = tokens.get(start).sentence();
        // "X, who became …" and "X, chief executive of Y, says …": the verb may sit in the next clause.
        boolean apposition = start == 0 || tokens.get(start - 1).clause() != clause;
        int seen = 0;
        for (int k = end; k < tokens.size() && seen < REACH && tokens.get(k).sentence() == sentence; k++) {
            EvidenceTokens.Token t = tokens.get(k);
            if (t.kind() == EvidenceTokens.Kind.PUNCT) {
                boolean nextClause = k + 1 < tokens.size() && tokens.get(k + 1).clause() != clause;
                if (nextClause
                        && !(apposition
                                || (k + 1 < tokens.size()
                                        && RELATIVE.contains(tokens.get(k + 1).lower())))) {
                    return Reading.NONE;
                }
                continue;
            }
            if (REPORTING.contains(t.lower()) || SUBORDINATORS.contains(t.lower())) {
                return Reading.NONE;
            }
            if (k == end + 1
                    && TO_INFINITIVES.contains(t.lower())
                    && tokens.get(end).lower().equals("to")
                    && backward(tokens, start).tense() == UNKNOWN) {
                return new Reading(FUTURE, k, true); // "Fidji Simo to become CEO of …", not "passed Y to become"
            }
            Tense tense = word(tokens, k);
            if (tense != UNKNOWN) {
                return new Reading(tense, k, true);
            }
            seen++;
        }
        return Reading.NONE;
    }

    private static Reading backward(List<EvidenceTokens.Token> tokens, int start) {
        int clause = tokens.get(start).clause();
        int seen = 0;
        for (int k = start - 1; k >= 0 && seen < REACH + 2 && tokens.get(k).clause() == clause; k--) {
            if (SUBORDINATORS.contains(tokens.get(k).lower())) {
                return Reading.NONE; // "has not decided whether to leave X": the main clause's verb is not X's
            }
            Tense tense = word(tokens, k);
            if (tense != UNKNOWN) {
                return new Reading(tense, k, false);
            }
            seen++;
        }
        return Reading.NONE;
    }

    /**
     * "was named", "was reinstated", "were chosen": a participle after "was" tells an event, unless it is one of
     * a state ("was led by", "was owned by").
     */
    private static boolean passiveEvent(String participle) {
        return !PAST_STATE_WORDS.contains(participle)
                && (PAST_EVENT_WORDS.contains(participle)
                        || (participle.length() > 4 && (participle.endsWith("ed") || participle.endsWith("en"))));
    }

    /** The tense word {@code k} carries, reading an auxiliary with its participle ("was named", "is chaired"). */
    private static Tense word(List<EvidenceTokens.Token> tokens, int k) {
        String w = tokens.get(k).lower();
        if (tokens.get(k).kind() != EvidenceTokens.Kind.WORD) {
            return UNKNOWN;
        }
        if (FUTURE_WORDS.contains(w)
                || w.endsWith("-elect")
                || w.endsWith("-designate")
                || (w.equals("set") || w.equals("due") || w.equals("line"))
                        && k + 1 < tokens.size()
                        && (tokens.get(k + 1).lower().equals("to")
                                || (!w.equals("line")
                                        && tokens.get(k + 1).lower().equals("for")))) {
            return FUTURE;
        }
        if (w.equals("was") || w.equals("were")) {
            String next = k + 1 < tokens.size() ? tokens.get(k + 1).lower() : "";
            return passiveEvent(next) ? PAST_EVENT : PAST_STATE;
        }
        if (Prospects.attempt(tokens, k)) {
            return FUTURE; // "Juventus weigh a move for X", "Y have made an offer for X": tried for, not had
        }
        if (PRESENT_WORDS.contains(w)) {
            // "is scheduled for release", "are expected to", "is due for": a plan told in the present.
            return COPULAS.contains(w) && k + 1 < tokens.size() && word(tokens, k + 1) == FUTURE ? FUTURE : PRESENT;
        }
        if (PAST_STATE_WORDS.contains(w) || PAST_EVENT_WORDS.contains(w)) {
            String before = k > 0 ? tokens.get(k - 1).lower() : "";
            if (PRESENT_WORDS.contains(before)) {
                return PRESENT; // "is chaired by", "has held"
            }
            if (before.equals("was") || before.equals("were") || before.equals("had")) {
                return passiveEvent(w) && !before.equals("had") ? PAST_EVENT : PAST_STATE;
            }
            return PAST_STATE_WORDS.contains(w) ? PAST_STATE : PAST_EVENT;
        }
        return UNKNOWN;
    }
}
