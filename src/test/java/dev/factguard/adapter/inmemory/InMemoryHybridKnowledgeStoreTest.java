package dev.factguard.adapter.inmemory;

import dev.factguard.adapter.KnowledgeStoreContract;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.testing.MiniLm;

/** The same contract with embeddings on: hybrid coverage must not change what a store promises. */
class InMemoryHybridKnowledgeStoreTest extends KnowledgeStoreContract {

    private final InMemoryKnowledgeStore store = new InMemoryKnowledgeStore(MiniLm.embeddings(), HybridScorer.MINILM);

    @Override
    protected KnowledgeStore store() {
        return store;
    }
}
