package dev.factguard.core.freshness;

/**
 * A one-pass test for whether a text can hold a staleness-prone claim at all: the cues {@link ClaimDetector} needs
 * for a detection — a topical cue (office, title, release, record, metric), a time word, "since", "new", a year
 * qualifier or an amount with a unit — looked for once in the whole text instead of one list at a time in each
 * sentence. False means {@code ClaimDetector.detect} returns null for every sentence of the text; true means it
 * may not (the detector then decides). Most prompts are timeless, and for them this is the whole cost of the
 * volatility signal.
 *
 * <p>Sound because each cue list matches whole words in the normal form, and the normal form of a sentence is the
 * normal form of the text at the same place between non-word characters (sentences are cut at whitespace and line
 * breaks, and the normal form only rewrites characters by their neighbours within a word). The lists below must
 * be every list whose match can make {@code detect} return a detection; {@code TimeCuesTest} checks the two
 * against each other on a corpus. Stateless and thread-safe.
 */
final class TimeCues {

    /** Every list that can make a detection: the topical lists, then those of {@code currentCue}. */
    private static final CueList ANY = CueList.union(
            Cues.RECORD_FIRST,
            Cues.POSITION,
            Cues.CHAMPION,
            Cues.VERSION,
            Cues.RECORD,
            Cues.STATISTIC,
            Cues.CURRENT,
            Cues.SINCE,
            Cues.DATED);

    private TimeCues() {}

    /** False when no sentence of {@code text} can be a staleness-prone claim. */
    static boolean possible(String text) {
        if (text == null) {
            return false;
        }
        String normal = CueText.normalize(text);
        // "new" is matched on the text as written (its case tells "the new iPhone" from "New York").
        return ANY.in(normal) || CueRules.unitNumber(normal) || Cues.NEW_LOWER_CASE.in(text);
    }
}
