package dev.factguard.adapter.redis;

import dev.factguard.core.outcome.AlignedCounts;
import dev.factguard.core.outcome.FeatureCounts;
import dev.factguard.core.outcome.LearnerFields;
import dev.factguard.core.outcome.LearnerStats;
import dev.factguard.core.outcome.OutcomeSource;
import dev.factguard.core.outcome.OutcomeStore;
import dev.factguard.core.outcome.Remembered;
import io.vertx.mutiny.redis.client.Command;
import io.vertx.mutiny.redis.client.Request;
import io.vertx.mutiny.redis.client.Response;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;

/**
 * Outcome counts in one Redis hash per tenant ({@code <feature>|h}, {@code <feature>|n}), the risk learner's
 * counters in another ({@link LearnerFields}), the tenant's model slots in a third, remembered forecasts as strings
 * with a TTL. Every write is one server-side script: a feedback's id check, all its {@code HINCRBY}s and its model
 * slot, a whole batch — so counts stay exact however many instances write at once, an id counts once (a caller's
 * feedback replacing an automatic outcome takes it back in the same script), and a batch with an unknown id writes
 * nothing. The script's {@code count} is {@link LearnerFields#count} in Lua.
 */
public final class RedisOutcomeStore implements OutcomeStore {

    // KEYS: outcomes hash, forecast key. ARGV: ttl, remember (0/1), features joined by \n, then hash fields.
    private static final String READ = """
            if ARGV[2] == '1' then redis.call('SET', KEYS[2], ARGV[3], 'EX', ARGV[1]) end
            return redis.call('HMGET', KEYS[1], unpack(ARGV, 4))""";

    // Shared by the record scripts. KEYS[1] outcomes hash, KEYS[2] learner hash, KEYS[3] model slots.
    // count(h, text, src, sign) counts one outcome (h = '0' or '1') of a remembered forecast's text
    // (Remembered.encode) told by source src (OutcomeSource.wireName), or takes it back with sign -1.
    // settle(k, h, src, ttl) records an outcome of the forecast whose key is KEYS[k] (its counted marker KEYS[k+1],
    // its learner header KEYS[k+2]), as OutcomeStore.recordForecast says: 1 when counted (or replaced), else 0.
    private static final String COUNT = """
            local sign = 1
            -- Written as an integer: a product that is -0 would read '-0', which HINCRBY refuses.
            local function incr(key, f, v) redis.call('HINCRBY', key, f, string.format('%%d', sign * v)) end
            local function add(f, v) incr(KEYS[2], f, v) end
            local function slot(model)
              if model == '' then return 0 end
              local s = redis.call('HGET', KEYS[3], model)
              if s then return tonumber(s) end
              local n = redis.call('HLEN', KEYS[3])
              if n >= %d then return 0 end
              redis.call('HSET', KEYS[3], model, n + 1)
              return n + 1
            end
            local function bin(p)
              local b = math.floor(p * %d / 10000)
              if b > %d then b = %d end
              return b
            end
            local function slotcount(s, c, raw, given)
              local m = 'm' .. s .. ':'
              add(m .. 'n', 1) add(m .. 'h', c)
              if raw >= 0 then
                local cb = m .. 'o' .. bin(raw) .. ':'
                add(cb .. 'n', 1) add(cb .. 'h', c) add(cb .. 'r', raw)
              end
              local rb = m .. 'r' .. bin(given) .. ':'
              add(rb .. 'n', 1) add(rb .. 'h', c) add(rb .. 'r', given)
            end
            local function count(h, text, src, sg)
              sign = sg
              local c = tonumber(h)
              incr(KEYS[1], 'all|h', c)
              incr(KEYS[1], 'all|n', 1)
              -- Every write, also a take-back: what a fitted learner is keyed on (AlignedCounts.writes).
              redis.call('HINCRBY', KEYS[1], 'all|w', 1)
              add('s:' .. src .. ':n', 1) add('s:' .. src .. ':h', c)
              local features = text
              local version, given, raw, z0, z1, z2, vec, model, rest = string.match(text,
                '^([23])|(%%d+)|(%%-?%%d+)|(%%-?%%d+),(%%-?%%d+),(%%-?%%d+)|(%%x*)|([^\\n]*)\\n?(.*)$')
              if given then
                features = rest
                -- A previous release's raw was the stacked probability itself, not an offset: not calibrated on.
                if version == '2' then raw = '-1' end
                local z = {tonumber(z0), tonumber(z1), tonumber(z2)}
                if raw ~= '-2' then
                  add('zn' .. c, 1)
                  for i = 1, 3 do
                    add('z' .. c .. ':' .. (i - 1), z[i])
                    for j = i, 3 do add('zz:' .. (i - 1) .. (j - 1), z[i] * z[j]) end
                  end
                end
                local dims = #vec / 2
                if dims > 0 and dims <= %d then
                  add('en' .. c, 1)
                  for k = 0, dims - 1 do
                    local b = tonumber(string.sub(vec, 2 * k + 1, 2 * k + 2), 16)
                    if b >= 128 then b = b - 256 end
                    add('e' .. c .. ':' .. k, b)
                    add('ee:' .. k, b * b)
                  end
                end
                slotcount(0, c, tonumber(raw), tonumber(given))
                local s = slot(model)
                if s > 0 then slotcount(s, c, tonumber(raw), tonumber(given)) end
              end
              for f in string.gmatch(features, '[^\\n]+') do
                incr(KEYS[1], f..'|h', c)
                incr(KEYS[1], f..'|n', 1)
              end
            end
            -- The marker holds 'source:label', and ':l' when the learner header was counted with the features, so
            -- that a replaced outcome is taken back exactly as it was added. The header outlives the features (it
            -- is set after them, with the same ttl), so one counted with them is still there.
            local function settle(k, h, src, ttl)
              local f = redis.call('GET', KEYS[k])
              local header = redis.call('GET', KEYS[k + 2])
              local old = redis.call('GET', KEYS[k + 1])
              if old then
                local was, label, lined = string.match(old, '^(%%a+):([01])(:?l?)$')
                if src ~= 'user' or was == nil or was == 'user' then return 0 end
                local before = f
                if lined == ':l' and header then before = header .. '\\n' .. f end
                count(label, before, was, -1)
              end
              redis.call('SET', KEYS[k + 1], src .. ':' .. h .. (header and ':l' or ''), 'EX', ttl)
              if header then f = header .. '\\n' .. f end
              count(h, f, src, 1)
              return 1
            end
            local function totals() return redis.call('HMGET', KEYS[1], 'all|h', 'all|n') end
            """.formatted(
                    LearnerFields.MAX_MODELS,
                    LearnerFields.BINS,
                    LearnerFields.BINS - 1,
                    LearnerFields.BINS - 1,
                    LearnerFields.MAX_DIMENSIONS);

    // KEYS: outcomes, learner, models, forecast key, counted marker, the forecast's learner header. ARGV:
    // hallucinated (0/1), ttl, source. The marker holds the source and the outcome counted, so that a caller's
    // feedback can replace an automatic outcome.
    private static final String RECORD_FORECAST = COUNT + """
            if redis.call('EXISTS', KEYS[4]) == 0 then return {0, 0} end
            local counted = settle(4, ARGV[1], ARGV[3], ARGV[2])
            local t = totals() return {1, counted, t[1], t[2]}""";

    // KEYS: outcomes, learner, models, idempotency marker (or the hash again). ARGV: hallucinated, has key (0/1),
    // ttl, the outcome's text.
    private static final String RECORD_OUTCOME = COUNT + """
            if ARGV[2] == '1' and not redis.call('SET', KEYS[4], '1', 'NX', 'EX', ARGV[3]) then
              local t = totals() return {1, 0, t[1], t[2]}
            end
            count(ARGV[1], ARGV[4], 'user', 1)
            local t = totals() return {1, 1, t[1], t[2]}""";

    // KEYS: outcomes, learner, models, then a forecast key, its counted marker and its learner header per forecast
    // entry, in order.
    // ARGV: ttl, then per entry a kind ('f' forecast / 'p' prompt) + hallucinated, and the outcome's text.
    private static final String RECORD_BATCH = COUNT + """
            local unknown = {}
            local k = 4
            for i = 2, #ARGV, 2 do
              if string.sub(ARGV[i], 1, 1) == 'f' then
                if redis.call('EXISTS', KEYS[k]) == 0 then unknown[#unknown + 1] = (i - 2) / 2 end
                k = k + 3
              end
            end
            if #unknown > 0 then return {0, unknown} end
            local counted = 0
            k = 4
            for i = 2, #ARGV, 2 do
              local h = string.sub(ARGV[i], 2, 2)
              if string.sub(ARGV[i], 1, 1) == 'f' then
                counted = counted + settle(k, h, 'user', ARGV[1])
                k = k + 3
              else
                count(h, ARGV[i + 1], 'user', 1) counted = counted + 1
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
        List<String> args = new ArrayList<>(4 + 2 * features.size() + 3);
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

    /**
     * Sets the forecast's header line ({@link Remembered#header()}) under its learner key, without waiting: the
     * forecast's answer does not wait for a second round trip, and the command is on the wire before the answer
     * is, so feedback that quotes the id finds it. A failure is dropped: feedback then counts the features alone.
     */
    @Override
    public void remember(String tenant, String forecastKey, Remembered remembered) {
        String header = remembered.header();
        if (header == null) {
            return;
        }
        Request set = Request.cmd(Command.SET)
                .arg(keys.forecastLearner(tenant, forecastKey))
                .arg(header)
                .arg("EX")
                .arg(Math.max(1, ttl.toSeconds()));
        gate.readAsync(redis -> gate.batchAsync(redis, List.of(set)));
    }

    @Override
    public LearnerStats learner(String tenant) {
        return stats(gate.read(redis -> gate.batch(redis, learnerReads(tenant))));
    }

    /** {@link #learner} without blocking the calling thread. */
    CompletionStage<LearnerStats> learnerAsync(String tenant) {
        return gate.readAsync(redis -> gate.batchAsync(redis, learnerReads(tenant)))
                .thenApply(RedisOutcomeStore::stats);
    }

    private List<Request> learnerReads(String tenant) {
        return List.of(
                Request.cmd(Command.HGETALL).arg(keys.learner(tenant)),
                Request.cmd(Command.HGETALL).arg(keys.models(tenant)));
    }

    private static LearnerStats stats(List<Response> replies) {
        Map<String, Long> fields = new HashMap<>();
        pairs(replies.get(0), (k, v) -> fields.put(k, Long.parseLong(v)));
        Map<String, Integer> models = new HashMap<>();
        pairs(replies.get(1), (k, v) -> models.put(k, Integer.parseInt(v)));
        return new LearnerStats(fields, models);
    }

    /** The field-value pairs of an HGETALL reply: a map (RESP3) or a flat list (RESP2). */
    static void pairs(Response reply, java.util.function.BiConsumer<String, String> each) {
        if (reply == null) {
            return;
        }
        if (reply.type() == io.vertx.redis.client.ResponseType.MULTI
                && !reply.getKeys().isEmpty()) {
            for (String k : reply.getKeys()) {
                each.accept(k, reply.get(k).toString());
            }
            return;
        }
        for (int i = 0; i + 1 < reply.size(); i += 2) {
            each.accept(reply.get(i).toString(), reply.get(i + 1).toString());
        }
    }

    @Override
    public Map<String, FeatureCounts> featureCounts(String tenant) {
        Map<String, long[]> raw = new HashMap<>();
        String cursor = "0";
        do {
            String at = cursor;
            Response page = gate.read(redis -> redis.execute("HSCAN", keys.outcomes(tenant), at, "COUNT", "1000"));
            cursor = page.get(0).toString();
            Response entries = page.get(1);
            for (int i = 0; i + 1 < entries.size(); i += 2) {
                String field = entries.get(i).toString();
                int bar = field.lastIndexOf('|');
                if (bar <= 0) {
                    continue;
                }
                long[] c = raw.computeIfAbsent(field.substring(0, bar), f -> new long[2]);
                long value = Long.parseLong(entries.get(i + 1).toString());
                if (field.endsWith("|h")) {
                    c[0] = value;
                } else if (field.endsWith("|n")) {
                    c[1] = value;
                }
            }
        } while (!cursor.equals("0"));
        Map<String, FeatureCounts> out = new HashMap<>();
        raw.forEach((f, c) -> {
            if (!f.equals(TOTAL) && c[1] > 0 && c[0] <= c[1]) {
                out.put(f, new FeatureCounts(c[0], c[1]));
            }
        });
        return out;
    }

    /**
     * The hash fields holding the counters of {@code features}: the totals and the writes first, then h and n per
     * feature.
     */
    static List<String> counterFields(List<String> features) {
        List<String> fields = new ArrayList<>(2 * features.size() + 3);
        fields.add(TOTAL + "|h");
        fields.add(TOTAL + "|n");
        fields.add(TOTAL + "|w");
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
            long n = number(values.get(2 * i + 4));
            if (n > 0) {
                found[i] = new FeatureCounts(number(values.get(2 * i + 3)), n);
            }
        }
        return new AlignedCounts(
                features, found, new FeatureCounts(number(values.get(0)), total), number(values.get(2)));
    }

    @Override
    public Recorded recordForecast(String tenant, String forecastKey, boolean hallucinated, OutcomeSource source) {
        Response r = gate.call(redis -> redis.execute(
                "EVAL",
                RECORD_FORECAST,
                "6",
                keys.outcomes(tenant),
                keys.learner(tenant),
                keys.models(tenant),
                keys.forecast(tenant, forecastKey),
                keys.forecastCounted(tenant, forecastKey),
                keys.forecastLearner(tenant, forecastKey),
                hallucinated ? "1" : "0",
                ttlSeconds(),
                source.wireName()));
        return recorded(r);
    }

    @Override
    public Recorded recordOutcome(String tenant, Remembered outcome, boolean hallucinated, String idempotencyKey) {
        String marker = idempotencyKey == null ? keys.outcomes(tenant) : keys.idempotency(tenant, idempotencyKey);
        Response r = gate.call(redis -> redis.execute(
                "EVAL",
                RECORD_OUTCOME,
                "4",
                keys.outcomes(tenant),
                keys.learner(tenant),
                keys.models(tenant),
                marker,
                hallucinated ? "1" : "0",
                idempotencyKey == null ? "0" : "1",
                ttlSeconds(),
                outcome.encode()));
        return recorded(r);
    }

    @Override
    public BatchResult recordBatch(String tenant, List<Entry> entries) {
        List<String> keyArgs = new ArrayList<>();
        keyArgs.add(keys.outcomes(tenant));
        keyArgs.add(keys.learner(tenant));
        keyArgs.add(keys.models(tenant));
        List<String> argv = new ArrayList<>();
        argv.add(ttlSeconds());
        for (Entry e : entries) {
            String h = e.hallucinated() ? "1" : "0";
            if (e.forecastKey() != null) {
                keyArgs.add(keys.forecast(tenant, e.forecastKey()));
                keyArgs.add(keys.forecastCounted(tenant, e.forecastKey()));
                keyArgs.add(keys.forecastLearner(tenant, e.forecastKey()));
                argv.add("f" + h);
                argv.add("");
            } else {
                argv.add("p" + h);
                argv.add(e.outcome().encode());
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
