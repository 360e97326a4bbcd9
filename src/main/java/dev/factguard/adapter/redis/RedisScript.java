package dev.factguard.adapter.redis;

import io.quarkus.redis.datasource.RedisDataSource;
import io.vertx.mutiny.redis.client.Command;
import io.vertx.mutiny.redis.client.Request;
import io.vertx.mutiny.redis.client.Response;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * A Lua script called by its SHA1 ({@code EVALSHA}) and sent in full ({@code EVAL}) only when the server answers
 * {@code NOSCRIPT}: after a restart, a failover, {@code SCRIPT FLUSH}, or on a cluster node that never ran it. A
 * hot script then costs 40 bytes per call instead of its text, and the server looks it up instead of hashing the
 * text again. Immutable, thread-safe.
 */
final class RedisScript {

    private final String text;
    private final String sha;

    RedisScript(String text) {
        this.text = text;
        this.sha = sha1(text);
    }

    /**
     * Sends {@code before}, then the script ({@code numKeysKeysAndArgs}: what follows the script in {@code EVAL},
     * the number of keys, the keys, the arguments), in one batch ({@link RedisGate#batch}: one round trip), and returns
     * every answer in that order. After {@code NOSCRIPT} the whole batch is sent again with the script in full, so
     * the commands of {@code before} must be safe to repeat.
     */
    List<Response> runAfter(RedisGate gate, RedisDataSource redis, List<Request> before, String... numKeysKeysAndArgs) {
        try {
            return gate.batch(redis, with(before, Request.cmd(Command.EVALSHA).arg(sha), numKeysKeysAndArgs));
        } catch (RuntimeException e) {
            if (!RedisFault.isNoScript(e)) {
                throw e;
            }
            return gate.batch(redis, with(before, Request.cmd(Command.EVAL).arg(text), numKeysKeysAndArgs));
        }
    }

    /** {@link #runAfter} without waiting ({@link RedisGate#batchAsync}), with the same resend after NOSCRIPT. */
    CompletionStage<List<Response>> runAfterAsync(
            RedisGate gate, RedisDataSource redis, List<Request> before, String... numKeysKeysAndArgs) {
        return gate.batchAsync(redis, with(before, Request.cmd(Command.EVALSHA).arg(sha), numKeysKeysAndArgs))
                .exceptionallyCompose(e -> RedisFault.isNoScript(e)
                        ? gate.batchAsync(
                                redis, with(before, Request.cmd(Command.EVAL).arg(text), numKeysKeysAndArgs))
                        : CompletableFuture.failedStage(e));
    }

    private static List<Request> with(List<Request> before, Request script, String... args) {
        for (String a : args) {
            script.arg(a);
        }
        List<Request> all = new ArrayList<>(before.size() + 1);
        all.addAll(before);
        all.add(script);
        return all;
    }

    private static String sha1(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-1").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-1", e);
        }
    }
}
