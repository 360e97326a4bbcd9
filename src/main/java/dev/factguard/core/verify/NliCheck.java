package dev.factguard.core.verify;

import dev.factguard.core.nli.NliClassifier;
import dev.factguard.core.nli.NliFailure;
import dev.factguard.core.nli.NliPair;
import dev.factguard.core.nli.NliScores;
import dev.factguard.core.refresh.VerdictSource;
import java.util.ArrayList;
import java.util.List;

/**
 * Verdicts from an NLI model, for the statements a fact covers: each covering fact is a premise for the statement
 * as hypothesis, all pairs of the answer in one batch. A statement is contradicted when a fact's P(contradiction)
 * reaches the threshold, supported when a fact's entailment is its likeliest label, else unverifiable. Which facts
 * cover a statement is still decided lexically (anchors and topic): the model judges, it does not retrieve. A
 * statement no fact covers stays unverifiable without a call. When the model fails, every verdict stays lexical and
 * the failure is listed as degraded. Stateless.
 */
final class NliCheck {

    /** Covering facts sent to the model per statement, best first. */
    private static final int FACTS_PER_STATEMENT = 2;

    private NliCheck() {}

    static List<CheckedStatement> judge(
            NliClassifier nli, double threshold, List<Verifier.Lexical> lexical, List<String> degraded) {
        List<NliPair> pairs = new ArrayList<>();
        List<int[]> owners = new ArrayList<>();
        for (int s = 0; s < lexical.size(); s++) {
            List<Verifier.Covering> covering = ranked(lexical.get(s).covering());
            for (int f = 0; f < Math.min(FACTS_PER_STATEMENT, covering.size()); f++) {
                pairs.add(new NliPair(
                        covering.get(f).fact().fact().text(),
                        lexical.get(s).statement().text()));
                owners.add(new int[] {s, f});
            }
        }
        List<CheckedStatement> lexicalOnly =
                lexical.stream().map(Verifier.Lexical::toChecked).toList();
        if (pairs.isEmpty()) {
            return lexicalOnly;
        }
        List<NliScores> scores;
        try {
            scores = nli.classify(pairs);
            if (scores == null || scores.size() != pairs.size()) {
                throw new NliFailure(
                        "NLI answered " + (scores == null ? 0 : scores.size()) + " scores for " + pairs.size()
                                + " pairs",
                        null);
            }
        } catch (NliFailure e) {
            degraded.add(Verifier.NLI + ": the model failed (" + e.getMessage() + "); verdicts are lexical");
            return lexicalOnly;
        }
        List<CheckedStatement> out = new ArrayList<>(lexicalOnly);
        for (int s = 0; s < lexical.size(); s++) {
            List<Verifier.Covering> covering = ranked(lexical.get(s).covering());
            NliScores strongestContradiction = null;
            Verifier.Covering contradicting = null;
            NliScores strongestEntailment = null;
            Verifier.Covering entailing = null;
            for (int p = 0; p < pairs.size(); p++) {
                if (owners.get(p)[0] != s) {
                    continue;
                }
                NliScores sc = scores.get(p);
                Verifier.Covering c = covering.get(owners.get(p)[1]);
                if (strongestContradiction == null || sc.contradiction() > strongestContradiction.contradiction()) {
                    strongestContradiction = sc;
                    contradicting = c;
                }
                boolean entails = sc.entailment() >= sc.neutral() && sc.entailment() >= sc.contradiction();
                if (entails && (strongestEntailment == null || sc.entailment() > strongestEntailment.entailment())) {
                    strongestEntailment = sc;
                    entailing = c;
                }
            }
            if (strongestContradiction == null) {
                continue;
            }
            String text = lexical.get(s).statement().text();
            double p = Math.round(strongestContradiction.contradiction() * 10_000) / 10_000.0;
            if (strongestContradiction.contradiction() >= threshold) {
                Judged j = contradicting.judged();
                out.set(
                        s,
                        new CheckedStatement(
                                text,
                                StatementVerdict.CONTRADICTED,
                                VerdictSource.NLI,
                                contradicting.fact().fact().key(),
                                contradicting.fact().fact().text(),
                                j.verdict() == StatementVerdict.CONTRADICTED ? j.differences() : List.of(),
                                "the NLI model finds fact '"
                                        + contradicting.fact().fact().key() + "' contradicts it" + " (P(contradiction) "
                                        + p + ")",
                                p));
            } else if (entailing != null) {
                out.set(
                        s,
                        new CheckedStatement(
                                text,
                                StatementVerdict.SUPPORTED,
                                VerdictSource.NLI,
                                entailing.fact().fact().key(),
                                entailing.fact().fact().text(),
                                List.of(),
                                "the NLI model finds fact '"
                                        + entailing.fact().fact().key() + "' entails it",
                                p));
            } else {
                out.set(
                        s,
                        new CheckedStatement(
                                text,
                                StatementVerdict.UNVERIFIABLE,
                                VerdictSource.NLI,
                                null,
                                null,
                                List.of(),
                                "the NLI model finds that fact '"
                                        + contradicting.fact().fact().key() + "' neither entails nor contradicts it",
                                p));
            }
        }
        return out;
    }

    /** Covering facts, the one the lexical check ranks highest first. */
    private static List<Verifier.Covering> ranked(List<Verifier.Covering> covering) {
        List<Verifier.Covering> sorted = new ArrayList<>(covering);
        sorted.sort((a, b) -> a.judged().outranks(b.judged()) ? -1 : b.judged().outranks(a.judged()) ? 1 : 0);
        return sorted;
    }
}
