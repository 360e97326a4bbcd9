package dev.factguard.core.observe;

import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.forecast.Recommendation;
import dev.factguard.core.refresh.Refresh;
import dev.factguard.core.refresh.RefreshReport;
import dev.factguard.core.refresh.Verdict;
import dev.factguard.core.refresh.VerdictSource;
import dev.factguard.core.search.SearchFailure;
import dev.factguard.core.verify.VerifyReport;
import java.util.List;
import java.util.function.Consumer;

/**
 * Hands every event to each observer, and reads the events out of core results: a forecast's degraded backends, a
 * refresh's verdicts and unverified claims. A failing observer is skipped, never the answer: metrics and logs
 * describe the service, they must not break it. Thread-safe if the observers are.
 */
public final class Observations implements Observer {

    /** Observes nothing. */
    public static final Observations NONE = new Observations(List.of());

    private final List<Observer> observers;

    public Observations(List<Observer> observers) {
        if (observers == null) {
            throw new IllegalArgumentException("observers must not be null");
        }
        this.observers = List.copyOf(observers);
    }

    /** A forecast answered by {@code function}: its band and risk, and one degraded event per backend it missed. */
    public void forecasted(Forecast forecast, String function) {
        forecast(forecast.recommendation(), forecast.risk());
        for (String backend : forecast.degraded()) {
            degraded(backend, function, "answered without " + backend);
        }
    }

    /** Every verdict of a refresh; each unverified claim is also a degraded answer of its backend. */
    public void refreshed(RefreshReport report, String function) {
        for (Refresh refresh : report.refreshes()) {
            verdict(refresh.verdict(), refresh.verdictSource());
            if (refresh.verdict() == Verdict.UNVERIFIED) {
                degraded(backend(refresh), function, refresh.error());
            }
        }
    }

    /** Each backend a verification went without, as a degraded answer of {@code function}. */
    public void verified(VerifyReport report, String function) {
        for (String failed : report.degraded()) {
            int colon = failed.indexOf(':');
            degraded(colon > 0 ? failed.substring(0, colon) : failed, function, failed);
        }
    }

    /**
     * Which backend left a claim unverified. The refresher starts a deadline's error with {@code deadline}; a claim
     * with evidence and no verdict was searched and then not judged, so the NLI model failed; otherwise the search.
     */
    static String backend(Refresh unverified) {
        String error = unverified.error() == null ? "" : unverified.error();
        if (error.startsWith("deadline")) {
            return "deadline";
        }
        return unverified.evidence().isEmpty() ? "search" : "nli";
    }

    @Override
    public void forecast(Recommendation recommendation, double risk) {
        each(o -> o.forecast(recommendation, risk));
    }

    @Override
    public void feedback(boolean hallucinated) {
        each(o -> o.feedback(hallucinated));
    }

    @Override
    public void verdict(Verdict verdict, VerdictSource source) {
        each(o -> o.verdict(verdict, source));
    }

    @Override
    public void degraded(String backend, String function, String detail) {
        each(o -> o.degraded(backend, function, detail));
    }

    @Override
    public void searched(String provider) {
        each(o -> o.searched(provider));
    }

    @Override
    public void searchFailed(String provider, SearchFailure.Kind kind, String detail) {
        each(o -> o.searchFailed(provider, kind, detail));
    }

    @Override
    public void classified(long nanos, boolean failed) {
        each(o -> o.classified(nanos, failed));
    }

    @Override
    public void storeUnavailable(String function, String detail) {
        each(o -> o.storeUnavailable(function, detail));
    }

    @Override
    public void gatewayCall(String result) {
        each(o -> o.gatewayCall(result));
    }

    @Override
    public void overloaded(String limit) {
        each(o -> o.overloaded(limit));
    }

    private void each(Consumer<Observer> event) {
        for (Observer observer : observers) {
            try {
                event.accept(observer);
            } catch (RuntimeException e) {
                // An observer that breaks loses its own record; the answer it describes still goes out.
            }
        }
    }
}
