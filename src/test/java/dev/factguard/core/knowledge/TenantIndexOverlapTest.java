package dev.factguard.core.knowledge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.factguard.adapter.embedding.LangChain4jVectorIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * From {@link TenantIndex#OVERLAP_FROM} facts a search embeds the query on another thread while it runs the
 * lexical search: the answer, the one embedding per search and a failing embedder's error stay what they are
 * when both run one after the other.
 */
class TenantIndexOverlapTest {

    /** Word-hash vectors; counts the queries it embeds (facts go through embedAll) and can be told to fail them. */
    private static final class QueryCounting extends WordHashEmbedder {
        final Map<String, AtomicInteger> queries = new ConcurrentHashMap<>();
        volatile boolean failQueries;

        QueryCounting() {
            super(16);
        }

        @Override
        public float[] embed(String text) {
            if (failQueries) {
                throw new IllegalStateException("the model is gone");
            }
            queries.computeIfAbsent(text, t -> new AtomicInteger()).incrementAndGet();
            return super.embed(text);
        }

        @Override
        public List<float[]> embedAll(List<String> texts) {
            return texts.stream().map(super::embed).toList();
        }
    }

    private final QueryCounting embedder = new QueryCounting();
    private final Embeddings embeddings = new Embeddings(embedder, LangChain4jVectorIndex.factory());

    private TenantIndex index(int size) {
        Random random = new Random(5);
        List<Fact> facts = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            facts.add(new Fact(
                    "fact " + i,
                    "The " + Integer.toString(random.nextInt(100_000), 36) + " of the "
                            + Integer.toString(random.nextInt(100_000), 36) + " is " + i + "."));
        }
        return TenantIndex.empty(embeddings, HybridScorer.MINILM)
                .withAdded(facts, FactVectors.embed(embeddings, facts));
    }

    @Test
    void a_large_tenant_answers_like_a_small_one_and_embeds_each_query_once() {
        TenantIndex large = index(TenantIndex.OVERLAP_FROM + 500);
        List<Fact> all = large.facts();
        for (int i = 0; i < 50; i++) {
            Fact wanted = all.get(i * 89);
            String query = wanted.text();
            Retrieval got = large.retrieve(KnowledgeQuery.of(query), 5);
            assertThat(got.matches().get(0).fact().key()).as(query).isEqualTo(wanted.key());
            assertThat(got.matches().get(0).source()).isEqualTo("hybrid");
            // The same facts, the same query, in a tenant too small to overlap: the same answer (cosines from
            // another vector index differ in the last float bits).
            TenantIndex small = TenantIndex.empty(embeddings, HybridScorer.MINILM)
                    .withAdded(
                            got.matches().stream().map(FactMatch::fact).toList(),
                            FactVectors.embed(
                                    embeddings,
                                    got.matches().stream().map(FactMatch::fact).toList()));
            List<FactMatch> expected =
                    small.retrieve(KnowledgeQuery.of(query), 5).matches();
            assertThat(got.matches()).hasSameSizeAs(expected);
            for (int m = 0; m < expected.size(); m++) {
                assertThat(got.matches().get(m).fact())
                        .as(query)
                        .isEqualTo(expected.get(m).fact());
                assertThat(got.matches().get(m).source())
                        .isEqualTo(expected.get(m).source());
                assertThat(got.matches().get(m).score())
                        .isCloseTo(expected.get(m).score(), within(1e-6));
            }
        }
        assertThat(embedder.queries.values())
                .allSatisfy(n -> assertThat(n.get()).isEqualTo(2));
    }

    @Test
    void a_failing_query_embedding_fails_the_search_with_its_own_error() {
        TenantIndex large = index(TenantIndex.OVERLAP_FROM);
        embedder.failQueries = true;
        assertThatThrownBy(() -> large.retrieve(KnowledgeQuery.of("What is the answer?"), 5))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("the model is gone");
    }
}
