package dev.factguard.core.knowledge;

import dev.factguard.core.text.AnalyzedText;
import dev.factguard.core.text.Term;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An immutable snapshot of one tenant's facts with an inverted index from stem to facts, so a search
 * scores only the facts that share a term with the query. Updates return a new snapshot, which is what
 * makes an add all-or-nothing for readers holding the old one. Thread-safe by immutability.
 */
public final class LexicalIndex {

    private static final LexicalIndex EMPTY = new LexicalIndex(new LinkedHashMap<>());

    private final Map<String, Entry> byKey;
    private final Map<String, List<Entry>> postings;
    /** Key stems many of the tenant's keys share ({@link #sharedKeyStems}), read when the facts change. */
    private final Set<String> sharedKeyStems;

    /**
     * One indexed fact. Equal by identity: a search collects its candidates in a hash set, and a record's
     * hash would hash the whole profile (every stem set) once per posting hit. Keys are unique in an index, so
     * identity and value equality pick the same candidates.
     */
    private static final class Entry {
        private final Fact fact;
        private final FactProfile profile;

        Entry(Fact fact, FactProfile profile) {
            this.fact = fact;
            this.profile = profile;
        }

        Fact fact() {
            return fact;
        }

        FactProfile profile() {
            return profile;
        }
    }

    /** Best first; keys are unique in an index, so the order is total and does not depend on the candidate set. */
    static final Comparator<FactMatch> BEST_FIRST = Comparator.comparingDouble(FactMatch::score)
            .reversed()
            .thenComparing(m -> m.fact().key());

    private LexicalIndex(LinkedHashMap<String, Entry> byKey) {
        this.byKey = byKey;
        this.postings = new HashMap<>();
        this.sharedKeyStems = sharedKeyStems(byKey.values());
        for (Entry entry : byKey.values()) {
            for (String stem : entry.profile().stems()) {
                postings.computeIfAbsent(stem, s -> new ArrayList<>(2)).add(entry);
            }
            // A condition is held by any of its words: a fact saying "students" is a candidate for "university".
            int conditions = entry.profile().conditions() | entry.profile().negated();
            for (Condition c : Condition.values()) {
                if ((conditions & (1 << c.ordinal())) != 0) {
                    postings.computeIfAbsent(c.posting(), s -> new ArrayList<>(2))
                            .add(entry);
                }
            }
        }
    }

    /** A key word is the tenant's, not one fact's, when at least this many keys say it ... */
    static final int SHARED_KEYS_MIN = 3;
    /** ... and at least a third of all its keys do ("bag" in six of 24 keys of bags and others tells them apart). */
    static final double SHARED_KEYS_SHARE = 1.0 / 3;

    /**
     * The key stems that many of the tenant's keys share: "Saltmarsh" in "Saltmarsh breakfast", "Saltmarsh parking",
     * ... names the tenant (its brand, or the kind of record every key is), so a question that leaves it out still
     * names the breakfast fact's subject by "breakfast" alone. Like a rare word in retrieval, only a word that tells
     * the keys apart names one fact's subject.
     */
    private static Set<String> sharedKeyStems(Collection<Entry> entries) {
        if (entries.size() < SHARED_KEYS_MIN) {
            return Set.of();
        }
        Map<String, Integer> keysSaying = new HashMap<>();
        for (Entry entry : entries) {
            entry.profile().keyStems().forEach(stem -> keysSaying.merge(stem, 1, Integer::sum));
        }
        int least = Math.max(SHARED_KEYS_MIN, (int) Math.ceil(SHARED_KEYS_SHARE * entries.size()));
        Set<String> shared = new HashSet<>();
        keysSaying.forEach((stem, keys) -> {
            if (keys >= least) {
                shared.add(stem);
            }
        });
        return Set.copyOf(shared);
    }

    public static LexicalIndex empty() {
        return EMPTY;
    }

    /** A new index with {@code facts} added, replacing facts with the same key. */
    public LexicalIndex withAdded(Collection<Fact> facts) {
        LinkedHashMap<String, Entry> next = new LinkedHashMap<>(byKey);
        for (Fact fact : facts) {
            next.put(fact.key(), new Entry(fact, FactProfile.of(fact)));
        }
        return new LexicalIndex(next);
    }

    /**
     * One index of {@code base} without {@code baseDropped}, {@code recent} without {@code recentDropped}, then
     * {@code added}: the facts already indexed keep their analysis, so merging a tenant's layers costs its
     * postings, not the analysis of every fact again.
     */
    static LexicalIndex merged(
            LexicalIndex base,
            Set<String> baseDropped,
            LexicalIndex recent,
            Set<String> recentDropped,
            Collection<Fact> added) {
        LinkedHashMap<String, Entry> next = new LinkedHashMap<>();
        base.byKey.forEach((key, entry) -> {
            if (!baseDropped.contains(key)) {
                next.put(key, entry);
            }
        });
        recent.byKey.forEach((key, entry) -> {
            if (!recentDropped.contains(key)) {
                next.put(key, entry);
            }
        });
        for (Fact fact : added) {
            next.put(fact.key(), new Entry(fact, FactProfile.of(fact)));
        }
        return new LexicalIndex(next);
    }

    /** A new index without the facts whose keys are given. */
    public LexicalIndex withRemoved(Collection<String> keys) {
        LinkedHashMap<String, Entry> next = new LinkedHashMap<>(byKey);
        next.keySet().removeAll(new HashSet<>(keys));
        return new LexicalIndex(next);
    }

    /** The lexical match of one fact (score 0 when the key is unknown or nothing matches). */
    public FactMatch match(AnalyzedText query, String key) {
        Entry entry = byKey.get(key);
        if (entry == null) {
            throw new IllegalArgumentException("unknown fact key: " + key);
        }
        return LexicalScorer.score(
                query, QuestionFocus.of(query), entry.profile(), entry.fact(), sharedKeyStems, false);
    }

    public boolean containsKey(String key) {
        return byKey.containsKey(key);
    }

    public int size() {
        return byKey.size();
    }

    public List<Fact> facts() {
        List<Fact> facts = new ArrayList<>(byKey.size());
        byKey.values().forEach(e -> facts.add(e.fact()));
        return facts;
    }

    /** At most {@code topK} facts with a positive lexical score, best first. */
    public List<FactMatch> search(AnalyzedText query, int topK) {
        if (topK <= 0 || byKey.isEmpty()) {
            return List.of();
        }
        QuestionFocus focus = QuestionFocus.of(query);
        List<Entry> candidates = candidates(query, focus);
        // The best few kept in order as they come: a large tenant's query can match thousands of facts, and
        // sorting them all to keep ten was most of the lexical search. Many more (a layer hiding many facts)
        // are sorted once instead. One total order either way, so the same result.
        boolean inOrder = topK <= KEPT_IN_ORDER;
        FactMatch[] best = new FactMatch[inOrder ? Math.min(topK, candidates.size()) : candidates.size()];
        int kept = 0;
        for (Entry entry : candidates) {
            FactMatch match = LexicalScorer.score(query, focus, entry.profile(), entry.fact(), sharedKeyStems, true);
            if (match != null && match.score() > 0) {
                if (inOrder) {
                    kept = keep(best, kept, match);
                } else {
                    best[kept++] = match;
                }
            }
        }
        if (!inOrder) {
            Arrays.sort(best, 0, kept, BEST_FIRST);
        }
        return List.of(Arrays.copyOf(best, Math.min(kept, topK)));
    }

    /** Up to this many best matches are kept by insertion; more (a layer hiding many facts) are sorted. */
    private static final int KEPT_IN_ORDER = 64;

    /** Inserts {@code match} into the first {@code kept} of {@code best} (best first) unless all are better. */
    private static int keep(FactMatch[] best, int kept, FactMatch match) {
        if (best.length == 0) {
            return kept;
        }
        if (kept == best.length) {
            // A lower score never gets in: decided without the comparator's chain of lambdas for nearly every
            // match of a large tenant's query; only a tie goes on to the key.
            FactMatch worst = best[kept - 1];
            if (match.score() < worst.score() || BEST_FIRST.compare(match, worst) >= 0) {
                return kept;
            }
        }
        int at = kept < best.length ? kept++ : kept - 1;
        while (at > 0 && BEST_FIRST.compare(match, best[at - 1]) < 0) {
            best[at] = best[at - 1];
            at--;
        }
        best[at] = match;
        return kept;
    }

    /**
     * The facts sharing a stem with the query, each once. A query's postings hold a handful of facts: a list
     * searched by identity costs less than a hash set of them, and past {@value #LINEAR_CANDIDATES} the set takes
     * over so that a long query against a large tenant stays linear. The order does not matter: matches are sorted
     * by a total order.
     */
    private List<Entry> candidates(AnalyzedText query, QuestionFocus focus) {
        List<Entry> out = new ArrayList<>();
        Set<Entry> seen = null;
        List<Term> terms = query.terms();
        for (int t = 0, all = terms.size() + (focus.hasConditions() ? terms.size() : 0); t < all; t++) {
            List<Entry> hits;
            if (t < terms.size()) {
                hits = postings.get(terms.get(t).stem());
            } else {
                Condition.Stated c = focus.conditionAt(t - terms.size());
                hits = c == null ? null : postings.get(c.condition().posting());
            }
            for (int h = 0; hits != null && h < hits.size(); h++) {
                Entry entry = hits.get(h);
                if (seen != null ? seen.add(entry) : !containsSame(out, entry)) {
                    out.add(entry);
                    if (seen == null && out.size() > LINEAR_CANDIDATES) {
                        seen = new HashSet<>(out);
                    }
                }
            }
        }
        return out;
    }

    private static final int LINEAR_CANDIDATES = 32;

    private static boolean containsSame(List<Entry> entries, Entry entry) {
        for (int i = 0; i < entries.size(); i++) {
            if (entries.get(i) == entry) {
                return true;
            }
        }
        return false;
    }
}
