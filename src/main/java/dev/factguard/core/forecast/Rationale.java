package dev.factguard.core.forecast;

import dev.factguard.core.knowledge.FactMatch;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.Retrieval;
import dev.factguard.core.outcome.OutcomeEstimate;
import dev.factguard.core.outcome.PromptCues;
import dev.factguard.core.outcome.PromptFeatures;
import java.util.ArrayList;

/** The human-readable reasons of a forecast, most important first. */
final class Rationale {

    /** The last "learned from N outcomes" line: a tenant's N changes only with feedback, rarer than forecasts. */
    private record LearnedFrom(long outcomes, String text) {}

    // Racy writes of an immutable entry: a reader sees a whole one, a lost race costs one concatenation.
    private static LearnedFrom lastLearnedFrom = new LearnedFrom(-1, "");

    private Rationale() {}

    static String learnedFrom(long outcomes) {
        LearnedFrom last = lastLearnedFrom;
        if (last.outcomes != outcomes) {
            last = new LearnedFrom(outcomes, "learned from " + outcomes + " outcomes");
            lastLearnedFrom = last;
        }
        return last.text;
    }

    static ArrayList<String> explain(
            KnowledgeQuery query,
            double ambiguity,
            Retrieval retrieval,
            Double coverage,
            PromptFeatures features,
            OutcomeEstimate learned,
            Double vol,
            Recommendation recommendation,
            boolean factsCount) {
        ArrayList<String> out = new ArrayList<>(6);
        if (learned == null) {
            out.add("learned outcomes unavailable");
        } else if (learned.priorsOnly()) {
            out.add("no outcomes learned yet for this tenant: the forecast rests on priors only");
        } else {
            for (OutcomeEstimate.Evidence e : learned.strongest()) {
                out.add(e.describe());
            }
            out.add(learnedFrom(learned.outcomes()));
        }
        for (PromptCues.Cue cue : features.cues()) {
            if (cue.logOdds() >= 0.5 || cue.logOdds() < 0) {
                out.add(cue.description());
            }
        }
        if (ambiguity >= 0.5) {
            out.add("under-specified prompt");
        }
        if (!query.analyzed().vagueTerms().isEmpty() && ambiguity >= 0.3) {
            out.add("vague terms: " + String.join(", ", query.analyzed().vagueTerms()));
        }
        if (Ambiguity.stacked(query.analyzed()) > 0) {
            out.add("several questions in one prompt");
        }
        if (!factsCount) {
            // Coverage and volatility are left out of such an ask's risk: lines about them would explain nothing.
            return out;
        }
        if (retrieval != null && retrieval.factCount() == 0) {
            out.add("no knowledge base supplied");
        } else if (coverage != null && coverage < 0.5) {
            out.add("weak knowledge-base coverage");
            if (!retrieval.matches().isEmpty()) {
                FactMatch best = retrieval.matches().get(0);
                if (!best.missingAnchors().isEmpty()) {
                    out.add("closest fact \"" + best.fact().key() + "\" does not mention "
                            + String.join(", ", best.missingAnchors()));
                }
            }
        } else if (coverage != null) {
            out.add("covered by fact \"" + retrieval.matches().get(0).fact().key() + "\"");
        }
        if (vol != null && vol >= 0.5) {
            out.add("asks for a fast-changing fact");
        }
        if (recommendation == Recommendation.PROCEED && ambiguity < 0.5 && coverage != null && coverage >= 0.5) {
            out.add("well-specified and grounded");
        }
        return out;
    }
}
