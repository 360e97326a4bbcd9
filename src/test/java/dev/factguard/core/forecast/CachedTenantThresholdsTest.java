package dev.factguard.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.inmemory.InMemoryThresholdStore;
import dev.factguard.core.StoreUnavailableException;
import dev.factguard.testing.MutableClock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A forecast reads its tenant's thresholds from memory; the copy follows the store within its refresh. */
class CachedTenantThresholdsTest {

    private static final Thresholds DEFAULTS = new Thresholds(0.34, 0.66);
    private static final Thresholds STRICT = new Thresholds(0.1, 0.4);
    private static final Duration REFRESH = Duration.ofSeconds(2);

    private final MutableClock clock = new MutableClock(Instant.parse("2026-01-01T00:00:00Z"));
    private final List<Runnable> scheduled = new ArrayList<>();
    private final InMemoryThresholdStore store = new InMemoryThresholdStore();

    private CachedTenantThresholds instance() {
        return new CachedTenantThresholds(store, DEFAULTS, REFRESH, clock, scheduled::add);
    }

    private void runScheduled() {
        List<Runnable> now = new ArrayList<>(scheduled);
        scheduled.clear();
        now.forEach(Runnable::run);
    }

    @Test
    void a_tenant_without_its_own_uses_the_service_s_and_one_with_its_own_uses_them() {
        CachedTenantThresholds a = instance();
        a.set("acme", STRICT);
        assertThat(a.of("acme")).isEqualTo(STRICT);
        assertThat(a.of("globex")).isEqualTo(DEFAULTS);
        assertThat(a.clear("acme")).isTrue();
        assertThat(a.of("acme")).isEqualTo(DEFAULTS);
    }

    @Test
    void a_change_made_on_another_instance_is_used_once_the_copy_is_checked_after_its_refresh() {
        CachedTenantThresholds a = instance();
        CachedTenantThresholds b = instance();
        b.check();
        a.set("acme", STRICT);
        assertThat(b.of("acme")).as("within the refresh, b uses its copy").isEqualTo(DEFAULTS);
        assertThat(scheduled).as("no check before the copy is old").isEmpty();
        clock.advance(REFRESH.plusMillis(1));
        assertThat(b.of("acme"))
                .as("the forecast that notices goes on with the copy")
                .isEqualTo(DEFAULTS);
        assertThat(scheduled).hasSize(1);
        b.of("acme");
        assertThat(scheduled).as("one check at a time").hasSize(1);
        runScheduled();
        assertThat(b.of("acme")).isEqualTo(STRICT);
    }

    @Test
    void the_copy_is_read_again_only_when_the_store_s_version_moved() {
        WatchedStore counting = new WatchedStore(store);
        CachedTenantThresholds a = new CachedTenantThresholds(counting, DEFAULTS, REFRESH, clock, scheduled::add);
        a.check();
        a.check();
        assertThat(counting.alls).isEqualTo(1);
        store.put("acme", STRICT);
        a.check();
        assertThat(counting.alls).isEqualTo(2);
        assertThat(a.of("acme")).isEqualTo(STRICT);
    }

    @Test
    void a_store_that_cannot_be_read_leaves_the_copy_as_it_was() {
        store.put("acme", STRICT);
        WatchedStore failing = new WatchedStore(store);
        CachedTenantThresholds a = new CachedTenantThresholds(failing, DEFAULTS, REFRESH, clock, scheduled::add);
        assertThat(a.check()).isTrue();
        failing.down = true;
        clock.advance(REFRESH.plusMillis(1));
        assertThat(a.check()).isFalse();
        assertThat(a.of("acme")).isEqualTo(STRICT);
    }

    /** The store as given, counting full reads and failing while {@link #down}. */
    private static final class WatchedStore implements ThresholdStore {
        private final ThresholdStore store;
        int alls;
        volatile boolean down;

        WatchedStore(ThresholdStore store) {
            this.store = store;
        }

        private void check() {
            if (down) {
                throw new StoreUnavailableException("store down", null);
            }
        }

        @Override
        public Optional<Thresholds> get(String tenant) {
            check();
            return store.get(tenant);
        }

        @Override
        public Map<String, Thresholds> all() {
            check();
            alls++;
            return store.all();
        }

        @Override
        public void put(String tenant, Thresholds thresholds) {
            check();
            store.put(tenant, thresholds);
        }

        @Override
        public boolean remove(String tenant) {
            check();
            return store.remove(tenant);
        }

        @Override
        public long version() {
            check();
            return store.version();
        }
    }
}
