package dev.factguard.config;

import dev.factguard.adapter.nli.HuggingFaceNliClassifier;
import dev.factguard.adapter.nli.OpenAiNliClassifier;
import dev.factguard.adapter.nli.NliLabelMap;
import dev.factguard.adapter.nli.TeiNliClassifier;
import dev.factguard.adapter.search.BraveWebSearch;
import dev.factguard.adapter.search.DuckDuckGoHtmlSearch;
import dev.factguard.adapter.search.SearxngWebSearch;
import dev.factguard.adapter.search.TavilyWebSearch;
import dev.factguard.core.nli.NliClassifier;
import dev.factguard.core.observe.ObservedNliClassifier;
import dev.factguard.core.observe.ObservedWebSearch;
import dev.factguard.core.observe.Observations;
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
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jboss.logging.Logger;

/** Wires the web-search and NLI adapters from {@code factguard.search.*} and {@code factguard.nli.*}. */
@ApplicationScoped
public class SearchProducers {

    private static final Logger LOG = Logger.getLogger(SearchProducers.class);

    private static final List<String> KNOWN = List.of("duckduckgo", "brave", "searxng", "tavily");

    /**
     * Fails startup on a misspelt provider or protocol, or a provider in the chain without its URL or key, at startup
     * rather than on the first refresh request (the beans below are built lazily).
     */
    void validate(@Observes StartupEvent event, FactGuardConfig config) {
        List<String> chain = providers(config.search());
        chain.forEach(provider -> requireSettings(provider, config.search(), chain));
        LOG.infof("web search providers, in order: %s", String.join(", ", chain));
        if (config.nli().url().filter(u -> !u.isBlank()).isPresent()) {
            protocol(config.nli());
        }
    }

    /**
     * The web search used by refresh: the configured providers as a {@link ProviderChain}, each behind its cache and,
     * under the cache, its rate limit and back-off — so a cache hit costs neither a request nor a slot of the limit.
     * Between the two each member is observed: every cache miss is a search of that provider, failed or not.
     */
    @Produces
    @Singleton
    WebSearch webSearch(FactGuardConfig config, SearchCache cache, SearchThrottle throttle,
            Observations observations) {
        FactGuardConfig.Search search = config.search();
        List<String> chain = providers(search);
        List<WebSearch> members = new ArrayList<>(chain.size());
        for (String name : chain) {
            requireSettings(name, search, chain);
            WebSearch member = new ObservedWebSearch(new ThrottledWebSearch(provider(name, search), throttle,
                    requestsPerSecond(name, search), search.maxWait(), search.backoff()), observations);
            members.add(search.cacheTtl().isZero() ? member : new CachingWebSearch(member, cache));
        }
        return new ProviderChain(members);
    }

    private static WebSearch provider(String name, FactGuardConfig.Search search) {
        return switch (name) {
            case "brave" -> BraveWebSearch.connect(search.brave().url(), search.brave().apiKey().orElseThrow(),
                    search.timeout());
            case "searxng" -> SearxngWebSearch.connect(search.searxng().url().orElseThrow(), search.timeout());
            case "tavily" -> TavilyWebSearch.connect(search.tavily().url(), search.tavily().apiKey().orElseThrow(),
                    search.timeout());
            default -> new DuckDuckGoHtmlSearch(search.duckduckgo().url(), search.timeout());
        };
    }

    private static int requestsPerSecond(String name, FactGuardConfig.Search search) {
        return switch (name) {
            case "brave" -> search.brave().requestsPerSecond();
            case "searxng" -> search.searxng().requestsPerSecond();
            case "tavily" -> search.tavily().requestsPerSecond();
            default -> search.duckduckgo().requestsPerSecond();
        };
    }

    /** A keyed or self-hosted provider in the chain without its key or URL is a configuration error. */
    private static void requireSettings(String name, FactGuardConfig.Search search, List<String> chain) {
        switch (name) {
            case "brave" -> require(search.brave().apiKey(), "factguard.search.brave.api-key", name, chain);
            case "searxng" -> require(search.searxng().url(), "factguard.search.searxng.url", name, chain);
            case "tavily" -> require(search.tavily().apiKey(), "factguard.search.tavily.api-key", name, chain);
            default -> { }
        }
        if (requestsPerSecond(name, search) < 0) {
            throw new IllegalStateException("factguard.search." + name + ".requests-per-second must be 0 (no limit)"
                    + " or more, was " + requestsPerSecond(name, search));
        }
    }

    private static void require(Optional<String> value, String key, String provider, List<String> chain) {
        if (value.filter(v -> !v.isBlank()).isEmpty()) {
            String env = key.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_');
            throw new IllegalStateException(key + " (env " + env + ") must be set: " + provider
                    + " is in factguard.search.providers=" + String.join(",", chain));
        }
    }

    /** The NLI classifier, or empty when {@code factguard.nli.url} is unset (refresh then decides lexically). */
    @Produces
    @Singleton
    Optional<NliClassifier> nliClassifier(FactGuardConfig config, Observations observations) {
        FactGuardConfig.Nli nli = config.nli();
        Optional<String> url = nli.url().filter(u -> !u.isBlank());
        if (url.isEmpty()) {
            LOG.info("factguard.nli.url is not set: refresh verdicts are lexical");
            return Optional.empty();
        }
        FactGuardConfig.Nli.Labels l = nli.labels();
        NliLabelMap labels = new NliLabelMap(l.entailment(), l.neutral(), l.contradiction());
        String token = nli.token().orElse(null);
        NliClassifier classifier = switch (protocol(nli)) {
            case "tei" -> new TeiNliClassifier(url.get(), token, nli.timeout(), labels);
            case "openai" -> new OpenAiNliClassifier(url.get(), token, nli.timeout(), nli.model());
            default -> new HuggingFaceNliClassifier(url.get(), token, nli.timeout(), labels);
        };
        return Optional.of(new ObservedNliClassifier(classifier, observations));
    }

    /** The configured chain, lower-cased, without repeats; an unknown name or an empty chain is a config error. */
    private static List<String> providers(FactGuardConfig.Search search) {
        List<String> chain = search.providers().stream().map(p -> p.strip().toLowerCase(Locale.ROOT))
                .filter(p -> !p.isEmpty()).distinct().toList();
        for (String provider : chain) {
            if (!KNOWN.contains(provider)) {
                throw new IllegalStateException("factguard.search.providers: unknown provider '" + provider
                        + "'; known: " + String.join(", ", KNOWN));
            }
        }
        if (chain.isEmpty()) {
            throw new IllegalStateException("factguard.search.providers must name at least one of "
                    + String.join(", ", KNOWN));
        }
        return chain;
    }

    private static String protocol(FactGuardConfig.Nli nli) {
        String protocol = nli.protocol().strip().toLowerCase(Locale.ROOT);
        if (!protocol.equals("hf") && !protocol.equals("tei") && !protocol.equals("openai")) {
            throw new IllegalStateException("factguard.nli.protocol must be hf, tei or openai, was '"
                    + nli.protocol() + "'");
        }
        return protocol;
    }
}
