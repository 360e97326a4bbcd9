package dev.factguard.core.knowledge;

/**
 * Fuses lexical coverage with embedding similarity.
 *
 * <p>Cosine similarity from a sentence embedder is not a probability: unrelated English sentences still
 * score around 0.1–0.3 and close paraphrases 0.6–0.9. It is mapped linearly from {@code [floor, ceiling]}
 * to [0, 1]. The two are combined as a noisy-OR, {@code 1 − (1 − lexical)(1 − semantic)}: either kind of
 * evidence can establish coverage, and agreement raises it. Embeddings are blind to the one token that makes
 * a near miss ("K7" vs "K5", "Australia" vs "Austria" score 0.7–0.8) and to what is asked (a kettle's
 * power and its capacity are close sentences), so the fused score then pays the penalty per query anchor
 * the fact lacks and per part of the question's focus it does not hold ({@link FactMatch#missingAnchors()})
 * — once, after fusion, so a near miss can never be covered more than {@code missingAnchorFactor} however
 * similar the sentences are.
 *
 * @param floor               cosine at or below which the semantic score is 0
 * @param ceiling             cosine at or above which the semantic score is 1
 * @param missingAnchorFactor factor per query anchor the fact lacks, in (0, 1]
 */
public record HybridScorer(double floor, double ceiling, double missingAnchorFactor) {

    /** Calibrated for all-MiniLM-L6-v2 (see README, "How the forecast works"). */
    public static final HybridScorer MINILM = new HybridScorer(0.30, 0.75, LexicalScorer.MISSING_ANCHOR_FACTOR);

    public HybridScorer {
        if (!(floor < ceiling)) {
            throw new IllegalArgumentException("floor must be below ceiling");
        }
        if (!(missingAnchorFactor > 0 && missingAnchorFactor <= 1)) {
            throw new IllegalArgumentException("missingAnchorFactor must be in (0, 1]");
        }
    }

    /** The calibrated semantic score of a cosine, in [0, 1], before fusion and penalty. */
    public double semantic(double cosine) {
        return Math.max(0.0, Math.min(1.0, (cosine - floor) / (ceiling - floor)));
    }

    /** The fused coverage of one fact, in [0, 1]. */
    public double fuse(FactMatch lexical, double cosine) {
        double penalty = Math.pow(missingAnchorFactor, lexical.missingAnchors().size());
        double lexicalBeforePenalty = Math.min(1.0, lexical.score() / penalty);
        return (1.0 - (1.0 - lexicalBeforePenalty) * (1.0 - semantic(cosine))) * penalty;
    }
}
