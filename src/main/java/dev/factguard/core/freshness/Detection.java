package dev.factguard.core.freshness;

/**
 * What {@link ClaimDetector} read off one sentence.
 *
 * @param category   the topical category, or {@link ClaimCategory#CURRENT_REFERENCE} when only a time word
 *                   was found (not null)
 * @param cue        the words that set the category, as written in normal form (not null)
 * @param currentCue a word tying the sentence to its time of writing ("currently", "latest"), or null
 * @param anchor     how firmly the sentence is fixed in the past (not null)
 * @param anchorCue  the words that anchor it ("2017", "first", "past tense"), or null when not anchored
 * @param weakCue    why the only cue is one that is often timeless ("how many … are there", "the capital of …"); null
 *                   when it is not
 * @param question   true when the sentence ends with '?'
 */
record Detection(
        ClaimCategory category,
        String cue,
        String currentCue,
        Anchor anchor,
        String anchorCue,
        String weakCue,
        boolean question) {

    /** True when the only cue is one that is often timeless: its risk is lowered. */
    boolean weak() {
        return weakCue != null;
    }

    /** How firmly a sentence is fixed at a past moment; a fixed moment does not go stale. */
    enum Anchor {
        /** Not anchored: read as a statement about now. */
        NONE(1.0),
        /** Past tense without a date: probably about a finished state of affairs. */
        PAST(0.6),
        /** A count of settled things or a superlative of nature: reads like a statistic or a record, holds for good. */
        SETTLED(0.6),
        /** A date, a "first", a birth or a death: about one settled moment. */
        HISTORICAL(0.3);

        final double damping;

        Anchor(double damping) {
            this.damping = damping;
        }
    }
}
