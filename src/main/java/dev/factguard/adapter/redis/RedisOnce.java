package dev.factguard.adapter.redis;

import io.vertx.mutiny.redis.client.Response;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes that a client may safely repeat: a script runs at most once per idempotency key, and a repeat
 * within the key's ttl gets the first run's reply without running it again. The check, the write and the
 * remembered reply are one script, so a retry after {@link dev.factguard.core.WriteOutcomeUnknownException}
 * (the first attempt may or may not have run) never counts twice. Because of that, a connection that dies
 * under the call is retried at once.
 *
 * <p>The script sees its own {@code KEYS} and {@code ARGV} as if called directly; its reply must be
 * JSON-encodable (numbers, strings, arrays of them). The once-key ({@link RedisKeys#once}) must share the
 * hash tag of the script's keys. Thread-safe.
 */
public final class RedisOnce {

    private static final String HEAD = """
            local once, ttl = KEYS[1], ARGV[1]
            local done = redis.call('GET', once)
            if done then return cjson.decode(done) end
            local k, a = {}, {}
            for i = 2, #KEYS do k[i - 1] = KEYS[i] end
            for i = 2, #ARGV do a[i - 1] = ARGV[i] end
            local KEYS, ARGV = k, a
            local result = (function()
            """;
    private static final String TAIL = """

            end)()
            redis.call('SET', once, cjson.encode(result), 'EX', ttl)
            return result""";

    private final RedisGate gate;
    private final Duration ttl;

    /** {@code ttl}: how long a key is remembered, i.e. how late a retry may come and still count once. */
    public RedisOnce(RedisGate gate, Duration ttl) {
        this.gate = gate;
        this.ttl = ttl;
    }

    /** The script text that runs {@code body} at most once per key; compute once and keep. */
    public static String wrap(String body) {
        return HEAD + body + TAIL;
    }

    /**
     * Runs {@code wrapped} (from {@link #wrap}) under {@code onceKey}: the reply of the first run with that
     * key, whether it is this call or an earlier one.
     */
    public Response run(String wrapped, String onceKey, List<String> keys, List<String> args) {
        List<String> command = new ArrayList<>(keys.size() + args.size() + 4);
        command.add(wrapped);
        command.add(Integer.toString(keys.size() + 1));
        command.add(onceKey);
        command.addAll(keys);
        command.add(Long.toString(Math.max(1, ttl.toSeconds())));
        command.addAll(args);
        return gate.retrying(r -> r.execute("EVAL", command.toArray(String[]::new)), true);
    }
}
