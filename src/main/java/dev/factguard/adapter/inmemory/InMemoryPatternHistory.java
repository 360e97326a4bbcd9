package dev.factguard.adapter.inmemory;

import dev.factguard.core.history.PatternHistory;
import dev.factguard.core.history.Recorded;
import dev.factguard.core.history.ShapeStats;
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

    private final ConcurrentMap<String, ShapeStats> counts = new ConcurrentHashMap<>();
    private final Set<String> seenIds;

    public InMemoryPatternHistory() {
        this(100_000);
    }

    public InMemoryPatternHistory(int maxRememberedIds) {
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
        ShapeStats after = counts.merge(key(tenant, shape), new ShapeStats(hallucinated ? 1 : 0, 1),
                (a, b) -> new ShapeStats(a.hallucinations() + b.hallucinations(), a.total() + b.total()));
        return new Recorded(after, true);
    }

    @Override
    public ShapeStats stats(String tenant, String shape) {
        return counts.getOrDefault(key(tenant, shape), ShapeStats.NONE);
    }

    private static String key(String tenant, String shape) {
        return tenant + "\u0000" + shape;
    }
}
