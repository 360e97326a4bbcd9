package dev.factguard.adapter.redis;

import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.search.SearchThrottle;
import io.quarkus.redis.datasource.value.SetArgs;
import io.vertx.mutiny.redis.client.Response;
import java.time.Clock;
import java.time.Duration;

/**
 * Rate limits and back-offs shared by every instance on one Redis. Each admission is one script — back-off
 * check, then {@code INCR} of the provider's counter for the current one-second window (with {@code PEXPIRE} on
 * the first request) — so concurrent instances never admit more than the limit per window. Windows are numbered
 * by this instance's clock: instances are assumed to be NTP-synchronised (milliseconds apart), which only blurs
 * the edge of a window. While Redis is unavailable the {@code local} throttle decides, so a refresh never fails
 * for want of a counter; the limit then holds per instance only.
 */
public final class RedisSearchThrottle implements SearchThrottle {

    private static final long WINDOW_MILLIS = 1000;

    // KEYS: back-off key, window counter. ARGV: limit per window, counter ttl in ms.
    // Reply: {0, 0} admitted, {1, 0} over the limit, {2, remaining back-off in ms}.
    private static final String ADMIT = """
            local backoff = redis.call('PTTL', KEYS[1])
            if backoff > 0 then return {2, backoff} end
            local limit = tonumber(ARGV[1])
            if limit <= 0 then return {0, 0} end
            local n = redis.call('INCR', KEYS[2])
            if n == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[2]) end
            if n > limit then return {1, 0} end
            return {0, 0}""";

    private final RedisGate gate;
    private final RedisKeys keys;
    private final SearchThrottle local;
    private final Clock clock;

    public RedisSearchThrottle(RedisGate gate, RedisKeys keys, SearchThrottle local, Clock clock) {
        this.gate = gate;
        this.keys = keys;
        this.local = local;
        this.clock = clock;
    }

    @Override
    public Admission admit(String provider, int perSecond) {
        long now = clock.millis();
        long window = now / WINDOW_MILLIS;
        Response reply;
        try {
            reply = gate.call(redis -> redis.execute(
                    "EVAL",
                    ADMIT,
                    "2",
                    keys.backoff(provider),
                    keys.rateLimit(provider, window),
                    Integer.toString(perSecond),
                    Long.toString(2 * WINDOW_MILLIS)));
        } catch (StoreUnavailableException e) {
            return local.admit(provider, perSecond);
        }
        return switch (reply.get(0).toInteger()) {
            case 0 -> Admission.ADMITTED;
            case 2 -> new Admission(Admission.Outcome.BACKED_OFF, reply.get(1).toLong());
            default -> new Admission(Admission.Outcome.OVER_LIMIT, WINDOW_MILLIS - now % WINDOW_MILLIS);
        };
    }

    @Override
    public void backOff(String provider, Duration period) {
        // Also locally: if Redis goes down now, this instance still remembers the provider is throttling.
        local.backOff(provider, period);
        try {
            gate.retrying(
                    redis -> {
                        redis.value(String.class)
                                .set(keys.backoff(provider), "1", new SetArgs().px(Math.max(1, period.toMillis())));
                        return null;
                    },
                    true);
        } catch (StoreUnavailableException e) {
            // the local back-off stands in
        }
    }
}
