package dev.factguard.adapter.inmemory;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.PatternHistoryContract;
import dev.factguard.core.history.PatternHistory;
import org.junit.jupiter.api.Test;

class InMemoryPatternHistoryTest extends PatternHistoryContract {

    private final InMemoryPatternHistory history = new InMemoryPatternHistory();

    @Override
    protected PatternHistory history() {
        return history;
    }

    @Test
    void remembers_a_bounded_number_of_feedback_ids() {
        InMemoryPatternHistory small = new InMemoryPatternHistory(2);
        small.record("t", "s", true, "1");
        small.record("t", "s", true, "2");
        small.record("t", "s", true, "3");
        assertThat(small.record("t", "s", true, "3").counted()).isFalse();
        assertThat(small.record("t", "s", true, "1").counted()).isTrue();
    }
}
