package dev.factguard.adapter.redis;

import com.github.benmanes.caffeine.cache.Caffeine;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.FactPage;
import dev.factguard.core.knowledge.FactVectors;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.knowledge.Retrieval;
import dev.factguard.core.knowledge.TenantIndex;
import io.quarkus.redis.datasource.ScanArgs;
import io.quarkus.redis.datasource.hash.HashScanCursor;
import io.vertx.mutiny.redis.client.Command;
import io.vertx.mutiny.redis.client.Request;
import io.vertx.mutiny.redis.client.Response;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import org.jboss.logging.Logger;

/**
 * Facts and their vectors in Redis hashes per tenant, searched in the instance over a {@link TenantIndex}
 * cached per tenant. A retrieval is one round trip: a script compares the tenant's version with the cached
 * one and returns nothing more when they match, the facts written since when the change log still holds
 * them (a delta: one add to a 100,000-fact tenant moves one fact, not the tenant), and everything otherwise.
 *
 * <p>Versions are {@code "<n>:<random write id>"}, so they never repeat: not after a restart without
 * persistence, a failover to an empty or lagging replica, or a {@code FLUSHALL}, where a plain counter would
 * start again at 0 and match a stale cached value. A read that finds its known version missing from the
 * tenant's history reports a loss, and the instance drops every cached tenant index, since a loss is rarely
 * one tenant's. Writes are scripts that write facts, vectors, version and log together, so readers see all of
 * an add or none of it. Adds are idempotent by key (a retried add writes the same facts again), and removes
 * are idempotent, so both are retried once when a connection dies under them.
 */
public final class RedisKnowledgeStore implements KnowledgeStore {

    private static final Logger LOG = Logger.getLogger(RedisKnowledgeStore.class);

    /** Writes kept in each tenant's change log: an instance further behind reloads the tenant. */
    static final int LOG_LENGTH = 1000;
    /**
     * Most facts one reply carries: a delta with more changes, or a full load of a larger tenant, is read in
     * chunks of this size, so no reply outgrows the client timeout (a fact with its vector is about 2 KB).
     */
    static final int CHUNK = 1000;

    private record Cached(String version, TenantIndex index) {}

    /** A tenant's index, and the fields of the {@link Alongside} hash read in the same round trip. */
    public record Snapshot(TenantIndex index, List<String> extra) {}

    /**
     * Another tenant-scoped read, and optionally a write, sent in the batch of the script that checks the tenant's
     * version: {@code HMGET hash fields}, and first {@code SET rememberKey rememberValue EX ttlSeconds} when
     * {@code rememberKey} is not null. Both keys must carry the tenant's hash tag ({@code {tenant}}, see
     * {@link RedisKeys}) so the whole batch goes to one node of a Redis Cluster. The write must be safe to repeat:
     * a batch whose connection died under it, or that met {@code NOSCRIPT}, is sent again.
     */
    public record Alongside(
            String hash, List<String> fields, String rememberKey, String rememberValue, long ttlSeconds) {
        static final Alongside NONE = new Alongside(null, List.of(), null, null, 0);

        public Alongside {
            fields = List.copyOf(fields);
            if (fields.isEmpty() != (hash == null)) {
                throw new IllegalArgumentException("fields: read alongside exactly when a hash is given");
            }
            if (rememberKey != null && (hash == null || rememberValue == null)) {
                throw new IllegalArgumentException("rememberKey: needs a hash to read and a value to remember");
            }
        }
    }

    private final RedisGate gate;
    private final RedisKeys keys;
    private final Embeddings embeddings;
    private final TenantIndex empty;
    /**
     * At most {@code maxCachedTenants} indexes; past it the least used tenant is dropped (it reloads on its next
     * read), not every tenant at once. A map view, for its atomic {@code replace}.
     */
    private final ConcurrentMap<String, Cached> cache;

    private final AtomicLong lossesLoggedAt = new AtomicLong(Long.MIN_VALUE);
    final AtomicLong deltas = new AtomicLong();
    final AtomicLong reloads = new AtomicLong();

    public RedisKnowledgeStore(
            RedisGate gate, RedisKeys keys, int maxCachedTenants, Embeddings embeddings, HybridScorer scorer) {
        this.gate = gate;
        this.keys = keys;
        this.cache = Caffeine.newBuilder()
                .maximumSize(maxCachedTenants)
                .executor(Runnable::run)
                .<String, Cached>build()
                .asMap();
        this.embeddings = embeddings;
        this.empty = TenantIndex.empty(embeddings, scorer);
    }

    @Override
    public int add(String tenant, List<Fact> facts) {
        if (facts.isEmpty()) {
            return size(tenant);
        }
        Map<String, float[]> vectors = FactVectors.embed(embeddings, facts);
        List<String> args = writeArgs(KnowledgeScripts.ADD, tenant, facts.size() * 4 + 1);
        args.add(Integer.toString(facts.size()));
        for (Fact fact : facts) {
            args.add(fact.key());
            args.add(fact.text());
        }
        vectors.forEach((key, vector) -> {
            args.add(key);
            args.add(VectorCodec.encode(embeddings.embedder().name(), vector));
        });
        return gate.retrying(r -> r.execute("EVAL", args.toArray(String[]::new)), true)
                .get(0)
                .toInteger();
    }

    @Override
    public Retrieval retrieve(String tenant, KnowledgeQuery query, int topK) {
        return index(tenant).retrieve(query, topK);
    }

    @Override
    public int remove(String tenant, Collection<String> keysToRemove) {
        if (keysToRemove.isEmpty()) {
            return 0;
        }
        List<String> args = writeArgs(KnowledgeScripts.REMOVE, tenant, keysToRemove.size());
        args.addAll(keysToRemove);
        return gate.retrying(r -> r.execute("EVAL", args.toArray(String[]::new)), true)
                .toInteger();
    }

    @Override
    public int size(String tenant) {
        return index(tenant).size();
    }

    /**
     * A page of the tenant's index brought up to date (one round trip, usually answering "same"): Redis hashes
     * have no order to page by, and HSCAN's cursor may repeat a field, so the keys are ordered here.
     */
    @Override
    public FactPage list(String tenant, String after, int limit) {
        return index(tenant).page(after, limit);
    }

    /**
     * The tenant's index and, in the same round trip, what {@code alongside} asks for: how another tenant-scoped
     * read (outcome counters) and the remembering of a forecast share the version check instead of paying their
     * own round trip. They are plain commands sent in one batch before the read script, not calls inside it:
     * Redis answers an HMGET of fifty fields in about 1 µs, the same HMGET from Lua in about 20 µs (the script
     * converts every argument and reply), and that was most of a forecast's cost to the server. Absent fields
     * read as null. A tenant too large for one reply is then read in chunks; the alongside part is done once.
     */
    public Snapshot snapshot(String tenant, Alongside alongside) {
        return snapshot(tenant, alongside, 3);
    }

    /**
     * {@link #snapshot} without blocking the calling thread. When the cached index is current (nothing written
     * since: the usual case) the snapshot completes on the client's thread; when it must be brought up to date (a
     * delta, a reload, a tenant read in chunks, vectors to compute), that work runs on {@code blocking}, from the
     * reply already read. Fails as {@link #snapshot} throws.
     */
    public CompletionStage<Snapshot> snapshotAsync(String tenant, Alongside alongside, Executor blocking) {
        Cached cached = cache.get(tenant);
        List<Request> before = before(alongside);
        String[] command = readArgs(tenant, cached);
        return gate.readAsync(r -> KnowledgeScripts.READ.runAfterAsync(gate, r, before, command))
                .thenCompose(replies -> {
                    String status = replies.get(replies.size() - 1).get(0).toString();
                    return status.equals("same")
                            ? CompletableFuture.completedFuture(completed(tenant, alongside, cached, replies, 3))
                            : CompletableFuture.supplyAsync(
                                    () -> completed(tenant, alongside, cached, replies, 3), blocking);
                });
    }

    private Snapshot snapshot(String tenant, Alongside alongside, int attempts) {
        Cached cached = cache.get(tenant);
        List<Request> before = before(alongside);
        String[] command = readArgs(tenant, cached);
        List<Response> replies = gate.read(r -> KnowledgeScripts.READ.runAfter(gate, r, before, command));
        return completed(tenant, alongside, cached, replies, attempts);
    }

    /** The commands of {@code alongside}, sent in the batch before the read script. */
    private static List<Request> before(Alongside alongside) {
        List<Request> before = new ArrayList<>(2);
        if (alongside.rememberKey() != null) {
            before.add(Request.cmd(Command.SET)
                    .arg(alongside.rememberKey())
                    .arg(alongside.rememberValue())
                    .arg("EX")
                    .arg(Math.max(1, alongside.ttlSeconds())));
        }
        if (alongside.hash() != null) {
            Request hmget = Request.cmd(Command.HMGET).arg(alongside.hash());
            alongside.fields().forEach(hmget::arg);
            before.add(hmget);
        }
        return before;
    }

    /** What follows the read script's SHA or text: its keys, the cached version and the chunk size. */
    private String[] readArgs(String tenant, Cached cached) {
        List<String> args = new ArrayList<>(7);
        args.add("4");
        args.addAll(tenantKeys(tenant));
        args.add(cached == null ? "" : cached.version());
        args.add(Integer.toString(CHUNK));
        return args.toArray(String[]::new);
    }

    /** The snapshot from the batch's {@code replies}: the index brought up to date, and the alongside fields. */
    private Snapshot completed(
            String tenant, Alongside alongside, Cached cached, List<Response> replies, int attempts) {
        Response reply = replies.get(replies.size() - 1);
        List<String> extra = new ArrayList<>(alongside.fields().size());
        Response values = alongside.hash() == null ? null : replies.get(replies.size() - 2);
        for (int i = 0; values != null && i < values.size(); i++) {
            extra.add(values.get(i) == null ? null : values.get(i).toString());
        }
        TenantIndex index = refreshed(tenant, cached, reply);
        if (index == null) {
            // Too large for one reply: read the tenant in chunks, then catch up with what changed meanwhile
            // (again in chunks only if writes outran the change log during the scan).
            Cached loaded = loadInChunks(tenant, reply.get(1).toString());
            if (attempts <= 1) {
                return new Snapshot(loaded.index(), extra);
            }
            cache.put(tenant, loaded);
            return new Snapshot(snapshot(tenant, Alongside.NONE, attempts - 1).index(), extra);
        }
        return new Snapshot(index, extra);
    }

    /** Drops this instance's index of the tenant (after an erase): its next read loads what Redis holds. */
    void forget(String tenant) {
        cache.remove(tenant);
    }

    /** The tenant's index, brought up to date with Redis; one round trip. */
    TenantIndex index(String tenant) {
        return snapshot(tenant, Alongside.NONE).index();
    }

    /** Whether a retrieval runs the embedding model (a query vector): work that blocks. */
    boolean embeds() {
        return embeddings.enabled();
    }

    /** How many tenant indexes this instance holds (for tests). */
    int cachedTenants() {
        return cache.size();
    }

    private TenantIndex refreshed(String tenant, Cached cached, Response reply) {
        String status = reply.get(0).toString();
        String version = reply.get(1).toString();
        if (status.equals("same")) {
            // Same version: the cached index, or a tenant never written (both versions empty).
            return cached != null ? cached.index() : empty;
        }
        TenantIndex index;
        if (status.equals("delta") && cached != null) {
            index = applied(tenant, cached.index(), reply.get(2), reply.get(3), reply.get(4));
            deltas.incrementAndGet();
        } else {
            if (status.equals("lost")) {
                lost(tenant, cached, version);
            }
            reloads.incrementAndGet();
            if (reply.size() < 4) {
                return null;
            }
            index = loaded(tenant, reply.get(2), reply.get(3));
        }
        Cached next = new Cached(version, index);
        if (cached == null) {
            cache.putIfAbsent(tenant, next);
        } else {
            // Another request may have moved the entry on meanwhile; never put an older index over it.
            cache.replace(tenant, cached, next);
        }
        return index;
    }

    private void lost(String tenant, Cached cached, String version) {
        cache.clear();
        long now = System.currentTimeMillis();
        long last = lossesLoggedAt.get();
        if ((last == Long.MIN_VALUE || now - last >= 60_000) && lossesLoggedAt.compareAndSet(last, now)) {
            LOG.warnf(
                    "Redis lost knowledge data: tenant %s was at version %s, Redis now has '%s'. Dropped every"
                            + " cached tenant index; each reloads on its next read. Next warning in 60 s at the earliest.",
                    tenant, cached == null ? "" : cached.version(), version);
        }
    }

    /** The cached index with the facts written since its version: removed where the text is gone. */
    private TenantIndex applied(String tenant, TenantIndex index, Response keyList, Response texts, Response vectors) {
        List<String> removed = new ArrayList<>();
        List<Fact> added = new ArrayList<>();
        Map<String, String> storedVectors = new HashMap<>();
        for (int i = 0; i < keyList.size(); i++) {
            String key = keyList.get(i).toString();
            if (texts.get(i) == null) {
                removed.add(key);
            } else {
                added.add(new Fact(key, texts.get(i).toString()));
                if (vectors.get(i) != null) {
                    storedVectors.put(key, vectors.get(i).toString());
                }
            }
        }
        TenantIndex next = removed.isEmpty() ? index : index.withRemoved(removed);
        return added.isEmpty() ? next : next.withAdded(added, vectorsOf(tenant, added, storedVectors));
    }

    /**
     * The tenant as HSCAN sees it, labelled with the version read before the scan. Writes during the scan may
     * be half in it; the next read applies the delta since that version, which holds every key they wrote.
     */
    private Cached loadInChunks(String tenant, String version) {
        List<Fact> facts = new ArrayList<>();
        Map<String, String> stored = new HashMap<>();
        // Creating the cursor sends nothing; each page is one HSCAN, and a failed page is sent again as it was.
        HashScanCursor<String, String> scan =
                gate.read(r -> r.hash(String.class).hscan(keys.facts(tenant), new ScanArgs().count(CHUNK)));
        while (scan.hasNext()) {
            Map<String, String> page = gate.read(r -> scan.next());
            page.forEach((key, text) -> facts.add(new Fact(key, text)));
            if (embeddings.enabled() && !page.isEmpty()) {
                String[] fields = page.keySet().toArray(String[]::new);
                gate.read(r -> r.hash(String.class).hmget(keys.vectors(tenant), fields))
                        .forEach((key, vector) -> {
                            if (vector != null) {
                                stored.put(key, vector);
                            }
                        });
            }
        }
        return new Cached(version, empty.withAdded(facts, vectorsOf(tenant, facts, stored)));
    }

    private TenantIndex loaded(String tenant, Response flatFacts, Response flatVectors) {
        List<Fact> facts = new ArrayList<>(flatFacts.size() / 2);
        for (int i = 0; i + 1 < flatFacts.size(); i += 2) {
            facts.add(new Fact(flatFacts.get(i).toString(), flatFacts.get(i + 1).toString()));
        }
        Map<String, String> stored = new HashMap<>();
        for (int i = 0; embeddings.enabled() && i + 1 < flatVectors.size(); i += 2) {
            stored.put(flatVectors.get(i).toString(), flatVectors.get(i + 1).toString());
        }
        return empty.withAdded(facts, vectorsOf(tenant, facts, stored));
    }

    /** Stored vectors of this instance's model, and fresh ones for facts stored without one. */
    private Map<String, float[]> vectorsOf(String tenant, List<Fact> facts, Map<String, String> stored) {
        Map<String, float[]> vectors = new HashMap<>();
        if (!embeddings.enabled()) {
            return vectors;
        }
        String model = embeddings.embedder().name();
        List<Fact> missing = new ArrayList<>();
        for (Fact fact : facts) {
            float[] vector = VectorCodec.decode(model, stored.get(fact.key()));
            if (vector != null) {
                vectors.put(fact.key(), vector);
            } else {
                missing.add(fact);
            }
        }
        if (!missing.isEmpty()) {
            LOG.infof("tenant %s: embedding %d facts stored without a %s vector", tenant, missing.size(), model);
            vectors.putAll(FactVectors.embed(embeddings, missing));
        }
        return vectors;
    }

    private List<String> writeArgs(String script, String tenant, int extra) {
        List<String> args = new ArrayList<>(extra + 8);
        args.addAll(List.of(script, "4"));
        args.addAll(tenantKeys(tenant));
        args.add(UUID.randomUUID().toString().substring(0, 18));
        args.add(Integer.toString(LOG_LENGTH));
        return args;
    }

    private List<String> tenantKeys(String tenant) {
        return List.of(keys.facts(tenant), keys.factsVersion(tenant), keys.vectors(tenant), keys.factsLog(tenant));
    }
}
