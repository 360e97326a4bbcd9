package dev.factguard.adapter.redis;

import dev.factguard.core.forecast.ThresholdStore;
import dev.factguard.core.forecast.Thresholds;
import io.quarkus.redis.datasource.RedisDataSource;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Tenants' own thresholds in Redis: a hash under the tenant's prefix (with its other keys, so an export or erase of
 * the tenant finds it), a set naming the tenants that have one and a version counter, the two under a tag of their
 * own ({@link RedisKeys}). A change writes the tenant's hash, then adds it to the set and moves the version in one
 * script; each step is safe to repeat, so every call is retried once on a dropped connection. Instances read the
 * version to know their copy is behind ({@link dev.factguard.core.forecast.CachedTenantThresholds}).
 */
public final class RedisThresholdStore implements ThresholdStore {

    static final String PROCEED = "proceedBelow";
    static final String GROUND = "groundBelow";

    // KEYS: tenants set, version. ARGV: 'add' or 'remove', tenant.
    private static final String REGISTER = """
            if ARGV[1] == 'add' then redis.call('SADD', KEYS[1], ARGV[2])
            else redis.call('SREM', KEYS[1], ARGV[2]) end
            return redis.call('INCR', KEYS[2])""";

    private final RedisGate gate;
    private final RedisKeys keys;

    public RedisThresholdStore(RedisGate gate, RedisKeys keys) {
        this.gate = gate;
        this.keys = keys;
    }

    @Override
    public Optional<Thresholds> get(String tenant) {
        return gate.read(redis -> read(redis, tenant));
    }

    @Override
    public Map<String, Thresholds> all() {
        return gate.read(redis -> {
            Set<String> tenants = redis.set(String.class).smembers(keys.settingsTenants());
            Map<String, Thresholds> all = new HashMap<>();
            for (String tenant : tenants) {
                read(redis, tenant).ifPresent(t -> all.put(tenant, t));
            }
            return all;
        });
    }

    @Override
    public void put(String tenant, Thresholds thresholds) {
        gate.retrying(
                redis -> {
                    redis.hash(String.class)
                            .hset(
                                    keys.settings(tenant),
                                    Map.of(
                                            PROCEED, Double.toString(thresholds.proceedBelow()),
                                            GROUND, Double.toString(thresholds.groundBelow())));
                    register(redis, "add", tenant);
                    return null;
                },
                true);
    }

    @Override
    public boolean remove(String tenant) {
        return gate.retrying(
                redis -> {
                    boolean had = redis.key(String.class).del(keys.settings(tenant)) > 0;
                    register(redis, "remove", tenant);
                    return had;
                },
                true);
    }

    @Override
    public long version() {
        String v = gate.read(redis -> redis.value(String.class).get(keys.settingsVersion()));
        return v == null ? 0 : Long.parseLong(v);
    }

    private void register(RedisDataSource redis, String action, String tenant) {
        redis.execute("EVAL", REGISTER, "2", keys.settingsTenants(), keys.settingsVersion(), action, tenant);
    }

    /** The tenant's thresholds, or empty when it has none or they were not written by this store. */
    private Optional<Thresholds> read(RedisDataSource redis, String tenant) {
        Map<String, String> stored = redis.hash(String.class).hgetall(keys.settings(tenant));
        String proceed = stored.get(PROCEED);
        String ground = stored.get(GROUND);
        if (proceed == null || ground == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(new Thresholds(Double.parseDouble(proceed), Double.parseDouble(ground)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
