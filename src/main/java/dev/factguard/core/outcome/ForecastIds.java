package dev.factguard.core.outcome;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
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
 * Issues and verifies forecast ids: {@code fc_<nonce><mac>} in lower-case hex, where the mac is 16 bytes over the
 * tenant and the nonce under a server secret shared by every instance: two SipHash-2-4 tags under keys derived
 * from the secret (HMAC-SHA256 of a fixed label). An id therefore cannot be forged, altered or replayed in another
 * tenant; it is case-insensitive (hex), and {@link #verify} returns the one normalised form that feedback is
 * counted under. Ids issued before (their mac the first 16 bytes of an HMAC-SHA256 of the same message under the
 * secret itself) still verify, for as long as their forecasts are remembered. Thread-safe.
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

    /** Derives the two SipHash keys from the secret, so that they share nothing with the earlier HMAC's key use. */
    private static final byte[] KEY_LABEL = "factguard forecast-id siphash-2-4 keys".getBytes(StandardCharsets.UTF_8);

    private final SecretKeySpec key;
    private final SipHash first;
    private final SipHash second;
    private final LongSupplier millis;
    // Each thread keeps the arrays an id is built in (an id was four arrays besides its string), and the Mac that
    // checks an id of the earlier form: looking a Mac up and keying it costs more than the HMAC itself.
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
        byte[] keys = newMac().doFinal(KEY_LABEL);
        this.first = SipHash.keyed(keys, 0);
        this.second = SipHash.keyed(keys, 16);
        this.scratch = ThreadLocal.withInitial(Scratch::new);
    }

    /**
     * A new id for a forecast made in {@code tenant}. The nonce has to be unique, not secret (the MAC is what an id
     * cannot be made without), also across copies of a restored snapshot: see {@link Scratch#nextNonce}.
     */
    public String issue(String tenant) {
        Scratch s = scratch.get();
        byte[] nonce = s.nextNonce(millis.getAsLong());
        byte[] mac = s.mac(tenant, nonce, first, second);
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
        Scratch s = scratch.get();
        boolean valid = MessageDigest.isEqual(s.mac(tenant, nonce, first, second), given)
                || MessageDigest.isEqual(s.earlierMac(tenant, nonce, key), given);
        return valid ? Optional.of(normal) : Optional.empty();
    }

    /**
     * The arrays of the id one thread is building. The message is the tenant's UTF-8 bytes, a zero byte and the
     * nonce, kept for the last tenant the thread issued for, so that only its nonce is written again for the next id.
     */
    private static final class Scratch {
        private Mac earlier;
        final byte[] nonce = new byte[NONCE_BYTES];
        final byte[] out = new byte[MAC_BYTES];
        final byte[] hmac = new byte[32];
        final byte[] id = new byte[LENGTH];
        private String tenant;
        private byte[] message;
        private long seed;
        private int salt;
        private long count;
        private boolean seeded;
        private long lastMillis;

        Scratch() {
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

        /** The mac of {@code forTenant}, 0, {@code nonce} in {@link #out} (valid until the next call). */
        byte[] mac(String forTenant, byte[] nonce, SipHash first, SipHash second) {
            byte[] m = message(forTenant, nonce);
            LONG.set(out, 0, first.hash(m, 0, m.length));
            LONG.set(out, 8, second.hash(m, 0, m.length));
            return out;
        }

        /** The mac of an id issued before: the first 16 bytes of the HMAC-SHA256 of the same message. */
        byte[] earlierMac(String forTenant, byte[] nonce, SecretKeySpec key) {
            try {
                if (earlier == null) {
                    earlier = Mac.getInstance("HmacSHA256");
                    earlier.init(key);
                }
                earlier.update(message(forTenant, nonce));
                earlier.doFinal(hmac, 0);
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("HmacSHA256 is part of every Java 17 runtime", e);
            }
            return java.util.Arrays.copyOf(hmac, MAC_BYTES);
        }

        private byte[] message(String forTenant, byte[] nonce) {
            if (!forTenant.equals(tenant)) {
                byte[] name = forTenant.getBytes(StandardCharsets.UTF_8);
                message = java.util.Arrays.copyOf(name, name.length + 1 + NONCE_BYTES);
                tenant = forTenant;
            }
            System.arraycopy(nonce, 0, message, message.length - NONCE_BYTES, NONCE_BYTES);
            return message;
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
