package dev.factguard.adapter.redis;

/**
 * The key layout. Every key of one tenant carries the hash tag {@code {tenant}}, so the keys one script
 * touches (facts + version, history + feedback id) share a slot and multi-key scripts run on Redis Cluster
 * and ElastiCache cluster mode. Tenant names cannot contain braces (the API only allows
 * {@code [A-Za-z0-9._:-]}), so the tag is exactly the tenant.
 *
 * <pre>
 *   {prefix}:{tenant}:facts            HASH  fact key → fact text
 *   {prefix}:{tenant}:facts:version    STRING counter, INCR on every add/remove
 *   {prefix}:{tenant}:vectors          HASH  fact key → embedding (float32, little-endian, base64)
 *   {prefix}:{tenant}:history          HASH  shape|h, shape|n (counts); shape|wh, shape|wn, shape|t (decay)
 *   {prefix}:{tenant}:feedback:{id}    STRING "1", expires after feedback-id-ttl
 *   {prefix}:search:{provider}:{sha}   STRING cached results JSON, expires after search cache-ttl
 * </pre>
 */
public record RedisKeys(String prefix) {

    public String facts(String tenant) {
        return prefix + ":{" + tenant + "}:facts";
    }

    public String factsVersion(String tenant) {
        return prefix + ":{" + tenant + "}:facts:version";
    }

    public String vectors(String tenant) {
        return prefix + ":{" + tenant + "}:vectors";
    }

    public String history(String tenant) {
        return prefix + ":{" + tenant + "}:history";
    }

    public String feedbackId(String tenant, String id) {
        return prefix + ":{" + tenant + "}:feedback:" + id;
    }

    public String search(String provider, String queryHash) {
        return prefix + ":search:" + provider + ":" + queryHash;
    }
}
