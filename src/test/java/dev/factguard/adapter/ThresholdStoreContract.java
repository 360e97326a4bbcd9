package dev.factguard.adapter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.forecast.ThresholdStore;
import dev.factguard.core.forecast.Thresholds;
import org.junit.jupiter.api.Test;

/** What every {@link ThresholdStore} must do; extended by the in-memory and the Redis adapter. */
public abstract class ThresholdStoreContract {

    protected abstract ThresholdStore store();

    private static String tenant(String name) {
        return name + "-" + System.nanoTime();
    }

    @Test
    void a_tenant_s_thresholds_are_its_own() {
        ThresholdStore store = store();
        String acme = tenant("acme");
        String globex = tenant("globex");
        store.put(acme, new Thresholds(0.1, 0.4));
        assertThat(store.get(acme)).contains(new Thresholds(0.1, 0.4));
        assertThat(store.get(globex)).isEmpty();
        assertThat(store.all()).containsEntry(acme, new Thresholds(0.1, 0.4)).doesNotContainKey(globex);
    }

    @Test
    void a_put_replaces_and_a_remove_drops_them_and_says_whether_there_were_any() {
        ThresholdStore store = store();
        String acme = tenant("acme");
        store.put(acme, new Thresholds(0.1, 0.4));
        store.put(acme, new Thresholds(0.2, 0.9));
        assertThat(store.get(acme)).contains(new Thresholds(0.2, 0.9));
        assertThat(store.remove(acme)).isTrue();
        assertThat(store.remove(acme)).isFalse();
        assertThat(store.get(acme)).isEmpty();
        assertThat(store.all()).doesNotContainKey(acme);
    }

    @Test
    void every_change_moves_the_version_and_a_read_does_not() {
        ThresholdStore store = store();
        String acme = tenant("acme");
        long before = store.version();
        store.get(acme);
        store.all();
        assertThat(store.version()).isEqualTo(before);
        store.put(acme, new Thresholds(0.1, 0.4));
        long afterPut = store.version();
        assertThat(afterPut).isNotEqualTo(before);
        store.remove(acme);
        assertThat(store.version()).isNotEqualTo(afterPut);
    }

    @Test
    void values_come_back_exactly() {
        ThresholdStore store = store();
        String acme = tenant("acme");
        Thresholds odd = new Thresholds(0.1234567890123, 1.0);
        store.put(acme, odd);
        assertThat(store.get(acme)).contains(odd);
    }
}
