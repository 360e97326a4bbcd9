package dev.factguard.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.core.search.SearchFailure.Kind;
import dev.factguard.core.search.SearchThrottle.Admission;
import dev.factguard.core.search.SearchThrottle.Admission.Outcome;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ThrottledWebSearchTest {

    private final AtomicInteger requests = new AtomicInteger();
    private Kind failWith;
    private Duration retryAfter;

    private final WebSearch provider = new WebSearch() {
        @Override
        public String name() {
            return "brave";
        }

        @Override
        public List<SearchResult> search(String query, int maxResults) {
            requests.incrementAndGet();
            if (failWith != null) {
                throw new SearchFailure("brave", failWith, "HTTP 429", null, retryAfter);
            }
            return List.of(new SearchResult("t", "s", "https://example.com"));
        }
    };

    /** Answers the scripted admissions in turn (then ADMITTED), and records back-offs. */
    private static final class ScriptedThrottle implements SearchThrottle {
        final Deque<Admission> script = new ArrayDeque<>();
        final List<String> calls = new ArrayList<>();

        @Override
        public Admission admit(String provider, int perSecond) {
            calls.add("admit " + provider + " " + perSecond);
            return script.isEmpty() ? Admission.ADMITTED : script.poll();
        }

        @Override
        public void backOff(String provider, Duration period) {
            calls.add("backOff " + provider + " " + period.toMillis());
        }
    }

    private final ScriptedThrottle throttle = new ScriptedThrottle();

    private ThrottledWebSearch throttled(Duration maxWait) {
        return new ThrottledWebSearch(provider, throttle, 2, maxWait, Duration.ofSeconds(30));
    }

    @Test
    void an_admitted_search_reaches_the_provider() {
        assertThat(throttled(Duration.ZERO).search("q", 3)).hasSize(1);
        assertThat(requests).hasValue(1);
        assertThat(throttle.calls).containsExactly("admit brave 2");
    }

    @Test
    void over_the_limit_it_waits_for_the_next_window_when_that_fits_in_max_wait() {
        throttle.script.add(new Admission(Outcome.OVER_LIMIT, 60));

        long start = System.nanoTime();
        assertThat(throttled(Duration.ofMillis(500)).search("q", 3)).hasSize(1);

        assertThat(Duration.ofNanos(System.nanoTime() - start)).isGreaterThanOrEqualTo(Duration.ofMillis(60));
        assertThat(requests).hasValue(1);
        assertThat(throttle.calls).containsExactly("admit brave 2", "admit brave 2");
    }

    @Test
    void over_the_limit_beyond_max_wait_it_fails_rate_limited_without_a_request() {
        throttle.script.add(new Admission(Outcome.OVER_LIMIT, 800));

        assertThatThrownBy(() -> throttled(Duration.ofMillis(300)).search("q", 3))
                .isInstanceOfSatisfying(SearchFailure.class, f -> {
                    assertThat(f.kind()).isEqualTo(Kind.RATE_LIMITED);
                    assertThat(f.getMessage()).contains("2 requests/s", "factguard.search.brave.requests-per-second");
                });
        assertThat(requests).hasValue(0);
    }

    @Test
    void a_backed_off_provider_is_skipped_without_a_request() {
        throttle.script.add(new Admission(Outcome.BACKED_OFF, 42_000));

        assertThatThrownBy(() -> throttled(Duration.ofSeconds(5)).search("q", 3))
                .isInstanceOfSatisfying(SearchFailure.class, f -> {
                    assertThat(f.kind()).isEqualTo(Kind.RATE_LIMITED);
                    assertThat(f.getMessage()).contains("skipped for another 42 s");
                });
        assertThat(requests).hasValue(0);
    }

    @Test
    void a_provider_that_throttles_us_is_backed_off() {
        failWith = Kind.RATE_LIMITED;

        assertThatThrownBy(() -> throttled(Duration.ZERO).search("q", 3)).isInstanceOf(SearchFailure.class);

        assertThat(throttle.calls).containsExactly("admit brave 2", "backOff brave 30000");
    }

    @Test
    void a_provider_asking_for_longer_is_backed_off_that_long_up_to_an_hour() {
        failWith = Kind.RATE_LIMITED;
        for (Duration asked : new Duration[] {Duration.ofSeconds(10), Duration.ofSeconds(120), Duration.ofDays(20)}) {
            retryAfter = asked;
            assertThatThrownBy(() -> throttled(Duration.ZERO).search("q", 3)).isInstanceOf(SearchFailure.class);
        }

        assertThat(throttle.calls)
                .filteredOn(call -> call.startsWith("backOff"))
                .containsExactly("backOff brave 30000", "backOff brave 120000", "backOff brave 3600000");
    }

    @Test
    void other_failures_are_not_backed_off() {
        for (Kind kind : new Kind[] {Kind.TIMEOUT, Kind.UNAVAILABLE, Kind.UNAUTHORIZED, Kind.MALFORMED}) {
            failWith = kind;
            assertThatThrownBy(() -> throttled(Duration.ZERO).search("q", 3)).isInstanceOf(SearchFailure.class);
        }
        assertThat(throttle.calls).noneMatch(call -> call.startsWith("backOff"));
    }

    @Test
    void a_zero_back_off_never_backs_off() {
        failWith = Kind.RATE_LIMITED;
        ThrottledWebSearch noBackoff = new ThrottledWebSearch(provider, throttle, 2, Duration.ZERO, Duration.ZERO);

        assertThatThrownBy(() -> noBackoff.search("q", 3)).isInstanceOf(SearchFailure.class);
        assertThat(throttle.calls).containsExactly("admit brave 2");
    }

    private final List<Long> sleeps = new ArrayList<>();

    private ThrottledWebSearch recordingSleeps(Duration maxWait) {
        return new ThrottledWebSearch(provider, throttle, 2, maxWait, Duration.ofSeconds(30), sleeps::add);
    }

    @Test
    void a_search_after_one_that_failed_fast_fails_at_once_instead_of_waiting_for_a_slot() {
        ThrottledWebSearch search = recordingSleeps(Duration.ofSeconds(5));
        failWith = Kind.UNAVAILABLE;
        assertThatThrownBy(() -> search.search("q1", 3)).isInstanceOf(SearchFailure.class);
        throttle.script.add(new Admission(Outcome.OVER_LIMIT, 900));

        assertThatThrownBy(() -> search.search("q2", 3)).isInstanceOfSatisfying(SearchFailure.class, f -> {
            assertThat(f.kind()).isEqualTo(Kind.UNAVAILABLE);
            assertThat(f.getMessage()).contains("failed at once", "HTTP 429");
        });
        assertThat(sleeps).isEmpty();
        assertThat(requests).hasValue(1);
    }

    @Test
    void after_a_success_a_search_over_the_limit_still_waits_for_its_slot_within_the_budget() {
        ThrottledWebSearch search = recordingSleeps(Duration.ofSeconds(5));
        failWith = Kind.UNAVAILABLE;
        assertThatThrownBy(() -> search.search("q1", 3)).isInstanceOf(SearchFailure.class);
        failWith = null;
        assertThat(search.search("q2", 3)).hasSize(1);
        throttle.script.add(new Admission(Outcome.OVER_LIMIT, 900));

        assertThat(search.search("q3", 3)).hasSize(1);

        assertThat(sleeps).containsExactly(900L);
        assertThat(requests).hasValue(3);
    }

    @Test
    void waits_up_to_several_windows_when_the_budget_allows() {
        ThrottledWebSearch search = recordingSleeps(Duration.ofSeconds(5));
        for (int i = 0; i < 3; i++) {
            throttle.script.add(new Admission(Outcome.OVER_LIMIT, 1000));
        }

        assertThat(search.search("q", 3)).hasSize(1);

        assertThat(sleeps).containsExactly(1000L, 1000L, 1000L);
    }
}
