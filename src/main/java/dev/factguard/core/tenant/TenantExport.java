package dev.factguard.core.tenant;

import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.FactPage;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.outcome.FeatureCounts;
import dev.factguard.core.outcome.LearnerStats;
import dev.factguard.core.outcome.OutcomeStore;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A tenant's data, page by page: its facts (in key order), then its learned feature counts (in name order, under
 * the names they are stored by: hashed ones stay hashed), then a last page with its totals, its risk learner's
 * counters (per model and per calibration bin) and its model slots, and whatever else it has stored (settings).
 * Each page names the next; paging by key keeps a listing stable under concurrent writes, as knowledge-list does.
 * Thread-safe if the stores are.
 */
public final class TenantExport {

    /** Where a page starts: a section and the last key or name already given (null: its start). */
    public record Cursor(Section section, String after) {
        public static final Cursor FIRST = new Cursor(Section.FACTS, null);

        public Cursor {
            if (section == null) {
                throw new IllegalArgumentException("section must not be null");
            }
        }
    }

    public enum Section {
        FACTS,
        FEATURES,
        REST
    }

    /**
     * One page. Sections a page does not cover are empty (the learner and others) or null (the totals).
     *
     * @param facts    facts of this page, in key order
     * @param features feature counts of this page, by stored name, in name order
     * @param totals   the tenant's outcome totals (last page only; null elsewhere)
     * @param learner  the learner's counters and model slots (last page only)
     * @param others   other stored data by name ({@link TenantStorage#others}; last page only)
     * @param next     where the next page starts; null after the last
     */
    public record Page(
            List<Fact> facts,
            Map<String, FeatureCounts> features,
            FeatureCounts totals,
            LearnerStats learner,
            Map<String, Object> others,
            Cursor next) {}

    private final KnowledgeStore knowledge;
    private final OutcomeStore outcomes;
    private final TenantStorage storage;

    public TenantExport(KnowledgeStore knowledge, OutcomeStore outcomes, TenantStorage storage) {
        this.knowledge = knowledge;
        this.outcomes = outcomes;
        this.storage = storage;
    }

    /** The page at {@code cursor} ({@link Cursor#FIRST} for the first) of at most {@code limit} (≥ 1) items. */
    public Page page(String tenant, Cursor cursor, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("limit must be at least 1, was " + limit);
        }
        return switch (cursor.section()) {
            case FACTS -> facts(tenant, cursor.after(), limit);
            case FEATURES -> features(tenant, cursor.after(), limit);
            case REST -> rest(tenant);
        };
    }

    private Page facts(String tenant, String after, int limit) {
        FactPage page = knowledge.list(tenant, after, limit);
        Cursor next = page.next() == null ? new Cursor(Section.FEATURES, null) : new Cursor(Section.FACTS, page.next());
        return new Page(page.facts(), Map.of(), null, LearnerStats.EMPTY, Map.of(), next);
    }

    private Page features(String tenant, String after, int limit) {
        TreeMap<String, FeatureCounts> all = new TreeMap<>(outcomes.featureCounts(tenant));
        Map<String, FeatureCounts> page = new LinkedHashMap<>();
        String last = null;
        for (Map.Entry<String, FeatureCounts> e : (after == null ? all : all.tailMap(after, false)).entrySet()) {
            if (page.size() == limit) {
                return new Page(
                        List.of(), page, null, LearnerStats.EMPTY, Map.of(), new Cursor(Section.FEATURES, last));
            }
            page.put(e.getKey(), e.getValue());
            last = e.getKey();
        }
        return new Page(List.of(), page, null, LearnerStats.EMPTY, Map.of(), new Cursor(Section.REST, null));
    }

    private Page rest(String tenant) {
        FeatureCounts totals = outcomes.readAndRemember(tenant, List.of(), null).get(OutcomeStore.TOTAL);
        return new Page(
                List.of(),
                Map.of(),
                totals == null ? FeatureCounts.NONE : totals,
                outcomes.learner(tenant),
                storage.others(tenant),
                null);
    }
}
