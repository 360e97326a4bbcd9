package dev.factguard.core.freshness;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Decides whether a sentence is a staleness-prone claim, of which category, and how firmly it is anchored
 * in the past. Statements and questions alike: "Who is the current CEO of Apple?" asks for a fact that
 * goes stale just as "The CEO of Apple is Tim Cook." does. Stateless and thread-safe.
 */
final class ClaimDetector {

    /**
     * Topical categories in priority order: the most specific kind of fact wins when several match — after a record
     * of history ({@link Cues#RECORD_FIRST}), which wins over all of them.
     */
    private static final List<ClaimCategory> TOPICAL = List.of(
            ClaimCategory.POSITION,
            ClaimCategory.CHAMPION,
            ClaimCategory.VERSION,
            ClaimCategory.RECORD,
            ClaimCategory.STATISTIC);

    /** Every list {@link #detect} reads the lower-cased sentence with, searched in one pass ({@link #READ}). */
    static final CueList[] READ_LISTS = {
        Cues.RECORD_FIRST,
        Cues.POSITION,
        Cues.DESIGNATION,
        Cues.CHAMPION,
        Cues.VERSION,
        Cues.RECORD,
        Cues.STATISTIC,
        Cues.FICTION,
        Cues.WEAK_STATISTIC,
        Cues.CUMULATIVE,
        Cues.STRONG_STATISTIC,
        Cues.CURRENT,
        Cues.SINCE,
        Cues.DATED,
        Cues.STRONG_CURRENT,
        Cues.HISTORICAL,
        Cues.TO_NOW,
        Cues.AUXILIARY,
        Cues.TENSELESS_PAST,
        Cues.PAST_VERB
    };

    private static final CueLists READ = new CueLists(READ_LISTS);

    private ClaimDetector() {}

    /** The detection for {@code sentence}, or null when nothing in it depends on time. */
    static Detection detect(String sentence) {
        String cased = CueText.normalizeKeepCase(sentence);
        String text = cased.toLowerCase(Locale.ROOT);
        CueLists.Found found = READ.scan(text);
        boolean question = question(sentence, text);
        boolean past = pastTense(found);
        String cue = found.find(Cues.RECORD_FIRST);
        ClaimCategory topical = cue == null ? null : ClaimCategory.RECORD;
        for (int i = 0; topical == null && i < TOPICAL.size(); i++) {
            ClaimCategory category = TOPICAL.get(i);
            String hit =
                    category == ClaimCategory.POSITION ? office(cased, text, found) : found.find(topicalCues(category));
            if (hit != null) {
                topical = category;
                cue = hit;
            }
        }
        boolean weak = topical == ClaimCategory.STATISTIC
                && found.in(Cues.WEAK_STATISTIC)
                && !found.in(Cues.CUMULATIVE)
                && !found.in(Cues.STRONG_STATISTIC);
        // Read only for the sentences they can change, not in the scan every sentence pays for.
        String settled = null;
        if (found.in(Cues.WEAK_STATISTIC) && !found.in(Cues.CUMULATIVE)) {
            int at = CueList.start(found.first(Cues.WEAK_STATISTIC));
            boolean many = text.startsWith("how many", at);
            if (many && CueRules.stableCount(text, at) >= 0) {
                settled = "a count of settled things"; // "how many legs does a spider have"
            } else if (weak && (many ? CueRules.changingCount(text, at) >= 0 : CueRules.priceQuestion(text, at) >= 0)) {
                weak = false; // "how many countries are in nato", "how much is a big mac"
            }
        }
        if (topical == ClaimCategory.RECORD && found.in(Cues.RECORD)) {
            int at = CueList.start(found.first(Cues.RECORD));
            if (CueRules.naturalSuperlative(text, at) >= 0) {
                settled = "a superlative of nature"; // "the longest river", not "the tallest building"
            }
        }
        if (topical == null && !question) {
            cue = heldTitle(cased, text);
            topical = cue == null ? null : ClaimCategory.CHAMPION;
        }
        if (topical == null && !question) {
            cue = club(cased);
            topical = cue == null ? null : ClaimCategory.POSITION;
        }
        if (topical == null && !question && CueRules.assertedCount(text) >= 0) {
            topical = ClaimCategory.STATISTIC;
            cue = "a count in the present";
        }
        if (topical == null && !question && CueRules.unitNumber(text)) {
            topical = ClaimCategory.STATISTIC;
            cue = "an amount with a unit";
        }
        // "The capital of X is Y": a designation changes seldom, so only an asserted one is worth checking.
        String designation = topical == null && !question ? found.find(Cues.DESIGNATION) : null;
        String current = currentCue(sentence, found, question, past, uncased(cased));
        if (topical == null && current == null && designation == null) {
            return null;
        }
        Detection.Anchor anchor = Detection.Anchor.NONE;
        String anchorCue = found.in(Cues.STRONG_CURRENT) ? null : historical(text, found, question, past);
        if (anchorCue != null) {
            anchor = Detection.Anchor.HISTORICAL;
        } else if (current == null && settled != null) {
            anchor = Detection.Anchor.SETTLED;
            anchorCue = settled;
        } else if (past
                && current == null
                && topical != ClaimCategory.RECORD
                && !found.in(Cues.TO_NOW)
                && !(question && topical == ClaimCategory.CHAMPION && asksWho(text))) {
            // "who won the ballon dor" asks for the latest winner; a year or an edition would have anchored it above.
            // "when did X win …", "what movie did X win … for" ask about an event that is over.
            // A superlative in the past tense ("who posted the most-liked video") still names a standing record.
            anchor = Detection.Anchor.PAST;
            anchorCue = "past tense";
        }
        ClaimCategory category = topical == null ? ClaimCategory.CURRENT_REFERENCE : topical;
        String weakCue = null;
        if (current == null && weak) {
            weakCue = "a counting question that is often timeless";
        } else if (current == null && designation != null) {
            weakCue = "a designation that seldom changes";
        }
        return new Detection(
                category,
                topical != null ? cue : current != null ? current : designation,
                current,
                anchor,
                anchorCue,
                weakCue,
                question);
    }

    /**
     * True for a sentence ending in '?', and for one that opens with a question word and ends without '.' or '!':
     * questions are often typed without their mark ("who is the head coach of the lakers").
     */
    static boolean question(String sentence, String text) {
        String s = sentence.strip();
        if (s.endsWith("?")) {
            return true;
        }
        if (s.endsWith(".") || s.endsWith("!")) {
            return false;
        }
        int firstWord = CueText.lettersEnd(text, 0);
        return firstWord > 0
                && CueText.boundaryAt(text, firstWord)
                && Cues.QUESTION_WORDS.contains(text.substring(0, firstWord));
    }

    /** True when the question asks who or which: "who won …", "which team won …". */
    private static boolean asksWho(String text) {
        return text.startsWith("who ") || text.startsWith("which ") || text.startsWith("whos ");
    }

    /** The topical cue list of {@code category}, exposed for the claim splitter. */
    static CueList topicalCues(ClaimCategory category) {
        return switch (category) {
            case POSITION -> Cues.POSITION;
            case CHAMPION -> Cues.CHAMPION;
            case VERSION -> Cues.VERSION;
            case RECORD -> Cues.RECORD;
            case STATISTIC -> Cues.STATISTIC;
            case CURRENT_REFERENCE -> Cues.CURRENT;
        };
    }

    /**
     * The first role word that names an office whose holder is in question. Not one when it is a title
     * before a name ("President Joe Biden", "King Charles III"), part of a name ("Jeff Dean"), fixed to
     * one past or numbered holder ("the former prime minister", "the 8th president"), or a part in a work of
     * fiction ("who played the captain", "the president in the film", any role in a sentence about characters).
     */
    private static String office(String cased, String text, CueLists.Found found) {
        if (found.in(Cues.FICTION)) {
            return null;
        }
        boolean uncased = uncased(cased);
        for (long m = found.first(Cues.POSITION); m >= 0; m = Cues.POSITION.next(text, CueList.end(m))) {
            int start = CueList.start(m);
            int end = CueList.end(m);
            if (CueRules.fixedHolderBefore(text, start) || CueRules.roleInFiction(text, start, end)) {
                continue;
            }
            String role = text.substring(start, end);
            if (role.equals("head of") && !namedBodyAt(cased, end)) {
                continue; // "the head of the IMF" is an office, "the head of the table" none
            }
            if (uncased
                    ? UncasedNames.titleOrName(text, start, end, role)
                    : casedTitleOrName(cased, start, end, role)) {
                continue;
            }
            return role;
        }
        return null;
    }

    /**
     * A title that passes from holder to holder, found without a champion's word: a cup or trophy "held by" someone
     * ("The Ashes are held by England"), or an honour given each year ("Pantone's Color of the Year", "Time's Person
     * of the Year"; capitalised, not "the end of the year"). Null when neither.
     */
    private static String heldTitle(String cased, String text) {
        if (text.contains(" is held by ") || text.contains(" are held by ") || text.contains(" is now held by ")) {
            return "held by";
        }
        if (HOLDS_A_NAMED_TITLE.matcher(cased).find()) {
            return "holds the"; // "Italy hold the Davis Cup", "PSG hold the Coupe de France": a named title held
        }
        return cased.contains(" of the Year") ? "of the year" : null;
    }

    /** "X hold the Coupe de France": holding a capitalised, named thing is holding a title won. */
    private static final Pattern HOLDS_A_NAMED_TITLE =
            Pattern.compile("\\s(?:hold|holds|still\\s+hold|still\\s+holds)\\s+the\\s+\\p{Lu}");

    /**
     * The shapes of a claim about a player's club without an office word: "X is on loan at Y", "X is a Y player".
     * Null when neither.
     */
    private static String club(String cased) {
        if (ON_LOAN.matcher(cased).find()) {
            return "on loan at";
        }
        return ClaimSplitter.CLUB_PLAYER.matcher(cased.strip()).matches() ? "a club's player" : null;
    }

    private static final Pattern ON_LOAN = Pattern.compile(
            "\\s(?:is|are)\\s+(?:now\\s+|still\\s+|currently\\s+)?on\\s+loan\\s+(?:at|with)\\s+\\p{Lu}");

    /** True when a capitalised name, after an optional "the", starts at {@code at}: a body named after "head of". */
    private static boolean namedBodyAt(String cased, int at) {
        int i = at;
        while (i < cased.length() && cased.charAt(i) == ' ') {
            i++;
        }
        if (cased.startsWith("the ", i) || cased.startsWith("The ", i)) {
            i += 4;
        }
        return i < cased.length() && Character.isUpperCase(cased.charAt(i));
    }

    private static boolean casedTitleOrName(String cased, int start, int end, String role) {
        boolean capitalised = Character.isUpperCase(cased.charAt(start));
        return capitalised
                && (titleBeforeName(cased, end) || (Cues.SURNAME_ROLES.contains(role) && nameBefore(cased, start)));
    }

    /** True when the text has no capital letter: typed in lower case, so capitals say nothing about names. */
    static boolean uncased(String cased) {
        for (int i = 0; i < cased.length(); i++) {
            if (Character.isUpperCase(cased.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** True when a capitalised word other than "of"-style connectors follows: a title, not an office. */
    private static boolean titleBeforeName(String cased, int end) {
        int i = end;
        while (i < cased.length() && cased.charAt(i) == ' ') {
            i++;
        }
        if (i >= cased.length() || !Character.isUpperCase(cased.charAt(i))) {
            return false;
        }
        int j = i;
        while (j < cased.length() && Character.isLetter(cased.charAt(j))) {
            j++;
        }
        String next = cased.substring(i, j).toLowerCase(Locale.ROOT);
        // "Prime Minister Of" does not occur; but a following role word ("Vice President", "CEO") is no name.
        return !next.isEmpty() && !Cues.POSITION.in(next);
    }

    /** True when the word before is capitalised and not the start of the sentence: part of a name. */
    private static boolean nameBefore(String cased, int start) {
        int k = start - 1;
        while (k >= 0 && cased.charAt(k) == ' ') {
            k--;
        }
        int wordEnd = k + 1;
        while (k >= 0 && Character.isLetter(cased.charAt(k))) {
            k--;
        }
        if (k + 1 >= wordEnd || !Character.isUpperCase(cased.charAt(k + 1))) {
            return false;
        }
        // The text is stripped: any position before k + 1 means a word comes first.
        return k >= 0;
    }

    /**
     * The time word of the sentence. A present-tense statement dated "in 2023" is an as-of claim; in a
     * question, or in the past tense, the same year instead fixes the answer for good (see
     * {@link #historical}).
     */
    private static String currentCue(
            String original, CueLists.Found found, boolean question, boolean past, boolean uncased) {
        String current = found.find(Cues.CURRENT);
        if (current != null) {
            return current;
        }
        if (!past && found.in(Cues.SINCE)) {
            return "since";
        }
        // Without capitals, "new" cannot be told from "New York" or "New Year": only "new" before a release counts.
        if (!uncased && Cues.NEW_LOWER_CASE.in(original)) {
            return "new";
        }
        if (!question && !past) {
            return found.find(Cues.DATED);
        }
        return null;
    }

    /** A year, a "first" or an ordinal edition that fixes the sentence at a settled moment; null if none. */
    private static String historical(String text, CueLists.Found found, boolean question, boolean past) {
        for (int year = CueRules.nextYear(text, 0);
                (question || past) && year >= 0;
                year = CueRules.nextYear(text, year + 4)) {
            if (!CueRules.openSpanBefore(text, year)) {
                return text.substring(year, year + 4);
            }
        }
        return past ? found.find(Cues.HISTORICAL) : null;
    }

    /**
     * True when the first auxiliary is past ("did", "was"), or there is none and a past verb follows the
     * first words ("Eric Schmidt served as …", "What killed …"). "Was born" does not count.
     */
    private static boolean pastTense(CueLists.Found found) {
        String aux = found.find(Cues.AUXILIARY);
        if (aux != null) {
            return Cues.PAST_AUXILIARIES.contains(aux) && !found.in(Cues.TENSELESS_PAST);
        }
        return found.in(Cues.PAST_VERB) || CueRules.earlyEdVerb(found.text());
    }
}
