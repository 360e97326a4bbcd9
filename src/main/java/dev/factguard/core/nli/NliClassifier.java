package dev.factguard.core.nli;

import java.util.List;

/** A natural-language-inference model behind some protocol. Implementations are thread-safe. */
public interface NliClassifier {

    /**
     * Scores for each pair, in the same order.
     *
     * @throws NliFailure when the server fails or answers something unreadable
     */
    List<NliScores> classify(List<NliPair> pairs);

    default NliScores classify(NliPair pair) {
        return classify(List.of(pair)).get(0);
    }
}
