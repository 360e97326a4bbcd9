package dev.factguard.config;

import dev.factguard.core.knowledge.ContextPassages;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.nli.NliClassifier;
import dev.factguard.core.verify.Verifier;
import dev.factguard.core.verify.VerifySettings;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.Optional;

/** Assembles the verifier from {@code factguard.verify.*}, the knowledge store and the optional NLI model. */
@ApplicationScoped
public class VerifyProducers {

    @Produces
    @Singleton
    Verifier verifier(
            FactGuardConfig config,
            KnowledgeStore knowledge,
            Embeddings embeddings,
            HybridScorer scorer,
            Optional<NliClassifier> nli) {
        ContextPassages passages = new ContextPassages(embeddings, scorer);
        FactGuardConfig.Verify v = config.verify();
        VerifySettings settings = new VerifySettings(
                v.candidates(),
                v.minFactScore(),
                v.maxStatements(),
                config.nli().threshold());
        return new Verifier(knowledge, passages, v.nli() ? nli.orElse(null) : null, settings);
    }
}
