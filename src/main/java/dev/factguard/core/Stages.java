package dev.factguard.core;

import java.util.concurrent.CompletionException;

/** Reading the failure of a {@link java.util.concurrent.CompletionStage}, which wraps what was thrown. */
public final class Stages {

    private Stages() {}

    /**
     * What was thrown: a stage chained after a failed one sees the failure wrapped in a {@link CompletionException}.
     */
    public static Throwable unwrapped(Throwable failure) {
        return failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
    }
}
