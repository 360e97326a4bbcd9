package dev.factguard.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class FrozenTest {

    @Test
    void a_handed_over_list_is_kept_as_it_is_and_cannot_be_changed_through_it() {
        List<String> frozen = Frozen.handOver(new ArrayList<>(List.of("a", "b")));
        assertThat(Frozen.copyOf(frozen)).isSameAs(frozen);
        assertThat(frozen).containsExactly("a", "b").isEqualTo(List.of("a", "b"));
        assertThat(frozen.hashCode()).isEqualTo(List.of("a", "b").hashCode());
        assertThatThrownBy(() -> frozen.add("c")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> frozen.set(0, "c")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> frozen.iterator().remove()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void any_other_list_is_copied_so_later_changes_to_it_do_not_show() {
        ArrayList<String> mine = new ArrayList<>(List.of("a"));
        List<String> kept = Frozen.copyOf(mine);
        mine.add("b");
        assertThat(kept).containsExactly("a");
        List<String> fixed = Arrays.asList("x", "y");
        assertThat(Frozen.copyOf(fixed)).isNotSameAs(fixed).isEqualTo(fixed);
    }

    @Test
    void nulls_are_refused_as_list_copy_of_refuses_them() {
        ArrayList<String> withNull = new ArrayList<>(Arrays.asList("a", null));
        assertThatThrownBy(() -> Frozen.handOver(withNull)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> Frozen.copyOf(withNull)).isInstanceOf(NullPointerException.class);
    }
}
