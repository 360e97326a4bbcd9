package dev.factguard.core.refresh;

import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.freshness.ScoredClaim;
import dev.factguard.core.nli.NliClassifier;
import dev.factguard.core.nli.NliFailure;
import dev.factguard.core.search.SearchAnswer;
import dev.factguard.core.search.SearchFailure;
import dev.factguard.core.search.SearchResult;
import dev.factguard.core.search.WebSearch;
import dev.factguard.core.text.WordOverlap;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Refreshes the stale claims of a text against web search.
 *
 * <p>Claims with an asserted value and a staleness risk at or above the threshold are refreshed, riskiest
 * first, at most {@code maxClaims}; questions (no value to check) and the rest are counted as skipped. Each
 * is searched by its subject only and judged by NLI when a classifier is configured, lexically otherwise;
 * each refresh names the provider that answered it (behind a provider chain, not always the first).
 * One claim's failure never fails the others: a search failure makes that claim {@code unverified} with
 * the reason — every provider's, behind a chain — in {@code error}; an NLI failure leaves it {@code unverified}
 * with its evidence and the lexical reading of it.
 *
 * <p>Claims are checked {@code parallelism} at a time (each search still waits for its provider's rate-limit
 * slot), and the whole call answers within {@code deadline}: a claim not checked by then — its provider
 * stalled, or the others took the time — is {@code unverified} with an {@code error} starting {@code deadline}.
 * Its search is interrupted and its late answer discarded. Thread-safe if the search and NLI ports are.
 */
public final class Refresher {

    private final FreshnessScorer scorer;
    private final WebSearch search;
    private final NliClassifier nli;
    private final RefreshSettings settings;
    private final Clock clock;
    private final ClaimWorkers workers;

    /**
     * Checks claims on a shared pool of daemon threads.
     *
     * @param nli null for lexical verdicts only
     */
    public Refresher(
            FreshnessScorer scorer, WebSearch search, NliClassifier nli, RefreshSettings settings, Clock clock) {
        this(scorer, search, nli, settings, clock, ClaimWorkers.shared());
    }

    /**
     * @param nli     null for lexical verdicts only
     * @param workers where claims are checked (not null)
     */
    public Refresher(
            FreshnessScorer scorer,
            WebSearch search,
            NliClassifier nli,
            RefreshSettings settings,
            Clock clock,
            ClaimWorkers workers) {
        if (scorer == null || search == null || settings == null || clock == null || workers == null) {
            throw new IllegalArgumentException("scorer, search, settings, clock and workers must not be null");
        }
        this.scorer = scorer;
        this.search = search;
        this.nli = nli;
        this.settings = settings;
        this.clock = clock;
        this.workers = workers;
    }

    public RefreshSettings settings() {
        return settings;
    }

    /**
     * @param maxClaims claims to refresh at most, 1 to {@code settings().maxClaims()}; null for the default
     * @throws IllegalArgumentException when {@code maxClaims} is out of range
     */
    public RefreshReport refresh(String text, Integer maxClaims) {
        int limit = maxClaims == null ? settings.maxClaims() : maxClaims;
        if (limit < 1 || limit > settings.maxClaims()) {
            throw new IllegalArgumentException(
                    "maxClaims must be between 1 and " + settings.maxClaims() + ", was " + limit);
        }
        List<ScoredClaim> claims = scorer.score(text, null, null).claims();
        Set<ScoredClaim> chosen = choose(claims, limit);
        List<ScoredClaim> ordered = new ArrayList<>(chosen.size());
        for (ScoredClaim claim : claims) {
            if (chosen.contains(claim)) {
                ordered.add(claim);
            }
        }
        List<Refresh> refreshes =
                workers.run(ordered, this::refreshOne, this::pastDeadline, settings.parallelism(), settings.deadline());
        return new RefreshReport(refreshes, refreshes.size(), claims.size() - refreshes.size());
    }

    private Refresh pastDeadline(ScoredClaim claim) {
        String query = QueryBuilder.build(claim.subject(), claim.value(), claim.category());
        return failed(
                claim,
                query,
                "deadline: not checked within the refresh deadline of "
                        + settings.deadline().toMillis() + " ms (factguard.refresh.deadline)",
                search.name());
    }

    /** The riskiest refreshable claims, at most {@code limit}; ties keep text order. */
    private Set<ScoredClaim> choose(List<ScoredClaim> claims, int limit) {
        List<ScoredClaim> refreshable = new ArrayList<>();
        for (ScoredClaim claim : claims) {
            if (claim.value() != null
                    && claim.stalenessRisk() >= settings.stalenessThreshold()
                    && !QueryBuilder.build(claim.subject(), claim.value(), claim.category())
                            .isEmpty()) {
                refreshable.add(claim);
            }
        }
        refreshable.sort(Comparator.comparingDouble(ScoredClaim::stalenessRisk).reversed());
        // By identity: a text may repeat a sentence, and each occurrence is its own claim.
        Set<ScoredClaim> chosen = Collections.newSetFromMap(new IdentityHashMap<>());
        chosen.addAll(refreshable.subList(0, Math.min(limit, refreshable.size())));
        return chosen;
    }

    private Refresh refreshOne(ScoredClaim claim) {
        String query = QueryBuilder.build(claim.subject(), claim.value(), claim.category());
        SearchAnswer answer;
        try {
            answer = search.answer(query, settings.maxResults());
        } catch (SearchFailure e) {
            // Behind a chain the reason lists every provider tried; provider() then names them all.
            return failed(claim, query, "search failed " + e.reason(), e.provider());
        } catch (RuntimeException e) {
            // A bug or an unmapped failure in one adapter call must not cost the other claims their answers.
            return failed(claim, query, "search failed: " + e, search.name());
        }
        String provider = answer.provider();
        List<SearchResult> hits = answer.results();
        hits = hits.subList(0, Math.min(hits.size(), settings.maxResults()));
        List<Evidence> evidence = hits.stream().map(Evidence::of).toList();
        double overlap = 0.0;
        for (SearchResult hit : hits) {
            overlap = Math.max(overlap, WordOverlap.jaccard(claim.text(), hit.evidenceText()));
        }
        overlap = Math.round(overlap * 10_000) / 10_000.0;
        if (hits.isEmpty()) {
            return unjudged(claim, query, Verdict.NO_EVIDENCE, evidence, null, provider);
        }
        return refresh(claim, query, judge(claim, hits), overlap, evidence, provider);
    }

    private Judgement judge(ScoredClaim claim, List<SearchResult> hits) {
        Judgement lexical =
                LexicalJudge.judge(claim.subject(), claim.value(), claim.category(), hits, LocalDate.now(clock));
        if (nli == null) {
            return lexical;
        }
        try {
            return NliJudge.judge(nli, claim.text(), hits, settings.nliThreshold(), lexical.candidateValue());
        } catch (NliFailure | IllegalArgumentException e) {
            // The configured judge could not judge: say so rather than quietly downgrade to a weaker one.
            // The evidence and the lexical reading of it (candidateValue) are still returned.
            return new Judgement(
                    Verdict.UNVERIFIED,
                    VerdictSource.NONE,
                    null,
                    lexical.candidateValue(),
                    "NLI failed: " + e.getMessage(),
                    lexical.explanation());
        }
    }

    private Refresh failed(ScoredClaim claim, String query, String error, String provider) {
        return unjudged(claim, query, Verdict.UNVERIFIED, List.of(), error, provider);
    }

    /** A refresh no judge decided: nothing found, or the search failed. */
    private static Refresh unjudged(
            ScoredClaim claim, String query, Verdict verdict, List<Evidence> evidence, String error, String provider) {
        Judgement none = new Judgement(verdict, VerdictSource.NONE, null, null, error, null);
        return refresh(claim, query, none, 0.0, evidence, provider);
    }

    private static Refresh refresh(
            ScoredClaim claim,
            String query,
            Judgement judgement,
            double overlap,
            List<Evidence> evidence,
            String provider) {
        return new Refresh(
                claim.text(),
                claim.category(),
                claim.subject(),
                claim.value(),
                query,
                judgement.verdict(),
                judgement.source(),
                judgement.contradiction(),
                overlap,
                judgement.candidateValue(),
                evidence,
                judgement.error(),
                provider,
                judgement.explanation());
    }
}
