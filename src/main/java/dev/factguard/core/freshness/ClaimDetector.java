package dev.factguard.core.freshness;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Decides whether a sentence is a staleness-prone claim, of which category, and how firmly it is anchored
 * in the past. Statements and questions alike: "Who is the current CEO of Apple?" asks for a fact that
 * goes stale just as "The CEO of Apple is Tim Cook." does. Stateless and thread-safe.
 */
final class ClaimDetector {

    /** Topical categories in priority order: the most specific kind of fact wins when several match. */
    private static final List<ClaimCategory> TOPICAL = List.of(ClaimCategory.POSITION, ClaimCategory.CHAMPION,
            ClaimCategory.VERSION, ClaimCategory.RECORD, ClaimCategory.STATISTIC);
    private static final Pattern ED_VERB = Pattern.compile("^(?:\\S+\\s+){1,3}?\\p{L}{3,}ed\\b");

    private ClaimDetector() {}

    /** The detection for {@code sentence}, or null when nothing in it depends on time. */
    static Detection detect(String sentence) {
        String cased = CueText.normalizeKeepCase(sentence);
        String text = cased.toLowerCase(Locale.ROOT);
        boolean question = sentence.strip().endsWith("?");
        boolean past = pastTense(text);
        ClaimCategory topical = null;
        String cue = null;
        for (ClaimCategory category : TOPICAL) {
            String found = category == ClaimCategory.POSITION ? office(cased, text)
                    : CueText.find(topicalPattern(category), text);
            if (found != null) {
                topical = category;
                cue = found;
                break;
            }
        }
        boolean weak = topical == ClaimCategory.STATISTIC && CueText.find(Cues.WEAK_STATISTIC, text) != null
                && CueText.find(Cues.CUMULATIVE, text) == null && CueText.find(Cues.STRONG_STATISTIC, text) == null;
        if (topical == null && !question && Cues.UNIT_NUMBER.matcher(text).find()) {
            topical = ClaimCategory.STATISTIC;
            cue = "an amount with a unit";
        }
        String current = currentCue(sentence, text, question, past);
        if (topical == null && current == null) {
            return null;
        }
        Detection.Anchor anchor = Detection.Anchor.NONE;
        String anchorCue = CueText.find(Cues.STRONG_CURRENT, text) == null ? historical(text, question, past) : null;
        if (anchorCue != null) {
            anchor = Detection.Anchor.HISTORICAL;
        } else if (past && current == null && topical != ClaimCategory.RECORD
                && CueText.find(Cues.TO_NOW, text) == null) {
            // A superlative in the past tense ("who posted the most-liked video") still names a standing record.
            anchor = Detection.Anchor.PAST;
            anchorCue = "past tense";
        }
        ClaimCategory category = topical == null ? ClaimCategory.CURRENT_REFERENCE : topical;
        return new Detection(category, topical == null ? current : cue, current, anchor, anchorCue,
                weak && current == null, question);
    }

    /** The topical cue list of {@code category}, exposed for the claim splitter. */
    static Pattern topicalPattern(ClaimCategory category) {
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
     * before a name ("President Joe Biden", "King Charles III"), part of a name ("Jeff Dean"), or fixed to
     * one past or numbered holder ("the former prime minister", "the 8th president").
     */
    static String office(String cased, String text) {
        Matcher m = Cues.POSITION.matcher(text);
        while (m.find()) {
            String before = text.substring(0, m.start());
            if (Cues.FIXED_HOLDER.matcher(before).find()) {
                continue;
            }
            boolean capitalised = Character.isUpperCase(cased.charAt(m.start()));
            if (capitalised && titleBeforeName(cased, m.end())) {
                continue;
            }
            if (capitalised && Cues.SURNAME_ROLES.contains(m.group()) && nameBefore(cased, m.start())) {
                continue;
            }
            return m.group();
        }
        return null;
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
        return !next.isEmpty() && CueText.find(Cues.POSITION, next) == null;
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
        return k >= 0 && !cased.substring(0, k + 1).isBlank();
    }

    /**
     * The time word of the sentence. A present-tense statement dated "in 2023" is an as-of claim; in a
     * question, or in the past tense, the same year instead fixes the answer for good (see
     * {@link #historical}).
     */
    private static String currentCue(String original, String text, boolean question, boolean past) {
        String found = CueText.find(Cues.CURRENT, text);
        if (found != null) {
            return found;
        }
        if (!past && CueText.find(Cues.SINCE, text) != null) {
            return "since";
        }
        if (Cues.NEW_LOWER_CASE.matcher(original).find()) {
            return "new";
        }
        if (!question && !past) {
            return CueText.find(Cues.DATED, text);
        }
        return null;
    }

    /** A year, a "first" or an ordinal edition that fixes the sentence at a settled moment; null if none. */
    private static String historical(String text, boolean question, boolean past) {
        Matcher year = Cues.YEAR.matcher(text);
        while ((question || past) && year.find()) {
            if (!Cues.OPEN_SPAN_BEFORE_YEAR.matcher(text.substring(0, year.start())).find()) {
                return year.group();
            }
        }
        return past ? CueText.find(Cues.HISTORICAL, text) : null;
    }

    /**
     * True when the first auxiliary is past ("did", "was"), or there is none and a past verb follows the
     * first words ("Eric Schmidt served as …", "What killed …"). "Was born" does not count.
     */
    static boolean pastTense(String text) {
        Matcher aux = Cues.AUXILIARY.matcher(text);
        if (aux.find()) {
            return Cues.PAST_AUXILIARIES.contains(aux.group().toLowerCase(Locale.ROOT))
                    && CueText.find(Cues.TENSELESS_PAST, text) == null;
        }
        return CueText.find(Cues.PAST_VERB, text) != null || ED_VERB.matcher(text).find();
    }
}
