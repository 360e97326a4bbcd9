package dev.factguard.adapter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.FactMatch;
import dev.factguard.core.knowledge.FactPage;
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

    private static List<Fact> numbered(String prefix, int n) {
        List<Fact> facts = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            facts.add(new Fact(String.format("%s%02d", prefix, i), "paging fact number " + i));
        }
        return facts;
    }

    /** Every key of the tenant, page by page, each page checked to be in order and after the last. */
    private List<String> listAll(String t, int limit, Runnable betweenPages) {
        List<String> keys = new ArrayList<>();
        String after = null;
        for (int pages = 0; pages < 10_000; pages++) {
            FactPage page = store().list(t, after, limit);
            assertThat(page.facts()).hasSizeLessThanOrEqualTo(limit);
            for (Fact fact : page.facts()) {
                assertThat(after == null || fact.key().compareTo(after) > 0)
                        .as("%s after %s", fact.key(), after)
                        .isTrue();
                keys.add(fact.key());
                after = fact.key();
            }
            if (page.next() == null) {
                return keys;
            }
            assertThat(page.next()).isEqualTo(after);
            betweenPages.run();
        }
        throw new AssertionError("the listing did not end");
    }

    @Test
    void facts_are_listed_in_key_order_page_by_page_with_the_total() {
        String t = tenant("list");
        List<Fact> facts = new ArrayList<>(numbered("k", 7));
        java.util.Collections.shuffle(facts, new java.util.Random(7));
        store().add(t, facts);
        FactPage first = store().list(t, null, 3);
        assertThat(first.facts()).extracting(Fact::key).containsExactly("k00", "k01", "k02");
        assertThat(first.facts().get(1).text()).isEqualTo("paging fact number 1");
        assertThat(first.next()).isEqualTo("k02");
        assertThat(first.total()).isEqualTo(7);
        assertThat(store().list(t, "k02", 3).facts()).extracting(Fact::key).containsExactly("k03", "k04", "k05");
        FactPage last = store().list(t, "k05", 3);
        assertThat(last.facts()).extracting(Fact::key).containsExactly("k06");
        assertThat(last.next()).isNull();
        // A page that ends exactly on the last fact says no page follows.
        assertThat(store().list(t, "k03", 3).next()).isNull();
        // The cursor need not be a key that exists.
        assertThat(store().list(t, "k035", 1).facts()).extracting(Fact::key).containsExactly("k04");
        assertThat(listAll(t, 2, () -> {}))
                .containsExactlyElementsOf(
                        numbered("k", 7).stream().map(Fact::key).toList());
    }

    @Test
    void an_unknown_tenant_lists_nothing_and_tenants_do_not_see_each_other_s_facts() {
        String a = tenant("list-a");
        store().add(a, numbered("a", 3));
        FactPage none = store().list(tenant("list-b"), null, 10);
        assertThat(none.facts()).isEmpty();
        assertThat(none.next()).isNull();
        assertThat(none.total()).isZero();
        assertThat(store().list(a, "a02", 10).facts()).isEmpty();
    }

    @Test
    void writes_between_pages_never_repeat_or_skip_a_fact_present_throughout() {
        String t = tenant("list-writes");
        store().add(t, numbered("k", 10));
        int[] step = {0};
        List<String> listed = listAll(t, 3, () -> {
            if (step[0]++ == 0) {
                // After the first page (k00-k02): one add before the cursor, one after; one listed fact removed,
                // one not yet listed; one not yet listed replaced.
                store().add(t, List.of(new Fact("k00a", "added before the cursor"), new Fact("k99", "added after")));
                store().remove(t, List.of("k01", "k05"));
                store().add(t, List.of(new Fact("k07", "replaced text")));
            }
        });
        assertThat(listed).containsExactly("k00", "k01", "k02", "k03", "k04", "k06", "k07", "k08", "k09", "k99");
        assertThat(store().list(t, "k06", 1).facts().get(0).text()).isEqualTo("replaced text");
    }

    @Test
    void a_listing_during_concurrent_writes_lists_each_lasting_fact_once() throws Exception {
        String t = tenant("list-churn");
        List<Fact> lasting = numbered("k", 60);
        store().add(t, lasting);
        AtomicBoolean stop = new AtomicBoolean();
        ExecutorService pool = Executors.newSingleThreadExecutor();
        java.util.concurrent.Future<?> churn = pool.submit(() -> {
            for (int i = 0; !stop.get(); i++) {
                // Keys that sort among the lasting ones ("k05x" lies between k05 and k06), added and removed.
                String key = String.format("k%02dx", i % 60);
                store().add(t, List.of(new Fact(key, "churn " + i)));
                store().remove(t, List.of(String.format("k%02dx", (i + 30) % 60)));
            }
            return null;
        });
        try {
            for (int round = 0; round < 5; round++) {
                List<String> listed = listAll(t, 7, () -> {});
                assertThat(listed).doesNotHaveDuplicates();
                assertThat(listed.stream().filter(k -> k.length() == 3).toList())
                        .containsExactlyElementsOf(
                                lasting.stream().map(Fact::key).toList());
            }
        } finally {
            stop.set(true);
            pool.shutdown();
        }
        churn.get(30, TimeUnit.SECONDS);
    }
}
