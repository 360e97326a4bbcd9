package dev.factguard.adapter.redis;

/**
 * The key layout. Every key of one tenant carries the hash tag {@code {tenant}}, so the keys one script
 * touches (facts + version, history + feedback id) share a slot and multi-key scripts run on Redis Cluster
 * and ElastiCache cluster mode. Tenant names cannot contain braces (the API only allows
 * {@code [A-Za-z0-9._:-]}), so the tag is exactly the tenant.
 *
 * <pre>
 *   {prefix}:{tenant}:facts            HASH  fact key → fact text
 *   {prefix}:{tenant}:facts:version    STRING "{n}:{write id}", n counting the tenant's writes, the id random per
 *                                      write, so a version never repeats, not even after Redis lost its data
 *   {prefix}:{tenant}:facts:log        LIST  the last writes, oldest first: JSON [version, [fact keys written]]
 *   {prefix}:{tenant}:vectors          HASH  fact key → embedding (float32, little-endian, base64)
 *   {prefix}:{tenant}:outcomes         HASH  feature|h, feature|n: outcomes per feature; all|h, all|n: totals
 *   {prefix}:{tenant}:learner          HASH  the risk learner's integer counters (LearnerFields names)
 *   {prefix}:{tenant}:models           HASH  model name → slot (1 … 64) in the learner's counters
 *   {prefix}:{tenant}:forecast:{id}    STRING the forecast's features (\n-joined), expires after forecast-ttl
 *   {prefix}:{tenant}:forecast:{id}:learner STRING its header line (Remembered.header: the model, component
 *                                      scores and risks), written after the answer; same expiry
 *   {prefix}:{tenant}:forecast:{id}:counted STRING "user:0" or "user:1": the source and outcome counted for the
 *                                      id, set once; same expiry
 *   {prefix}:{tenant}:idem:{key}       STRING "1" once feedback with that idempotency key was counted
 *   {prefix}:idsecret                  STRING the forecast-id signing secret, when not configured
 *   {prefix}:{tenant}:once:{key}       STRING the reply of an idempotent write (JSON), expires after its ttl
 *   {prefix}:{tenant}:settings         HASH  the tenant's own thresholds: proceedBelow, groundBelow
 *   {prefix}:{#settings}:tenants       SET   the tenants that have own thresholds (so instances load them without
 *                                      scanning; a tenant's erase removes it here too)
 *   {prefix}:{#settings}:version       STRING counter moved by every change of a tenant's thresholds
 *   {prefix}:search:{provider}:{sha}   STRING cached results JSON, expires after search cache-ttl
 *   {prefix}:ratelimit:{provider}:{w}  STRING requests sent to the provider in one-second window w (epoch
 *                                      seconds), INCR'd by a script; expires 2 s after the window starts
 *   {prefix}:backoff:{provider}        STRING "1" while the provider is backed off after a 429/202; PX = back-off
 * </pre>
 *
 * The two settings keys share the hash tag {@code {#settings}}, which no tenant can have ('#' is not allowed in a
 * tenant name), so one script updates both. The throttle keys carry the hash tag {@code {provider}} (provider names are fixed lower-case words), so one
 * provider's window and back-off keys share a slot and are read by one script.
 */
public record RedisKeys(String prefix) {

    public String facts(String tenant) {
        return prefix + ":{" + tenant + "}:facts";
    }

    public String factsVersion(String tenant) {
        return prefix + ":{" + tenant + "}:facts:version";
    }

    public String factsLog(String tenant) {
        return prefix + ":{" + tenant + "}:facts:log";
    }

    /** Where an idempotent write keeps its reply; in the tenant's slot, so one script can touch both. */
    public String once(String tenant, String idempotencyKey) {
        return prefix + ":{" + tenant + "}:once:" + idempotencyKey;
    }

    public String vectors(String tenant) {
        return prefix + ":{" + tenant + "}:vectors";
    }

    public String outcomes(String tenant) {
        return prefix + ":{" + tenant + "}:outcomes";
    }

    public String learner(String tenant) {
        return prefix + ":{" + tenant + "}:learner";
    }

    public String models(String tenant) {
        return prefix + ":{" + tenant + "}:models";
    }

    public String forecast(String tenant, String forecastId) {
        return prefix + ":{" + tenant + "}:forecast:" + forecastId;
    }

    /** What the risk learner needs of a remembered forecast: its header line (model, scores, risk). */
    public String forecastLearner(String tenant, String forecastId) {
        return forecast(tenant, forecastId) + ":learner";
    }

    public String forecastCounted(String tenant, String forecastId) {
        return forecast(tenant, forecastId) + ":counted";
    }

    public String idempotency(String tenant, String key) {
        return prefix + ":{" + tenant + "}:idem:" + key;
    }

    public String settings(String tenant) {
        return prefix + ":{" + tenant + "}:settings";
    }

    public String settingsTenants() {
        return prefix + ":{#settings}:tenants";
    }

    public String settingsVersion() {
        return prefix + ":{#settings}:version";
    }

    public String idSecret() {
        return prefix + ":idsecret";
    }

    public String search(String provider, String queryHash) {
        return prefix + ":search:" + provider + ":" + queryHash;
    }

    public String rateLimit(String provider, long windowEpochSecond) {
        return prefix + ":ratelimit:{" + provider + "}:" + windowEpochSecond;
    }

    public String backoff(String provider) {
        return prefix + ":backoff:{" + provider + "}";
    }
}
