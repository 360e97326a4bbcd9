package dev.factguard.core.outcome;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Turns a forecast's component scores into a calibrated probability of a hallucinated answer, for a tenant and a
 * model: before any outcome from the stated prior alone, after outcomes from a {@link FittedRisk} fitted to the
 * tenant's counters.
 *
 * <p>An instance keeps the learner it fitted last for each tenant, keyed by the tenant's totals and writes
 * ({@link AlignedCounts#writes}: outcomes counted or taken back, ever), which every forecast reads anyway: a forecast
 * refits (and its store reads the counters) only after feedback changed them — also feedback that left the totals
 * as they were. The counters are integers, so every instance that reads the same ones fits the same
 * learner and gives the same risk. Thread-safe; at most {@code maxTenants} learners are kept, all dropped when
 * more would be.
 */
public final class RiskLearner {

    private final LearnerSettings settings;
    private final double priorLogit;
    private final int maxTenants;
    private final Map<String, FittedRisk> fitted = new ConcurrentHashMap<>();

    public RiskLearner(LearnerSettings settings, int maxTenants) {
        if (settings == null || maxTenants < 1) {
            throw new IllegalArgumentException("need settings and maxTenants >= 1");
        }
        this.settings = settings;
        this.priorLogit = FittedRisk.logit(settings.prior());
        this.maxTenants = maxTenants;
    }

    public static RiskLearner defaults() {
        return new RiskLearner(LearnerSettings.defaults(), 10_000);
    }

    /** This learner with {@code prior} as its stated prior when it was left to the forecaster (NaN); else itself. */
    public RiskLearner withPriorIfUnset(double prior) {
        return Double.isNaN(settings.prior()) ? new RiskLearner(settings.withPrior(prior), maxTenants) : this;
    }

    public LearnerSettings settings() {
        return settings;
    }

    /**
     * The risk before any outcome: the stated prior, moved by how far the prompt's prior blend is from the blend
     * of a prompt with nothing to say ({@code coldBlend}), both in log-odds. The blend ranks prompts as the signals
     * always did; the prior says where they sit.
     */
    public double cold(double blend, double coldBlend) {
        return FittedRisk.sigmoid(priorLogit + blend - coldBlend);
    }

    /** The learner fitted for the tenant's current totals and writes, or null when none is held for them. */
    public FittedRisk cached(String tenant, long outcomes, long hallucinations, long writes) {
        FittedRisk f = fitted.get(tenant);
        return f != null && f.fittedFor(outcomes, hallucinations, writes) ? f : null;
    }

    /** Fits the tenant's learner from {@code stats}, read at (or after) the totals and writes given, and keeps it. */
    public FittedRisk fit(
            String tenant, LearnerStats stats, long outcomes, long hallucinations, long writes, double coldBlend) {
        FittedRisk f = FittedRisk.fit(stats, outcomes, hallucinations, writes, coldBlend, settings);
        if (fitted.size() >= maxTenants && !fitted.containsKey(tenant)) {
            fitted.clear();
        }
        fitted.put(tenant, f);
        return f;
    }
}
