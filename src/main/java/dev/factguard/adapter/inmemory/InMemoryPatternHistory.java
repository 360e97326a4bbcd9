package dev.factguard.adapter.inmemory;

import dev.factguard.core.history.Decay;
import dev.factguard.core.history.PatternHistory;
import dev.factguard.core.history.Recorded;
import dev.factguard.core.history.ShapeStats;
import java.time.Clock;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The embedded default. Counts are updated under the per-key lock of a {@link ConcurrentHashMap}, so
 * parallel feedback never loses an update. Seen feedback ids are kept in a bounded LRU set: an id older
 * than the last {@code maxRememberedIds} could be counted again, which bounds memory instead of growing
 * forever (the Redis adapter expires them by time instead).
 */
public final class InMemoryPatternHistory implements PatternHistory {

    private record Entry(ShapeStats stats, double updatedAt) {}

    private final ConcurrentMap<String, Entry> counts = new ConcurrentHashMap<>();
    private final Set<String> seenIds;
    private final Decay decay;
    private final Clock clock;

    public InMemoryPatternHistory() {
        this(100_000, Decay.OFF, Clock.systemUTC());
    }

    public InMemoryPatternHistory(int maxRememberedIds) {
        this(maxRememberedIds, Decay.OFF, Clock.systemUTC());
    }

    public InMemoryPatternHistory(int maxRememberedIds, Decay decay, Clock clock) {
        this.decay = decay;
        this.clock = clock;
        this.seenIds = Collections.synchronizedSet(Collections.newSetFromMap(new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
                return size() > maxRememberedIds;
            }
        }));
    }

    @Override
    public Recorded record(String tenant, String shape, boolean hallucinated, String feedbackId) {
        if (feedbackId != null && !seenIds.add(tenant + "\u0000" + feedbackId)) {
            return new Recorded(stats(tenant, shape), false);
        }
        double now = nowSeconds();
        int h = hallucinated ? 1 : 0;
        Entry after = counts.compute(key(tenant, shape), (k, old) -> {
            if (old == null) {
                return new Entry(new ShapeStats(h, 1), now);
            }
            ShapeStats s = decay.decayed(old.stats(), old.updatedAt(), now);
            return new Entry(new ShapeStats(s.hallucinations() + h, s.total() + 1,
                    s.weightedHallucinations() + h, s.weightedTotal() + 1), now);
        });
        return new Recorded(after.stats(), true);
    }

    @Override
    public ShapeStats stats(String tenant, String shape) {
        Entry entry = counts.get(key(tenant, shape));
        return entry == null ? ShapeStats.NONE : decay.decayed(entry.stats(), entry.updatedAt(), nowSeconds());
    }

    private double nowSeconds() {
        return clock.millis() / 1000.0;
    }

    private static String key(String tenant, String shape) {
        return tenant + "\u0000" + shape;
    }
}
