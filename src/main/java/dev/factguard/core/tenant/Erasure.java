package dev.factguard.core.tenant;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * What an erase removed: items per kind (for Redis, keys: {@code facts}, {@code vectors}, {@code knowledge},
 * {@code outcomes}, {@code learner}, {@code models}, {@code forecasts}, {@code feedbackKeys}, {@code replies},
 * {@code other}; in memory, facts, features and forecasts).
 *
 * @param tenant   the tenant erased
 * @param removed  items removed per kind; kinds with none are absent
 * @param complete true when nothing of the tenant was left; false when the store failed before the end
 */
public record Erasure(String tenant, Map<String, Long> removed, boolean complete) {

    public Erasure {
        if (tenant == null || tenant.isEmpty()) {
            throw new IllegalArgumentException("tenant must not be empty");
        }
        removed = Collections.unmodifiableMap(new TreeMap<>(removed));
    }

    /** Every item removed. */
    public long total() {
        return removed.values().stream().mapToLong(Long::longValue).sum();
    }

    /** "facts 3, forecasts 40", kinds in name order; "nothing" for none. */
    public String describe() {
        if (removed.isEmpty()) {
            return "nothing";
        }
        StringBuilder out = new StringBuilder();
        new TreeMap<>(removed)
                .forEach((kind, n) -> out.append(out.isEmpty() ? "" : ", ")
                        .append(kind)
                        .append(' ')
                        .append(n));
        return out.toString();
    }
}
