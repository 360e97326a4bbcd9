package dev.factguard.adapter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.FactMatch;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.knowledge.Retrieval;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** What every {@link KnowledgeStore} must do; extended once per adapter. */
public abstract class KnowledgeStoreContract {

    /** A store with no facts for any tenant used by the test. */
    protected abstract KnowledgeStore store();

    /** A unique tenant name per test, so adapters that share a backend do not see each other's data. */
    protected String tenant(String name) {
        return name + "-" + getClass().getSimpleName() + "-" + System.nanoTime();
    }

    @Test
    void added_facts_are_found_and_counted() {
        String t = tenant("a");
        int total = store().add(
                        t,
                        List.of(
                                new Fact("capital of France", "The capital of France is Paris."),
                                new Fact("speed of light", "Light travels at 299792458 metres per second in vacuum.")));
        assertThat(total).isEqualTo(2);
        assertThat(store().size(t)).isEqualTo(2);
        List<FactMatch> matches = store().search(t, "What is the capital of France?", 5);
        assertThat(matches).isNotEmpty();
        assertThat(matches.get(0).fact().key()).isEqualTo("capital of France");
        assertThat(matches.get(0).score()).isGreaterThan(0.5);
    }

    @Test
    void retrieval_reports_the_fact_count_even_when_nothing_matches() {
        String t = tenant("count");
        store().add(t, List.of(new Fact("capital of France", "The capital of France is Paris.")));
        Retrieval retrieval = store().retrieve(t, KnowledgeQuery.of("migratory whales"), 5);
        assertThat(retrieval.matches()).isEmpty();
        assertThat(retrieval.factCount()).isEqualTo(1);
        assertThat(store().retrieve(tenant("empty"), KnowledgeQuery.of("anything"), 5)
                        .factCount())
                .isZero();
    }

    @Test
    void adding_an_existing_key_replaces_the_fact() {
        String t = tenant("replace");
        store().add(t, List.of(new Fact("capital of France", "The capital of France is Lyon.")));
        int total = store().add(t, List.of(new Fact("capital of France", "The capital of France is Paris.")));
        assertThat(total).isEqualTo(1);
        assertThat(store().search(t, "capital of France", 5).get(0).fact().text())
                .contains("Paris");
    }

    @Test
    void removed_facts_are_gone_and_only_existing_keys_count() {
        String t = tenant("remove");
        store().add(t, List.of(new Fact("a key", "alpha text"), new Fact("b key", "beta text")));
        assertThat(store().remove(t, List.of("a key", "missing key"))).isEqualTo(1);
        assertThat(store().size(t)).isEqualTo(1);
        assertThat(store().search(t, "alpha text", 5))
                .extracting(m -> m.fact().key())
                .doesNotContain("a key");
        assertThat(store().remove(tenant("nobody"), List.of("a key"))).isZero();
    }

    @Test
    void tenants_never_see_each_other_s_facts() {
        String a = tenant("iso-a");
        String b = tenant("iso-b");
        store().add(a, List.of(new Fact("capital of France", "The capital of France is Paris.")));
        assertThat(store().search(b, "capital of France", 5)).isEmpty();
        assertThat(store().size(b)).isZero();
    }

    @Test
    void readers_see_all_or_none_of_one_add() throws Exception {
        String t = tenant("atomic");
        List<Fact> batch = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            batch.add(new Fact("k" + i, "atomicity marker fact number " + i));
        }
        AtomicBoolean torn = new AtomicBoolean();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CountDownLatch start = new CountDownLatch(1);
        pool.submit(() -> {
            start.await();
            store().add(t, batch);
            return null;
        });
        pool.submit(() -> {
            start.await();
            for (int i = 0; i < 200; i++) {
                int seen = store().retrieve(t, KnowledgeQuery.of("atomicity marker"), 1)
                        .factCount();
                if (seen != 0 && seen != 200) {
                    torn.set(true);
                }
            }
            return null;
        });
        start.countDown();
        pool.shutdown();
        assertThat(pool.awaitTermination(30, TimeUnit.SECONDS)).isTrue();
        assertThat(torn).isFalse();
        assertThat(store().size(t)).isEqualTo(200);
    }
}
