package dev.factguard.config;

import dev.factguard.adapter.nli.HuggingFaceNliClassifier;
import dev.factguard.adapter.nli.NliLabelMap;
import dev.factguard.adapter.nli.TeiNliClassifier;
import dev.factguard.adapter.search.DuckDuckGoHtmlSearch;
import dev.factguard.core.nli.NliClassifier;
import dev.factguard.core.search.CachingWebSearch;
import dev.factguard.core.search.SearchCache;
import dev.factguard.core.search.WebSearch;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.jboss.logging.Logger;

/** Wires the web-search and NLI adapters from {@code factguard.search.*} and {@code factguard.nli.*}. */
@ApplicationScoped
public class SearchProducers {

    private static final Logger LOG = Logger.getLogger(SearchProducers.class);

    /** Providers with an adapter today. */
    private static final Set<String> IMPLEMENTED = Set.of("duckduckgo");
    /** Providers the configuration already names (DESIGN.md) whose adapters are not written yet. */
    private static final Set<String> PLANNED = Set.of("brave", "searxng", "tavily");

    /**
     * Fails startup on a misspelt provider or protocol, and warns about skipped providers, at startup rather than on
     * the first refresh request (the beans below are built lazily).
     */
    void validate(@Observes StartupEvent event, FactGuardConfig config) {
        List<String> chain = providers(config.search());
        for (String provider : chain) {
            if (PLANNED.contains(provider)) {
                LOG.warnf("factguard.search.providers: %s is not available yet and is skipped", provider);
            }
        }
        if (chain.stream().noneMatch(IMPLEMENTED::contains)) {
            LOG.warnf("factguard.search.providers=%s has no available provider; using duckduckgo", chain);
        }
        if (config.nli().url().filter(u -> !u.isBlank()).isPresent()) {
            protocol(config.nli());
        }
    }

    /**
     * The web search used by refresh. Only DuckDuckGo exists so far: planned providers in the chain are skipped with a
     * warning, and DuckDuckGo answers even when the chain does not name it, so refresh keeps working.
     */
    @Produces
    @Singleton
    WebSearch webSearch(FactGuardConfig config, SearchCache cache) {
        FactGuardConfig.Search search = config.search();
        providers(search);
        WebSearch provider = new DuckDuckGoHtmlSearch(search.duckduckgo().url(), search.timeout());
        // Cached per provider + query: a burst of refreshes about one subject costs one provider request.
        return search.cacheTtl().isZero() ? provider : new CachingWebSearch(provider, cache);
    }

    /** The NLI classifier, or empty when {@code factguard.nli.url} is unset (refresh then decides lexically). */
    @Produces
    @Singleton
    Optional<NliClassifier> nliClassifier(FactGuardConfig config) {
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
            default -> new HuggingFaceNliClassifier(url.get(), token, nli.timeout(), labels);
        };
        return Optional.of(classifier);
    }

    /** The configured chain, lower-cased; an unknown name is a configuration error. */
    private static List<String> providers(FactGuardConfig.Search search) {
        List<String> chain = search.providers().stream().map(p -> p.strip().toLowerCase(Locale.ROOT))
                .filter(p -> !p.isEmpty()).toList();
        for (String provider : chain) {
            if (!IMPLEMENTED.contains(provider) && !PLANNED.contains(provider)) {
                throw new IllegalStateException("factguard.search.providers: unknown provider '" + provider
                        + "'; known: duckduckgo, brave, searxng, tavily");
            }
        }
        return chain;
    }

    private static String protocol(FactGuardConfig.Nli nli) {
        String protocol = nli.protocol().strip().toLowerCase(Locale.ROOT);
        if (!protocol.equals("hf") && !protocol.equals("tei")) {
            throw new IllegalStateException("factguard.nli.protocol must be hf or tei, was '" + nli.protocol() + "'");
        }
        return protocol;
    }
}
