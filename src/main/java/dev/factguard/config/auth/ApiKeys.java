package dev.factguard.config.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The configured API keys, as {@code <name>:<sha256 hex of the key>:<tenant>[+<tenant>…]:<role>} entries. Only
 * hashes are held. {@link #verify} hashes the presented key and compares it with every entry in constant time,
 * so neither the answer's timing nor its errors tell which entry, or how much of a hash, matched. Entries and
 * hashes never appear in messages: an invalid entry is named by its position and name.
 */
public final class ApiKeys {

    private record Entry(byte[] hash, Caller caller) {}

    private final List<Entry> entries;

    private ApiKeys(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    public static ApiKeys none() {
        return new ApiKeys(List.of());
    }

    /** Parses the entries of {@code factguard.auth.keys}; throws IllegalArgumentException naming a bad entry. */
    public static ApiKeys parse(List<String> specs) {
        List<Entry> entries = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (int i = 0; i < specs.size(); i++) {
            String spec = specs.get(i).strip();
            if (spec.isEmpty()) {
                continue;
            }
            String where = "factguard.auth.keys entry " + (i + 1);
            // Tenants may contain ':', so the name and hash are the first two parts and the role the last.
            int first = spec.indexOf(':');
            int second = first < 0 ? -1 : spec.indexOf(':', first + 1);
            int last = spec.lastIndexOf(':');
            if (first <= 0 || second < 0 || last <= second) {
                throw new IllegalArgumentException(
                        where + ": expected <name>:<sha256 hex of the key>:<tenant>[+<tenant>...]:<read|write>");
            }
            String name = spec.substring(0, first).strip();
            where += " (" + name + ")";
            String hex = spec.substring(first + 1, second).strip();
            if (!hex.matches("[0-9a-fA-F]{64}")) {
                throw new IllegalArgumentException(where + ": the second part must be the 64 hex digits of the"
                        + " key's SHA-256 (echo -n \"$KEY\" | sha256sum), not the key itself");
            }
            if (!names.add(name)) {
                throw new IllegalArgumentException(where + ": the name is used by another entry");
            }
            List<String> tenants = Tenants.parseList(spec.substring(second + 1, last), where);
            Role role = Role.parse(spec.substring(last + 1), where);
            entries.add(new Entry(
                    HexFormat.of().parseHex(hex.toLowerCase(java.util.Locale.ROOT)), new Caller(name, tenants, role)));
        }
        return new ApiKeys(entries);
    }

    public boolean isEmpty() {
        return entries.isEmpty();
    }

    public int size() {
        return entries.size();
    }

    /** The caller holding {@code presentedKey}, if any entry's hash matches. */
    public Optional<Caller> verify(String presentedKey) {
        if (presentedKey == null || presentedKey.isEmpty()) {
            return Optional.empty();
        }
        byte[] hash = sha256(presentedKey);
        Caller found = null;
        for (Entry entry : entries) {
            // Every entry is compared, match or not, each in constant time.
            if (MessageDigest.isEqual(entry.hash(), hash) && found == null) {
                found = entry.caller();
            }
        }
        return Optional.ofNullable(found);
    }

    static byte[] sha256(String key) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every JVM", e);
        }
    }
}
