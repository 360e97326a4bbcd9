package dev.factguard.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.core.knowledge.ContextPassages;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.HybridScorer;
import java.util.List;
import org.junit.jupiter.api.Test;

class ContextPassagesForecastTest {

    private final InMemoryKnowledgeStore knowledge = new InMemoryKnowledgeStore();
    private final Forecaster forecaster = PlainForecasters.on(knowledge)
            .withContextPassages(new ContextPassages(Embeddings.OFF, HybridScorer.MINILM));

    @Test
    void a_passage_that_answers_the_prompt_covers_it_and_is_not_stored() {
        String prompt = "How long is the Lindholm ferry crossing?";
        Forecast without = forecaster.forecast("t", prompt);
        Forecast with = forecaster.forecast(
                "t", prompt, List.of("The Lindholm ferry crossing takes 40 minutes and runs every hour."));
        assertThat(without.signals().kbCoverage()).isNull();
        assertThat(with.signals().kbCoverage()).isGreaterThan(0.5);
        assertThat(with.risk()).isLessThan(without.risk());
        assertThat(with.rationale()).contains("covered by fact \"context[0]\"");
        assertThat(knowledge.size("t")).isZero();
        assertThat(forecaster.forecast("t", prompt).signals().kbCoverage())
                .as("nothing was kept")
                .isNull();
    }

    @Test
    void a_passage_about_something_else_changes_nothing() {
        String prompt = "How long is the Lindholm ferry crossing?";
        Forecast without = forecaster.forecast("t", prompt);
        Forecast with = forecaster.forecast("t", prompt, List.of("You are a helpful assistant."));
        assertThat(with.signals().kbCoverage()).isNull();
        assertThat(with.risk()).isEqualTo(without.risk());
    }
}
