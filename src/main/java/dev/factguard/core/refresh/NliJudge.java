package dev.factguard.core.refresh;

import dev.factguard.core.nli.NliClassifier;
import dev.factguard.core.nli.NliFailure;
import dev.factguard.core.nli.NliPair;
import dev.factguard.core.nli.NliScores;
import dev.factguard.core.search.SearchResult;
import java.util.ArrayList;
import java.util.List;

/**
 * A verdict from an NLI model: each hit ("title. snippet") is a premise for the claim as hypothesis, all in
 * one batch; the claim is {@code contradicted} when the highest P(contradiction) reaches the threshold,
 * {@code supported} otherwise. Stateless.
 */
final class NliJudge {

    private NliJudge() {}

    /**
     * @throws NliFailure when the model fails or answers a different number of scores than pairs sent
     */
    static Judgement judge(
            NliClassifier nli, String claim, List<SearchResult> hits, double threshold, String candidateValue) {
        List<NliPair> pairs = new ArrayList<>(hits.size());
        for (SearchResult hit : hits) {
            pairs.add(new NliPair(hit.evidenceText(), claim));
        }
        List<NliScores> scores = nli.classify(pairs);
        if (scores == null || scores.size() != pairs.size()) {
            throw new NliFailure(
                    "NLI answered " + (scores == null ? 0 : scores.size()) + " scores for " + pairs.size() + " pairs",
                    null);
        }
        double max = 0.0;
        for (NliScores s : scores) {
            max = Math.max(max, s.contradiction());
        }
        Verdict verdict = max >= threshold ? Verdict.CONTRADICTED : Verdict.SUPPORTED;
        return new Judgement(
                verdict, VerdictSource.NLI, Math.round(max * 10_000) / 10_000.0, candidateValue, null, null);
    }
}
