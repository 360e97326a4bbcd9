package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.Hits.hit;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.search.SearchFailure;
import dev.factguard.core.search.SearchResult;
import dev.factguard.core.search.WebSearch;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A refresh answers by its deadline whatever its provider does. The stalled provider is released only after the
 * refresh returned, so a refresh that waited for it would never return (the preemptive timeout only guards the
 * build against that hang; nothing here measures speed).
 */
class RefreshDeadlineTest {

    private static final String TWO_CLAIMS = "The CEO of Tesla is Elon Musk. The CEO of Google is Eric Schmidt.";
    private static final Duration HANG_GUARD = Duration.ofSeconds(30);

    private final CountDownLatch release = new CountDownLatch(1);

    /** Stalls on Tesla until released (an interrupt ends the stall as a failure); answers Google at once. */
    private final WebSearch stallsOnTesla = new WebSearch() {
        @Override
        public String name() {
            return "stalling";
        }

        @Override
        public List<SearchResult> search(String query, int maxResults) {
            if (query.contains("Tesla")) {
                try {
                    release.await(1, TimeUnit.HOURS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new SearchFailure("stalling", SearchFailure.Kind.TIMEOUT, "interrupted");
                }
            }
            return List.of(hit("Sundar Pichai - Google", "Sundar Pichai is the CEO of Google."));
        }
    };

    @AfterEach
    void releaseTheProvider() {
        release.countDown();
    }

    private RefreshReport refresh(int parallelism, Duration deadline) {
        RefreshSettings settings = new RefreshSettings(0.5, 5, 3, 0.5, deadline, parallelism);
        Refresher refresher = new Refresher(
                new FreshnessScorer(RefresherTest.CLOCK), stallsOnTesla, null, settings, RefresherTest.CLOCK);
        return assertTimeoutPreemptively(HANG_GUARD, () -> refresher.refresh(TWO_CLAIMS, null));
    }

    @Test
    void a_claim_whose_provider_stalls_is_unverified_with_reason_deadline_and_the_others_are_answered() {
        // Long enough for the unstalled claim to be read on a busy machine; the stalled one can never make it.
        RefreshReport report = refresh(2, Duration.ofSeconds(3));

        assertThat(report.checked()).isEqualTo(2);
        Refresh tesla = report.refreshes().get(0);
        assertThat(tesla.claim()).contains("Tesla");
        assertThat(tesla.verdict()).isEqualTo(Verdict.UNVERIFIED);
        assertThat(tesla.verdictSource()).isEqualTo(VerdictSource.NONE);
        assertThat(tesla.error()).startsWith("deadline").contains("factguard.refresh.deadline");
        assertThat(tesla.query()).isEqualTo("current CEO of Tesla");
        assertThat(tesla.evidence()).isEmpty();
        Refresh google = report.refreshes().get(1);
        assertThat(google.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
        assertThat(google.candidateValue()).isEqualTo("Sundar Pichai");
    }

    @Test
    void one_at_a_time_a_claim_behind_a_stalled_one_is_not_reached_and_says_so() {
        RefreshReport report = refresh(1, Duration.ofMillis(300));

        assertThat(report.refreshes())
                .extracting(Refresh::verdict)
                .containsExactly(Verdict.UNVERIFIED, Verdict.UNVERIFIED);
        assertThat(report.refreshes()).allSatisfy(r -> assertThat(r.error()).startsWith("deadline"));
    }

    @Test
    void settings_refuse_a_deadline_or_parallelism_that_cannot_work() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new RefreshSettings(0.5, 5, 3, 0.5, Duration.ZERO, 1))
                .hasMessageContaining("deadline");
        org.assertj.core.api.Assertions.assertThatThrownBy(
                        () -> new RefreshSettings(0.5, 5, 3, 0.5, Duration.ofSeconds(1), 0))
                .hasMessageContaining("parallelism");
    }
}
