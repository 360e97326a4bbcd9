package dev.factguard.adapter.redis;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A TCP proxy in front of a real Redis that counts the commands clients send, by name, and the round trips they
 * take: commands that reached the proxy before any answer to the commands before them went back (a batch) are
 * one round trip, a command sent after an answer is the next. Commands run inside a script are invisible here,
 * unlike in {@code INFO commandstats}. It parses the request stream (RESP arrays of bulk strings, which is all a
 * client sends) and forwards every byte unchanged.
 */
final class CountingRedisProxy implements AutoCloseable {

    private final ServerSocket server;
    private final int redisPort;
    private final Map<String, AtomicLong> counts = new ConcurrentHashMap<>();
    private final AtomicLong roundTrips = new AtomicLong();

    CountingRedisProxy(int redisPort) {
        this.redisPort = redisPort;
        try {
            server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Thread accept = new Thread(this::acceptLoop, "redis-proxy-accept");
        accept.setDaemon(true);
        accept.start();
    }

    int port() {
        return server.getLocalPort();
    }

    /** Commands sent since the last reset, by upper-case name, without connection set-up (HELLO, CLIENT…). */
    Map<String, Long> commands() {
        Map<String, Long> out = new TreeMap<>();
        counts.forEach((name, n) -> {
            if (n.get() > 0 && !name.equals("HELLO") && !name.equals("CLIENT") && !name.equals("SELECT")) {
                out.put(name, n.get());
            }
        });
        return out;
    }

    /** Round trips since the last reset, connection set-up included (a reset after a warm-up leaves none). */
    long roundTrips() {
        return roundTrips.get();
    }

    void reset() {
        counts.values().forEach(n -> n.set(0));
        roundTrips.set(0);
    }

    private void acceptLoop() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                Socket redis = new Socket(InetAddress.getLoopbackAddress(), redisPort);
                client.setTcpNoDelay(true);
                redis.setTcpNoDelay(true);
                AtomicLong answers = new AtomicLong();
                start(() -> countAndForward(client, redis, answers));
                start(() -> forwardAnswers(redis, client, answers));
            } catch (IOException e) {
                // closed, or Redis is down: the client sees its connection refused or closed, as without a proxy
            }
        }
    }

    private static void start(Runnable pump) {
        Thread t = new Thread(pump, "redis-proxy-pump");
        t.setDaemon(true);
        t.start();
    }

    /**
     * Forwards Redis' answers, counting each chunk sent back, so the request side knows one went back. Counted before
     * it is written: counted after, a client that answers at once could send its next batch, and the request side
     * read it, before the count moved, and that batch was taken for part of the round trip before it (a test saw 0
     * round trips for one batch on a busy machine).
     */
    private static void forwardAnswers(Socket from, Socket to, AtomicLong answers) {
        try (from;
                to) {
            InputStream in = from.getInputStream();
            OutputStream out = to.getOutputStream();
            byte[] buffer = new byte[8192];
            for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                answers.incrementAndGet();
                out.write(buffer, 0, n);
                out.flush();
            }
        } catch (IOException e) {
            // one side closed: closing both ends the connection like a real one
        }
    }

    private void countAndForward(Socket client, Socket redis, AtomicLong answers) {
        try (client;
                redis) {
            Recording in = new Recording(client.getInputStream(), redis.getOutputStream(), answers);
            long tripAnswers = -1;
            while (true) {
                long args = in.number('*');
                // A command read after an answer went back starts a round trip; one read with it does not.
                if (in.answersAtRead() != tripAnswers) {
                    tripAnswers = in.answersAtRead();
                    roundTrips.incrementAndGet();
                }
                String name = null;
                for (long i = 0; i < args; i++) {
                    long length = in.number('$');
                    if (i == 0 && length < 32) {
                        name = new String(in.bytes((int) length), StandardCharsets.US_ASCII);
                    } else {
                        in.skip(length);
                    }
                    in.skip(2);
                }
                String command = name == null ? "?" : name.toUpperCase(java.util.Locale.ROOT);
                counts.computeIfAbsent(command, k -> new AtomicLong()).incrementAndGet();
                in.forward();
            }
        } catch (IOException e) {
            // the connection closed
        }
    }

    /**
     * Reads the request stream byte by byte and forwards what was read. The last bytes of a command are forwarded
     * only after it was counted, so a reply (and whatever the client answers after it) always finds it counted.
     */
    private static final class Recording {
        private final InputStream in;
        private final OutputStream out;
        private final AtomicLong answers;
        private final byte[] buffer = new byte[8192];
        private long answersAtRead;
        private int position;
        private int limit;
        private int forwarded;

        Recording(InputStream in, OutputStream out, AtomicLong answers) {
            this.in = in;
            this.out = out;
            this.answers = answers;
        }

        /**
         * Answers sent back when the bytes being parsed were read: taken after the read, when nothing of those
         * bytes has reached Redis yet, so only answers to earlier commands are counted.
         */
        long answersAtRead() {
            return answersAtRead;
        }

        int read() throws IOException {
            if (position == limit) {
                forward();
                limit = in.read(buffer);
                answersAtRead = answers.get();
                position = 0;
                forwarded = 0;
                if (limit <= 0) {
                    throw new IOException("closed");
                }
            }
            return buffer[position++];
        }

        void forward() throws IOException {
            if (position > forwarded) {
                out.write(buffer, forwarded, position - forwarded);
                out.flush();
                forwarded = position;
            }
        }

        /** A line {@code <prefix><digits>\r\n}. */
        long number(char prefix) throws IOException {
            int first = read();
            if (first != prefix) {
                throw new IOException("not RESP: " + (char) first);
            }
            long n = 0;
            for (int c = read(); c != '\r'; c = read()) {
                n = n * 10 + (c - '0');
            }
            read();
            return n;
        }

        byte[] bytes(int n) throws IOException {
            byte[] b = new byte[n];
            for (int i = 0; i < n; i++) {
                b[i] = (byte) read();
            }
            return b;
        }

        void skip(long n) throws IOException {
            for (long i = 0; i < n; i++) {
                read();
            }
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
