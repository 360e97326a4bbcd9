package dev.factguard.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.adapter.crac.CracSnapshotHooks;
import dev.factguard.adapter.embedding.LangChain4jVectorIndex;
import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.adapter.inmemory.InMemoryOutcomeStore;
import dev.factguard.core.forecast.ForecastSettings;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.forecast.VolatilityScorer;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.knowledge.TextEmbedder;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.OutcomeModel;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class SnapshotPrimingTest {

    private final List<String> forecastPrompts = new ArrayList<>();
    private final List<String> embedded = new ArrayList<>();
    private final AtomicInteger clockReads = new AtomicInteger();

    private final VolatilityScorer volatility = prompt -> {
        forecastPrompts.add(prompt);
        return 0.8;
    };
    // The freshness scorer reads its clock once per scoring: the reads count the scorings.
    private final Clock clock = new Clock() {
        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            clockReads.incrementAndGet();
            return Instant.parse("2026-01-01T00:00:00Z");
        }
    };
    private final TextEmbedder embedder = new TextEmbedder() {
        @Override
        public String name() {
            return "recording";
        }

        @Override
        public int dimension() {
            return 2;
        }

        @Override
        public float[] embed(String text) {
            embedded.add(text);
            return new float[] {1f, 0f};
        }
    };

    private CracSnapshotHooks hooks(Embeddings embeddings) {
        Forecaster forecaster = new Forecaster(
                new InMemoryKnowledgeStore(embeddings, HybridScorer.MINILM),
                new InMemoryOutcomeStore(),
                OutcomeModel.DEFAULT,
                new ForecastIds(ForecastIds.randomSecret()),
                volatility,
                ForecastSettings.defaults());
        return SnapshotPriming.hooks(forecaster, new FreshnessScorer(clock), embeddings, Optional.empty());
    }

    @Test
    void before_checkpoint_runs_a_forecast_a_freshness_scoring_and_one_embedding_when_the_model_is_on() {
        CracSnapshotHooks hooks = hooks(new Embeddings(embedder, LangChain4jVectorIndex.factory()));

        hooks.beforeCheckpoint(null);

        assertThat(forecastPrompts).containsExactly(SnapshotPriming.PROMPT);
        assertThat(clockReads).hasPositiveValue();
        assertThat(embedded).containsExactly(SnapshotPriming.PROMPT);
    }

    @Test
    void without_the_model_priming_embeds_nothing_and_every_step_succeeds() {
        CracSnapshotHooks hooks = hooks(Embeddings.OFF);

        assertThat(hooks.prime()).isEqualTo(2);
        assertThat(embedded).isEmpty();
        assertThat(forecastPrompts).containsExactly(SnapshotPriming.PROMPT);
    }

    @Test
    void after_restore_without_redis_has_nothing_to_reopen() {
        CracSnapshotHooks hooks = hooks(Embeddings.OFF);

        hooks.afterRestore(null);

        assertThat(forecastPrompts).isEmpty();
    }

    @Test
    void reconnect_pings_until_redis_answers() {
        AtomicInteger pings = new AtomicInteger();

        SnapshotPriming.reconnect(() -> pings.incrementAndGet() == 2);

        assertThat(pings).hasValue(2);
    }

    @Test
    void reconnect_gives_up_after_a_few_pings() {
        AtomicInteger pings = new AtomicInteger();

        assertThatThrownBy(() -> SnapshotPriming.reconnect(() -> {
                    pings.incrementAndGet();
                    return false;
                }))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("did not answer");
        assertThat(pings).hasValue(SnapshotPriming.REDIS_ATTEMPTS);
    }
}
