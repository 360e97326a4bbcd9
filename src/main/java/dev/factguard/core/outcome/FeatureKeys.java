package dev.factguard.core.outcome;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The names outcome features are stored under. A feature that carries the prompt's own words ({@code w:…},
 * {@code b:…}, {@code lead:…}, and {@code shape:…}, which starts with the prompt's first word) is stored as {@code h:} and 16 hex digits: SipHash-2-4 of the name under a key of
 * the tenant's own, derived from the id secret ({@code HMAC-SHA256(secret, "factguard/features/v1" + tenant)}, its
 * first 16 bytes). So a dump of the store holds no word of a prompt, the same word counts under different names in
 * different tenants, and without the secret a name cannot be tried against guessed words. The other features
 * ({@code len:}, {@code cue:}, {@code anchor:}, {@code vol:}) are a fixed vocabulary that says
 * nothing of a prompt's text, and stay readable. Counts are found again by the name a forecast computes from the
 * prompt in hand, so rationales still read {@code prompts with "paris"}; the stored names are never turned back.
 *
 * <p>SipHash rather than a truncated HMAC-SHA256 per name: a forecast stores up to ~140 names, and an HMAC costs
 * four SHA-256 blocks each. 64 bits make a collision between two names of one tenant unlikely below billions of
 * names. {@link #readable()} keeps names as they are (the documented opt-in). Thread-safe.
 */
public final class FeatureKeys {

    /** What a hashed name starts with. */
    public static final String HASHED = "h:";

    private static final String CONTEXT = "factguard/features/v1";
    private static final int MAX_TENANTS = 10_000;
    private static final char[] HEX = "0123456789abcdef".toCharArray();
    private static final ThreadLocal<byte[]> BUFFER = ThreadLocal.withInitial(() -> new byte[256]);

    /** A name hashed under a tenant's key, kept in {@link #recent}. */
    private record Hashed(SipHash key, String feature, String stored) {}

    private final byte[] secret;
    private final Map<String, SipHash> tenants = new ConcurrentHashMap<>();
    /**
     * Names hashed lately, by slot: a forecast's names come from bounded caches and repeat across forecasts, and a
     * lookup (the name's cached hash code, two comparisons) costs a tenth of hashing the name again (40-50 ns).
     * Racy writes of immutable entries: a reader sees a whole entry or another one, and a miss hashes anew.
     */
    private final Hashed[] recent = new Hashed[1 << 14];

    private FeatureKeys(byte[] secret) {
        this.secret = secret;
    }

    /** Names stored as they are: prompt words readable at rest. */
    public static FeatureKeys readable() {
        return new FeatureKeys(null);
    }

    /** Names that carry prompt words stored under a keyed hash derived from {@code secret} (≥ 16 bytes). */
    public static FeatureKeys hashed(byte[] secret) {
        if (secret == null || secret.length < 16) {
            throw new IllegalArgumentException("secret must hold at least 16 bytes");
        }
        return new FeatureKeys(secret.clone());
    }

    /** Whether names that carry prompt words are hashed. */
    public boolean hashes() {
        return secret != null;
    }

    /** Whether {@code storedName} is a hashed name (its words cannot be read back). */
    public static boolean isHashed(String storedName) {
        return storedName.startsWith(HASHED);
    }

    /** Whether {@code feature} carries words of the prompt. */
    static boolean carriesText(String feature) {
        return feature.startsWith("w:")
                || feature.startsWith("b:")
                || feature.startsWith("lead:")
                || feature.startsWith("shape:");
    }

    /** The name {@code feature} is stored under in {@code tenant}. */
    public String stored(String tenant, String feature) {
        return secret == null || !carriesText(feature) ? feature : cached(key(tenant), feature);
    }

    /** The names {@code features} are stored under, in the same order. */
    public List<String> stored(String tenant, List<String> features) {
        if (secret == null) {
            return features;
        }
        SipHash key = key(tenant);
        List<String> out = new ArrayList<>(features.size());
        for (String f : features) {
            out.add(carriesText(f) ? cached(key, f) : f);
        }
        return out;
    }

    /** {@code remembered} with its features under their stored names. */
    public Remembered stored(String tenant, Remembered remembered) {
        if (secret == null) {
            return remembered;
        }
        return new Remembered(
                stored(tenant, remembered.features()),
                remembered.model(),
                remembered.components(),
                remembered.vector(),
                remembered.raw(),
                remembered.given());
    }

    private SipHash key(String tenant) {
        SipHash key = tenants.get(tenant);
        if (key == null) {
            if (tenants.size() >= MAX_TENANTS) {
                tenants.clear();
            }
            key = SipHash.keyed(derive(tenant), 0);
            tenants.put(tenant, key);
        }
        return key;
    }

    private String cached(SipHash key, String feature) {
        int h = (feature.hashCode() ^ System.identityHashCode(key)) * 0x9E3779B9;
        int slot = (h ^ (h >>> 16)) & (recent.length - 1);
        Hashed entry = recent[slot];
        if (entry != null && entry.key == key && (entry.feature == feature || entry.feature.equals(feature))) {
            return entry.stored;
        }
        String stored = hash(key, feature);
        recent[slot] = new Hashed(key, feature, stored);
        return stored;
    }

    private byte[] derive(String tenant) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(secret, "HmacSHA256"));
            mac.update(CONTEXT.getBytes(StandardCharsets.UTF_8));
            mac.update((byte) 0);
            return mac.doFinal(tenant.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java runtime", e);
        }
    }

    /** {@code h:} and the hex of SipHash over the name's UTF-16LE bytes, encoded into a per-thread buffer. */
    private static String hash(SipHash key, String feature) {
        int length = 2 * feature.length();
        byte[] bytes = BUFFER.get();
        if (bytes.length < length) {
            bytes = new byte[Math.max(length, 2 * bytes.length)];
            BUFFER.set(bytes);
        }
        for (int i = 0; i < feature.length(); i++) {
            char c = feature.charAt(i);
            bytes[2 * i] = (byte) c;
            bytes[2 * i + 1] = (byte) (c >>> 8);
        }
        long h = key.hash(bytes, 0, length);
        char[] out = new char[HASHED.length() + 16];
        out[0] = 'h';
        out[1] = ':';
        for (int i = 0; i < 16; i++) {
            out[2 + i] = HEX[(int) (h >>> (60 - 4 * i)) & 0xF];
        }
        return new String(out);
    }
}
