package dev.factguard.adapter.inmemory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The index by generations on its own, with keys held in a map by position as the log would hold them. */
class RememberedIndexTest {

    private final Map<Long, String> keyAt = new HashMap<>();
    private final RememberedIndex.Keys keys = (position, key) -> key.equals(keyAt.get(position));
    private final RememberedIndex index = new RememberedIndex();

    private void add(long position, String key) {
        keyAt.put(position, key);
        index.add(key.hashCode(), position);
    }

    private long find(String key, long oldest) {
        return index.find(key, key.hashCode(), oldest, keys);
    }

    @Test
    void a_generation_is_let_go_once_all_its_entries_were_dropped() {
        int held = RememberedIndex.GENERATION + 7;
        for (long p = 0; p < 10L * RememberedIndex.GENERATION; p++) {
            add(p, "k" + p);
            if (p >= held) {
                index.dropped(true);
            }
            assertThat(index.generations()).isLessThanOrEqualTo(3);
        }
        assertThat(index.live()).isEqualTo(held);
        long oldest = 10L * RememberedIndex.GENERATION - held;
        assertThat(find("k" + oldest, oldest)).isEqualTo(oldest);
        assertThat(find("k" + (oldest - 1), oldest)).isEqualTo(-1);
    }

    @Test
    void a_key_in_two_generations_is_found_in_the_newest_and_removed_there_first() {
        add(0, "same");
        for (long p = 1; p <= RememberedIndex.GENERATION; p++) {
            add(p, "k" + p);
        }
        long newer = RememberedIndex.GENERATION + 1;
        add(newer, "same");
        assertThat(index.generations()).isEqualTo(2);
        assertThat(find("same", 0)).isEqualTo(newer);
        assertThat(index.remove("same", "same".hashCode(), 0, keys)).isEqualTo(newer);
        assertThat(find("same", 0)).isZero();
        assertThat(find("same", 1)).as("the older one, once dropped").isEqualTo(-1);
    }

    @Test
    void a_removed_entry_later_dropped_counts_once() {
        add(0, "a");
        add(1, "b");
        assertThat(index.remove("a", "a".hashCode(), 0, keys)).isZero();
        index.dropped(false);
        assertThat(index.live()).isEqualTo(1);
        assertThat(find("b", 1)).isEqualTo(1);
    }
}
