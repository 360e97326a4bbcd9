package dev.factguard.adapter.redis;

import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.FactVectors;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.knowledge.Retrieval;
import dev.factguard.core.knowledge.TenantIndex;
import io.vertx.mutiny.redis.client.Response;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.jboss.logging.Logger;

/**
 * Facts and their vectors in Redis hashes per tenant, searched in the instance over a {@link TenantIndex}
 * cached per tenant and rebuilt when the tenant's version counter moves. A retrieval is one round trip: a
 * script returns the version and, only if it differs from the cached one, the facts and vectors. Adds and
 * removes are scripts that write facts, vectors and the version together, so readers see all of an add or
 * none of it. Vectors are computed once at add time and stored; they are only recomputed for facts whose
 * stored vector came from another model (or none, when embeddings were off at add time).
 */
public final class RedisKnowledgeStore implements KnowledgeStore {

    private static final Logger LOG = Logger.getLogger(RedisKnowledgeStore.class);

    // KEYS: facts, version, vectors. ARGV: n, n × (key, text), then n × (key, vector) or nothing.
    private static final String ADD = """
            local n = tonumber(ARGV[1])
            local facts, keys, vectors = {}, {}, {}
            for i = 1, n do
              facts[#facts + 1] = ARGV[2 * i]; facts[#facts + 1] = ARGV[2 * i + 1]; keys[#keys + 1] = ARGV[2 * i]
            end
            for i = 2 * n + 2, #ARGV do vectors[#vectors + 1] = ARGV[i] end
            redis.call('HSET', KEYS[1], unpack(facts))
            if #vectors > 0 then redis.call('HSET', KEYS[3], unpack(vectors))
            else redis.call('HDEL', KEYS[3], unpack(keys)) end
            redis.call('INCR', KEYS[2])
            return redis.call('HLEN', KEYS[1])""";
    private static final String REMOVE = """
            local n = redis.call('HDEL', KEYS[1], unpack(ARGV))
            redis.call('HDEL', KEYS[3], unpack(ARGV))
            if n > 0 then redis.call('INCR', KEYS[2]) end
            return n""";
    private static final String READ = """
            local v = redis.call('GET', KEYS[2]) or '0'
            if v == ARGV[1] then return {v} end
            return {v, redis.call('HGETALL', KEYS[1]), redis.call('HGETALL', KEYS[3])}""";

    private record Cached(String version, TenantIndex index) {}

    private final RedisGate gate;
    private final RedisKeys keys;
    private final int maxCachedTenants;
    private final Embeddings embeddings;
    private final TenantIndex empty;
    private final ConcurrentMap<String, Cached> cache = new ConcurrentHashMap<>();

    public RedisKnowledgeStore(RedisGate gate, RedisKeys keys, int maxCachedTenants, Embeddings embeddings,
            HybridScorer scorer) {
        this.gate = gate;
        this.keys = keys;
        this.maxCachedTenants = maxCachedTenants;
        this.embeddings = embeddings;
        this.empty = TenantIndex.empty(embeddings, scorer);
    }

    @Override
    public int add(String tenant, List<Fact> facts) {
        Map<String, float[]> vectors = FactVectors.embed(embeddings, facts);
        List<String> args = new ArrayList<>(facts.size() * 4 + 6);
        args.add(ADD);
        args.add("3");
        args.addAll(tenantKeys(tenant));
        args.add(Integer.toString(facts.size()));
        for (Fact fact : facts) {
            args.add(fact.key());
            args.add(fact.text());
        }
        vectors.forEach((key, vector) -> {
            args.add(key);
            args.add(VectorCodec.encode(embeddings.embedder().name(), vector));
        });
        return gate.call(r -> r.execute("EVAL", args.toArray(String[]::new))).toInteger();
    }

    @Override
    public Retrieval retrieve(String tenant, KnowledgeQuery query, int topK) {
        return index(tenant).retrieve(query, topK);
    }

    @Override
    public int remove(String tenant, Collection<String> keysToRemove) {
        List<String> args = new ArrayList<>(keysToRemove.size() + 5);
        args.add(REMOVE);
        args.add("3");
        args.addAll(tenantKeys(tenant));
        args.addAll(keysToRemove);
        return gate.call(r -> r.execute("EVAL", args.toArray(String[]::new))).toInteger();
    }

    @Override
    public int size(String tenant) {
        return index(tenant).size();
    }

    private List<String> tenantKeys(String tenant) {
        return List.of(keys.facts(tenant), keys.factsVersion(tenant), keys.vectors(tenant));
    }

    /** The tenant's index, refreshed from Redis when its version moved; one round trip either way. */
    TenantIndex index(String tenant) {
        Cached cached = cache.get(tenant);
        String known = cached == null ? "" : cached.version();
        List<String> args = new ArrayList<>(tenantKeys(tenant));
        Response response = gate.call(r -> r.execute("EVAL", READ, "3", args.get(0), args.get(1), args.get(2),
                known));
        String version = response.get(0).toString();
        if (cached != null && version.equals(cached.version())) {
            return cached.index();
        }
        TenantIndex index = build(tenant, response.get(1), response.get(2));
        if (cache.size() >= maxCachedTenants) {
            cache.clear();
        }
        cache.put(tenant, new Cached(version, index));
        return index;
    }

    private TenantIndex build(String tenant, Response flatFacts, Response flatVectors) {
        List<Fact> facts = new ArrayList<>(flatFacts.size() / 2);
        for (int i = 0; i + 1 < flatFacts.size(); i += 2) {
            facts.add(new Fact(flatFacts.get(i).toString(), flatFacts.get(i + 1).toString()));
        }
        Map<String, float[]> vectors = new HashMap<>();
        if (embeddings.enabled()) {
            String model = embeddings.embedder().name();
            for (int i = 0; i + 1 < flatVectors.size(); i += 2) {
                float[] vector = VectorCodec.decode(model, flatVectors.get(i + 1).toString());
                if (vector != null) {
                    vectors.put(flatVectors.get(i).toString(), vector);
                }
            }
            List<Fact> missing = facts.stream().filter(f -> !vectors.containsKey(f.key())).toList();
            if (!missing.isEmpty()) {
                LOG.infof("tenant %s: embedding %d facts stored without a %s vector", tenant, missing.size(), model);
                vectors.putAll(FactVectors.embed(embeddings, missing));
            }
        }
        return empty.withAdded(facts, vectors);
    }
}
