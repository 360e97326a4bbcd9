package dev.factguard.core.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.core.search.SearchFailure.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class ProviderChainTest {

    private final List<String> asked = new ArrayList<>();

    /** A provider that records being asked and answers (or throws) what {@code outcome} gives. */
    private WebSearch provider(String name, Supplier<List<SearchResult>> outcome) {
        return new WebSearch() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public List<SearchResult> search(String query, int maxResults) {
                asked.add(name);
                return outcome.get();
            }
        };
    }

    private WebSearch failing(String name, Kind kind, String detail) {
        return provider(name, () -> {
            throw new SearchFailure(name, kind, detail);
        });
    }

    private WebSearch answering(String name) {
        return provider(name, () -> List.of(new SearchResult(name + " says", "", "https://" + name + ".example")));
    }

    @Test
    void the_first_provider_that_answers_wins_and_is_named() {
        ProviderChain chain = new ProviderChain(List.of(answering("brave"), answering("duckduckgo")));

        SearchAnswer answer = chain.answer("current CEO of Twitter", 3);

        assertThat(answer.provider()).isEqualTo("brave");
        assertThat(answer.results()).extracting(SearchResult::title).containsExactly("brave says");
        assertThat(asked).containsExactly("brave");
        assertThat(chain.name()).isEqualTo("brave,duckduckgo");
    }

    @ParameterizedTest
    @EnumSource(Kind.class)
    void any_failure_hands_over_to_the_next_provider(Kind kind) {
        ProviderChain chain = new ProviderChain(List.of(failing("brave", kind, "broken"), answering("searxng")));

        SearchAnswer answer = chain.answer("current CEO of Twitter", 3);

        assertThat(answer.provider()).isEqualTo("searxng");
        assertThat(asked).containsExactly("brave", "searxng");
    }

    @Test
    void an_unexpected_exception_hands_over_too() {
        ProviderChain chain = new ProviderChain(List.of(
                provider("brave", () -> {
                    throw new IllegalStateException("bug");
                }),
                answering("duckduckgo")));

        assertThat(chain.answer("q", 3).provider()).isEqualTo("duckduckgo");
    }

    @Test
    void nothing_found_is_an_answer_and_stops_the_chain() {
        ProviderChain chain = new ProviderChain(List.of(provider("brave", List::of), answering("duckduckgo")));

        SearchAnswer answer = chain.answer("xqzv", 3);

        assertThat(answer.provider()).isEqualTo("brave");
        assertThat(answer.results()).isEmpty();
        assertThat(asked).containsExactly("brave");
    }

    @Test
    void when_every_provider_fails_the_failure_gives_each_reason_in_order() {
        ProviderChain chain = new ProviderChain(List.of(
                failing("brave", Kind.RATE_LIMITED, "HTTP 429"),
                failing("searxng", Kind.UNAUTHORIZED, "JSON output is disabled"),
                failing("duckduckgo", Kind.TIMEOUT, "no answer within 5000 ms")));

        assertThatThrownBy(() -> chain.answer("q", 3)).isInstanceOfSatisfying(AllProvidersFailed.class, f -> {
            assertThat(f.provider()).isEqualTo("brave,searxng,duckduckgo");
            assertThat(f.kind()).isEqualTo(Kind.UNAVAILABLE);
            assertThat(f.failures())
                    .extracting(SearchFailure::provider)
                    .containsExactly("brave", "searxng", "duckduckgo");
            assertThat(f.reason())
                    .isEqualTo(
                            "on every provider: brave (rate_limited): HTTP 429; searxng"
                                    + " (unauthorized): JSON output is disabled; duckduckgo (timeout): no answer within 5000 ms");
        });
    }

    @Test
    void when_every_provider_is_throttled_the_failure_is_a_rate_limit() {
        ProviderChain chain = new ProviderChain(List.of(
                failing("brave", Kind.RATE_LIMITED, "HTTP 429"), failing("duckduckgo", Kind.RATE_LIMITED, "HTTP 202")));

        assertThatThrownBy(() -> chain.answer("q", 3))
                .isInstanceOfSatisfying(
                        SearchFailure.class, f -> assertThat(f.kind()).isEqualTo(Kind.RATE_LIMITED));
    }

    @Test
    void a_chain_of_one_rethrows_its_failure_unchanged() {
        SearchFailure failure = new SearchFailure("duckduckgo", Kind.RATE_LIMITED, "HTTP 429");
        ProviderChain chain = new ProviderChain(List.of(provider("duckduckgo", () -> {
            throw failure;
        })));

        assertThatThrownBy(() -> chain.search("q", 3)).isSameAs(failure);
        assertThat(failure.reason()).isEqualTo("(rate_limited): duckduckgo: HTTP 429");
    }

    @Test
    void needs_at_least_one_provider() {
        assertThatThrownBy(() -> new ProviderChain(List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("providers");
    }
}
