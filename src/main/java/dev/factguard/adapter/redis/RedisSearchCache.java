package dev.factguard.adapter.redis;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.factguard.core.search.SearchCache;
import dev.factguard.core.search.SearchResult;
import io.quarkus.redis.datasource.value.SetArgs;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.LocalDate;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * Search results as JSON strings with a TTL, keyed by provider and the SHA-256 of the query (queries can
 * be long and hold any character). Shared by every instance: a subject searched by one is cached for all.
 */
public final class RedisSearchCache implements SearchCache {

    /** Wire form, so the cache format does not change when the domain record gains fields. */
    record Cached(String title, String snippet, String url, String publishedDate) {}

    private static final TypeReference<List<Cached>> LIST = new TypeReference<>() {};

    private final RedisGate gate;
    private final RedisKeys keys;
    private final Duration ttl;
    private final ObjectMapper json;

    public RedisSearchCache(RedisGate gate, RedisKeys keys, Duration ttl, ObjectMapper json) {
        this.gate = gate;
        this.keys = keys;
        this.ttl = ttl;
        this.json = json;
    }

    @Override
    public Optional<List<SearchResult>> get(String provider, String query) {
        String stored = gate.read(redis -> redis.value(String.class).get(keys.search(provider, sha256(query))));
        if (stored == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(json.readValue(stored, LIST).stream()
                    .map(c -> new SearchResult(
                            c.title(),
                            c.snippet(),
                            c.url(),
                            c.publishedDate() == null ? null : LocalDate.parse(c.publishedDate())))
                    .toList());
        } catch (JsonProcessingException | RuntimeException e) {
            return Optional.empty(); // an unreadable entry is a miss; the next put overwrites it
        }
    }

    @Override
    public void put(String provider, String query, List<SearchResult> results) {
        String value;
        try {
            value = json.writeValueAsString(results.stream()
                    .map(s -> new Cached(
                            s.title(),
                            s.snippet(),
                            s.url(),
                            s.publishedDate() == null ? null : s.publishedDate().toString()))
                    .toList());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("search results not serialisable", e);
        }
        gate.retrying(
                redis -> {
                    redis.value(String.class).set(keys.search(provider, sha256(query)), value, new SetArgs().px(ttl));
                    return null;
                },
                true);
    }

    static String sha256(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
