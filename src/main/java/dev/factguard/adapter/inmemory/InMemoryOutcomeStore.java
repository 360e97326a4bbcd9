package dev.factguard.adapter.inmemory;

import dev.factguard.core.outcome.AlignedCounts;
import dev.factguard.core.outcome.FeatureCounts;
import dev.factguard.core.outcome.LearnerFields;
import dev.factguard.core.outcome.LearnerStats;
import dev.factguard.core.outcome.OutcomeSource;
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
 * risk learner's counters are counted by {@link LearnerFields#count}, the rule the Redis script mirrors. A counted
 * forecast's entry keeps a mark of its outcome (label, source), so a caller's feedback can replace an automatic
 * outcome under the same lock.
 */
public final class InMemoryOutcomeStore implements OutcomeStore {

    // The mark of a counted forecast (RememberedLog#markCounted): the source's ordinal, then two flags.
    private static final int SOURCE_BITS = 3;
    private static final int HALLUCINATED = 4;
    private static final int WITH_HEADER = 8;

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
                out = new AlignedCounts(features, found, total, t.writes);
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
    public Recorded recordForecast(String tenant, String forecastKey, boolean hallucinated, OutcomeSource source) {
        Tenant t = tenant(tenant);
        synchronized (t) {
            long r = live(t, forecastKey);
            if (r < 0) {
                return Recorded.unknown();
            }
            return new Recorded(true, settle(t, forecastKey, r, hallucinated, source), total(t));
        }
    }

    /**
     * Counts an outcome of the forecast remembered at {@code r} unless one is counted already — but for a caller's
     * outcome after an automatic one, which takes the automatic one back first. The entry's mark keeps the label,
     * the source and whether the learner header was counted, so what is taken back is exactly what was added.
     */
    private boolean settle(Tenant t, String key, long r, boolean hallucinated, OutcomeSource source) {
        Remembered now = remembered(t, key, r);
        if (t.remembered.counted(r)) {
            int mark = t.remembered.mark(r);
            OutcomeSource was = OutcomeSource.values()[mark & SOURCE_BITS];
            if (source.automatic() || !was.automatic()) {
                return false;
            }
            Remembered before = (mark & WITH_HEADER) != 0 ? now : Remembered.featuresOnly(now.features());
            count(t, before, (mark & HALLUCINATED) != 0, was, -1);
        }
        t.remembered.markCounted(
                r, source.ordinal() | (hallucinated ? HALLUCINATED : 0) | (now.hasComponents() ? WITH_HEADER : 0));
        count(t, now, hallucinated, source, 1);
        return true;
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
            count(t, outcome, hallucinated, OutcomeSource.USER, 1);
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
                if (e.forecastKey() == null) {
                    count(t, e.outcome(), e.hallucinated(), OutcomeSource.USER, 1);
                    counted++;
                } else if (settle(t, e.forecastKey(), live(t, e.forecastKey()), e.hallucinated(), OutcomeSource.USER)) {
                    counted++;
                }
            }
            return new BatchResult(List.of(), counted, total(t));
        }
    }

    /** Adds ({@code sign} 1) or takes back ({@code sign} -1) one outcome. */
    private void count(Tenant t, Remembered outcome, boolean hallucinated, OutcomeSource source, int sign) {
        t.writes++;
        if (sign < 0) {
            // Taken back from the names that hold it: a feature beyond the bound was not counted, and is still not
            // held.
            t.counts.uncount(TOTAL, hallucinated);
            for (String f : outcome.features()) {
                t.counts.uncount(f, hallucinated);
            }
            LearnerFields.uncount(t.learner, outcome, hallucinated, slot(t, outcome.model()), source);
            return;
        }
        // The totals always count; a new feature only while fewer than maxFeatures names (the totals' among them) are.
        t.counts.count(TOTAL, hallucinated, Integer.MAX_VALUE);
        for (String f : outcome.features()) {
            t.counts.count(f, hallucinated, maxFeatures);
        }
        LearnerFields.count(t.learner, outcome, hallucinated, slot(t, outcome.model()), source);
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
        /** Outcomes counted or taken back: changes with every write ({@link AlignedCounts#writes}). */
        long writes;

        final RememberedLog remembered;
        /** The learner header of each remembered forecast, by the same key (bytes too: one per forecast). */
        final RememberedLog headers;

        Tenant(int maxRemembered) {
            this.remembered = new RememberedLog(maxRemembered);
            this.headers = new RememberedLog(maxRemembered);
        }
    }
}
