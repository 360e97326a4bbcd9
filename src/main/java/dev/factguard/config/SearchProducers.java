package dev.factguard.config;

import dev.factguard.adapter.search.BraveWebSearch;
import dev.factguard.adapter.search.DuckDuckGoHtmlSearch;
import dev.factguard.adapter.search.SearxngWebSearch;
import dev.factguard.adapter.search.TavilyWebSearch;
import dev.factguard.core.observe.Observations;
import dev.factguard.core.observe.ObservedWebSearch;
import dev.factguard.core.search.CachingWebSearch;
import dev.factguard.core.search.ProviderChain;
import dev.factguard.core.search.SearchCache;
import dev.factguard.core.search.SearchThrottle;
import dev.factguard.core.search.ThrottledWebSearch;
import dev.factguard.core.search.WebSearch;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;

/** Wires the web-search adapters from {@code factguard.search.*}. */
@ApplicationScoped
public class SearchProducers {

    private static final Logger LOG = Logger.getLogger(SearchProducers.class);

    /**
     * Fails startup on an empty chain or a provider in the chain without its URL or key, at startup
     * rather than on the first refresh request (the beans below are built lazily).
     */
    void validate(@Observes StartupEvent event, FactGuardConfig config) {
        List<SearchProvider> chain = providers(config.search());
        chain.forEach(provider -> requireSettings(provider, config.search(), chain));
        LOG.infof("web search providers, in order: %s", names(chain).replace(",", ", "));
    }

    /**
     * The web search used by refresh: the configured providers as a {@link ProviderChain}, each behind its cache and,
     * under the cache, its rate limit and back-off — so a cache hit costs neither a request nor a slot of the limit.
     * Between the two each member is observed: every cache miss is a search of that provider, failed or not.
     */
    @Produces
    @Singleton
    WebSearch webSearch(FactGuardConfig config, SearchCache cache, SearchThrottle throttle, Observations observations) {
        FactGuardConfig.Search search = config.search();
        List<SearchProvider> chain = providers(search);
        List<WebSearch> members = new ArrayList<>(chain.size());
        for (SearchProvider name : chain) {
            requireSettings(name, search, chain);
            WebSearch member = new ObservedWebSearch(
                    new ThrottledWebSearch(
                            provider(name, search),
                            throttle,
                            requestsPerSecond(name, search),
                            search.maxWait(),
                            search.backoff()),
                    observations);
            members.add(search.cacheTtl().isZero() ? member : new CachingWebSearch(member, cache));
        }
        return new ProviderChain(members);
    }

    private static WebSearch provider(SearchProvider name, FactGuardConfig.Search search) {
        return switch (name) {
            case BRAVE ->
                BraveWebSearch.connect(
                        search.brave().url(), search.brave().apiKey().orElseThrow(), search.timeout());
            case SEARXNG -> SearxngWebSearch.connect(search.searxng().url().orElseThrow(), search.timeout());
            case TAVILY ->
                TavilyWebSearch.connect(
                        search.tavily().url(), search.tavily().apiKey().orElseThrow(), search.timeout());
            case DUCKDUCKGO -> new DuckDuckGoHtmlSearch(search.duckduckgo().url(), search.timeout());
        };
    }

    private static int requestsPerSecond(SearchProvider name, FactGuardConfig.Search search) {
        return switch (name) {
            case BRAVE -> search.brave().requestsPerSecond();
            case SEARXNG -> search.searxng().requestsPerSecond();
            case TAVILY -> search.tavily().requestsPerSecond();
            case DUCKDUCKGO -> search.duckduckgo().requestsPerSecond();
        };
    }

    /** A keyed or self-hosted provider in the chain without its key or URL is a configuration error. */
    private static void requireSettings(
            SearchProvider name, FactGuardConfig.Search search, List<SearchProvider> chain) {
        switch (name) {
            case BRAVE -> require(search.brave().apiKey(), "factguard.search.brave.api-key", name, chain);
            case SEARXNG -> require(search.searxng().url(), "factguard.search.searxng.url", name, chain);
            case TAVILY -> require(search.tavily().apiKey(), "factguard.search.tavily.api-key", name, chain);
            case DUCKDUCKGO -> {}
        }
        if (requestsPerSecond(name, search) < 0) {
            throw new IllegalStateException("factguard.search." + name.configName()
                    + ".requests-per-second must be 0 (no limit) or more, was " + requestsPerSecond(name, search));
        }
    }

    private static void require(
            Optional<String> value, String key, SearchProvider provider, List<SearchProvider> chain) {
        if (value.filter(v -> !v.isBlank()).isEmpty()) {
            String env = key.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_');
            throw new IllegalStateException(key + " (env " + env + ") must be set: " + provider.configName()
                    + " is in factguard.search.providers=" + names(chain));
        }
    }

    /** The configured chain without repeats (the mapping has rejected unknown names); empty is a config error. */
    private static List<SearchProvider> providers(FactGuardConfig.Search search) {
        List<SearchProvider> chain = search.providers().stream().distinct().toList();
        if (chain.isEmpty()) {
            throw new IllegalStateException("factguard.search.providers must name at least one of "
                    + Arrays.stream(SearchProvider.values())
                            .map(SearchProvider::configName)
                            .collect(Collectors.joining(", ")));
        }
        return chain;
    }

    private static String names(List<SearchProvider> chain) {
        return chain.stream().map(SearchProvider::configName).collect(Collectors.joining(","));
    }
}
