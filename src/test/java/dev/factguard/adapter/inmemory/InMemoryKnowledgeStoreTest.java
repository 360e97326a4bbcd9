package dev.factguard.adapter.inmemory;

import dev.factguard.adapter.KnowledgeStoreContract;
import dev.factguard.core.knowledge.KnowledgeStore;

class InMemoryKnowledgeStoreTest extends KnowledgeStoreContract {

    private final InMemoryKnowledgeStore store = new InMemoryKnowledgeStore();

    @Override
    protected KnowledgeStore store() {
        return store;
    }
}
