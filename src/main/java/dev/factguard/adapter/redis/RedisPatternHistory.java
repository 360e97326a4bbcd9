package dev.factguard.adapter.redis;

import dev.factguard.core.history.Decay;
import dev.factguard.core.history.PatternHistory;
import dev.factguard.core.history.Recorded;
import dev.factguard.core.history.ShapeStats;
import io.vertx.mutiny.redis.client.Response;
import java.time.Clock;
import java.time.Duration;

/**
 * Pattern history in one Redis hash per tenant. Every update runs as one server-side script — the
 * feedback-id check ({@code SET NX EX}), the {@code HINCRBY}s and, with decay on, the decayed weights — so
 * concurrent feedback from any number of instances never loses an update and a forecast id counts once.
 * Reads are one {@code HMGET}.
 */
public final class RedisPatternHistory implements PatternHistory {

    // ARGV: shape, hallucinated (0/1), feedback id present (0/1), id ttl seconds, now seconds, half-life seconds.
    // Floats are returned as strings because Lua numbers in a reply are truncated to integers.
    private static final String RECORD = """
            local s = ARGV[1]
            if ARGV[3] == '1' and not redis.call('SET', KEYS[2], '1', 'NX', 'EX', ARGV[4]) then
              local v = redis.call('HMGET', KEYS[1], s..'|h', s..'|n', s..'|wh', s..'|wn', s..'|t')
              return {0, v[1] or '0', v[2] or '0', v[3] or '', v[4] or '', v[5] or ''}
            end
            local h = redis.call('HINCRBY', KEYS[1], s..'|h', ARGV[2])
            local n = redis.call('HINCRBY', KEYS[1], s..'|n', 1)
            local hl = tonumber(ARGV[6])
            if hl <= 0 then return {1, tostring(h), tostring(n), '', '', ''} end
            local now = tonumber(ARGV[5])
            local v = redis.call('HMGET', KEYS[1], s..'|wh', s..'|wn', s..'|t')
            local t = tonumber(v[3]) or now
            local f = 1
            if now > t then f = 0.5 ^ ((now - t) / hl) end
            local wh = (tonumber(v[1]) or 0) * f + tonumber(ARGV[2])
            local wn = (tonumber(v[2]) or 0) * f + 1
            redis.call('HSET', KEYS[1], s..'|wh', tostring(wh), s..'|wn', tostring(wn), s..'|t', ARGV[5])
            return {1, tostring(h), tostring(n), tostring(wh), tostring(wn), ARGV[5]}""";

    private final RedisGate gate;
    private final RedisKeys keys;
    private final Decay decay;
    private final Duration idTtl;
    private final Clock clock;

    public RedisPatternHistory(RedisGate gate, RedisKeys keys, Decay decay, Duration idTtl, Clock clock) {
        this.gate = gate;
        this.keys = keys;
        this.decay = decay;
        this.idTtl = idTtl;
        this.clock = clock;
    }

    @Override
    public Recorded record(String tenant, String shape, boolean hallucinated, String feedbackId) {
        String now = Double.toString(nowSeconds());
        String idKey = feedbackId == null ? keys.history(tenant) : keys.feedbackId(tenant, feedbackId);
        Response r = gate.call(redis -> redis.execute("EVAL", RECORD, "2", keys.history(tenant), idKey, shape,
                hallucinated ? "1" : "0", feedbackId == null ? "0" : "1", Long.toString(idTtl.toSeconds()), now,
                Double.toString(decay.halfLifeSeconds())));
        ShapeStats stats = stats(r.get(1), r.get(2), r.get(3), r.get(4), r.get(5));
        return new Recorded(stats, r.get(0).toInteger() == 1);
    }

    @Override
    public ShapeStats stats(String tenant, String shape) {
        Response r = gate.call(redis -> redis.execute("HMGET", keys.history(tenant), shape + "|h", shape + "|n",
                shape + "|wh", shape + "|wn", shape + "|t"));
        return stats(r.get(0), r.get(1), r.get(2), r.get(3), r.get(4));
    }

    private ShapeStats stats(Response h, Response n, Response wh, Response wn, Response t) {
        long hallucinations = number(h);
        long total = number(n);
        if (total == 0) {
            return ShapeStats.NONE;
        }
        String weightedTotal = text(wn);
        if (!decay.enabled() || weightedTotal.isEmpty()) {
            return new ShapeStats(hallucinations, total);
        }
        ShapeStats stored = new ShapeStats(hallucinations, total, Double.parseDouble(text(wh)),
                Double.parseDouble(weightedTotal));
        return decay.decayed(stored, Double.parseDouble(text(t)), nowSeconds());
    }

    private static long number(Response r) {
        String s = text(r);
        return s.isEmpty() ? 0 : Long.parseLong(s);
    }

    private static String text(Response r) {
        return r == null ? "" : r.toString();
    }

    private double nowSeconds() {
        return clock.millis() / 1000.0;
    }
}
