package dev.factguard.core.observe;

import dev.factguard.core.nli.NliClassifier;
import dev.factguard.core.nli.NliPair;
import dev.factguard.core.nli.NliScores;
import java.util.List;

/** An NLI model whose calls are timed for an {@link Observer}, failed or not. Thread-safe if the delegate is. */
public final class ObservedNliClassifier implements NliClassifier {

    private final NliClassifier delegate;
    private final Observer observer;

    public ObservedNliClassifier(NliClassifier delegate, Observer observer) {
        if (delegate == null || observer == null) {
            throw new IllegalArgumentException("delegate and observer must not be null");
        }
        this.delegate = delegate;
        this.observer = observer;
    }

    @Override
    public List<NliScores> classify(List<NliPair> pairs) {
        long start = System.nanoTime();
        boolean failed = true;
        try {
            List<NliScores> scores = delegate.classify(pairs);
            failed = false;
            return scores;
        } finally {
            observer.classified(System.nanoTime() - start, failed);
        }
    }
}
