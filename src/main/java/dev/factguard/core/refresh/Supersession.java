package dev.factguard.core.refresh;

import dev.factguard.core.text.CalendarWords;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Marks the values that evidence itself presents as no longer current. Current coverage routinely names
 * the former holder — "X succeeded Jack Dorsey", "replacing Bob Chapek", "the previous record of 2:01:09",
 * "past champions including …", "Eric Schmidt served as CEO from 2001 to 2011" — so a mention of the
 * claimed value is not a confirmation until this says it is not superseded.
 *
 * <p>Forward cues ("succeeded", "replacing", "former", "following", "overtook", "beat", "past") mark the
 * values after them, to the end of the clause; for quantities only the next one ("from a record 4.5
 * percent"). Backward cues ("stepped down", "retired", "had held", "served as", "until", "succeeded by",
 * "was released in 2021") mark the nearest value before them in the sentence, unless they tell an episode the
 * sentence says was undone ("returned as CEO after being ousted by the board"). Stateless.
 */
final class Supersession {

    /** Adjectives of a former holder: they reach to the end of the clause ("past champions including A and B"). */
    private static final Phrases FORWARD_ADJECTIVES = words(
            "former",
            "formerly",
            "previous",
            "previously",
            "predecessor",
            "predecessors",
            "past",
            "ex",
            "outgoing",
            "the late",
            "one-time",
            "onetime",
            "erstwhile");
    /** Verbs and nouns of succession: they reach the values up to the next clause word ("as", "to", "and"). */
    private static final Phrases FORWARD_VERBS = words(
            "succeed",
            "succeeds",
            "succeeded",
            "succeeding",
            "replace",
            "replaces",
            "replaced",
            "replacing",
            "supersede",
            "supersedes",
            "superseding",
            "following",
            "departure",
            "overtook",
            "overtakes",
            "overtaking",
            "overtake",
            // "finishing two points clear of X": the side a champion finished ahead of did not win.
            "points clear of",
            "point clear of",
            // "a 1-0 win over X in the final": the one a win is over lost.
            "win over",
            "victory over",
            "triumph over",
            "ousted",
            "ousting",
            "ousts",
            "instead of",
            "took over from",
            "takes over from",
            "taking over from",
            "in place of",
            "unseated",
            "dethroned",
            "toppled",
            "surpassed",
            "surpassing",
            "surpasses",
            "eclipsed",
            "eclipsing",
            "fired",
            "sacked",
            "dismissed",
            "firing",
            "sacking",
            "dismissing",
            "broke",
            "breaking",
            "breaks",
            "bettered",
            "bettering",
            "holding off",
            "held off",
            "edged",
            "edging",
            "edges",
            "buying out",
            "bought out",
            "buys out",
            "sold by",
            "bought from",
            "acquired from",
            "purchased from",
            "parting company with",
            "parted company with",
            "parts company with",
            "parted ways with",
            "parting ways with",
            "unseat",
            "unseating",
            "oust",
            "took the reins from",
            "handed over from",
            "overtaken",
            "overtaking",
            "passes",
            "passed",
            "passing",
            "preceded by",
            "leaving",
            "left",
            "leaves",
            "exited",
            "quitting",
            "ending",
            "leave",
            "removed",
            "removes",
            "removing",
            "impeached");
    /**
     * Verbs of a win over someone: the side or the rival beaten lost that contest — a title's holder, an office's
     * incumbent at an election — but a club beaten in a match is still its players' club, and a record holder beaten
     * in a race keeps a record the winner did not break.
     */
    private static final Phrases DEFEATS = words(
            "beat",
            "beats",
            "beating",
            "defeated",
            "defeating",
            "defeats",
            "stuns",
            "stunned",
            "rout",
            "routs",
            "routed",
            "thrash",
            "thrashes",
            "thrashed",
            "outlasts",
            "outlasted");
    /** Words that end the reach of a succession verb: what follows is no longer its object. */
    private static final Set<String> VERB_STOPS = Set.of(
            "as", "to", "and", "but", "with", "while", "who", "which", "after", "before", "in", "at", "for", "is",
            "was", "became", "becomes");
    /** "the past decade", "the previous year": adjectives of time, not of a former holder. */
    private static final Set<String> TIME_WORDS = Set.of(
            "year", "years", "decade", "decades", "month", "months", "week", "weeks", "day", "days", "century",
            "season", "seasons", "few", "several", "two", "three", "quarter", "time", "times", "weekend", "night");
    /** Quantity-only forward cues: a number after these is the old figure ("down from 4.5 percent"). */
    private static final Phrases FORWARD_QUANTITY = words(
            "from",
            "down from",
            "up from",
            "compared with",
            "compared to",
            "versus",
            "vs",
            "old",
            "prior",
            "earlier",
            "last year");

    private static final Phrases BACKWARD = words(
            "stepped down",
            "steps down",
            "stepping down",
            "step down",
            "resigned",
            "resigns",
            "retired",
            "retires",
            "left office",
            "was ousted",
            "were ousted",
            "was fired",
            "was dismissed",
            "was removed",
            "had held",
            "once held",
            "previously held",
            "had been",
            "served as",
            "served from",
            "until",
            "no longer",
            "died",
            "passed away",
            "succeeded by",
            "replaced by",
            "superseded by",
            "overtaken by",
            "surpassed by",
            "beaten by",
            "defeated by",
            "ousted by",
            "unseated by",
            "dethroned by",
            "eclipsed by",
            "lost to",
            "lost the",
            // "X finished second": a runner-up, not the winner.
            "finished second",
            "finished runner-up",
            "finished as runner-up",
            "were runners-up",
            "was runner-up",
            "held the title",
            "held the record",
            "was the previous",
            "was formerly",
            "stood down",
            "stands down",
            "standing down",
            "stepped aside",
            "steps aside",
            "sold",
            "sells",
            "was succeeded",
            "was replaced",
            "left the",
            // "after X left to run Kering": gone to another post.
            "left to",
            "leaves to",
            // "before leaving to lead Starbucks": a departure the sentence tells as done.
            "leaving to",
            "departed",
            "quit",
            "parted ways",
            "part ways",
            "handed over",
            "hands over",
            "handing over",
            "ended",
            "was sacked",
            "were sacked",
            "was let go",
            "was broken",
            "were broken",
            "broken by",
            "was bettered",
            "bettered by",
            "was lowered",
            "lowered by",
            "was beaten",
            "removed from office");
    /** Verbs of a comeback: an "after …" episode that follows them has been undone ("reinstated after he was fired"). */
    private static final Set<String> COMEBACK = Set.of(
            "returned",
            "returns",
            "returning",
            "reinstated",
            "reinstates",
            "restored",
            "rehired",
            "reappointed",
            "reelected");

    /** A club that trades, releases or sells a player gives him up: "the Suns traded Kevin Durant to …". */
    private static final Phrases GIVES_UP = words(
            "traded",
            "trade", // a headline's present: "Hawks trade X to Y"
            "trades",
            "completed the trade of",
            "released",
            "releases",
            "waived",
            "waives",
            "sold",
            "sells",
            "loaned",
            "part ways with",
            "parted ways with",
            "drop",
            "drops",
            "dropped",
            "axe",
            "axes",
            "axed",
            "demote",
            "demotes",
            "demoted",
            "swap",
            "swaps",
            "swapped",
            // "opted not to sign X permanently": a loan club that does not keep him gives him back.
            "opted not to sign",
            "decided not to sign",
            "chose not to sign",
            "declined to sign",
            "opted not to keep",
            "decided not to keep",
            "decided against signing");
    /** Words of a move: a club after them and "from" is the one the player left ("signing of X from Y"). */
    private static final Set<String> MOVES = Set.of(
            "signing",
            "signed",
            "signs",
            "sign",
            "move",
            "moved",
            "moves",
            "transfer",
            "transferred",
            "joined",
            "joins",
            "arrived",
            "arrives",
            "arrival",
            "acquired",
            "bought",
            "recruited",
            "hired",
            "lured",
            "poached");

    /** Words before a cue that make it an intention, not an event: "to succeed X", "will step down". */
    static final Set<String> INTENT = Set.of("to", "will", "would", "could", "might", "shall", "may", "must");

    private static final Set<String> PRONOUNS = Set.of("he", "she", "they", "it");
    /** Verbs that tell an event as done: "until he was traded", "until she had left". */
    private static final Set<String> PAST_AUXILIARIES = Set.of("was", "were", "had", "left", "moved", "joined");
    /** Verbs of a trade's relative clause that send a player on: "a trade that sent X to Y". */
    private static final Set<String> SENDS = Set.of("sent", "sends", "shipped", "ships", "dealt");

    private static final Set<String> RELATIVES = Set.of("that", "which");
    /** Verbs of improving on a mark: the holder named in their object held it until then. */
    private static final Set<String> LOWERS = Set.of(
            "lowering", "lowered", "lowers", "bettering", "bettered", "betters", "improving", "improved", "improves");

    private static final Set<String> ARTICLES = Set.of("the", "a", "an", "this", "that", "its", "their");

    /** Words after "until" that end a tenure without a date: "until her death". */
    static final Set<String> ENDINGS =
            Set.of("death", "retirement", "resignation", "departure", "ouster", "removal", "dismissal", "impeachment");
    /** Lower-case words that stay inside a holder's noun phrase: joining words and what a record is made of. */
    private static final Set<String> NOUN_PHRASE_WORDS = Set.of(
            "of",
            "the",
            "and",
            "or",
            "including",
            "such",
            "as",
            "like",
            "de",
            "da",
            "van",
            "von",
            "der",
            "ten",
            "world",
            "national",
            "all-time",
            "men's",
            "women's",
            "mens",
            "womens");

    private static final Set<String> RECORD_NOUNS =
            Set.of("record", "records", "holder", "holders", "title", "titles", "mark", "best", "time");

    private static final Set<String> RELEASE_VERBS =
            // Not "published": an edition or a standard published years ago is often still the current one.
            Set.of("released", "launched", "introduced", "unveiled", "debuted");
    private static final Set<String> PERFECT = Set.of("has", "have");
    private static final Set<String> MONTHS = Set.copyOf(CalendarWords.MONTHS);

    private Supersession() {}

    /**
     * Indexes (into {@code mentions}) of the mentions the evidence marks as superseded. Only mentions that
     * pass {@code eligible} can be marked or stop a cue's reach.
     *
     * @param currentYear the year "now" falls in; a release dated two or more years before it is old news
     * @param subject     the claim's subject: when it is a player's club, a club that trades, releases or drops him
     *                    gave him up; when it is a title, a defeat before the final ends none
     */
    static Set<Integer> superseded(
            List<EvidenceTokens.Token> tokens,
            List<Mention> mentions,
            Predicate<Mention> eligible,
            int currentYear,
            SubjectTerms subject) {
        SubjectTerms team = subject.team() ? subject : null;
        Set<Integer> out = new HashSet<>();
        for (int i = 0; i < tokens.size(); i++) {
            int adjective = match(tokens, i, FORWARD_ADJECTIVES);
            if (adjective > 0
                    && !(i + adjective < tokens.size()
                            && TIME_WORDS.contains(tokens.get(i + adjective).lower()))
                    && !Exemptions.formerElsewhere(tokens, i + adjective, subject)) {
                markNounPhrase(tokens, mentions, eligible, i + adjective, out);
            }
            int verb = match(tokens, i, FORWARD_VERBS);
            int defeat = match(tokens, i, DEFEATS);
            if (defeat > 0 && !subject.team()) {
                verb = defeat;
            }
            // "beating defending champion X": a record holder beaten in a race keeps the record; "beating X's 3:40.07"
            // or "beating X's record" does not.
            Predicate<Mention> beaten =
                    defeat > 0 && subject.record() && !subject.champion() && !recordNamed(tokens, i + defeat - 1)
                            ? m -> eligible.test(m) && m.type() != ClaimValue.Kind.NAME
                            : eligible;
            if (verb > 0
                    && !passive(tokens, i + verb)
                    && !noObject(tokens, i + verb)
                    && !intended(tokens, i, currentYear)
                    && !(subject.champion() && Exemptions.beforeTheFinal(tokens, i))) {
                markAfter(tokens, mentions, beaten, i + verb, VERB_STOPS, false, out);
            }
            int forwardQuantity = match(tokens, i, FORWARD_QUANTITY);
            if (forwardQuantity > 0) {
                markAfter(tokens, mentions, eligible, i + forwardQuantity, Set.of(), true, out);
            }
            if (tokens.get(i).lower().equals("from") && movedFrom(tokens, i)) {
                markAfter(tokens, mentions, eligible, i + 1, VERB_STOPS, false, out);
            }
            int backward = match(tokens, i, BACKWARD);
            // "has served as … since", "has held the record": present perfect, still current.
            if (backward > 0
                    && !(i > 0 && PERFECT.contains(tokens.get(i - 1).lower()))
                    && !undoneEpisode(tokens, i)
                    && !Exemptions.leftAsNoun(tokens, i)
                    && !intended(tokens, i, currentYear)
                    && !openUntil(tokens, i, backward, currentYear)
                    && !(subject.champion() && Exemptions.beforeTheFinal(tokens, i))
                    && !futureEnd(tokens, i + backward, currentYear)
                    && !Exemptions.afterSubjectName(tokens, i, subject)
                    && !Exemptions.endsSomethingElse(tokens, i + backward, subject)
                    && !Exemptions.leftAnotherEvent(tokens, i + backward, subject)
                    && !Exemptions.endedTenureElsewhere(tokens, i, subject)
                    && !Exemptions.lostAMatch(tokens, i, backward, subject)) {
                markBefore(tokens, mentions, eligible, i, out);
            }
            int givesUp = team == null ? 0 : match(tokens, i, GIVES_UP);
            if (givesUp > 0
                    && !passive(tokens, i + 1)
                    && !acquiring(tokens, i, givesUp)
                    && Exemptions.givenUp(tokens, i + givesUp, team)) {
                markBefore(tokens, mentions, eligible, i, out);
            }
            if ((tokens.get(i).lower().equals("off")
                            || LOWERS.contains(tokens.get(i).lower()))
                    && recordNamed(tokens, i + 1)) {
                // "two seconds off X's world record", "lowering X's world record of 57.33": X held it before
                markNounPhrase(tokens, mentions, eligible, i + 1, out);
            }
            if (team != null
                    && i > 0
                    && SENDS.contains(tokens.get(i).lower())
                    && RELATIVES.contains(tokens.get(i - 1).lower())
                    && Exemptions.givenUp(tokens, i + 1, team)) {
                // The club whose trade it was, the sentence's first, sends him away.
                markBefore(tokens, mentions, eligible, i, true, out);
            }
            if (RELEASE_VERBS.contains(tokens.get(i).lower()) && oldYearFollows(tokens, i + 1, currentYear)) {
                markBefore(tokens, mentions, eligible, i, out);
            }
        }
        return out;
    }

    /**
     * "the trade that sends …", "a three-club trade which …" (a noun) or "trade for X" (taking X in): the club of such
     * a trade gives no one up by it. "trade" is a verb only after the club that trades, as a headline writes it.
     */
    private static boolean acquiring(List<EvidenceTokens.Token> tokens, int cue, int length) {
        boolean afterName = cue > 0 && tokens.get(cue - 1).capitalised();
        boolean noun = (cue > 0 && ARTICLES.contains(tokens.get(cue - 1).lower()))
                || (tokens.get(cue).lower().equals("trade") && !afterName);
        return noun
                || (cue + length < tokens.size()
                        && tokens.get(cue + length).lower().equals("for"));
    }

    /**
     * True when the cue at {@code cue} is what someone means or is expected to do — "to succeed X", "will step down",
     * "would replace" — unless the sentence dates it in a year already past ("will step down at the end of 2024",
     * read in 2025).
     */
    private static boolean intended(List<EvidenceTokens.Token> tokens, int cue, int currentYear) {
        if (Prospects.pendingClause(tokens, cue)) {
            return true; // "weeks before he hands over": the ending is still to come
        }
        if (cue == 0 || !(INTENT.contains(tokens.get(cue - 1).lower()) || Exemptions.futureParticiple(tokens, cue))) {
            return false;
        }
        if (Exemptions.resultOfDeed(tokens, cue)) {
            return false; // "came back from two sets down to beat X": what the deed achieved
        }
        int sentence = tokens.get(cue).sentence();
        for (int k = cue + 1; k < tokens.size() && tokens.get(k).sentence() == sentence; k++) {
            Quantity q = tokens.get(k).kind() == EvidenceTokens.Kind.NUMBER
                    ? Quantity.parse(tokens.get(k).text())
                    : null;
            if (q != null && q.kind() == Quantity.Kind.YEAR && q.amount() <= currentYear) {
                return false; // "will leave Mercedes to join Ferrari in 2025", read in 2025 or later
            }
        }
        return true;
    }

    /**
     * "Until" ends a tenure only with a date already past or a death or departure after it ("chair until 2019", "until
     * her death"): "remains the capital until a decree moves it" is still current.
     */
    private static boolean openUntil(List<EvidenceTokens.Token> tokens, int cue, int length, int currentYear) {
        if (length != 1 || !tokens.get(cue).lower().equals("until")) {
            return false;
        }
        for (int k = cue + 1; k < Math.min(tokens.size(), cue + 6); k++) {
            EvidenceTokens.Token t = tokens.get(k);
            if (t.kind() == EvidenceTokens.Kind.NUMBER) {
                Quantity q = Quantity.parse(t.text());
                if (q != null && q.kind() == Quantity.Kind.YEAR) {
                    return q.amount() > currentYear;
                }
            }
            if (ENDINGS.contains(t.lower())) {
                return false;
            }
        }
        return !pastClauseAfter(tokens, cue);
    }

    /**
     * "from 2019 until he was traded", "until she left": an ending told as a past event closes the span, dated or
     * not.
     */
    private static boolean pastClauseAfter(List<EvidenceTokens.Token> tokens, int cue) {
        int k = cue + 1;
        if (k < tokens.size() && PRONOUNS.contains(tokens.get(k).lower())) {
            k++;
        }
        return k > cue + 1
                && k < tokens.size()
                && PAST_AUXILIARIES.contains(tokens.get(k).lower());
    }

    /** "the signing of X from Y", "moved from Y": a move's "from" names the club left. */
    private static boolean movedFrom(List<EvidenceTokens.Token> tokens, int from) {
        int clause = tokens.get(from).clause();
        for (int k = from - 1; k >= 0 && k >= from - 8 && tokens.get(k).clause() == clause; k--) {
            if (MOVES.contains(tokens.get(k).lower())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Marks the eligible mentions of the noun phrase that starts at {@code from}: "former [Wimbledon champion] Barbora
     * Krejcikova", "past champions including A and B", "the previous world record of 2:11:53" — up to the first word
     * that is neither a name, a number, a role nor a joining word ("Outgoing Chancellor Olaf Scholz handed over to
     * Friedrich Merz" marks Scholz only).
     */
    private static void markNounPhrase(
            List<EvidenceTokens.Token> tokens,
            List<Mention> mentions,
            Predicate<Mention> eligible,
            int from,
            Set<Integer> out) {
        if (from >= tokens.size()) {
            return;
        }
        int clause = tokens.get(from - 1).clause();
        int reach = from;
        while (reach < tokens.size() && tokens.get(reach).clause() == clause && inNounPhrase(tokens.get(reach))) {
            reach++;
        }
        for (int m = 0; m < mentions.size(); m++) {
            Mention mention = mentions.get(m);
            if (mention.start() >= from && mention.start() < reach && eligible.test(mention)) {
                out.add(m);
            }
        }
    }

    /** True when a holder's record follows: "X's world record", "the national mark of X". */
    private static boolean recordNamed(List<EvidenceTokens.Token> tokens, int from) {
        for (int k = from; k < tokens.size() && k < from + 6 && inNounPhrase(tokens.get(k)); k++) {
            if (RECORD_NOUNS.contains(tokens.get(k).lower()) && k > from) {
                return true;
            }
        }
        return false;
    }

    private static boolean inNounPhrase(EvidenceTokens.Token t) {
        if (t.kind() != EvidenceTokens.Kind.WORD || t.capitalised()) {
            return t.kind() != EvidenceTokens.Kind.PUNCT || t.text().equals(".");
        }
        String w = t.lower();
        int dash = w.lastIndexOf('-');
        String last = dash >= 0 ? w.substring(dash + 1) : w;
        return NOUN_PHRASE_WORDS.contains(w)
                || Mentions.ROLES.contains(last)
                || (last.endsWith("s") && Mentions.ROLES.contains(last.substring(0, last.length() - 1)))
                || RECORD_NOUNS.contains(last);
    }

    /** Words that cannot open a verb's object: a cue right before one is a noun ("a run of heavy defeats and …"). */
    private static final Set<String> CONJUNCTIONS = Set.of("and", "but", "or", "while", "which", "who");

    private static boolean noObject(List<EvidenceTokens.Token> tokens, int next) {
        return next < tokens.size() && CONJUNCTIONS.contains(tokens.get(next).lower());
    }

    private static boolean passive(List<EvidenceTokens.Token> tokens, int next) {
        return next < tokens.size() && tokens.get(next).lower().equals("by");
    }

    /**
     * Marks eligible mentions from {@code from} to the end of its clause or the first stop word (only the
     * first one, for quantities).
     */
    private static void markAfter(
            List<EvidenceTokens.Token> tokens,
            List<Mention> mentions,
            Predicate<Mention> eligible,
            int from,
            Set<String> stops,
            boolean firstQuantityOnly,
            Set<Integer> out) {
        // "Supersedes: X", "Replaces: X": a record's label, then what it names.
        boolean label = from + 1 < tokens.size() && tokens.get(from).text().equals(":");
        from += label ? 1 : 0;
        if (from >= tokens.size()) {
            return;
        }
        int clause = tokens.get(label ? from : from - 1).clause();
        int reach = from;
        while (reach < tokens.size()
                && tokens.get(reach).clause() == clause
                && !(reach > from && stops.contains(tokens.get(reach).lower()))) {
            reach++;
        }
        reach = throughBrackets(tokens, reach);
        for (int m = 0; m < mentions.size(); m++) {
            Mention mention = mentions.get(m);
            if (mention.start() < from || mention.start() >= reach || !eligible.test(mention)) {
                continue;
            }
            if (firstQuantityOnly) {
                if (mention.type() == ClaimValue.Kind.QUANTITY) {
                    if (mention.start() - from <= 4) {
                        out.add(m);
                    }
                    return;
                }
                continue;
            }
            out.add(m);
        }
    }

    /**
     * "replaces the second edition (ISO 9999:2013)": a bracket right after the object names it again, so the reach
     * goes on to the bracket's end.
     */
    private static int throughBrackets(List<EvidenceTokens.Token> tokens, int reach) {
        if (reach == 0
                || reach >= tokens.size()
                || !tokens.get(reach - 1).text().equals("(")) {
            return reach;
        }
        int sentence = tokens.get(reach - 1).sentence();
        int k = reach;
        while (k < tokens.size()
                && tokens.get(k).sentence() == sentence
                && !tokens.get(k).text().equals(")")) {
            k++;
        }
        return k;
    }

    /** Marks the nearest eligible mention that ends before {@code cue} in the same sentence. */
    private static void markBefore(
            List<EvidenceTokens.Token> tokens,
            List<Mention> mentions,
            Predicate<Mention> eligible,
            int cue,
            Set<Integer> out) {
        markBefore(tokens, mentions, eligible, cue, false, out);
    }

    /**
     * Marks the first (the sentence's subject) or the nearest eligible mention that ends before {@code cue} in its
     * sentence.
     */
    private static void markBefore(
            List<EvidenceTokens.Token> tokens,
            List<Mention> mentions,
            Predicate<Mention> eligible,
            int cue,
            boolean first,
            Set<Integer> out) {
        int sentence = tokens.get(cue).sentence();
        int best = -1;
        for (int m = 0; m < mentions.size() && !(first && best >= 0); m++) {
            Mention mention = mentions.get(m);
            if (mention.end() <= cue && mention.sentence() == sentence && eligible.test(mention)) {
                best = m;
            }
        }
        if (best >= 0) {
            out.add(best);
        }
    }

    /** "a deal that runs until 2027": an end still to come does not end anything yet. */
    private static boolean futureEnd(List<EvidenceTokens.Token> tokens, int from, int currentYear) {
        for (int k = from; k < Math.min(tokens.size(), from + 3); k++) {
            EvidenceTokens.Token t = tokens.get(k);
            if (t.kind() == EvidenceTokens.Kind.NUMBER) {
                Quantity q = Quantity.parse(t.text());
                return q != null && q.kind() == Quantity.Kind.YEAR && q.amount() > currentYear;
            }
        }
        return false;
    }

    /** "released in October 2021": a year within the next four tokens, two or more years before now. */
    private static boolean oldYearFollows(List<EvidenceTokens.Token> tokens, int from, int currentYear) {
        for (int k = from; k < Math.min(tokens.size(), from + 4); k++) {
            EvidenceTokens.Token t = tokens.get(k);
            if (t.kind() == EvidenceTokens.Kind.NUMBER) {
                Quantity q = Quantity.parse(t.text());
                return q != null && q.kind() == Quantity.Kind.YEAR && q.amount() <= currentYear - 2;
            }
            if (!(t.lower().equals("in")
                    || t.lower().equals("on")
                    || MONTHS.contains(t.lower())
                    || t.kind() == EvidenceTokens.Kind.PUNCT)) {
                return false;
            }
        }
        return false;
    }

    /**
     * Whether the cue at {@code cue} tells an episode the sentence says was undone: it sits in an "after …" clause
     * that follows a comeback ("X returned as CEO after being ousted", "X was reinstated after he was fired").
     * Without the comeback the episode stands ("X joined Microsoft after being ousted by the board").
     */
    private static boolean undoneEpisode(List<EvidenceTokens.Token> tokens, int cue) {
        int sentence = tokens.get(cue).sentence();
        boolean after = false;
        for (int k = cue - 1; k >= 0 && tokens.get(k).sentence() == sentence; k--) {
            String word = tokens.get(k).lower();
            if (word.equals("after")) {
                after = true;
            } else if (after && COMEBACK.contains(word)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Cue phrases split into words and grouped by their first word, so that a token that opens none (most tokens)
     * costs one lookup rather than a comparison with every cue.
     */
    record Phrases(Map<String, List<String[]>> byFirstWord) {}

    /** Length in tokens of the cue starting at {@code i}, 0 when none does. Longest cue wins. */
    static int match(List<EvidenceTokens.Token> tokens, int i, Phrases cues) {
        List<String[]> candidates = cues.byFirstWord().get(tokens.get(i).lower());
        if (candidates == null) {
            return 0;
        }
        int best = 0;
        for (String[] cue : candidates) {
            if (cue.length > best && i + cue.length <= tokens.size()) {
                boolean all = true;
                for (int k = 1; k < cue.length && all; k++) {
                    all = tokens.get(i + k).lower().equals(cue[k]);
                }
                if (all) {
                    best = cue.length;
                }
            }
        }
        return best;
    }

    static Phrases words(String... phrases) {
        Map<String, List<String[]>> byFirstWord = new HashMap<>();
        for (String phrase : phrases) {
            String[] words = phrase.toLowerCase(Locale.ROOT).split(" ");
            byFirstWord.computeIfAbsent(words[0], w -> new ArrayList<>()).add(words);
        }
        byFirstWord.replaceAll((w, cues) -> List.copyOf(cues));
        return new Phrases(Map.copyOf(byFirstWord));
    }
}
