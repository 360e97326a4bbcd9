package dev.factguard.config;

import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.nli.NliClassifier;
import dev.factguard.core.refresh.RefreshSettings;
import dev.factguard.core.refresh.Refresher;
import dev.factguard.core.search.WebSearch;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Clock;
import java.util.Optional;

/** Assembles the refresher from {@code factguard.refresh.*}, the web search and the optional NLI classifier. */
@ApplicationScoped
public class RefreshProducers {

    @Produces
    @Singleton
    RefreshSettings refreshSettings(FactGuardConfig config) {
        return new RefreshSettings(
                config.refresh().stalenessThreshold(),
                config.refresh().maxClaims(),
                config.search().maxResults(),
                config.nli().threshold(),
                config.refresh().deadline(),
                config.refresh().parallelism());
    }

    @Produces
    @Singleton
    Refresher refresher(
            FreshnessScorer scorer,
            WebSearch search,
            Optional<NliClassifier> nli,
            RefreshSettings settings,
            Clock clock) {
        return new Refresher(scorer, search, nli.orElse(null), settings, clock);
    }
}
