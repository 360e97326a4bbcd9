package dev.factguard.core.observe;

import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.forecast.Signals;
import dev.factguard.core.freshness.FreshnessReport;
import dev.factguard.core.freshness.ScoredClaim;
import dev.factguard.core.refresh.Refresh;
import dev.factguard.core.refresh.RefreshReport;
import dev.factguard.core.refresh.Verdict;
import dev.factguard.core.verify.StatementVerdict;
import dev.factguard.core.verify.VerifyReport;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeSet;

/**
 * The {@link Evaluation} of each kind of guard decision: one method per decision, so a new decision is one method
 * here and one call where it is made. Explanations hold figures, labels and categories only.
 */
public final class Evaluations {

    /** Verdicts from the most to the least telling: a refresh is labelled by the first one any claim drew. */
    private static final Verdict[] SEVERITY = {
        Verdict.CONTRADICTED, Verdict.DRIFT_SUSPECTED, Verdict.UNVERIFIED, Verdict.NO_EVIDENCE, Verdict.SUPPORTED
    };

    private Evaluations() {}

    /** The forecast: its risk, labelled by its recommendation, explained by its signals. */
    public static Evaluation forecast(Forecast forecast) {
        Signals s = forecast.signals();
        StringBuilder why = new StringBuilder("risk ")
                .append(forecast.risk())
                .append(" from ambiguity ")
                .append(s.ambiguity())
                .append(", kbCoverage ")
                .append(s.kbCoverage())
                .append(", patternHistory ")
                .append(s.patternHistory())
                .append(", volatility ")
                .append(s.volatility())
                .append("; ")
                .append(forecast.priorsOnly() ? "priors only" : forecast.outcomes() + " outcomes learned");
        if (!forecast.degraded().isEmpty()) {
            why.append("; degraded: ").append(String.join(", ", forecast.degraded()));
        }
        return new Evaluation(
                Evaluation.FORECAST, forecast.risk(), forecast.recommendation().wireName(), why.toString());
    }

    /**
     * A text's freshness: its highest staleness risk, labelled {@code stale} when {@code stale} of its claims reach
     * the refresh threshold (the claims refresh would check), {@code fresh} otherwise; explained by the claims'
     * count and categories.
     */
    public static Evaluation freshness(FreshnessReport report, int stale) {
        TreeSet<String> categories = new TreeSet<>();
        for (ScoredClaim claim : report.claims()) {
            categories.add(claim.category().wireName());
        }
        String why = report.claims().size() + " staleness-prone claims, " + stale + " at or above the refresh threshold"
                + (categories.isEmpty() ? "" : "; categories: " + String.join(", ", categories));
        return new Evaluation(Evaluation.FRESHNESS, report.overallStalenessRisk(), stale > 0 ? "stale" : "fresh", why);
    }

    /**
     * A refresh: the share of checked claims the web contradicts or suggests have drifted, labelled by the most
     * telling verdict ({@code contradicted} before {@code drift_suspected}, {@code unverified}, {@code no_evidence},
     * {@code supported}), or {@code no_claims}; explained by the count of each verdict.
     */
    public static Evaluation refresh(RefreshReport report) {
        Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
        for (Refresh refresh : report.refreshes()) {
            counts.merge(refresh.verdict(), 1, Integer::sum);
        }
        String label = "no_claims";
        StringBuilder why = new StringBuilder()
                .append(report.refreshes().size())
                .append(" claims checked, ")
                .append(report.skipped())
                .append(" skipped");
        for (Verdict verdict : SEVERITY) {
            Integer n = counts.get(verdict);
            if (n != null) {
                label = "no_claims".equals(label) ? verdict.wireName() : label;
                why.append("; ").append(verdict.wireName()).append(' ').append(n);
            }
        }
        int doubtful = counts.getOrDefault(Verdict.CONTRADICTED, 0) + counts.getOrDefault(Verdict.DRIFT_SUSPECTED, 0);
        double score = report.refreshes().isEmpty()
                ? 0.0
                : (double) doubtful / report.refreshes().size();
        return new Evaluation(Evaluation.REFRESH, score, label, why.toString());
    }

    /**
     * A verification: the share of checked statements the tenant's facts contradict, labelled by the answer's
     * verdict; explained by the count of each verdict.
     */
    public static Evaluation verify(VerifyReport report) {
        int checked = report.statements().size();
        int contradicted = report.count(StatementVerdict.CONTRADICTED);
        StringBuilder why = new StringBuilder()
                .append(checked)
                .append(" statements checked, ")
                .append(report.skipped())
                .append(" skipped");
        for (StatementVerdict verdict : StatementVerdict.values()) {
            why.append("; ").append(verdict.wireName()).append(' ').append(report.count(verdict));
        }
        if (!report.degraded().isEmpty()) {
            why.append("; degraded: ").append(report.degraded().size());
        }
        double score = checked == 0 ? 0.0 : (double) contradicted / checked;
        return new Evaluation(Evaluation.VERIFY, score, report.verdict().wireName(), why.toString());
    }
}
