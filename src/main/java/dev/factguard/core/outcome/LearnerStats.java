package dev.factguard.core.outcome;

import java.util.Map;

/**
 * A tenant's learner counters as read from its store ({@link LearnerFields} names), with the slots of its models.
 * Immutable once built: the store hands over maps it no longer changes.
 *
 * @param fields counters by name; a counter never written is absent (read as 0)
 * @param models model name → slot (1 … {@link LearnerFields#MAX_MODELS})
 */
public record LearnerStats(Map<String, Long> fields, Map<String, Integer> models) {

    public static final LearnerStats EMPTY = new LearnerStats(Map.of(), Map.of());

    public LearnerStats {
        fields = Map.copyOf(fields);
        models = Map.copyOf(models);
    }

    public long get(String field) {
        Long v = fields.get(field);
        return v == null ? 0 : v;
    }

    /** The slot of {@code model}: 0 for none, an unknown model or one beyond the tenant's slots. */
    public int slot(String model) {
        if (model == null || model.isEmpty()) {
            return 0;
        }
        Integer slot = models.get(model);
        return slot == null ? 0 : slot;
    }
}
