package dev.factguard.core.outcome;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.security.InvalidKeyException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Optional;
import java.util.function.LongSupplier;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Issues and verifies forecast ids: {@code fc_<nonce><mac>} in lower-case hex, where the mac is an HMAC-SHA256
 * over the tenant and the nonce under a server secret shared by every instance. An id therefore cannot be
 * forged, altered or replayed in another tenant; it is case-insensitive (hex), and {@link #verify} returns the
 * one normalised form that feedback is counted under. Thread-safe.
 */
public final class ForecastIds {

    private static final String PREFIX = "fc_";
    private static final int NONCE_BYTES = 12;
    private static final int MAC_BYTES = 16;
    private static final int LENGTH = PREFIX.length() + 2 * (NONCE_BYTES + MAC_BYTES);
    private static final HexFormat HEX = HexFormat.of();
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    private static final SecureRandom SEEDS = new SecureRandom();

    /**
     * A thread's nonces are drawn from the system generator again after this long without an id: a copy restored
     * from a snapshot (SnapStart, CRaC) resumes its threads' counters as the snapshot held them, and its first id
     * comes far more than a second after the snapshot was taken, so every copy counts from seeds of its own.
     */
    static final long RESEED_AFTER_MILLIS = 1_000;

    private final SecretKeySpec key;
    private final LongSupplier millis;
    // Looking a Mac up and keying it costs more than the HMAC itself; each thread keeps one, with the arrays an id
    // is built in (an id was four arrays besides its string).
    private final ThreadLocal<Scratch> scratch;

    /** @param secret at least 16 bytes, the same on every instance */
    public ForecastIds(byte[] secret) {
        this(secret, System::currentTimeMillis);
    }

    /** @param millis the wall clock, read once per id (for the pause after which a thread draws new seeds) */
    ForecastIds(byte[] secret, LongSupplier millis) {
        this.millis = millis;
        if (secret == null || secret.length < 16) {
            throw new IllegalArgumentException("the forecast id secret must be at least 16 bytes");
        }
        this.key = new SecretKeySpec(secret.clone(), "HmacSHA256");
        this.scratch = ThreadLocal.withInitial(() -> new Scratch(newMac()));
    }

    /**
     * A new id for a forecast made in {@code tenant}. The nonce has to be unique, not secret (the MAC is what an id
     * cannot be made without), also across copies of a restored snapshot: see {@link Scratch#nextNonce}.
     */
    public String issue(String tenant) {
        Scratch s = scratch.get();
        byte[] nonce = s.nextNonce(millis.getAsLong());
        byte[] mac = s.mac(tenant, nonce);
        // Written straight into the id's bytes (all ASCII): one string per id, not one per part.
        byte[] id = s.id;
        int p = hex(nonce, NONCE_BYTES, id, PREFIX.length());
        hex(mac, MAC_BYTES, id, p);
        return new String(id, StandardCharsets.ISO_8859_1);
    }

    private static final byte[] DIGITS = "0123456789abcdef".getBytes(StandardCharsets.ISO_8859_1);

    private static int hex(byte[] bytes, int count, byte[] out, int at) {
        for (int i = 0; i < count; i++) {
            out[at++] = DIGITS[(bytes[i] >> 4) & 0xf];
            out[at++] = DIGITS[bytes[i] & 0xf];
        }
        return at;
    }

    /**
     * The normalised id when {@code id} was issued by {@link #issue} for {@code tenant}; empty for anything
     * else (malformed, forged, altered, or issued in another tenant).
     */
    public Optional<String> verify(String tenant, String id) {
        if (id == null || id.length() != LENGTH) {
            return Optional.empty();
        }
        String normal = id.toLowerCase(Locale.ROOT);
        if (!normal.startsWith(PREFIX)) {
            return Optional.empty();
        }
        byte[] body;
        try {
            body = HEX.parseHex(normal, PREFIX.length(), LENGTH);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        byte[] nonce = java.util.Arrays.copyOfRange(body, 0, NONCE_BYTES);
        byte[] given = java.util.Arrays.copyOfRange(body, NONCE_BYTES, body.length);
        return MessageDigest.isEqual(mac(tenant, nonce), given) ? Optional.of(normal) : Optional.empty();
    }

    private byte[] mac(String tenant, byte[] nonce) {
        return java.util.Arrays.copyOf(scratch.get().mac(tenant, nonce), MAC_BYTES);
    }

    /**
     * One thread's keyed Mac and the arrays of the id it is building. The message is the tenant's UTF-8 bytes, a
     * zero byte and the nonce — the same bytes as three updates (tenant, 0, nonce), handed over in one — kept for
     * the last tenant the thread issued for, so that only its nonce is written again for the next id.
     */
    private static final class Scratch {
        final Mac mac;
        final byte[] nonce = new byte[NONCE_BYTES];
        final byte[] out = new byte[32];
        final byte[] id = new byte[LENGTH];
        private String tenant;
        private byte[] message;
        private long seed;
        private int salt;
        private long count;
        private boolean seeded;
        private long lastMillis;

        Scratch(Mac mac) {
            this.mac = mac;
            for (int i = 0; i < PREFIX.length(); i++) {
                id[i] = (byte) PREFIX.charAt(i);
            }
        }

        /**
         * The next nonce of this thread, in {@link #nonce}: eight bytes that count through a bijective mix of a
         * random 64-bit seed (so a thread never repeats them while it counts) and four random bytes. Seeds come from
         * the system generator on first use, after {@link #RESEED_AFTER_MILLIS} without an id (the copies of one
         * snapshot then part ways) and when the clock went back. Two threads, instances or copies share a nonce
         * only if both their random seeds and salts meet: about one chance in 2^96 per pair of ids. Drawing 12
         * bytes from the system generator for every id took 5 % of a forecast.
         */
        byte[] nextNonce(long now) {
            if (!seeded || now - lastMillis >= RESEED_AFTER_MILLIS || now < lastMillis || count == Long.MAX_VALUE) {
                byte[] fresh = new byte[12];
                SEEDS.nextBytes(fresh);
                seed = (long) LONG.get(fresh, 0);
                salt = (int) INT.get(fresh, 8);
                count = 0;
                seeded = true;
            }
            lastMillis = now;
            LONG.set(nonce, 0, mix(seed + ++count * 0x9E3779B97F4A7C15L));
            INT.set(nonce, 8, salt);
            return nonce;
        }

        /** A bijection of the 64-bit values (SplitMix64's finaliser): distinct counts give distinct nonces. */
        private static long mix(long z) {
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return z ^ (z >>> 31);
        }

        /** The full HMAC of {@code forTenant}, 0, {@code nonce}, in {@link #out} (valid until the next call). */
        byte[] mac(String forTenant, byte[] nonce) {
            if (!forTenant.equals(tenant)) {
                byte[] name = forTenant.getBytes(StandardCharsets.UTF_8);
                message = java.util.Arrays.copyOf(name, name.length + 1 + NONCE_BYTES);
                tenant = forTenant;
            }
            System.arraycopy(nonce, 0, message, message.length - NONCE_BYTES, NONCE_BYTES);
            try {
                mac.update(message);
                mac.doFinal(out, 0);
            } catch (javax.crypto.ShortBufferException e) {
                throw new IllegalStateException("HmacSHA256 writes 32 bytes", e);
            }
            return out;
        }
    }

    private Mac newMac() {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(key);
            return mac;
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java 17 runtime", e);
        }
    }

    /** A fresh random secret, for an instance that runs alone (no shared store). */
    public static byte[] randomSecret() {
        byte[] secret = new byte[32];
        new SecureRandom().nextBytes(secret);
        return secret;
    }
}
