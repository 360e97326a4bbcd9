package dev.factguard.adapter.inmemory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The log answers as a map of objects with oldest-first eviction would, through replacements, removals, chunk
 * turnover, entries larger than a chunk and strings no byte encoding would keep.
 */
class RememberedLogTest {

    /** The reference: entries in insertion order, removed ones keeping their place until dropped. */
    private static final class Model {
        final String key;
        final List<String> features;
        final long expiresAt;
        boolean counted;
        boolean removed;

        Model(String key, List<String> features, long expiresAt, boolean counted) {
            this.key = key;
            this.features = features;
            this.expiresAt = expiresAt;
            this.counted = counted;
        }
    }

    private static final String[] ODD = {"", "\n", "a\nb", "€uro", "\uD800", "日本語", "\u00FF\u0100", "x".repeat(700)};

    @Test
    void random_operations_answer_like_an_ordered_map_with_eviction() {
        randomOperations(100, 400, 30_000, 500);
    }

    /**
     * A log many generations of its index long, most keys new (put as forecasts are, without the lookup of an old
     * entry), some put again, removed or looked up long after, when their generation is partly dropped.
     */
    @Test
    void random_operations_over_many_generations_answer_like_an_ordered_map_with_eviction() {
        int capacity = 3 * RememberedIndex.GENERATION + 123;
        randomOperations(capacity, 20 * capacity, 5 * capacity, 10_000);
    }

    /** Puts of {@code keys} distinct keys; a key not held yet is put as new one time in two. */
    private static void randomOperations(int capacity, int keys, int operations, int checkEvery) {
        Random random = new Random(11);
        RememberedLog log = new RememberedLog(capacity);
        ArrayDeque<Model> order = new ArrayDeque<>();
        Map<String, Model> byKey = new HashMap<>();
        for (int op = 0; op < operations; op++) {
            String key = "forecast-" + random.nextInt(keys) + (random.nextInt(10) == 0 ? "-€" : "");
            int what = random.nextInt(10);
            if (what < 6) {
                List<String> features = features(random, op);
                long expires = random.nextLong();
                boolean counted = random.nextBoolean();
                if (!byKey.containsKey(key) && random.nextBoolean()) {
                    log.putNew(key, features, expires, counted);
                } else {
                    log.put(key, features, expires, counted);
                }
                Model old = byKey.remove(key);
                if (old != null) {
                    old.removed = true;
                }
                Model m = new Model(key, features, expires, counted);
                order.addLast(m);
                byKey.put(key, m);
                while (order.size() > capacity) {
                    Model dropped = order.removeFirst();
                    if (!dropped.removed) {
                        byKey.remove(dropped.key);
                    }
                }
            } else if (what < 8) {
                log.remove(key);
                Model old = byKey.remove(key);
                if (old != null) {
                    old.removed = true;
                }
            } else {
                long at = log.find(key);
                Model m = byKey.get(key);
                assertThat(at >= 0).as("found %s", key).isEqualTo(m != null);
                if (m != null) {
                    log.markCounted(at, 0);
                    m.counted = true;
                }
            }
            assertThat(log.entries()).isEqualTo(order.size());
            assertThat(log.live()).isEqualTo(byKey.size());
            if (op % checkEvery == 0 || op > operations - 100) {
                assertSame(log, byKey);
            }
        }
        assertSame(log, byKey);
        // Absent keys too: dropped, removed, replaced by a newer entry or never put.
        for (int k = 0; k < Math.min(keys, 20_000); k++) {
            for (String key : List.of("forecast-" + k, "forecast-" + k + "-€")) {
                assertThat(log.find(key) >= 0).as(key).isEqualTo(byKey.containsKey(key));
            }
        }
    }

    /** Past capacity, entries of old generations are not found once dropped, also under a key put again later. */
    @Test
    void a_dropped_entry_is_not_found_though_its_generation_still_indexes_it() {
        int capacity = RememberedIndex.GENERATION + 10;
        RememberedLog log = new RememberedLog(capacity);
        for (int i = 0; i < capacity + 5; i++) {
            log.putNew("fc-" + i, List.of("w:" + i), i, false);
        }
        assertThat(log.find("fc-4")).isEqualTo(-1);
        assertThat(log.features(log.find("fc-5"))).containsExactly("w:5");
        log.put("fc-0", List.of("again"), 0, false);
        assertThat(log.features(log.find("fc-0"))).containsExactly("again");
        assertThat(log.find("fc-5")).isEqualTo(-1);
        assertThat(log.live()).isEqualTo(capacity);
        log.remove("fc-6");
        assertThat(log.find("fc-6")).isEqualTo(-1);
        assertThat(log.live()).isEqualTo(capacity - 1);
    }

    @Test
    void an_entry_larger_than_a_chunk_is_kept_whole_and_dropped_in_turn() {
        RememberedLog log = new RememberedLog(3);
        String huge = "h".repeat(RememberedLog.MAX_CHUNK + 123);
        log.put("a", List.of("small"), 1, false);
        log.put("b", List.of(huge, "\uD83D\uDE00" + huge), 2, true);
        log.put("c", List.of(), 3, false);
        assertThat(log.features(log.find("b"))).containsExactly(huge, "\uD83D\uDE00" + huge);
        assertThat(log.counted(log.find("b"))).isTrue();
        log.put("d", List.of("x"), 4, false);
        log.put("e", List.of("y"), 5, false);
        assertThat(log.find("a")).isEqualTo(-1);
        assertThat(log.find("b")).isEqualTo(-1);
        assertThat(log.features(log.find("c"))).isEmpty();
        assertThat(log.expiresAt(log.find("e"))).isEqualTo(5);
        assertThat(log.live()).isEqualTo(3);
    }

    /** At capacity with full-size chunks, each dropped chunk's bytes are written over by the next entries. */
    @Test
    void full_size_chunks_written_over_after_they_are_dropped_answer_as_fresh_ones() {
        int capacity = 3_000;
        RememberedLog log = new RememberedLog(capacity);
        ArrayDeque<Model> order = new ArrayDeque<>();
        Map<String, Model> byKey = new HashMap<>();
        // About 4 KB an entry: a full chunk every thousand puts, dropped as the log turns over four times.
        String pad = "p".repeat(4_000);
        for (int op = 0; op < 4 * capacity; op++) {
            String key = "fc-" + op;
            List<String> features = List.of("w:" + op, pad.substring(op % 97), "b:" + op + " x");
            log.put(key, features, op, op % 3 == 0);
            Model m = new Model(key, features, op, op % 3 == 0);
            order.addLast(m);
            byKey.put(key, m);
            if (order.size() > capacity) {
                byKey.remove(order.removeFirst().key);
            }
            if (op % 1_000 == 999) {
                assertSame(log, byKey);
            }
        }
        assertThat(log.find("fc-" + (3 * capacity - 1))).isEqualTo(-1);
        assertThat(log.live()).isEqualTo(capacity);
        assertSame(log, byKey);
    }

    @Test
    void a_log_of_capacity_zero_remembers_nothing() {
        RememberedLog log = new RememberedLog(0);
        log.put("a", List.of("x"), 1, false);
        assertThat(log.find("a")).isEqualTo(-1);
        assertThat(log.entries()).isZero();
    }

    private static List<String> features(Random random, int op) {
        List<String> out = new ArrayList<>();
        int n = random.nextInt(40);
        for (int i = 0; i < n; i++) {
            out.add(
                    random.nextInt(8) == 0
                            ? ODD[random.nextInt(ODD.length)]
                            : "w:word" + random.nextInt(1000) + "-" + op);
        }
        return out;
    }

    private static void assertSame(RememberedLog log, Map<String, Model> byKey) {
        for (Model m : byKey.values()) {
            long at = log.find(m.key);
            assertThat(at).as(m.key).isGreaterThanOrEqualTo(0);
            assertThat(log.features(at)).as(m.key).isEqualTo(m.features);
            assertThat(log.expiresAt(at)).isEqualTo(m.expiresAt);
            assertThat(log.counted(at)).isEqualTo(m.counted);
        }
    }
}
