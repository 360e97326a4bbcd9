package dev.factguard.core.refresh;

import java.util.List;
import java.util.Set;

/**
 * Readings that change what a succession cue does to a value. Cues that end nothing: a defeat before the final (the
 * holders keep the title until it is played), a campaign ended rather than a term, an event that ended rather than its
 * host, a player brought in rather than the one given up. And "to beat" after a deed ("came back from two sets down
 * to beat X"), which tells what the deed achieved, not what someone meant to do. Stateless.
 */
final class Exemptions {

    /** "his", "her": a third party's; shared with {@link Fillers}. */
    static final Set<String> POSSESSIVE_DETERMINERS = Set.of("his", "her", "their", "its");
    /** A holder's time in a role: ending one ends the role. */
    private static final Set<String> TENURES = Set.of(
            "tenure",
            "term",
            "reign",
            "spell",
            "stint",
            "time",
            "career",
            "mandate",
            "role",
            "job",
            "post",
            "position",
            "run",
            "presidency",
            "premiership",
            "chairmanship",
            "leadership",
            "contract",
            "deal",
            "association");

    /** Stages before a final: a defeat in one ends no title. */
    private static final Set<String> EARLY_ROUNDS = Set.of(
            "round",
            "rounds",
            "quarterfinal",
            "quarterfinals",
            "quarter-final",
            "quarter-finals",
            "quarters",
            "semifinal",
            "semifinals",
            "semi-final",
            "semi-finals",
            "semis",
            "group-stage",
            "playoff",
            "playoffs",
            "play-off",
            "play-offs",
            "postseason",
            "heats",
            "qualifying");
    /** Words that put a title at stake in a sentence, whatever round it names; not "the final round of qualifying". */
    private static final Set<String> TITLE_AT_STAKE =
            Set.of("title", "titles", "crown", "belt", "championship", "trophy", "final", "finals");

    /**
     * Contest verbs a "to" may tell as a deed's result ("came back to beat X"); "to replace", "to succeed" stay
     * intentions whatever comes before them ("candidates to replace X").
     */
    private static final Set<String> CONTESTS =
            Set.of("beat", "edge", "rout", "thrash", "outlast", "stun", "dethrone", "topple", "overtake", "surpass");
    /** Past verbs of a deed whose result a "to" may tell: "came back … to beat", "held on to win". */
    private static final Set<String> PAST_DEEDS = Set.of("came", "fought", "held", "won", "ran", "rode", "swam", "hit");
    /** Verbs and words of aiming, agreeing or being chosen: a "to" after them is an intention. */
    private static final Set<String> AIMS = Set.of(
            "wanted",
            "hoped",
            "planned",
            "expected",
            "agreed",
            "tried",
            "aimed",
            "sought",
            "needed",
            "failed",
            "refused",
            "promised",
            "decided",
            "vowed",
            "pledged",
            "voted",
            "set",
            "poised",
            "due",
            "likely",
            "going",
            "bid",
            "chosen",
            "picked",
            "tapped",
            "named",
            "appointed",
            "elected",
            "nominated",
            "selected",
            "tipped",
            "asked",
            "invited",
            "hired",
            "signed",
            "announced",
            "confirmed",
            "preparing",
            "prepared",
            "looking",
            "seeking",
            "hoping",
            "trying",
            "bidding",
            "plans",
            "hopes",
            "wants",
            "aims",
            "seeks",
            "needs",
            "next");

    private Exemptions() {}

    /**
     * "returning the left to power", "a party of the far left": "left" after an article, an adjective of side or a
     * verb in -ing is the political side it names, not a departure.
     */
    static boolean leftAsNoun(List<EvidenceTokens.Token> tokens, int cue) {
        if (!tokens.get(cue).lower().equals("left") || cue == 0) {
            return false;
        }
        String before = tokens.get(cue - 1).lower();
        return before.equals("the") || before.equals("far") || before.endsWith("ing");
    }

    /**
     * True when the sentence of {@code cue} places a defeat in a round before the final and says no title was won in
     * it: "beat the holders to knock them out in the first round", "eliminated in the quarter-finals". The holders keep
     * the title until the final is played.
     */
    static boolean beforeTheFinal(List<EvidenceTokens.Token> tokens, int cue) {
        int sentence = tokens.get(cue).sentence();
        boolean early = false;
        int k = cue;
        while (k > 0 && tokens.get(k - 1).sentence() == sentence) {
            k--;
        }
        for (; k < tokens.size() && tokens.get(k).sentence() == sentence; k++) {
            String w = tokens.get(k).lower();
            boolean qualifiesRound = k + 1 < tokens.size()
                    && EARLY_ROUNDS.contains(tokens.get(k + 1).lower());
            if (TITLE_AT_STAKE.contains(w) && !qualifiesRound) {
                return false; // "knocked out the champion in the first round to win the title"
            }
            early |= EARLY_ROUNDS.contains(w) || w.endsWith("-round");
        }
        return early;
    }

    /**
     * True when the cue's object is the holder's own other business: "X ended his re-election campaign", "quit her
     * podcast". Not when it is the role, a tenure in it or a way of leaving it: "ended his term", "quit his job as chief
     * executive", "until his death".
     */
    static boolean endsSomethingElse(List<EvidenceTokens.Token> tokens, int next, SubjectTerms subject) {
        if (next >= tokens.size()
                || !POSSESSIVE_DETERMINERS.contains(tokens.get(next).lower())) {
            return false;
        }
        int clause = tokens.get(next).clause();
        for (int k = next + 1;
                k < tokens.size() && k <= next + 6 && tokens.get(k).clause() == clause;
                k++) {
            String w = tokens.get(k).lower();
            if (subject.isHead(w)
                    || TENURES.contains(w)
                    || Supersession.ENDINGS.contains(w)
                    || Mentions.ROLES.contains(w)) {
                return false;
            }
        }
        return true;
    }

    /**
     * True when a champion left or quit a named event the subject does not name: "X left the Giro on stage 16" ends
     * his race there, not his title in another one.
     */
    static boolean leftAnotherEvent(List<EvidenceTokens.Token> tokens, int next, SubjectTerms subject) {
        int k = next < tokens.size() && tokens.get(next).lower().equals("the") ? next + 1 : next;
        if (!subject.champion() || k >= tokens.size() || !tokens.get(k).capitalised()) {
            return false;
        }
        for (; k < tokens.size() && tokens.get(k).capitalised(); k++) {
            if (subject.mayNameSubject(tokens.get(k).lower())) {
                return false;
            }
        }
        return true;
    }

    /**
     * True when what ended is a time "as" another role: "his time as a special envoy leading the task force had
     * ended" ends the envoy's work, not the company he runs. A tenure whose role names the subject ends it.
     */
    static boolean endedTenureElsewhere(List<EvidenceTokens.Token> tokens, int cue, SubjectTerms subject) {
        int sentence = tokens.get(cue).sentence();
        for (int k = cue - 1; k > 0 && k >= cue - 14 && tokens.get(k).sentence() == sentence; k--) {
            if (subject.isHead(tokens.get(k).lower())) {
                return false;
            }
            if (tokens.get(k).lower().equals("as")
                    && TENURES.contains(tokens.get(k - 1).lower())) {
                return true;
            }
        }
        return false;
    }

    private static final Set<String> MATCH_LOSSES = Set.of("lost", "beaten", "defeated");
    private static final Set<String> RECORD_WORDS = Set.of("record", "records", "mark", "best");

    /**
     * True when a record holder lost a match, not the record: "the record eight-time winner was beaten by Y in the
     * quarter-finals" leaves her record as it was; "her record was beaten by Y" does not.
     */
    static boolean lostAMatch(List<EvidenceTokens.Token> tokens, int cue, int length, SubjectTerms subject) {
        if (!subject.record()
                || subject.champion()
                || !MATCH_LOSSES.contains(tokens.get(cue).lower())) {
            return false;
        }
        for (int k = Math.max(0, cue - 2); k < Math.min(tokens.size(), cue + length + 2); k++) {
            if (RECORD_WORDS.contains(tokens.get(k).lower())) {
                return false;
            }
        }
        return true;
    }

    /**
     * True when the subject's own name stands right before the cue: "the Beijing Winter Olympics ended" tells that the
     * event ended, not that its host stopped being one.
     */
    static boolean afterSubjectName(List<EvidenceTokens.Token> tokens, int cue, SubjectTerms subject) {
        EvidenceTokens.Token before = cue > 0 ? tokens.get(cue - 1) : null;
        return before != null && before.capitalised() && subject.entities().contains(before.lower());
    }

    /**
     * True when the player a club gives up is the subject's, or is not named: "Red Bull drop Lawson for Tsunoda" ends
     * Lawson's seat, not Tsunoda's; "the Suns traded him" ends his.
     */
    static boolean givenUp(List<EvidenceTokens.Token> tokens, int next, SubjectTerms team) {
        int k = next;
        while (k < tokens.size()
                && (tokens.get(k).lower().equals("the")
                        || Mentions.ROLES.contains(tokens.get(k).lower()))) {
            k++;
        }
        if (k >= tokens.size()
                || !tokens.get(k).capitalised()
                || Mentions.NOT_NAMES.contains(tokens.get(k).lower())) {
            return true;
        }
        return team.isSubjectName(tokens.get(k).lower());
    }

    /**
     * True when the contest verb at {@code cue}, after "to", tells what a deed in the past achieved ("came back from two sets down to beat X",
     * "rallied to overtake Y"), not what someone meant to do: a past verb before it in its sentence, none of wanting,
     * planning or being chosen ("agreed to replace", "was named to succeed"), and no word of the future.
     */
    static boolean resultOfDeed(List<EvidenceTokens.Token> tokens, int cue) {
        if (cue == 0
                || !tokens.get(cue - 1).lower().equals("to")
                || !CONTESTS.contains(tokens.get(cue).lower())) {
            return false;
        }
        int to = cue - 1;
        int sentence = tokens.get(to).sentence();
        boolean deed = false;
        for (int k = to - 1; k >= 0 && tokens.get(k).sentence() == sentence; k--) {
            String w = tokens.get(k).lower();
            if (Supersession.INTENT.contains(w) && !w.equals("to") || AIMS.contains(w)) {
                return false;
            }
            deed |= PAST_DEEDS.contains(w) || (w.length() > 4 && w.endsWith("ed"));
        }
        return deed;
    }

    /** Modal verbs of what is still to come: a participle that follows one in its sentence shares its future. */
    private static final Set<String> FUTURE_MODALS = Set.of("will", "shall");

    private static final Set<String> PROGRESSIVE = Set.of("is", "are");

    /**
     * "The winner will take office in March, succeeding X": a participle cue ("succeeding", "replacing") that follows
     * "will" in its sentence, or "is" right before it ("is leaving to join Y"), tells what is still to come, as "to
     * succeed X" does; so does "who retires", "who steps down" after such a "will".
     */
    static boolean futureParticiple(List<EvidenceTokens.Token> tokens, int cue) {
        String w = tokens.get(cue).lower();
        // "… will take over on 1 May, succeeding X, who retires": a relative clause in the present tells the
        // predecessor's part in the same announced change, still to come.
        boolean relativePresent =
                w.endsWith("s") && cue > 0 && tokens.get(cue - 1).lower().equals("who");
        if (!w.endsWith("ing") && !relativePresent) {
            return false;
        }
        if (cue > 0 && PROGRESSIVE.contains(tokens.get(cue - 1).lower())) {
            return true; // "X is leaving to join Y": an arrangement, not yet done
        }
        int sentence = tokens.get(cue).sentence();
        for (int k = cue - 1; k >= 0 && tokens.get(k).sentence() == sentence; k--) {
            if (FUTURE_MODALS.contains(tokens.get(k).lower())) {
                return true;
            }
        }
        return false;
    }

    /**
     * "Former Renault boss X", "former defender X": a "former" that qualifies another office — a role none of whose
     * words is the subject's, or one placed at a body the subject does not name — ends nothing of the subject's.
     */
    static boolean formerElsewhere(List<EvidenceTokens.Token> tokens, int from, SubjectTerms subject) {
        boolean role = false;
        boolean subjectRole = false;
        boolean otherBody = false;
        for (int k = from; k < tokens.size() && k < from + 4; k++) {
            EvidenceTokens.Token t = tokens.get(k);
            String w = t.lower();
            if (t.kind() != EvidenceTokens.Kind.WORD) {
                break;
            }
            if (subject.isHead(w)) {
                subjectRole = true;
                role = true;
            } else if (Mentions.ROLES.contains(w) || Mentions.PERSON_NOUNS.contains(w)) {
                role = true;
            } else if (t.capitalised() && !role && !Mentions.NOT_NAMES.contains(w)) {
                otherBody |= !subject.mayNameSubject(w);
            } else {
                break; // the name the phrase qualifies starts after its role
            }
        }
        return role && (!subjectRole || otherBody);
    }
}
