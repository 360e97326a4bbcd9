package dev.factguard.adapter.redis;

/**
 * The server-side scripts of {@link RedisKnowledgeStore}. All take {@code KEYS} facts, version, vectors, log
 * (one tenant's slot). A write sets the version to {@code "<n+1>:<write id>"} and appends
 * {@code [version, [keys]]} to the log, trimmed to its last {@code ARGV[2]} entries. Lua loops instead of
 * {@code unpack}, which fails beyond a few thousand values.
 */
final class KnowledgeScripts {

    private KnowledgeScripts() {}

    private static final String BUMP = """
            local function bump(keys)
              local old = redis.call('GET', KEYS[2])
              -- An empty log (a bulk import, data written before the log existed) starts with the version readers
              -- may hold, so they can catch up from it by delta.
              if old and redis.call('LLEN', KEYS[4]) == 0 then redis.call('RPUSH', KEYS[4], cjson.encode({old, {}})) end
              local n = tonumber(string.match(old or '0', '^(%d+)')) or 0
              local v = (n + 1) .. ':' .. ARGV[1]
              redis.call('SET', KEYS[2], v)
              redis.call('RPUSH', KEYS[4], cjson.encode({v, keys}))
              redis.call('LTRIM', KEYS[4], -tonumber(ARGV[2]), -1)
              return v
            end
            """;

    /** ARGV: write id, log length, n, n × (key, text), then (key, vector) pairs or none. Reply: {count, version}. */
    static final String ADD = BUMP + """
            local n = tonumber(ARGV[3])
            local written = {}
            for i = 1, n do
              written[i] = ARGV[2 + 2 * i]
              redis.call('HSET', KEYS[1], written[i], ARGV[3 + 2 * i])
            end
            local first = 4 + 2 * n
            for i = first, #ARGV, 2 do redis.call('HSET', KEYS[3], ARGV[i], ARGV[i + 1]) end
            if first > #ARGV then for i = 1, n do redis.call('HDEL', KEYS[3], written[i]) end end
            local v = bump(written)
            return {redis.call('HLEN', KEYS[1]), v}""";

    /** ARGV: write id, log length, keys. Reply: how many of the keys existed. */
    static final String REMOVE = BUMP + """
            local removed = {}
            for i = 3, #ARGV do
              if redis.call('HDEL', KEYS[1], ARGV[i]) == 1 then removed[#removed + 1] = ARGV[i] end
              redis.call('HDEL', KEYS[3], ARGV[i])
            end
            if #removed > 0 then bump(removed) end
            return #removed""";

    /**
     * KEYS: facts, version, vectors, change log. ARGV: known version ('' for none), most keys a delta may carry
     * (and most facts a full answer inlines). Reply: {status, version, ...}: 'same'; 'delta' + keys, texts,
     * vectors of the facts written since the known version (nil text = removed); 'full' or 'lost' + HGETALL
     * facts, HGETALL vectors, or nothing more when the tenant has more facts than that (the caller then reads it
     * in chunks, which no single reply or timeout has to carry). 'lost' means the known version is not in the
     * tenant's history: Redis lost data since it was read.
     */
    static final RedisScript READ = new RedisScript("""
            local function num(v) return tonumber(string.match(v, '^(%d+)')) end
            local v = redis.call('GET', KEYS[2]) or ''
            local known = ARGV[1]
            if v == known then return {'same', v} end
            local status = 'full'
            if known ~= '' then
              local kn, vn = num(known), num(v)
              if v == '' or not kn or not vn or vn <= kn then status = 'lost' else
                local first = redis.call('LINDEX', KEYS[4], 0)
                local fn = first and num(cjson.decode(first)[1])
                if fn and fn <= kn then
                  local entries = redis.call('LRANGE', KEYS[4], kn - fn, -1)
                  if #entries == 0 then status = 'full'
                  elseif cjson.decode(entries[1])[1] ~= known then status = 'lost'
                  elseif #entries == vn - kn + 1 and cjson.decode(entries[#entries])[1] == v then
                    local seen, ks, texts, vectors, limit = {}, {}, {}, {}, tonumber(ARGV[2])
                    for i = 2, #entries do
                      for _, k in ipairs(cjson.decode(entries[i])[2]) do
                        if not seen[k] then
                          seen[k] = true
                          ks[#ks + 1] = k
                          texts[#ks] = redis.call('HGET', KEYS[1], k)
                          vectors[#ks] = redis.call('HGET', KEYS[3], k)
                        end
                      end
                      if #ks > limit then break end
                    end
                    if #ks <= limit then return {'delta', v, ks, texts, vectors} end
                  end
                end
              end
            end
            if redis.call('HLEN', KEYS[1]) > tonumber(ARGV[2]) then return {status, v} end
            return {status, v, redis.call('HGETALL', KEYS[1]), redis.call('HGETALL', KEYS[3])}""");
}
