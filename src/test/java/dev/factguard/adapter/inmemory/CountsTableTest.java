package dev.factguard.adapter.inmemory;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.outcome.FeatureCounts;
import org.junit.jupiter.api.Test;

class CountsTableTest {

    @Test
    void counts_each_name_apart_through_growth_and_equal_hashes() {
        CountsTable table = new CountsTable();
        // "Aa" and "BB" share String.hashCode, as do all their concatenations: 2^10 names with one hash.
        String[] parts = {"Aa", "BB"};
        java.util.List<String> names = new java.util.ArrayList<>();
        for (int bits = 0; bits < 1 << 10; bits++) {
            StringBuilder name = new StringBuilder("w:");
            for (int i = 0; i < 10; i++) {
                name.append(parts[(bits >> i) & 1]);
            }
            names.add(name.toString());
        }
        for (int i = 0; i < 3000; i++) {
            names.add("b:word " + i);
        }
        for (int i = 0; i < names.size(); i++) {
            for (int k = 0; k <= i % 3; k++) {
                table.count(names.get(i), k == 0, Integer.MAX_VALUE);
            }
        }
        assertThat(table.size()).isEqualTo(names.size());
        for (int i = 0; i < names.size(); i++) {
            // Another instance of the same name finds the same counts.
            assertThat(table.get(new String(names.get(i)))).isEqualTo(new FeatureCounts(1, 1 + i % 3));
        }
        assertThat(table.get("w:AaAa")).isNull();
        assertThat(table.get("b:word 3000")).isNull();
    }

    @Test
    void a_name_found_by_another_instance_is_still_found_by_the_first() {
        CountsTable table = new CountsTable();
        String stored = new String("w:kettle");
        table.count(stored, true, 10);
        String asked = new String("w:kettle");
        assertThat(table.get(asked)).isEqualTo(new FeatureCounts(1, 1));
        table.count(stored, false, 10);
        assertThat(table.get(stored)).isEqualTo(new FeatureCounts(1, 2));
        assertThat(table.get(asked)).isEqualTo(new FeatureCounts(1, 2));
        assertThat(table.size()).isEqualTo(1);
    }

    @Test
    void a_new_name_is_refused_at_the_limit_but_held_ones_still_count() {
        CountsTable table = new CountsTable();
        table.count("w:a", true, 2);
        table.count("w:b", false, 2);
        table.count("w:c", true, 2);
        table.count("w:a", false, 2);
        assertThat(table.size()).isEqualTo(2);
        assertThat(table.get("w:c")).isNull();
        assertThat(table.get("w:a")).isEqualTo(new FeatureCounts(1, 2));
        assertThat(table.get("w:b")).isEqualTo(new FeatureCounts(0, 1));
    }
}
