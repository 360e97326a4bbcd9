package dev.factguard.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.adapter.inmemory.InMemoryPatternHistory;
import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.history.HistorySmoothing;
import dev.factguard.core.history.PatternHistory;
import dev.factguard.core.history.Recorded;
import dev.factguard.core.history.ShapeStats;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.knowledge.Retrieval;
import dev.factguard.core.text.TermAnalyzer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.junit.jupiter.api.Test;

class ForecasterTest {

    private final InMemoryKnowledgeStore knowledge = new InMemoryKnowledgeStore();
    private final InMemoryPatternHistory history = new InMemoryPatternHistory();

    private Forecaster forecaster(VolatilityScorer volatility) {
        return new Forecaster(knowledge, history, volatility, ForecastSettings.defaults(), null);
    }

    @Test
    void ambiguity_follows_the_documented_formula() {
        assertThat(Ambiguity.score(TermAnalyzer.analyze(""))).isEqualTo(1.0);
        // "tell me something": no content word ("tell", "me" are stop words), 1 vague of 3 tokens
        // (min(1, 4/3) = 1), no anchor.
        assertThat(Ambiguity.score(TermAnalyzer.analyze("tell me something")))
                .isCloseTo(0.4 + 0.3 + 0.2, org.assertj.core.data.Offset.offset(1e-9));
        // Two content words: 0.4 × (1 − 2/4); anchored by a non-initial capital, nothing vague.
        assertThat(Ambiguity.score(TermAnalyzer.analyze("population of Paris")))
                .isCloseTo(0.2, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(Ambiguity.score(TermAnalyzer.analyze("What is the official capital city of France?"))).isZero();
        // Stacked questions: 3 question marks => 0.1 × 1.0 on top of the rest.
        double stacked = Ambiguity.score(TermAnalyzer.analyze("Who did it? When? Why?"));
        double single = Ambiguity.score(TermAnalyzer.analyze("Who did it when why"));
        assertThat(stacked - single).isCloseTo(0.1, org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void without_facts_coverage_is_absent_and_the_prior_stands_in() {
        Forecast f = forecaster(VolatilityScorer.NONE).forecast("t", "What is the official capital city of France?");
        assertThat(f.signals().kbCoverage()).isNull();
        assertThat(f.rationale()).contains("no knowledge base supplied");
        // ambiguity 0, coverage prior 0.5 => risk 0.45 × 0.5 / 0.85.
        assertThat(f.risk()).isCloseTo(0.45 * 0.5 / 0.85, org.assertj.core.data.Offset.offset(1e-4));
    }

    @Test
    void absent_signals_get_zero_weight_and_the_rest_are_renormalised() {
        Forecast f = forecaster(VolatilityScorer.NONE).forecast("t", "What is the capital city of France?");
        assertThat(f.signals().patternHistory()).isNull();
        assertThat(f.weights().get("patternHistory")).isZero();
        assertThat(f.weights().get("volatility")).isZero();
        assertThat(f.weights().get("ambiguity")).isCloseTo(0.4 / 0.85, org.assertj.core.data.Offset.offset(1e-4));
        assertThat(f.weights().values().stream().mapToDouble(d -> d).sum())
                .isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-3));
    }

    @Test
    void a_learned_history_rate_enters_with_its_weight() {
        knowledge.add("t", List.of(new Fact("capital of France", "The capital of France is Paris.")));
        Forecaster forecaster = forecaster(VolatilityScorer.NONE);
        Forecast before = forecaster.forecast("t", "What is the capital city of France?");
        for (int i = 0; i < 20; i++) {
            history.record("t", before.shape(), true, null);
        }
        Forecast after = forecaster.forecast("t", "What is the capital city of France?");
        assertThat(after.signals().patternHistory()).isGreaterThan(0.85);
        assertThat(after.weights().get("patternHistory")).isEqualTo(0.15);
        assertThat(after.risk()).isGreaterThan(before.risk());
        assertThat(after.rationale()).contains("this prompt shape has hallucinated before");
    }

    @Test
    void a_volatility_scorer_adds_the_fourth_signal() {
        ForecastSettings settings = new ForecastSettings(new Weights(0.4, 0.45, 0.15, 0.2), 0.34, 0.66, 0.5,
                new HistorySmoothing(0.3, 4), 5);
        Forecast f = new Forecaster(knowledge, history, prompt -> 1.0, settings, null)
                .forecast("t", "Who is the CEO of Twitter?");
        assertThat(f.signals().volatility()).isEqualTo(1.0);
        assertThat(f.weights().get("volatility")).isCloseTo(0.2 / 1.05, org.assertj.core.data.Offset.offset(1e-4));
    }

    @Test
    void thresholds_split_risk_into_three_bands() {
        ForecastSettings s = ForecastSettings.defaults();
        assertThat(s.recommend(0.0)).isEqualTo(Recommendation.PROCEED);
        assertThat(s.recommend(0.3399)).isEqualTo(Recommendation.PROCEED);
        assertThat(s.recommend(0.34)).isEqualTo(Recommendation.GROUND);
        assertThat(s.recommend(0.6599)).isEqualTo(Recommendation.GROUND);
        assertThat(s.recommend(0.66)).isEqualTo(Recommendation.HUMAN_REVIEW);
        assertThat(Recommendation.HUMAN_REVIEW.wireName()).isEqualTo("human_review");
    }

    @Test
    void grounded_specific_prompts_proceed_and_vague_ones_go_to_review() {
        knowledge.add("t", List.of(new Fact("capital of France", "The capital of France is Paris.")));
        Forecast good = forecaster(VolatilityScorer.NONE).forecast("t", "What is the capital of France?");
        assertThat(good.recommendation()).isEqualTo(Recommendation.PROCEED);
        assertThat(good.rationale()).contains("well-specified and grounded");
        Forecast vague = forecaster(VolatilityScorer.NONE).forecast("t", "tell me something");
        assertThat(vague.recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
        assertThat(vague.rationale()).contains("under-specified prompt", "weak knowledge-base coverage");
    }

    @Test
    void a_near_miss_is_explained_by_the_anchor_the_closest_fact_lacks() {
        knowledge.add("t", List.of(new Fact("Nordwind K5 kettle", "The Nordwind K5 kettle holds 1.7 litres.")));
        Forecast f = forecaster(VolatilityScorer.NONE).forecast("t", "How many litres does the Nordwind K7 kettle hold?");
        assertThat(f.recommendation()).isNotEqualTo(Recommendation.PROCEED);
        assertThat(f.rationale()).contains("closest fact \"Nordwind K5 kettle\" does not mention k7");
    }

    @Test
    void tenants_do_not_share_facts() {
        knowledge.add("a", List.of(new Fact("capital of France", "The capital of France is Paris.")));
        assertThat(forecaster(VolatilityScorer.NONE).forecast("b", "What is the capital of France?")
                .signals().kbCoverage()).isNull();
    }

    @Test
    void failing_stores_degrade_the_forecast_instead_of_failing_it() {
        List<StoreUnavailableException> reported = new ArrayList<>();
        Forecaster forecaster = new Forecaster(new DownKnowledge(), new DownHistory(), VolatilityScorer.NONE,
                ForecastSettings.defaults(), reported::add);
        Forecast f = forecaster.forecast("t", "What is the capital of France?");
        assertThat(f.degraded()).containsExactly("redis");
        assertThat(f.signals().kbCoverage()).isNull();
        assertThat(f.signals().patternHistory()).isNull();
        assertThat(f.risk()).isBetween(0.0, 1.0);
        assertThat(reported).hasSize(2);
    }

    @Test
    void forecast_ids_carry_the_shape_and_reject_foreign_ids() {
        String id = ForecastIds.newId("what|short|anchored");
        assertThat(ForecastIds.shapeOf(id)).contains("what|short|anchored");
        assertThat(ForecastIds.newId("what|short|anchored")).isNotEqualTo(id);
        assertThat(ForecastIds.shapeOf("fc_abc_not-a-uuid")).isEmpty();
        assertThat(ForecastIds.shapeOf("hello")).isEmpty();
        assertThat(ForecastIds.shapeOf(null)).isEmpty();
    }

    private static final class DownKnowledge implements KnowledgeStore {
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
    }

    private static final class DownHistory implements PatternHistory {
        public Recorded record(String tenant, String shape, boolean hallucinated, String feedbackId) {
            throw new StoreUnavailableException("down", null);
        }

        public ShapeStats stats(String tenant, String shape) {
            throw new StoreUnavailableException("down", null);
        }
    }
}
