package dev.factguard.adapter.inmemory;

import dev.factguard.core.search.SearchThrottle;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Rate limits and back-offs of one instance: fixed one-second windows counted in memory. Used without Redis,
 * and by the Redis throttle while Redis is down (each instance then keeps its own count).
 */
public final class InMemorySearchThrottle implements SearchThrottle {

    private static final long WINDOW_MILLIS = 1000;

    private static final class Window {
        long index = Long.MIN_VALUE;
        int used;
    }

    private final ConcurrentMap<String, Window> windows = new ConcurrentHashMap<>();
    private final ConcurrentMap<String, Long> backedOffUntil = new ConcurrentHashMap<>();
    private final Clock clock;

    public InMemorySearchThrottle(Clock clock) {
        this.clock = clock;
    }

    @Override
    public Admission admit(String provider, int perSecond) {
        long now = clock.millis();
        Long until = backedOffUntil.get(provider);
        if (until != null && until > now) {
            return new Admission(Admission.Outcome.BACKED_OFF, until - now);
        }
        if (perSecond <= 0) {
            return Admission.ADMITTED;
        }
        Window window = windows.computeIfAbsent(provider, p -> new Window());
        synchronized (window) {
            long index = now / WINDOW_MILLIS;
            if (window.index != index) {
                window.index = index;
                window.used = 0;
            }
            if (window.used < perSecond) {
                window.used++;
                return Admission.ADMITTED;
            }
        }
        return new Admission(Admission.Outcome.OVER_LIMIT, WINDOW_MILLIS - now % WINDOW_MILLIS);
    }

    @Override
    public void backOff(String provider, Duration period) {
        backedOffUntil.merge(provider, clock.millis() + period.toMillis(), Math::max);
    }
}
