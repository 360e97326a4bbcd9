package dev.factguard.core.gateway;

import dev.factguard.core.freshness.FreshnessReport;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.freshness.ScoredClaim;
import dev.factguard.core.refresh.RefreshReport;
import dev.factguard.core.refresh.Refresher;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The guard after generation, whatever carries the answer: the freshness of its claims and, in {@code verify}
 * mode, a web refresh of the stale ones within a time budget. Thread-safe if its ports are.
 */
public final class AnswerCheck {

    private final FreshnessScorer freshness;
    private final Refresher refresher;
    private final Duration budget;
    private final Executor refreshExecutor;

    /** @param refreshExecutor runs {@code verify} refreshes, so their budget can be enforced by the waiting thread */
    public AnswerCheck(FreshnessScorer freshness, Refresher refresher, Duration budget, Executor refreshExecutor) {
        if (freshness == null || refresher == null || refreshExecutor == null) {
            throw new IllegalArgumentException("no argument may be null");
        }
        if (budget == null || budget.isNegative() || budget.isZero()) {
            throw new IllegalArgumentException("budget must be positive, was " + budget);
        }
        this.freshness = freshness;
        this.refresher = refresher;
        this.budget = budget;
        this.refreshExecutor = refreshExecutor;
    }

    /** Checks {@code answer} as {@code mode} says; a {@code verify} refresh waits at most the budget. */
    public Annotation annotate(RefreshMode mode, String answer) {
        if (mode == RefreshMode.OFF || answer == null) {
            return Annotation.NONE;
        }
        FreshnessReport report = freshness.score(answer, null, null);
        int stale = staleClaims(report).size();
        if (mode != RefreshMode.VERIFY || stale == 0) {
            return new Annotation(report, stale, null, null);
        }
        return refreshWithinBudget(answer, report, stale);
    }

    /** Claims of a report at or above the refresh threshold; for callers that list them. */
    public List<ScoredClaim> staleClaims(FreshnessReport report) {
        double threshold = refresher.settings().stalenessThreshold();
        return report.claims().stream()
                .filter(c -> c.stalenessRisk() >= threshold)
                .toList();
    }

    private Annotation refreshWithinBudget(String answer, FreshnessReport report, int stale) {
        long millis = budget.toMillis();
        CompletableFuture<RefreshReport> refresh;
        try {
            refresh = CompletableFuture.supplyAsync(() -> refresher.refresh(answer, null), refreshExecutor);
        } catch (RejectedExecutionException e) {
            return new Annotation(
                    report, stale, null, "too many refreshes running; the stale claims are listed under freshness");
        }
        try {
            return new Annotation(report, stale, refresh.get(millis, TimeUnit.MILLISECONDS), null);
        } catch (TimeoutException e) {
            refresh.cancel(true);
            return new Annotation(
                    report,
                    stale,
                    null,
                    "refresh took longer than its " + millis
                            + " ms budget; the stale claims are listed under freshness");
        } catch (ExecutionException e) {
            return new Annotation(
                    report, stale, null, "refresh failed: " + e.getCause().getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Annotation(report, stale, null, "refresh interrupted");
        }
    }
}
