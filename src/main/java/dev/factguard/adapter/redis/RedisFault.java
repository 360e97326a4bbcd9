package dev.factguard.adapter.redis;

import dev.factguard.adapter.Causes;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a failed Redis call means for the caller. The Vert.x client reports a connection closed under a
 * command as an error reply ({@code ErrorType("CONNECTION_CLOSED")}), exactly like a script bug, and Redis
 * itself answers some outages with error replies ({@code LOADING} after a restart, {@code READONLY} from a
 * demoted primary during a failover): only the code in the reply tells a bug from an outage.
 *
 * @param kind short name of the fault, used to log each kind once per interval
 */
record RedisFault(Kind kind, String name, String description) {

    enum Kind {
        /** Redis answered with an error about the command itself (a script bug, a wrong type): not an outage. */
        BUG,
        /** The command was refused or never sent: nothing was applied. */
        NOT_APPLIED,
        /** The command was sent and no answer came (timeout, connection closed in flight): it may have run. */
        IN_FLIGHT
    }

    private static final String ERROR_REPLY = "io.vertx.redis.client.impl.types.ErrorType";

    /** Error-reply codes that mean "not now" rather than "wrong command": Redis did not execute it. */
    private static final java.util.Set<String> OUTAGE_CODES = java.util.Set.of(
            "LOADING", "BUSY", "MASTERDOWN", "READONLY", "CLUSTERDOWN", "TRYAGAIN", "NOREPLICAS", "MISCONF", "OOM");

    /** The name of the fault where the connection under a command was closed or reset. */
    static final String CONNECTION_CLOSED = "connection closed";

    /**
     * The name of the fault where this instance's own connection pool turned a command away: every connection
     * busy and {@code quarkus.redis.max-pool-waiting} calls already waiting for one. Redis itself is fine.
     */
    static final String POOL_BUSY = "pool busy";

    /** The settings that bound the pool: what to raise when it is full. */
    static final String POOL_SETTINGS = "quarkus.redis.max-pool-size or quarkus.redis.max-pool-waiting";

    private static final String POOL_TOO_BUSY = "io.vertx.core.http.ConnectionPoolTooBusyException";

    private static final Pattern BATCH_ERROR = Pattern.compile("ERR \\[\\d+] (\\S+)");

    static RedisFault of(Throwable e) {
        String description = describe(e);
        if (Causes.isTimeout(e)) {
            return new RedisFault(Kind.IN_FLIGHT, "timeout", description);
        }
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getClass().getName().equals(ERROR_REPLY)) {
                String message = t.getMessage() == null ? "" : t.getMessage();
                // A batch names each failed command, one per line ("ERR [0] CONNECTION_CLOSED"), its code after it.
                // A connection that died under a batch fails each command with the exception that ended it
                // ("ERR [0] java.net.SocketException: Connection reset"): not a code Redis sent. Under CLIENT KILL
                // the client's lines can also come interleaved ("ERR [ERR [1] CONNECTION_CLOSED0] ..."), so every
                // line is read, not only the first.
                Matcher batch = BATCH_ERROR.matcher(message);
                String code = null;
                while (batch.find()) {
                    String c = batch.group(1);
                    if (closedUnder(c)) {
                        return new RedisFault(Kind.IN_FLIGHT, CONNECTION_CLOSED, description);
                    }
                    code = code == null ? c : code;
                }
                if (code == null) {
                    code = message.split(" ", 2)[0];
                }
                if (closedUnder(code)) {
                    return new RedisFault(Kind.IN_FLIGHT, CONNECTION_CLOSED, description);
                }
                return new RedisFault(OUTAGE_CODES.contains(code) ? Kind.NOT_APPLIED : Kind.BUG, code, description);
            }
        }
        Throwable root = Causes.root(e);
        if (root.getClass().getName().equals(POOL_TOO_BUSY)) {
            return new RedisFault(Kind.NOT_APPLIED, POOL_BUSY, description);
        }
        if (root.getClass().getSimpleName().contains("ClosedChannel")) {
            // The channel closed while the command was being written or answered.
            return new RedisFault(Kind.IN_FLIGHT, CONNECTION_CLOSED, description);
        }
        if ("Connection is closed".equals(root.getMessage())) {
            // Refused by the client before sending, on a pooled connection that had just been closed.
            return new RedisFault(Kind.NOT_APPLIED, CONNECTION_CLOSED, description);
        }
        return new RedisFault(Kind.NOT_APPLIED, root.getClass().getSimpleName(), description);
    }

    /**
     * Whether Redis itself fails, which is worth failing fast for: not a killed connection, which the next call
     * replaces, nor this instance's full pool, whose waiting calls still reach Redis.
     */
    boolean redisDown() {
        return !name.equals(CONNECTION_CLOSED) && !name.equals(POOL_BUSY);
    }

    boolean poolBusy() {
        return name.equals(POOL_BUSY);
    }

    /**
     * A code the client wrote for a connection closed under the command ({@code CONNECTION_CLOSED}, at times run
     * into the next line), or the exception that ended it ("java.net.SocketException:"): not a code Redis sent.
     */
    private static boolean closedUnder(String code) {
        return code.startsWith("CONNECTION_CLOSED") || code.contains("Exception");
    }

    /** The server does not hold the script called by its SHA1 ({@code EVALSHA}): send it in full. */
    static boolean isNoScript(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getClass().getName().equals(ERROR_REPLY)) {
                String message = t.getMessage();
                // A batch names the failed command first: "ERR [2] NOSCRIPT ...".
                return message != null
                        && (message.startsWith("NOSCRIPT") || message.matches("ERR \\[\\d+] NOSCRIPT.*"));
            }
        }
        return false;
    }

    private static String describe(Throwable e) {
        Throwable root = Causes.root(e);
        String message = root.getMessage();
        return root.getClass().getSimpleName() + (message == null ? "" : ": " + message);
    }
}
