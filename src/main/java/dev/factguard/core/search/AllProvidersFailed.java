package dev.factguard.core.search;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Every provider of a {@link ProviderChain} failed (or was skipped); {@link #failures()} holds one failure per
 * provider, in chain order, so the refresh can say what went wrong with each.
 */
public final class AllProvidersFailed extends SearchFailure {

    private final List<SearchFailure> failures;

    /** @param failures at least two, in chain order */
    public AllProvidersFailed(List<SearchFailure> failures) {
        super(names(failures), commonKind(failures), describe(failures), failures.get(0));
        this.failures = List.copyOf(failures);
    }

    public List<SearchFailure> failures() {
        return failures;
    }

    /** {@code on every provider: brave (rate_limited): HTTP 429; duckduckgo (timeout): no answer within 5000 ms}. */
    @Override
    public String reason() {
        return "on every provider: " + describe(failures);
    }

    private static String names(List<SearchFailure> failures) {
        if (failures.size() < 2) {
            throw new IllegalArgumentException("failures must hold at least two providers, was " + failures.size());
        }
        return failures.stream().map(SearchFailure::provider).collect(Collectors.joining(","));
    }

    /** The shared kind when all agree (all rate limited, say); otherwise the provider side is unavailable. */
    private static Kind commonKind(List<SearchFailure> failures) {
        Kind first = failures.get(0).kind();
        return failures.stream().allMatch(f -> f.kind() == first) ? first : Kind.UNAVAILABLE;
    }

    private static String describe(List<SearchFailure> failures) {
        return failures.stream()
                .map(f -> f.provider() + " (" + f.kind().wireName() + "): " + f.detail())
                .collect(Collectors.joining("; "));
    }
}
