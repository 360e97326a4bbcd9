package dev.factguard.testing;

import io.quarkus.redis.datasource.RedisDataSource;
import io.vertx.mutiny.redis.client.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Every key in a real Redis with its whole value, as text: what an operator's dump (or a stolen backup) shows.
 * Strings as they are; hashes, lists, sets and sorted sets as their members, sorted, so two dumps compare.
 */
public final class RedisDump {

    private RedisDump() {}

    /** Key → value text, for every key (a full SCAN). */
    public static Map<String, String> all(RedisDataSource redis) {
        Map<String, String> out = new TreeMap<>();
        String cursor = "0";
        do {
            Response page = redis.execute("SCAN", cursor, "COUNT", "1000");
            cursor = page.get(0).toString();
            for (Response key : page.get(1)) {
                String k = key.toString();
                out.put(k, value(redis, k));
            }
        } while (!cursor.equals("0"));
        return out;
    }

    /**
     * {@link #all} once two dumps in a row agree: a forecast's last write is sent after its answer without being
     * waited for, so a dump taken at once may miss it.
     */
    public static Map<String, String> settled(RedisDataSource redis) {
        Map<String, String> last = all(redis);
        for (int i = 0; i < 50; i++) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            Map<String, String> now = all(redis);
            if (now.equals(last)) {
                return now;
            }
            last = now;
        }
        return last;
    }

    /** The keys of {@code all} under the tenant's hash tag. */
    public static Map<String, String> tenant(Map<String, String> all, String tenant) {
        Map<String, String> out = new TreeMap<>();
        all.forEach((k, v) -> {
            if (k.contains("{" + tenant + "}")) {
                out.put(k, v);
            }
        });
        return out;
    }

    private static String value(RedisDataSource redis, String key) {
        String type = redis.execute("TYPE", key).toString();
        Response v = switch (type) {
            case "string" -> redis.execute("GET", key);
            case "hash" -> redis.execute("HGETALL", key);
            case "list" -> redis.execute("LRANGE", key, "0", "-1");
            case "set" -> redis.execute("SMEMBERS", key);
            case "zset" -> redis.execute("ZRANGE", key, "0", "-1", "WITHSCORES");
            default -> null;
        };
        if (v == null) {
            return type;
        }
        if (type.equals("string")) {
            return v.toString();
        }
        List<String> members = new ArrayList<>();
        if (type.equals("hash") && !v.getKeys().isEmpty()) {
            v.getKeys().forEach(f -> members.add(f + "=" + v.get(f)));
        } else if (type.equals("hash")) {
            for (int i = 0; i + 1 < v.size(); i += 2) {
                members.add(v.get(i) + "=" + v.get(i + 1));
            }
        } else {
            v.forEach(m -> members.add(m.toString()));
        }
        if (!type.equals("list")) {
            members.sort(null);
        }
        return type + ":" + String.join("\n", members);
    }
}
