package dev.factguard.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.adapter.inmemory.InMemoryOutcomeStore;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.outcome.FeatureCounts;
import dev.factguard.core.outcome.OutcomeStore;
import java.util.List;
import org.junit.jupiter.api.Test;

class StoreForecastReadsTest {

    private final InMemoryKnowledgeStore knowledge = new InMemoryKnowledgeStore();
    private final InMemoryOutcomeStore outcomes = new InMemoryOutcomeStore();
    private final KnowledgeQuery query = KnowledgeQuery.of("What is the capital of France?");

    @Test
    void reads_facts_and_counts_and_remembers_the_forecast() {
        knowledge.add("t", List.of(new Fact("capital of France", "The capital of France is Paris.")));
        outcomes.recordFeatures("t", List.of("w:capital"), true, null);

        ForecastReads.Read read =
                ForecastReads.of(knowledge, outcomes).read("t", query, 3, List.of("w:capital", "w:paris"), "fc_1");

        assertThat(read.retrieval().factCount()).isEqualTo(1);
        assertThat(read.counts())
                .containsEntry(OutcomeStore.TOTAL, new FeatureCounts(1, 1))
                .containsEntry("w:capital", new FeatureCounts(1, 1))
                .doesNotContainKey("w:paris");
        assertThat(outcomes.recordForecast("t", "fc_1", false).counted()).isTrue();
    }

    @Test
    void a_store_that_fails_costs_its_own_part_only() {
        KnowledgeStore down = new ForecasterTest.DownKnowledge();
        outcomes.recordFeatures("t", List.of("w:capital"), true, null);

        ForecastReads.Read read = ForecastReads.of(down, outcomes).read("t", query, 3, List.of("w:capital"), "fc_2");

        assertThat(read.retrieval()).isNull();
        assertThat(read.counts()).containsKey("w:capital");
        assertThat(outcomes.recordForecast("t", "fc_2", false).known()).isTrue();
    }
}
