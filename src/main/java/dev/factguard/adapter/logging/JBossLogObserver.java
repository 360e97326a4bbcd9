package dev.factguard.adapter.logging;

import dev.factguard.core.observe.Observer;
import dev.factguard.core.search.SearchFailure;
import java.time.Clock;
import org.jboss.logging.Logger;

/**
 * The events alarms are built on, as one WARN line each: {@code degraded=<backend> function=<f>: <why>},
 * {@code search_failure=<kind> provider=<name>: <why>} ({@code <kind>} as {@link SearchFailure.Kind#wireName()})
 * and {@code store_unavailable function=<f>: <why>}. Each signal has its own {@link LineBudget}, so an outage logs
 * at most that many lines a second per signal. Thread-safe.
 */
public final class JBossLogObserver implements Observer {

    private static final Logger LOG = Logger.getLogger(JBossLogObserver.class);
    /** Reasons are server-side messages; a provider's error page quoted in one must not fill the log. */
    private static final int MAX_DETAIL = 300;

    private final LineBudget degraded;
    private final LineBudget searchFailures;
    private final LineBudget storeFailures;

    /** @param linesPerSecond lines per signal and second; 0 or less: every event is logged */
    public JBossLogObserver(int linesPerSecond, Clock clock) {
        this.degraded = new LineBudget(linesPerSecond, clock);
        this.searchFailures = new LineBudget(linesPerSecond, clock);
        this.storeFailures = new LineBudget(linesPerSecond, clock);
    }

    @Override
    public void degraded(String backend, String function, String detail) {
        warn(degraded, "degraded=" + backend + " function=" + function, detail);
    }

    @Override
    public void searchFailed(String provider, SearchFailure.Kind kind, String detail) {
        warn(searchFailures, "search_failure=" + kind.wireName() + " provider=" + provider, detail);
    }

    @Override
    public void storeUnavailable(String function, String detail) {
        warn(storeFailures, "store_unavailable function=" + function, detail);
    }

    private static void warn(LineBudget budget, String signal, String detail) {
        long left = budget.take();
        if (left < 0) {
            return;
        }
        String line = signal + ": " + oneLine(detail);
        LOG.warn(left == 0 ? line : line + " (" + left + " earlier lines of this signal not logged: over the budget)");
    }

    static String oneLine(String detail) {
        if (detail == null || detail.isBlank()) {
            return "no reason given";
        }
        String flat = detail.replaceAll("\\s+", " ").strip();
        return flat.length() <= MAX_DETAIL ? flat : flat.substring(0, MAX_DETAIL) + "…";
    }
}
