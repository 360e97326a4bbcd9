package dev.factguard.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.adapter.inmemory.InMemoryOutcomeStore;
import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.FactPage;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.knowledge.Retrieval;
import dev.factguard.core.outcome.FeatureCounts;
import dev.factguard.core.outcome.FeedbackRecorder;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.LearnerSettings;
import dev.factguard.core.outcome.LearnerStats;
import dev.factguard.core.outcome.OutcomeModel;
import dev.factguard.core.outcome.OutcomeSource;
import dev.factguard.core.outcome.OutcomeStore;
import dev.factguard.core.outcome.Remembered;
import dev.factguard.core.outcome.RiskLearner;
import dev.factguard.core.text.TermAnalyzer;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ForecasterTest {

    private final InMemoryKnowledgeStore knowledge = new InMemoryKnowledgeStore();
    private final InMemoryOutcomeStore outcomes = new InMemoryOutcomeStore();
    private final ForecastIds ids = new ForecastIds("a test secret of sixteen bytes".getBytes());
    private final FeedbackRecorder feedback = new FeedbackRecorder(outcomes, ids, VolatilityScorer.NONE);

    private Forecaster forecaster(VolatilityScorer volatility, ForecastSettings settings) {
        return new Forecaster(knowledge, outcomes, OutcomeModel.DEFAULT, ids, volatility, settings);
    }

    private Forecaster forecaster() {
        return forecaster(VolatilityScorer.NONE, ForecastSettings.defaults());
    }

    @Test
    void ambiguity_follows_the_documented_formula() {
        assertThat(Ambiguity.score(TermAnalyzer.analyze(""))).isEqualTo(1.0);
        assertThat(Ambiguity.score(TermAnalyzer.analyze("tell me something"))).isCloseTo(0.9, offset(1e-9));
        assertThat(Ambiguity.score(TermAnalyzer.analyze("population of Paris"))).isCloseTo(0.2, offset(1e-9));
        assertThat(Ambiguity.score(TermAnalyzer.analyze("What is the official capital city of France?")))
                .isZero();
    }

    @Test
    void a_cold_tenant_rests_on_priors_and_says_so() {
        Forecast f = forecaster().forecast("t", "What is the official capital city of France?");
        assertThat(f.priorsOnly()).isTrue();
        assertThat(f.outcomes()).isZero();
        assertThat(f.signals().kbCoverage()).isNull();
        assertThat(f.signals().patternHistory())
                .as("the cue prior answers before any feedback")
                .isNotNull();
        assertThat(f.rationale())
                .contains(
                        "no outcomes learned yet for this tenant: the forecast rests on priors only",
                        "no knowledge base supplied");
    }

    @Test
    void cold_priors_rank_prompts_that_need_recall_above_creative_ones() {
        Forecaster forecaster = forecaster();
        double sources = forecaster
                .forecast(
                        "t", "Cite three peer-reviewed sources on the effects of caffeine on" + " memory, with links.")
                .risk();
        double url = forecaster
                .forecast("t", "Summarize the article at https://example.org/report-2021")
                .risk();
        double poem = forecaster
                .forecast("t", "Write a short poem about autumn leaves.")
                .risk();
        assertThat(sources).isGreaterThan(poem);
        assertThat(url).isGreaterThan(poem);
    }

    @Test
    void a_cold_risk_is_the_stated_prior_moved_by_the_weighted_mean_of_the_present_signals() {
        ForecastSettings settings = new ForecastSettings(new Weights(0.1, 0.45, 0.4, 0.2), 0.34, 0.66, 0.5, 3, 200, 5);
        Forecast f = forecaster(prompt -> 1.0, settings).forecast("t", "Who is the CEO of Twitter?");
        double sum = 0.1 + 0.45 + 0.4 + 0.2;
        double blend =
                (0.1 * f.signals().ambiguity() + 0.45 * 0.5 + 0.4 * f.signals().patternHistory() + 0.2 * 1.0) / sum;
        assertThat(f.priorsOnly()).isTrue();
        assertThat(f.risk()).as("the prior left unstated: the blend itself").isCloseTo(blend, offset(1e-3));
        // A stated prior moves every cold risk by how far it is from the blend of a prompt with nothing to say:
        // ambiguity 0.5, coverage at its prior, the cue prior, no volatility.
        double neutral = (0.1 * 0.5 + 0.45 * 0.5 + 0.4 / (1 + Math.exp(1.5))) / (0.1 + 0.45 + 0.4);
        Forecast stated = forecaster(prompt -> 1.0, settings)
                .withLearner(new RiskLearner(LearnerSettings.defaults().withPrior(0.2), 10))
                .forecast("t", "Who is the CEO of Twitter?");
        double expected = 1 / (1 + Math.exp(-(logit(0.2) + logit(blend) - logit(neutral))));
        assertThat(stated.risk()).isCloseTo(expected, offset(1e-3));
        assertThat(f.weights().get("volatility")).isCloseTo(0.2 / sum, offset(1e-4));
    }

    private static double logit(double p) {
        return Math.log(p / (1 - p));
    }

    @Test
    void feedback_by_forecast_id_teaches_every_feature_of_the_prompt() {
        Forecaster forecaster = forecaster();
        for (int i = 0; i < 30; i++) {
            String id = forecaster
                    .forecast("t", "Cite sources for the founding of Lindholm, part " + i)
                    .forecastId();
            assertThat(feedback.byForecastId("t", id, true)).isPresent();
            String other = forecaster
                    .forecast("t", "Write a haiku about rain, number " + i)
                    .forecastId();
            assertThat(feedback.byForecastId("t", other, false)).isPresent();
        }
        Forecast learned = forecaster.forecast("t", "Cite sources on the harbour of Lindholm");
        Forecast cold = forecaster.forecast("fresh", "Cite sources on the harbour of Lindholm");
        assertThat(learned.priorsOnly()).isFalse();
        assertThat(learned.outcomes()).isEqualTo(60);
        assertThat(learned.signals().patternHistory())
                .isGreaterThan(cold.signals().patternHistory());
        assertThat(learned.risk()).isGreaterThan(cold.risk());
        assertThat(learned.rationale())
                .anyMatch(r -> r.matches("prompts .*: 100% of 30 hallucinated"))
                .contains("learned from 60 outcomes")
                .anyMatch(r -> r.startsWith("risk calibrated on 60 outcomes of this tenant"));
    }

    @Test
    void an_id_counts_once_only_in_its_tenant_whatever_its_letter_case() {
        String id = forecaster().forecast("a", "Who is the mayor of Lindholm?").forecastId();
        assertThat(feedback.byForecastId("b", id, true)).as("another tenant").isEmpty();
        assertThat(feedback.byForecastId("a", id.toUpperCase(java.util.Locale.ROOT), true)
                        .orElseThrow()
                        .counted())
                .isTrue();
        assertThat(feedback.byForecastId("a", id, true).orElseThrow().counted()).isFalse();
        String altered = id.substring(0, id.length() - 1) + (id.endsWith("0") ? "1" : "0");
        assertThat(feedback.byForecastId("a", altered, true)).isEmpty();
    }

    @Test
    void an_expired_forecast_is_refused() {
        InMemoryOutcomeStore shortLived = new InMemoryOutcomeStore(Duration.ZERO, java.time.Clock.systemUTC(), 10, 10);
        Forecaster f = new Forecaster(
                knowledge, shortLived, OutcomeModel.DEFAULT, ids, VolatilityScorer.NONE, ForecastSettings.defaults());
        String id = f.forecast("t", "Who won?").forecastId();
        assertThat(new FeedbackRecorder(shortLived, ids, VolatilityScorer.NONE).byForecastId("t", id, true))
                .isEmpty();
    }

    @Test
    void a_batch_with_one_bad_id_writes_nothing() {
        String good =
                forecaster().forecast("t", "Who is the mayor of Lindholm?").forecastId();
        List<FeedbackRecorder.Item> items = List.of(
                new FeedbackRecorder.Item(good, null, true),
                new FeedbackRecorder.Item(null, "When did the bridge open?", false),
                new FeedbackRecorder.Item("fc_forged", null, true));
        try {
            feedback.batch("t", items);
            throw new AssertionError("expected the batch to be refused");
        } catch (FeedbackRecorder.InvalidIds e) {
            assertThat(e.indexes()).containsExactly(2);
        }
        assertThat(outcomes.readAndRemember("t", List.of(), null)).isEmpty();
        assertThat(feedback.batch("t", items.subList(0, 2)).counted()).isEqualTo(2);
    }

    @Test
    void thresholds_split_risk_into_three_bands() {
        ForecastSettings s = ForecastSettings.defaults();
        assertThat(s.recommend(0.3399)).isEqualTo(Recommendation.PROCEED);
        assertThat(s.recommend(0.34)).isEqualTo(Recommendation.GROUND);
        assertThat(s.recommend(0.6599)).isEqualTo(Recommendation.GROUND);
        assertThat(s.recommend(0.66)).isEqualTo(Recommendation.HUMAN_REVIEW);
        assertThat(Recommendation.HUMAN_REVIEW.wireName()).isEqualTo("human_review");
    }

    @Test
    void answered_prompts_are_grounded_on_their_fact_and_unanswered_ones_are_not() {
        knowledge.add("t", List.of(new Fact("capital of France", "The capital of France is Paris.")));
        Forecast good = forecaster().forecast("t", "What is the capital of France?");
        assertThat(good.recommendation()).isEqualTo(Recommendation.GROUND);
        assertThat(good.rationale()).contains("covered by fact \"capital of France\"");
        Forecast vague = forecaster().forecast("t", "tell me something");
        assertThat(vague.recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
        assertThat(vague.rationale()).contains("weak knowledge-base coverage");
    }

    @Test
    void a_near_miss_is_explained_by_the_anchor_the_closest_fact_lacks() {
        knowledge.add("t", List.of(new Fact("Nordwind K5 kettle", "The Nordwind K5 kettle holds 1.7 litres.")));
        Forecast f = forecaster().forecast("t", "How many litres does the Nordwind K7 kettle hold?");
        assertThat(f.recommendation()).isNotEqualTo(Recommendation.PROCEED);
        assertThat(f.rationale()).contains("closest fact \"Nordwind K5 kettle\" does not mention k7");
    }

    @Test
    void failing_stores_degrade_the_forecast_and_drop_the_learned_signal() {
        Forecaster forecaster = new Forecaster(
                new DownKnowledge(),
                new DownOutcomes(),
                OutcomeModel.DEFAULT,
                ids,
                VolatilityScorer.NONE,
                ForecastSettings.defaults());
        Forecast f = forecaster.forecast("t", "What is the capital of France?");
        assertThat(f.degraded()).containsExactly("redis");
        assertThat(f.signals().kbCoverage()).isNull();
        assertThat(f.signals().patternHistory()).isNull();
        assertThat(f.weights().get("patternHistory")).isZero();
        assertThat(f.risk())
                .as("nothing known: the stated prior")
                .isCloseTo(forecaster.learner().settings().prior(), offset(1e-4));
    }

    /** A knowledge store whose backend is down (shared with the other forecast tests). */
    static final class DownKnowledge implements KnowledgeStore {
        public int add(String tenant, List<Fact> facts) {
            throw new StoreUnavailableException("down", null);
        }

        public Retrieval retrieve(String tenant, KnowledgeQuery query, int topK) {
            throw new StoreUnavailableException("down", null);
        }

        public int remove(String tenant, Collection<String> keys) {
            throw new StoreUnavailableException("down", null);
        }

        public int size(String tenant) {
            throw new StoreUnavailableException("down", null);
        }

        public FactPage list(String tenant, String after, int limit) {
            throw new StoreUnavailableException("down", null);
        }
    }

    private static final class DownOutcomes implements OutcomeStore {
        public Map<String, FeatureCounts> readAndRemember(String tenant, List<String> features, String key) {
            throw new StoreUnavailableException("down", null);
        }

        public Recorded recordForecast(String tenant, String key, boolean hallucinated, OutcomeSource source) {
            throw new StoreUnavailableException("down", null);
        }

        public Recorded recordOutcome(String tenant, Remembered r, boolean hallucinated, String idempotencyKey) {
            throw new StoreUnavailableException("down", null);
        }

        public void remember(String tenant, String key, Remembered remembered) {
            throw new StoreUnavailableException("down", null);
        }

        public LearnerStats learner(String tenant) {
            throw new StoreUnavailableException("down", null);
        }

        public Map<String, FeatureCounts> featureCounts(String tenant) {
            throw new StoreUnavailableException("down", null);
        }

        public BatchResult recordBatch(String tenant, List<Entry> entries) {
            throw new StoreUnavailableException("down", null);
        }

        public Duration forecastTtl() {
            return Duration.ofDays(7);
        }
    }
}
