package dev.factguard.core.gateway;

import dev.factguard.core.freshness.FreshnessReport;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.freshness.ScoredClaim;
import dev.factguard.core.refresh.RefreshReport;
import dev.factguard.core.refresh.Refresher;
import dev.factguard.core.verify.Answer;
import dev.factguard.core.verify.StatementVerdict;
import dev.factguard.core.verify.Verifier;
import dev.factguard.core.verify.VerifyReport;
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
 * refresh mode, a web refresh of the stale ones within a time budget; then, unless verification is off, its
 * statements checked against the tenant's facts. Thread-safe if its ports are.
 */
public final class AnswerCheck {

    private final FreshnessScorer freshness;
    private final Refresher refresher;
    private final Verifier verifier;
    private final Duration budget;
    private final int answerBytes;
    private final Executor refreshExecutor;

    /**
     * @param settings        the refresh budget, and the prompt limit, which also bounds the answer text verified
     * @param refreshExecutor runs {@code verify} refreshes, so their budget can be enforced by the waiting thread
     */
    public AnswerCheck(
            FreshnessScorer freshness,
            Refresher refresher,
            Verifier verifier,
            GatewaySettings settings,
            Executor refreshExecutor) {
        if (freshness == null || refresher == null || verifier == null || settings == null || refreshExecutor == null) {
            throw new IllegalArgumentException("no argument may be null");
        }
        this.freshness = freshness;
        this.refresher = refresher;
        this.verifier = verifier;
        this.budget = settings.refreshBudget();
        this.answerBytes = settings.promptBytes();
        this.refreshExecutor = refreshExecutor;
    }

    /**
     * Checks {@code answer} as {@code refresh} says ({@link #annotate(RefreshMode, String)}), then, unless
     * {@code verify} is off, its statements against the facts of {@code tenant} and the {@code context} passages.
     * A verification that fails outright is reported as an unverifiable one that says why, never as a failure; in
     * {@code block} mode a contradicted answer is marked withheld.
     *
     * @param answer  the answer's text; null or blank has nothing to verify
     * @param prompt  the question it answers, or null: a statement that names nothing leans on it
     * @param context passages the caller put in the conversation, checked like facts; empty for none
     */
    public Annotation annotate(
            RefreshMode refresh, VerifyMode verify, String tenant, String answer, String prompt, List<String> context) {
        Annotation found = annotate(refresh, answer);
        if (verify == VerifyMode.OFF || answer == null || answer.isBlank()) {
            return found;
        }
        VerifyReport report;
        try {
            report = verifier.verify(
                    tenant, new Answer(PromptGuard.leading(answer, answerBytes), prompt, null, context));
        } catch (RuntimeException e) {
            report = new VerifyReport(
                    StatementVerdict.UNVERIFIABLE,
                    List.of(),
                    0,
                    false,
                    List.of(Verifier.KNOWLEDGE + ": checking the answer failed (" + e.getMessage() + ")"));
        }
        return found.verified(report, verify == VerifyMode.BLOCK && report.verdict() == StatementVerdict.CONTRADICTED);
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
