package dev.factguard.core.observe;

import dev.factguard.core.forecast.Recommendation;
import dev.factguard.core.refresh.Verdict;
import dev.factguard.core.refresh.VerdictSource;
import dev.factguard.core.search.SearchFailure;

/**
 * Receives one call per event the operators of the service care about. Every method does nothing by default, so an
 * observer implements only what it records. Implementations are thread-safe, quick (they run on the request's
 * thread) and must not throw; {@link Observations} still shields the answer from one that does. {@code detail}
 * arguments are short server-side reasons, never caller text (prompts, claims).
 */
public interface Observer {

    /** An answered forecast; {@code risk} in [0, 1]. */
    default void forecast(Recommendation recommendation, double risk) {}

    /** One outcome reported through feedback (each outcome of a batch is one call). */
    default void feedback(boolean hallucinated) {}

    /** One refreshed claim's verdict and who drew it. */
    default void verdict(Verdict verdict, VerdictSource source) {}

    /**
     * An answer that fell back because a backend failed: {@code redis} for a forecast, {@code search}, {@code nli}
     * or {@code deadline} for a refreshed claim left {@code unverified}.
     *
     * @param function the function that answered, e.g. {@code forecast}
     */
    default void degraded(String backend, String function, String detail) {}

    /** A search asked of {@code provider} (a cache miss; its own rate limit may still refuse it). */
    default void searched(String provider) {}

    /** A search of {@code provider} failed with {@code kind}. */
    default void searchFailed(String provider, SearchFailure.Kind kind, String detail) {}

    /** One call to the NLI model, and how long it took in nanoseconds. */
    default void classified(long nanos, boolean failed) {}

    /** A request answered {@code 503 store_unavailable}: the store could not take a write (or a read it needs). */
    default void storeUnavailable(String function, String detail) {}

    /** One call of the chat-completions gateway, by how it ended, e.g. {@code forwarded} or {@code blocked}. */
    default void gatewayCall(String result) {}

    /**
     * A request refused with {@code 503 overloaded} because {@code limit} (e.g. {@code forecasts}) had as much in
     * flight as it allows on this instance.
     */
    default void overloaded(String limit) {}
}
