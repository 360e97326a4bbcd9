package dev.factguard.adapter.redis;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.PatternHistoryContract;
import dev.factguard.core.history.Decay;
import dev.factguard.core.history.PatternHistory;
import dev.factguard.core.history.ShapeStats;
import dev.factguard.testing.RedisResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Optional;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class RedisPatternHistoryTest extends PatternHistoryContract {

    @Inject
    PatternHistory history;

    @Inject
    Optional<RedisGate> gate;

    @Override
    protected PatternHistory history() {
        return history;
    }

    @Test
    void decayed_weights_halve_per_half_life_while_counts_stay_exact() {
        MutableClock clock = new MutableClock();
        RedisPatternHistory decaying = new RedisPatternHistory(gate.orElseThrow(), new RedisKeys("fg"),
                new Decay(Duration.ofDays(30).toSeconds()), Duration.ofDays(7), clock);
        String t = tenant("decay");
        decaying.record(t, "s|short|vague", true, null);
        decaying.record(t, "s|short|vague", true, null);
        clock.advance(Duration.ofDays(30));
        ShapeStats later = decaying.stats(t, "s|short|vague");
        assertThat(later.total()).isEqualTo(2);
        assertThat(later.weightedTotal()).isCloseTo(1.0, Offset.offset(1e-6));
        ShapeStats after = decaying.record(t, "s|short|vague", false, null).stats();
        assertThat(after.weightedTotal()).isCloseTo(2.0, Offset.offset(1e-6));
        assertThat(after.weightedHallucinations()).isCloseTo(1.0, Offset.offset(1e-6));
    }

    static final class MutableClock extends Clock {
        private Instant now = Instant.parse("2026-01-01T00:00:00Z");

        void advance(Duration d) {
            now = now.plus(d);
        }

        @Override
        public java.time.ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}
