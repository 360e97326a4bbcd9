package dev.factguard.adapter.redis;

import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.knowledge.LexicalIndex;
import dev.factguard.core.knowledge.Retrieval;
import io.vertx.mutiny.redis.client.Response;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Facts in a Redis hash per tenant, searched in the instance over a {@link LexicalIndex} cached per tenant
 * and rebuilt when the tenant's version counter moves. A retrieval is one round trip: a script returns the
 * version and, only if it differs from the cached one, the facts. Adds and removes are scripts that write
 * the facts and bump the version together, so readers see all of an add or none of it.
 */
public final class RedisKnowledgeStore implements KnowledgeStore {

    private static final String ADD = """
            redis.call('HSET', KEYS[1], unpack(ARGV))
            redis.call('INCR', KEYS[2])
            return redis.call('HLEN', KEYS[1])""";
    private static final String REMOVE = """
            local n = redis.call('HDEL', KEYS[1], unpack(ARGV))
            if n > 0 then redis.call('INCR', KEYS[2]) end
            return n""";
    private static final String READ = """
            local v = redis.call('GET', KEYS[2]) or '0'
            if v == ARGV[1] then return {v} end
            return {v, redis.call('HGETALL', KEYS[1])}""";

    private record Cached(String version, LexicalIndex index) {}

    private final RedisGate gate;
    private final RedisKeys keys;
    private final int maxCachedTenants;
    private final ConcurrentMap<String, Cached> cache = new ConcurrentHashMap<>();

    public RedisKnowledgeStore(RedisGate gate, RedisKeys keys, int maxCachedTenants) {
        this.gate = gate;
        this.keys = keys;
        this.maxCachedTenants = maxCachedTenants;
    }

    @Override
    public int add(String tenant, List<Fact> facts) {
        List<String> args = new ArrayList<>(facts.size() * 2 + 4);
        args.add(ADD);
        args.add("2");
        args.add(keys.facts(tenant));
        args.add(keys.factsVersion(tenant));
        for (Fact fact : facts) {
            args.add(fact.key());
            args.add(fact.text());
        }
        return gate.call(r -> r.execute("EVAL", args.toArray(String[]::new))).toInteger();
    }

    @Override
    public Retrieval retrieve(String tenant, KnowledgeQuery query, int topK) {
        LexicalIndex index = index(tenant);
        return new Retrieval(index.search(query.analyzed(), topK), index.size());
    }

    @Override
    public int remove(String tenant, Collection<String> keysToRemove) {
        List<String> args = new ArrayList<>(keysToRemove.size() + 4);
        args.add(REMOVE);
        args.add("2");
        args.add(keys.facts(tenant));
        args.add(keys.factsVersion(tenant));
        args.addAll(keysToRemove);
        return gate.call(r -> r.execute("EVAL", args.toArray(String[]::new))).toInteger();
    }

    @Override
    public int size(String tenant) {
        return index(tenant).size();
    }

    /** The tenant's index, refreshed from Redis when its version moved; one round trip either way. */
    LexicalIndex index(String tenant) {
        Cached cached = cache.get(tenant);
        String known = cached == null ? "" : cached.version();
        Response response = gate.call(r -> r.execute("EVAL", READ, "2", keys.facts(tenant),
                keys.factsVersion(tenant), known));
        String version = response.get(0).toString();
        if (cached != null && version.equals(cached.version())) {
            return cached.index();
        }
        Response flat = response.get(1);
        List<Fact> facts = new ArrayList<>(flat.size() / 2);
        for (int i = 0; i + 1 < flat.size(); i += 2) {
            facts.add(new Fact(flat.get(i).toString(), flat.get(i + 1).toString()));
        }
        LexicalIndex index = LexicalIndex.empty().withAdded(facts);
        if (cache.size() >= maxCachedTenants) {
            cache.clear();
        }
        cache.put(tenant, new Cached(version, index));
        return index;
    }
}
