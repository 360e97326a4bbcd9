package dev.factguard.adapter.inmemory;

import dev.factguard.adapter.ThresholdStoreContract;
import dev.factguard.core.forecast.ThresholdStore;

class InMemoryThresholdStoreTest extends ThresholdStoreContract {

    private final InMemoryThresholdStore store = new InMemoryThresholdStore();

    @Override
    protected ThresholdStore store() {
        return store;
    }
}
