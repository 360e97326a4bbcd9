package dev.factguard.adapter.inmemory;

import dev.factguard.adapter.SearchThrottleContract;
import dev.factguard.core.search.SearchThrottle;
import java.time.Duration;

class InMemorySearchThrottleTest extends SearchThrottleContract {

    private final InMemorySearchThrottle throttle = new InMemorySearchThrottle(clock);

    @Override
    protected SearchThrottle throttle() {
        return throttle;
    }

    @Override
    protected void letBackOffRunOut(Duration period) {
        clock.advance(period.plusMillis(1));
    }
}
