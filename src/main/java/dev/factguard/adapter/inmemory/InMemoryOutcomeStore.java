package dev.factguard.adapter.inmemory;

import dev.factguard.core.outcome.AlignedCounts;
import dev.factguard.core.outcome.FeatureCounts;
import dev.factguard.core.outcome.LearnerFields;
import dev.factguard.core.outcome.LearnerStats;
import dev.factguard.core.outcome.OutcomeStore;
import dev.factguard.core.outcome.Remembered;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The embedded default. Each tenant's counts, remembered forecasts and idempotency keys change under the
 * tenant's lock, so a feedback (or a whole batch) is applied all at once or not at all, and concurrent
 * feedback never loses an update. Memory is bounded: at most {@code maxRemembered} forecasts and keys per
 * tenant (the oldest are forgotten first, as they would expire in Redis) and {@code maxFeatures} distinct
 * features per tenant (outcomes of features beyond that are not counted; the totals always are). Remembered
 * forecasts are bytes in a {@link RememberedLog}, not objects: the collector would copy them otherwise; their
 * features in one log, their learner header ({@link Remembered#header()}) in another, as Redis keeps two keys. The
 * risk learner's counters are counted by {@link LearnerFields#count}, the rule the Redis script mirrors.
 */
public final class InMemoryOutcomeStore implements OutcomeStore {

    private final Map<String, Tenant> tenants = new ConcurrentHashMap<>();
    private final Duration ttl;
    private final long ttlMillis;
    private final Clock clock;
    private final int maxRemembered;
    private final int maxFeatures;

    public InMemoryOutcomeStore(Duration ttl, Clock clock, int maxRemembered, int maxFeatures) {
        this.ttl = ttl;
        this.ttlMillis = ttl.toMillis();
        this.clock = clock;
        this.maxRemembered = maxRemembered;
        this.maxFeatures = maxFeatures;
    }

    public InMemoryOutcomeStore() {
        this(Duration.ofDays(7), Clock.systemUTC(), 100_000, 500_000);
    }

    @Override
    public Duration forecastTtl() {
        return ttl;
    }

    @Override
    public Map<String, FeatureCounts> readAndRemember(String tenant, List<String> features, String forecastKey) {
        Tenant t = tenant(tenant);
        synchronized (t) {
            FeatureCounts total = t.counts.get(TOTAL);
            AlignedCounts out;
            if (total == null) {
                // Nothing counted yet: no feature has counts either, so none is looked up.
                out = AlignedCounts.empty(features);
            } else {
                FeatureCounts[] found = new FeatureCounts[features.size()];
                int i = 0;
                for (String f : features) {
                    found[i++] = t.counts.get(f);
                }
                out = new AlignedCounts(features, found, total);
            }
            if (forecastKey != null) {
                // A forecast id is new by construction (a 96-bit nonce under the tenant's MAC).
                t.remembered.putNew(forecastKey, features, expiry(), false);
            }
            return out;
        }
    }

    @Override
    public void remember(String tenant, String forecastKey, Remembered remembered) {
        String header = remembered.header();
        if (header == null) {
            return;
        }
        Tenant t = tenant(tenant);
        synchronized (t) {
            t.headers.putNew(forecastKey, List.of(header), expiry(), false);
        }
    }

    /** The forecast remembered at {@code position} under {@code key}, with its learner header when it has one. */
    private static Remembered remembered(Tenant t, String key, long position) {
        List<String> features = t.remembered.features(position);
        long h = t.headers.find(key);
        return h < 0
                ? Remembered.featuresOnly(features)
                : Remembered.withHeader(t.headers.features(h).get(0), features);
    }

    @Override
    public LearnerStats learner(String tenant) {
        Tenant t = tenant(tenant);
        synchronized (t) {
            return new LearnerStats(t.learner, t.models);
        }
    }

    @Override
    public Map<String, FeatureCounts> featureCounts(String tenant) {
        Tenant t = tenant(tenant);
        synchronized (t) {
            Map<String, FeatureCounts> out = new HashMap<>();
            t.counts.forEach(out::put);
            out.remove(TOTAL);
            return out;
        }
    }

    @Override
    public Recorded recordForecast(String tenant, String forecastKey, boolean hallucinated) {
        Tenant t = tenant(tenant);
        synchronized (t) {
            long r = live(t, forecastKey);
            if (r < 0) {
                return Recorded.unknown();
            }
            if (t.remembered.counted(r)) {
                return new Recorded(true, false, total(t));
            }
            t.remembered.markCounted(r);
            count(t, remembered(t, forecastKey, r), hallucinated);
            return new Recorded(true, true, total(t));
        }
    }

    @Override
    public Recorded recordOutcome(String tenant, Remembered outcome, boolean hallucinated, String idempotencyKey) {
        Tenant t = tenant(tenant);
        synchronized (t) {
            if (idempotencyKey != null) {
                String key = "idem:" + idempotencyKey;
                if (live(t, key) >= 0) {
                    return new Recorded(true, false, total(t));
                }
                t.remembered.put(key, List.of(), expiry(), true);
            }
            count(t, outcome, hallucinated);
            return new Recorded(true, true, total(t));
        }
    }

    @Override
    public BatchResult recordBatch(String tenant, List<Entry> entries) {
        Tenant t = tenant(tenant);
        synchronized (t) {
            List<String> unknown = new ArrayList<>();
            for (Entry e : entries) {
                if (e.forecastKey() != null && live(t, e.forecastKey()) < 0) {
                    unknown.add(e.forecastKey());
                }
            }
            if (!unknown.isEmpty()) {
                return new BatchResult(unknown, 0, total(t));
            }
            int counted = 0;
            for (Entry e : entries) {
                Remembered outcome = e.outcome();
                if (e.forecastKey() != null) {
                    long r = live(t, e.forecastKey());
                    if (t.remembered.counted(r)) {
                        continue;
                    }
                    t.remembered.markCounted(r);
                    outcome = remembered(t, e.forecastKey(), r);
                }
                count(t, outcome, e.hallucinated());
                counted++;
            }
            return new BatchResult(List.of(), counted, total(t));
        }
    }

    private void count(Tenant t, Remembered outcome, boolean hallucinated) {
        // The totals always count; a new feature only while fewer than maxFeatures names (the totals' among them) are.
        t.counts.count(TOTAL, hallucinated, Integer.MAX_VALUE);
        for (String f : outcome.features()) {
            t.counts.count(f, hallucinated, maxFeatures);
        }
        LearnerFields.count(t.learner, outcome, hallucinated, slot(t, outcome.model()));
    }

    /** The model's slot, given one while the tenant has fewer than {@link LearnerFields#MAX_MODELS}; 0 for none. */
    private static int slot(Tenant t, String model) {
        if (model.isEmpty()) {
            return 0;
        }
        Integer slot = t.models.get(model);
        if (slot == null && t.models.size() < LearnerFields.MAX_MODELS) {
            slot = t.models.size() + 1;
            t.models.put(model, slot);
        }
        return slot == null ? 0 : slot;
    }

    /** Where {@code key} is remembered and not expired, or -1. */
    private long live(Tenant t, String key) {
        long r = t.remembered.find(key);
        if (r >= 0 && t.remembered.expiresAt(r) <= clock.millis()) {
            t.remembered.remove(key);
            return -1;
        }
        return r;
    }

    private static FeatureCounts total(Tenant t) {
        FeatureCounts total = t.counts.get(TOTAL);
        return total == null ? FeatureCounts.NONE : total;
    }

    /**
     * Drops everything the tenant has here: its counts, learner counters, model slots and remembered forecasts.
     *
     * @return {features, forecasts}: the features with counts and the forecasts remembered
     */
    long[] forget(String tenant) {
        Tenant t = tenants.remove(tenant);
        if (t == null) {
            return new long[2];
        }
        synchronized (t) {
            return new long[] {Math.max(0, t.counts.size() - (t.counts.get(TOTAL) == null ? 0 : 1)), t.remembered.live()
            };
        }
    }

    private long expiry() {
        return clock.millis() + ttlMillis;
    }

    private Tenant tenant(String name) {
        return tenants.computeIfAbsent(name, n -> new Tenant(maxRemembered));
    }

    private static final class Tenant {
        final CountsTable counts = new CountsTable();
        final Map<String, Long> learner = new HashMap<>();
        final Map<String, Integer> models = new LinkedHashMap<>();
        final RememberedLog remembered;
        /** The learner header of each remembered forecast, by the same key (bytes too: one per forecast). */
        final RememberedLog headers;

        Tenant(int maxRemembered) {
            this.remembered = new RememberedLog(maxRemembered);
            this.headers = new RememberedLog(maxRemembered);
        }
    }
}
