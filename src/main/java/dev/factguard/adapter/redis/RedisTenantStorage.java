package dev.factguard.adapter.redis;

import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.tenant.Erasure;
import dev.factguard.core.tenant.ErasureIncompleteException;
import dev.factguard.core.tenant.TenantStorage;
import io.vertx.mutiny.redis.client.Command;
import io.vertx.mutiny.redis.client.Request;
import io.vertx.mutiny.redis.client.Response;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * A tenant's data in Redis: every key under its hash tag ({@code <prefix>:{<tenant>}:*}, see {@link RedisKeys}),
 * found by {@code SCAN}, so a store added later is covered without a list of kinds to keep. An erase removes the
 * keys a page at a time ({@code UNLINK} each, counting those that existed); when Redis fails part way it reports
 * what it removed, and a second erase scans again and removes the rest. Other instances notice without being
 * told: their fact index is checked against the tenant's facts version on every read, and a version never
 * repeats ({@link RedisKnowledgeStore}); their risk learner is keyed by the tenant's outcome totals, which read
 * as none. The search cache is shared by all tenants (public web results under the hash of a query) and is not
 * the tenant's.
 */
public final class RedisTenantStorage implements TenantStorage {

    static final int PAGE = 500;

    /** SCAN on the node that holds KEYS[1]; the key only routes the script, it is not read. */
    private static final String SCAN_ON_OWNER =
            "return redis.call('SCAN', ARGV[1], 'MATCH', ARGV[2], 'COUNT', ARGV[3])";

    private final RedisGate gate;
    private final RedisKeys keys;
    private final RedisKnowledgeStore knowledge;
    private final int page;
    private final Consumer<Erasure> progress;

    public RedisTenantStorage(RedisGate gate, RedisKeys keys, RedisKnowledgeStore knowledge) {
        this(gate, keys, knowledge, PAGE, e -> {});
    }

    /** @param progress told what was removed after each page (tests stop Redis part way through with it) */
    RedisTenantStorage(
            RedisGate gate, RedisKeys keys, RedisKnowledgeStore knowledge, int page, Consumer<Erasure> progress) {
        this.gate = gate;
        this.keys = keys;
        this.knowledge = knowledge;
        this.page = page;
        this.progress = progress;
    }

    @Override
    public Erasure erase(String tenant) {
        Map<String, Long> removed = new TreeMap<>();
        knowledge.forget(tenant);
        try {
            String cursor = "0";
            do {
                Response found = scan(tenant, cursor);
                cursor = found.get(0).toString();
                List<String> names = names(found.get(1));
                if (!names.isEmpty()) {
                    List<Request> unlinks = new ArrayList<>(names.size());
                    names.forEach(k -> unlinks.add(Request.cmd(Command.UNLINK).arg(k)));
                    // UNLINK is safe to repeat: a retry after a dropped connection removes what is left.
                    List<Response> replies = gate.retrying(r -> gate.batch(r, unlinks), true);
                    for (int i = 0; i < names.size(); i++) {
                        if (replies.get(i).toLong() > 0) {
                            removed.merge(keys.kind(tenant, names.get(i)), 1L, Long::sum);
                        }
                    }
                }
                progress.accept(new Erasure(tenant, removed, false));
            } while (!cursor.equals("0"));
        } catch (StoreUnavailableException e) {
            throw new ErasureIncompleteException(new Erasure(tenant, removed, false), e);
        }
        // A read on this instance while the erase ran may have cached an index of facts since removed.
        knowledge.forget(tenant);
        return new Erasure(tenant, removed, true);
    }

    @Override
    public Map<String, Object> others(String tenant) {
        Map<String, Object> out = new TreeMap<>();
        String cursor = "0";
        do {
            Response found = scan(tenant, cursor);
            cursor = found.get(0).toString();
            for (String key : names(found.get(1))) {
                if (keys.kind(tenant, key).equals(RedisKeys.OTHER)) {
                    Object value = value(key);
                    if (value != null) {
                        out.put(keys.suffix(tenant, key), value);
                    }
                }
            }
        } while (!cursor.equals("0"));
        return out;
    }

    /**
     * One page of SCAN over the tenant's keys, run by a script keyed on one of them: on Redis Cluster a keyless SCAN
     * goes to whichever node the client picks and sees only that node's keys, while a keyed script runs on the node
     * that owns the tenant's hash slot, which holds every key of the tenant.
     */
    private Response scan(String tenant, String cursor) {
        return gate.read(r -> r.execute(
                "EVAL",
                SCAN_ON_OWNER,
                "1",
                keys.facts(tenant),
                cursor,
                keys.tenantPattern(tenant),
                Integer.toString(page)));
    }

    /** A key's value by its type: a string, a map (hash), a list (list, set, sorted set); null once gone. */
    private Object value(String key) {
        String type = gate.read(r -> r.execute("TYPE", key)).toString();
        return switch (type) {
            case "string" -> {
                Response v = gate.read(r -> r.execute("GET", key));
                yield v == null ? null : v.toString();
            }
            case "hash" -> {
                Map<String, String> fields = new LinkedHashMap<>();
                Response v = gate.read(r -> r.execute("HGETALL", key));
                RedisOutcomeStore.pairs(v, fields::put);
                yield fields;
            }
            case "list" -> names(gate.read(r -> r.execute("LRANGE", key, "0", "-1")));
            case "set" -> names(gate.read(r -> r.execute("SMEMBERS", key)));
            case "zset" -> names(gate.read(r -> r.execute("ZRANGE", key, "0", "-1", "WITHSCORES")));
            case "none" -> null;
            default -> type;
        };
    }

    private static List<String> names(Response reply) {
        List<String> out = new ArrayList<>(reply == null ? 0 : reply.size());
        if (reply != null) {
            reply.forEach(k -> out.add(k.toString()));
        }
        return out;
    }
}
