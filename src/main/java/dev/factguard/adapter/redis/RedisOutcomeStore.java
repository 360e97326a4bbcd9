package dev.factguard.adapter.redis;

import dev.factguard.core.outcome.AlignedCounts;
import dev.factguard.core.outcome.FeatureCounts;
import dev.factguard.core.outcome.OutcomeStore;
import io.vertx.mutiny.redis.client.Response;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Outcome counts in one Redis hash per tenant ({@code <feature>|h}, {@code <feature>|n}), remembered forecasts
 * as strings with a TTL. Every call is one server-side script: a forecast's read and its remembering, a
 * feedback's id check and all its {@code HINCRBY}s, a whole batch — so counts stay exact however many instances
 * write at once, an id counts once, and a batch with an unknown id writes nothing.
 */
public final class RedisOutcomeStore implements OutcomeStore {

    // KEYS: outcomes hash, forecast key. ARGV: ttl, remember (0/1), features joined by \n, then hash fields.
    private static final String READ = """
            if ARGV[2] == '1' then redis.call('SET', KEYS[2], ARGV[3], 'EX', ARGV[1]) end
            return redis.call('HMGET', KEYS[1], unpack(ARGV, 4))""";

    // Shared by the record scripts: counts one outcome (h = '0' or '1') for every feature in a \n-joined list.
    private static final String COUNT = """
            local function count(h, joined)
              redis.call('HINCRBY', KEYS[1], 'all|h', h)
              redis.call('HINCRBY', KEYS[1], 'all|n', 1)
              for f in string.gmatch(joined, '[^\\n]+') do
                redis.call('HINCRBY', KEYS[1], f..'|h', h)
                redis.call('HINCRBY', KEYS[1], f..'|n', 1)
              end
            end
            local function totals() return redis.call('HMGET', KEYS[1], 'all|h', 'all|n') end
            """;

    // KEYS: outcomes hash, forecast key, counted marker. ARGV: hallucinated (0/1), ttl.
    private static final String RECORD_FORECAST = COUNT + """
            local f = redis.call('GET', KEYS[2])
            if not f then return {0, 0} end
            if not redis.call('SET', KEYS[3], '1', 'NX', 'EX', ARGV[2]) then
              local t = totals() return {1, 0, t[1], t[2]}
            end
            count(ARGV[1], f)
            local t = totals() return {1, 1, t[1], t[2]}""";

    // KEYS: outcomes hash, idempotency marker (or the hash again). ARGV: hallucinated, has key (0/1), ttl, features.
    private static final String RECORD_FEATURES = COUNT + """
            if ARGV[2] == '1' and not redis.call('SET', KEYS[2], '1', 'NX', 'EX', ARGV[3]) then
              local t = totals() return {1, 0, t[1], t[2]}
            end
            count(ARGV[1], ARGV[4])
            local t = totals() return {1, 1, t[1], t[2]}""";

    // KEYS: outcomes hash, then a forecast key and its counted marker per forecast entry, in order.
    // ARGV: ttl, then per entry a kind ('f' forecast / 'p' prompt features) + hallucinated, and the features.
    private static final String RECORD_BATCH = COUNT + """
            local unknown = {}
            local k = 2
            for i = 2, #ARGV, 2 do
              if string.sub(ARGV[i], 1, 1) == 'f' then
                if redis.call('EXISTS', KEYS[k]) == 0 then unknown[#unknown + 1] = (i - 2) / 2 end
                k = k + 2
              end
            end
            if #unknown > 0 then return {0, unknown} end
            local counted = 0
            k = 2
            for i = 2, #ARGV, 2 do
              local h = string.sub(ARGV[i], 2, 2)
              if string.sub(ARGV[i], 1, 1) == 'f' then
                if redis.call('SET', KEYS[k + 1], '1', 'NX', 'EX', ARGV[1]) then
                  count(h, redis.call('GET', KEYS[k])) counted = counted + 1
                end
                k = k + 2
              else
                count(h, ARGV[i + 1]) counted = counted + 1
              end
            end
            local t = totals() return {1, counted, t[1], t[2]}""";

    private final RedisGate gate;
    private final RedisKeys keys;
    private final Duration ttl;

    public RedisOutcomeStore(RedisGate gate, RedisKeys keys, Duration ttl) {
        this.gate = gate;
        this.keys = keys;
        this.ttl = ttl;
    }

    @Override
    public Duration forecastTtl() {
        return ttl;
    }

    @Override
    public Map<String, FeatureCounts> readAndRemember(String tenant, List<String> features, String forecastKey) {
        List<String> args = new ArrayList<>(4 + 2 * features.size() + 2);
        args.add(READ);
        args.add("2");
        args.add(keys.outcomes(tenant));
        args.add(forecastKey == null ? keys.outcomes(tenant) : keys.forecast(tenant, forecastKey));
        args.add(ttlSeconds());
        args.add(forecastKey == null ? "0" : "1");
        args.add(forecastKey == null ? "" : String.join("\n", features));
        args.addAll(counterFields(features));
        Response r = gate.call(redis -> redis.execute("EVAL", args.toArray(String[]::new)));
        List<String> values = new ArrayList<>(r.size());
        r.forEach(v -> values.add(v == null ? null : v.toString()));
        return counts(features, values);
    }

    /** The hash fields holding the counters of {@code features}: the totals first, then h and n per feature. */
    static List<String> counterFields(List<String> features) {
        List<String> fields = new ArrayList<>(2 * features.size() + 2);
        fields.add(TOTAL + "|h");
        fields.add(TOTAL + "|n");
        for (String f : features) {
            fields.add(f + "|h");
            fields.add(f + "|n");
        }
        return fields;
    }

    /** The counts of {@code features} from the values of their {@link #counterFields} (null: never counted). */
    static Map<String, FeatureCounts> counts(List<String> features, List<String> values) {
        long total = number(values.get(1));
        if (total == 0) {
            return AlignedCounts.empty(features);
        }
        FeatureCounts[] found = new FeatureCounts[features.size()];
        for (int i = 0; i < features.size(); i++) {
            long n = number(values.get(2 * i + 3));
            if (n > 0) {
                found[i] = new FeatureCounts(number(values.get(2 * i + 2)), n);
            }
        }
        return new AlignedCounts(features, found, new FeatureCounts(number(values.get(0)), total));
    }

    @Override
    public Recorded recordForecast(String tenant, String forecastKey, boolean hallucinated) {
        Response r = gate.call(redis -> redis.execute(
                "EVAL",
                RECORD_FORECAST,
                "3",
                keys.outcomes(tenant),
                keys.forecast(tenant, forecastKey),
                keys.forecastCounted(tenant, forecastKey),
                hallucinated ? "1" : "0",
                ttlSeconds()));
        return recorded(r);
    }

    @Override
    public Recorded recordFeatures(String tenant, List<String> features, boolean hallucinated, String idempotencyKey) {
        String marker = idempotencyKey == null ? keys.outcomes(tenant) : keys.idempotency(tenant, idempotencyKey);
        Response r = gate.call(redis -> redis.execute(
                "EVAL",
                RECORD_FEATURES,
                "2",
                keys.outcomes(tenant),
                marker,
                hallucinated ? "1" : "0",
                idempotencyKey == null ? "0" : "1",
                ttlSeconds(),
                String.join("\n", features)));
        return recorded(r);
    }

    @Override
    public BatchResult recordBatch(String tenant, List<Entry> entries) {
        List<String> keyArgs = new ArrayList<>();
        keyArgs.add(keys.outcomes(tenant));
        List<String> argv = new ArrayList<>();
        argv.add(ttlSeconds());
        for (Entry e : entries) {
            String h = e.hallucinated() ? "1" : "0";
            if (e.forecastKey() != null) {
                keyArgs.add(keys.forecast(tenant, e.forecastKey()));
                keyArgs.add(keys.forecastCounted(tenant, e.forecastKey()));
                argv.add("f" + h);
                argv.add("");
            } else {
                argv.add("p" + h);
                argv.add(String.join("\n", e.features()));
            }
        }
        List<String> args = new ArrayList<>(2 + keyArgs.size() + argv.size());
        args.add(RECORD_BATCH);
        args.add(Integer.toString(keyArgs.size()));
        args.addAll(keyArgs);
        args.addAll(argv);
        Response r = gate.call(redis -> redis.execute("EVAL", args.toArray(String[]::new)));
        if (r.get(0).toInteger() == 0) {
            List<String> unknown = new ArrayList<>();
            for (Response index : r.get(1)) {
                unknown.add(entries.get(index.toInteger()).forecastKey());
            }
            return new BatchResult(unknown, 0, FeatureCounts.NONE);
        }
        return new BatchResult(List.of(), r.get(1).toInteger(), totals(r.get(2), r.get(3)));
    }

    private static Recorded recorded(Response r) {
        if (r.get(0).toInteger() == 0) {
            return Recorded.unknown();
        }
        return new Recorded(true, r.get(1).toInteger() == 1, totals(r.get(2), r.get(3)));
    }

    private static FeatureCounts totals(Response h, Response n) {
        return new FeatureCounts(number(h == null ? null : h.toString()), number(n == null ? null : n.toString()));
    }

    private String ttlSeconds() {
        return Long.toString(Math.max(1, ttl.toSeconds()));
    }

    private static long number(String s) {
        return s == null || s.isEmpty() ? 0 : Long.parseLong(s);
    }
}
