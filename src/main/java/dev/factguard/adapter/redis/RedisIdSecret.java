package dev.factguard.adapter.redis;

import dev.factguard.core.StoreUnavailableException;
import io.quarkus.redis.datasource.value.ValueCommands;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Optional;

/**
 * The forecast-id signing secret shared through Redis when none is configured: the first instance to start
 * writes a random one ({@code SET NX}), every instance reads the one that won, so ids issued by any instance
 * verify on all of them.
 */
public final class RedisIdSecret {

    private RedisIdSecret() {}

    /** The shared secret, or empty when Redis cannot be reached. */
    public static Optional<byte[]> fetchOrCreate(RedisGate gate, RedisKeys keys) {
        byte[] fresh = new byte[32];
        new SecureRandom().nextBytes(fresh);
        try {
            String stored = gate.call(redis -> {
                ValueCommands<String, String> values = redis.value(String.class);
                values.setnx(keys.idSecret(), HexFormat.of().formatHex(fresh));
                return values.get(keys.idSecret());
            });
            return Optional.of(HexFormat.of().parseHex(stored));
        } catch (StoreUnavailableException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
