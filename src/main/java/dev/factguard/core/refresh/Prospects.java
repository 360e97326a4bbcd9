package dev.factguard.core.refresh;

import java.util.List;
import java.util.Set;

/**
 * Changes a sentence tells as still to come or only tried, which change nothing yet: an ending in a clause of time in
 * the present ("weeks before he hands over", "once she steps down") and an approach, offer or chase ("have made an
 * offer for X", "chase the record", "weigh a move for X"). Stateless.
 */
final class Prospects {

    /** Words that open a clause of time: in the present tense it tells what has not happened yet. */
    private static final Set<String> TIME_CLAUSES = Set.of("before", "when", "once", "until", "till", "after");
    /** Words that may stand between the clause word and its verb: its subject ("before he", "once the Fed"). */
    private static final Set<String> SUBJECT_WORDS = Set.of("he", "she", "they", "it", "the", "his", "her", "their");
    /** Nouns of an approach: what a buyer or a suitor makes before anything is agreed. */
    private static final Set<String> APPROACHES =
            Set.of("offer", "bid", "approach", "enquiry", "inquiry", "proposal", "pitch");
    /** Verbs of trying for something not yet had: the one who chases a title or a player does not hold it. */
    private static final Set<String> ATTEMPTS = Set.of(
            "chase",
            "chases",
            "chasing",
            "weigh",
            "weighs",
            "weighing",
            "eye",
            "eyes",
            "eyeing",
            "target",
            "targets",
            "targeting",
            "pursue",
            "pursues",
            "pursuing",
            "bid",
            "bids",
            "bidding",
            "court",
            "courts",
            "courting",
            "monitor",
            "monitors",
            "monitoring",
            "track",
            "tracks",
            "tracking");

    private static final Set<String> PERFECT = Set.of("has", "have", "had");
    /** Verbs of a purpose or a promise: "aims to raise it to N" names a level wanted, not one reached. */
    private static final Set<String> AIMS = Set.of(
            "aim",
            "aims",
            "aiming",
            "plan",
            "plans",
            "planning",
            "seek",
            "seeks",
            "seeking",
            "want",
            "wants",
            "intend",
            "intends",
            "pledged",
            "pledges",
            "vowed",
            "vows",
            "promised",
            "promises");

    private static final int AIM_REACH = 12;
    private static final int SUBJECT_REACH = 3;

    private Prospects() {}

    /**
     * True when the cue at {@code cue} is the present-tense verb of a clause of time: "weeks before he hands over to
     * his successor", "until she retires", "once the chair steps down" — an ending still to come. A past verb ("before
     * he handed over") tells it as done.
     */
    static boolean pendingClause(List<EvidenceTokens.Token> tokens, int cue) {
        String verb = tokens.get(cue).lower();
        if (!verb.endsWith("s") || verb.endsWith("ss") || verb.equals("was") || verb.equals("has")) {
            return false;
        }
        int clause = tokens.get(cue).clause();
        for (int k = cue - 1;
                k >= 0 && k >= cue - 1 - SUBJECT_REACH && tokens.get(k).clause() == clause;
                k--) {
            EvidenceTokens.Token t = tokens.get(k);
            if (TIME_CLAUSES.contains(t.lower())) {
                return k < cue - 1; // a subject stands between: "before he hands over", not "before hands"
            }
            if (t.kind() != EvidenceTokens.Kind.WORD || !(t.capitalised() || SUBJECT_WORDS.contains(t.lower()))) {
                return false;
            }
        }
        return false;
    }

    /**
     * True when the figure at {@code m} is the level a purpose aims at: "the government aims to raise the wage to 1,500
     * yen by 2030", "the bank plans to cut the rate to 2%" — the "to" before it ends a change that someone means to
     * make, in a clause opened by a verb of aiming or promising and its "to".
     */
    static boolean aimedAt(List<EvidenceTokens.Token> tokens, Mention m) {
        if (m.start() < 1 || !tokens.get(m.start() - 1).lower().equals("to")) {
            return false;
        }
        int sentence = m.sentence();
        for (int k = m.start() - 3; k >= 1 && k >= m.start() - AIM_REACH; k--) {
            if (tokens.get(k).sentence() != sentence) {
                return false;
            }
            if (tokens.get(k).lower().equals("to")
                    && AIMS.contains(tokens.get(k - 1).lower())) {
                return true;
            }
        }
        return false;
    }

    /** True when the verb at {@code k} tries for something: an attempt verb or an approach made. */
    static boolean attempt(List<EvidenceTokens.Token> tokens, int k) {
        return ATTEMPTS.contains(tokens.get(k).lower()) || approachMade(tokens, k);
    }

    /**
     * True when the perfect at {@code k} tells an approach made, not a thing done: "have made a big-money offer for
     * X", "has submitted a bid for Y" — the one who offers does not have what it offers for.
     */
    static boolean approachMade(List<EvidenceTokens.Token> tokens, int k) {
        if (!PERFECT.contains(tokens.get(k).lower())) {
            return false;
        }
        int clause = tokens.get(k).clause();
        for (int q = k + 1; q < tokens.size() && q <= k + 5 && tokens.get(q).clause() == clause; q++) {
            if (APPROACHES.contains(tokens.get(q).lower())) {
                return true;
            }
        }
        return false;
    }
}
