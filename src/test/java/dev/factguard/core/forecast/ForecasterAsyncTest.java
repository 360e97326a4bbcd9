package dev.factguard.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.adapter.inmemory.InMemoryOutcomeStore;
import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.LearnerStats;
import dev.factguard.core.outcome.OutcomeModel;
import dev.factguard.core.outcome.PromptFeatures;
import dev.factguard.core.outcome.Remembered;
import dev.factguard.core.text.TermAnalyzer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;

class ForecasterAsyncTest {

    private static final List<String> PROMPTS = List.of(
            "What is the capital of France?",
            "Who is the current CEO of Nordwind?",
            "Cite sources for the history of Lindholm",
            "Write a haiku about rain",
            "What is the latest version of the Nordwind K7 kettle firmware?");

    private final InMemoryKnowledgeStore knowledge = new InMemoryKnowledgeStore();
    private final InMemoryOutcomeStore outcomes = new InMemoryOutcomeStore();
    private final ForecastIds ids = new ForecastIds("a test secret of sixteen bytes".getBytes());
    // A volatility that depends on the prompt, so the features remembered and read differ between prompts.
    private final VolatilityScorer volatility = p -> p.contains("current") || p.contains("latest") ? 0.8 : null;

    private Forecaster forecaster(ForecastReads reads) {
        return new Forecaster(reads, OutcomeModel.DEFAULT, ids, volatility, ForecastSettings.defaults());
    }

    /** The forecast as the client sees it, less the id, which is new for every forecast. */
    private static Forecast withoutId(Forecast f) {
        return new Forecast(
                f.risk(),
                f.recommendation(),
                f.rationale(),
                f.signals(),
                f.weights(),
                f.shape(),
                null,
                f.degraded(),
                f.outcomes(),
                f.priorsOnly());
    }

    @Test
    void answers_exactly_as_the_synchronous_forecast_with_facts_outcomes_and_context() {
        knowledge.add(
                "t",
                List.of(
                        new Fact("capital of France", "The capital of France is Paris."),
                        new Fact("Nordwind CEO", "The CEO of Nordwind is Ada Berg.")));
        for (String prompt : PROMPTS) {
            List<String> features = PromptFeatures.of(prompt, TermAnalyzer.analyze(prompt), volatility.score(prompt))
                    .names();
            outcomes.recordFeatures("t", features, prompt.length() % 2 == 0, null);
        }
        Forecaster forecaster = forecaster(ForecastReads.of(knowledge, outcomes));
        List<String> context = List.of("Lindholm was founded in 1602, say the town records.");

        for (String prompt : PROMPTS) {
            for (List<String> passages : List.of(List.<String>of(), context)) {
                Forecast sync = forecaster.forecast("t", prompt, passages);
                Forecast async = forecaster
                        .forecastAsync("t", prompt, passages)
                        .toCompletableFuture()
                        .join();
                assertThat(withoutId(async)).as(prompt).isEqualTo(withoutId(sync));
                assertThat(ids.verify("t", async.forecastId())).isPresent();
            }
        }
    }

    @Test
    void finishes_when_the_read_completes_later_on_another_thread() {
        knowledge.add("t", List.of(new Fact("capital of France", "The capital of France is Paris.")));
        ForecastReads stores = ForecastReads.of(knowledge, outcomes);
        CompletableFuture<ForecastReads.Read> pending = new CompletableFuture<>();
        ForecastReads later = new ForecastReads() {
            @Override
            public Read read(String tenant, KnowledgeQuery query, int topK, List<String> f, String id) {
                return stores.read(tenant, query, topK, f, id);
            }

            @Override
            public CompletionStage<Read> readAsync(
                    String tenant, KnowledgeQuery query, int topK, List<String> f, String id) {
                return pending.thenApply(ignored -> stores.read(tenant, query, topK, f, id));
            }

            @Override
            public LearnerStats learner(String tenant) {
                return stores.learner(tenant);
            }

            @Override
            public void remember(String tenant, String id, Remembered remembered) {
                stores.remember(tenant, id, remembered);
            }
        };
        Forecaster forecaster = forecaster(later);
        String prompt = "What is the capital of France?";

        CompletableFuture<Forecast> async =
                forecaster.forecastAsync("t", prompt, List.of()).toCompletableFuture();
        assertThat(async).isNotDone();
        CompletableFuture.runAsync(() -> pending.complete(null)).join();

        assertThat(withoutId(async.join())).isEqualTo(withoutId(forecaster.forecast("t", prompt)));
        assertThat(async.join().signals().kbCoverage()).isEqualTo(1.0);
    }

    @Test
    void a_read_that_fails_as_unavailable_degrades_as_the_synchronous_forecast_does() {
        ForecastReads down = failing(new StoreUnavailableException("down", null));
        Forecaster forecaster = forecaster(down);

        for (String prompt : PROMPTS) {
            Forecast async = forecaster
                    .forecastAsync("t", prompt, List.of())
                    .toCompletableFuture()
                    .join();
            assertThat(async.degraded()).containsExactly("redis");
            assertThat(async.signals().kbCoverage()).isNull();
            assertThat(async.signals().patternHistory()).isNull();
            assertThat(withoutId(async)).isEqualTo(withoutId(forecaster.forecast("t", prompt)));
        }
    }

    @Test
    void any_other_failure_of_the_read_fails_the_forecast_as_the_synchronous_one_throws() {
        IllegalStateException bug = new IllegalStateException("a broken script");
        Forecaster forecaster = forecaster(failing(bug));

        assertThatThrownBy(() -> forecaster.forecast("t", "What is the capital of France?"))
                .isSameAs(bug);
        assertThatThrownBy(() -> forecaster
                        .forecastAsync("t", "What is the capital of France?", List.of())
                        .toCompletableFuture()
                        .join())
                .isInstanceOf(CompletionException.class)
                .hasCauseReference(bug);
    }

    /** A shared store whose reads fail with {@code failure}: thrown, or failing the stage, as each path reports. */
    private static ForecastReads failing(RuntimeException failure) {
        return new ForecastReads() {
            @Override
            public Read read(String tenant, KnowledgeQuery query, int topK, List<String> f, String id) {
                throw failure;
            }

            @Override
            public CompletionStage<Read> readAsync(
                    String tenant, KnowledgeQuery query, int topK, List<String> f, String id) {
                return CompletableFuture.supplyAsync(() -> {
                    throw failure;
                });
            }

            @Override
            public LearnerStats learner(String tenant) {
                throw failure;
            }

            @Override
            public void remember(String tenant, String id, Remembered remembered) {
                throw failure;
            }
        };
    }
}
