package dev.factguard.adapter.inmemory;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.OutcomeStoreContract;
import dev.factguard.core.outcome.OutcomeStore;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

class InMemoryOutcomeStoreTest extends OutcomeStoreContract {

    private final InMemoryOutcomeStore store = new InMemoryOutcomeStore();

    @Override
    protected OutcomeStore store() {
        return store;
    }

    @Override
    protected OutcomeStore otherInstance() {
        return store; // in memory there is one instance: its state is not shared
    }

    @Test
    void a_forecast_is_forgotten_after_its_ttl() {
        Instant[] now = {Instant.parse("2026-12-01T00:00:00Z")};
        Clock clock = new Clock() {
            @Override
            public ZoneOffset getZone() {
                return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(java.time.ZoneId zone) {
                return this;
            }

            @Override
            public Instant instant() {
                return now[0];
            }
        };
        InMemoryOutcomeStore s = new InMemoryOutcomeStore(Duration.ofHours(1), clock, 10, 100);
        s.readAndRemember("t", List.of("w:a"), "fc_x");
        now[0] = now[0].plus(Duration.ofMinutes(61));
        assertThat(s.recordForecast("t", "fc_x", true).known()).isFalse();
    }

    @Test
    void features_beyond_the_bound_are_not_counted_but_totals_are() {
        InMemoryOutcomeStore s = new InMemoryOutcomeStore(Duration.ofHours(1), Clock.systemUTC(), 10, 3);
        s.recordFeatures("t", List.of("w:a", "w:b", "w:c", "w:d"), true, null);
        assertThat(s.readAndRemember("t", List.of("w:a", "w:b", "w:d"), null)).containsOnlyKeys("all", "w:a", "w:b");
    }
}
