package dev.factguard.core.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.embedding.LangChain4jVectorIndex;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Updates land in a recent layer over an untouched base: every search must answer exactly what one index
 * built from scratch over the same facts answers, through adds, replacements, removes and merges.
 */
class TenantIndexLayersTest {

    private static final TextEmbedder WORD_HASH = new WordHashEmbedder(32);

    private static final Embeddings EMBEDDINGS = new Embeddings(WORD_HASH, LangChain4jVectorIndex.factory());
    private static final String[] WORDS = {
        "kettle",
        "invoice",
        "capital",
        "oxygen",
        "delivery",
        "Austria",
        "Nordwind",
        "K5",
        "litres",
        "Paris",
        "protein",
        "billing",
        "warehouse",
        "minutes",
        "weighs",
        "grams"
    };
    private static final List<String> QUERIES = List.of(
            "How many litres does the Nordwind K5 kettle hold?",
            "Where is the billing invoice?",
            "delivery to Austria from the warehouse",
            "protein oxygen grams",
            "capital Paris minutes");

    private static Fact fact(Random random, int key) {
        StringBuilder text = new StringBuilder();
        for (int w = 0; w < 6; w++) {
            text.append(WORDS[random.nextInt(WORDS.length)]).append(' ');
        }
        return new Fact("fact " + key, text.toString().trim() + ".");
    }

    @Test
    void a_layered_index_answers_like_one_built_from_scratch() {
        Random random = new Random(42);
        Map<String, Fact> truth = new LinkedHashMap<>();
        List<Fact> initial = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            initial.add(fact(random, i));
        }
        initial.forEach(f -> truth.put(f.key(), f));
        TenantIndex layered = TenantIndex.empty(EMBEDDINGS, HybridScorer.MINILM)
                .withAdded(initial, FactVectors.embed(EMBEDDINGS, initial));
        boolean sawLayers = false;
        boolean sawMerge = false;
        for (int step = 0; step < 400; step++) {
            int op = random.nextInt(3);
            if (op == 2) {
                String key = "fact " + random.nextInt(600);
                truth.remove(key);
                layered = layered.withRemoved(List.of(key));
            } else {
                List<Fact> batch = List.of(fact(random, random.nextInt(600)), fact(random, random.nextInt(600)));
                batch.forEach(f -> truth.put(f.key(), f));
                layered = layered.withAdded(batch, FactVectors.embed(EMBEDDINGS, batch));
            }
            boolean nowLayered = layered.layered();
            sawMerge |= sawLayers && !nowLayered;
            sawLayers |= nowLayered;
            if (step % 40 == 0 || step == 399) {
                assertSameAnswers(layered, truth);
            }
        }
        assertThat(sawLayers).as("updates went to the recent layer").isTrue();
        assertThat(sawMerge).as("the layers were merged at least once").isTrue();
    }

    private static void assertSameAnswers(TenantIndex layered, Map<String, Fact> truth) {
        List<Fact> facts = new ArrayList<>(truth.values());
        TenantIndex scratch = TenantIndex.empty(EMBEDDINGS, HybridScorer.MINILM)
                .withAdded(facts, FactVectors.embed(EMBEDDINGS, facts));
        assertThat(layered.size()).isEqualTo(truth.size());
        for (String query : QUERIES) {
            Retrieval expected = scratch.retrieve(KnowledgeQuery.of(query), 5);
            Retrieval actual = layered.retrieve(KnowledgeQuery.of(query), 5);
            assertThat(actual.matches()).as(query).isEqualTo(expected.matches());
            assertThat(actual.factCount()).isEqualTo(expected.factCount());
        }
    }
}
