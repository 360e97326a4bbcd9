package dev.factguard.core.observe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.core.nli.NliClassifier;
import dev.factguard.core.nli.NliFailure;
import dev.factguard.core.nli.NliPair;
import dev.factguard.core.nli.NliScores;
import dev.factguard.core.search.SearchFailure;
import dev.factguard.core.search.SearchResult;
import dev.factguard.core.search.WebSearch;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ObservedDecoratorsTest {

    private final List<String> events = new ArrayList<>();
    private final Observer recorder = new Observer() {
        @Override
        public void searched(String provider) {
            events.add("searched " + provider);
        }

        @Override
        public void searchFailed(String provider, SearchFailure.Kind kind, String detail) {
            events.add("failed " + provider + " " + kind.wireName() + " " + detail);
        }

        @Override
        public void classified(long nanos, boolean failed) {
            events.add(nanos >= 0 ? "classified " + (failed ? "failed" : "ok") : "negative time");
        }
    };

    private static WebSearch provider(RuntimeException failure) {
        return new WebSearch() {
            @Override
            public String name() {
                return "brave";
            }

            @Override
            public List<SearchResult> search(String query, int maxResults) {
                if (failure != null) {
                    throw failure;
                }
                return List.of(new SearchResult("t", "s", "https://example.com"));
            }
        };
    }

    @Test
    void a_search_is_counted_and_its_results_pass_through() {
        WebSearch observed = new ObservedWebSearch(provider(null), recorder);
        assertThat(observed.answer("CEO of X", 3).results()).hasSize(1);
        assertThat(observed.answer("CEO of X", 3).provider()).isEqualTo("brave");
        assertThat(events).containsExactly("searched brave", "searched brave");
    }

    @Test
    void a_failed_search_is_reported_with_its_kind_and_rethrown_unchanged() {
        SearchFailure limited = new SearchFailure("brave", SearchFailure.Kind.RATE_LIMITED, "HTTP 429");
        WebSearch observed = new ObservedWebSearch(provider(limited), recorder);
        assertThatThrownBy(() -> observed.search("CEO of X", 3)).isSameAs(limited);
        assertThat(events).containsExactly("searched brave", "failed brave rate_limited HTTP 429");
    }

    @Test
    void an_unmapped_exception_counts_as_unavailable_as_the_chain_reads_it() {
        WebSearch observed = new ObservedWebSearch(provider(new IllegalStateException("bug")), recorder);
        assertThatThrownBy(() -> observed.search("CEO of X", 3)).isInstanceOf(IllegalStateException.class);
        assertThat(events)
                .containsExactly(
                        "searched brave",
                        "failed brave unavailable unexpected error: java.lang.IllegalStateException: bug");
    }

    @Test
    void nli_calls_are_timed_whether_they_answer_or_fail() {
        NliPair pair = new NliPair("Linda Yaccarino is the CEO of X.", "The CEO of Twitter is Jack Dorsey.");
        NliClassifier answers = pairs -> List.of(new NliScores(0.1, 0.1, 0.8));
        NliClassifier fails = pairs -> {
            throw new NliFailure("HTTP 500", null);
        };
        assertThat(new ObservedNliClassifier(answers, recorder).classify(pair).contradiction())
                .isEqualTo(0.8);
        assertThatThrownBy(() -> new ObservedNliClassifier(fails, recorder).classify(pair))
                .isInstanceOf(NliFailure.class);
        assertThat(events).containsExactly("classified ok", "classified failed");
    }
}
