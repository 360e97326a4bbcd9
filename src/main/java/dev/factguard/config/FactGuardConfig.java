package dev.factguard.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** All of FactGuard's settings, under {@code factguard.*} (environment: {@code FACTGUARD_…}). */
@ConfigMapping(prefix = "factguard")
public interface FactGuardConfig {

    /** Forecaster weights, thresholds and priors. */
    Forecast forecast();

    /** Request size limits; over a limit the request is rejected with 400. */
    Limits limits();

    /** Pattern-history options. */
    History history();

    /** Embeddings for knowledge coverage. */
    Embedding embedding();

    interface Embedding {
        /**
         * {@code minilm} (in-process quantized all-MiniLM-L6-v2, shipped in its jar) or {@code none}
         * (lexical coverage only).
         */
        @WithDefault("minilm")
        String model();

        /** Load the model at startup rather than on the first request that needs it. */
        @WithDefault("true")
        boolean loadAtStartup();
    }

    /** Redis state (used when {@code quarkus.redis.hosts} is set). */
    Redis redis();

    /** Web search used by refresh. */
    Search search();

    interface History {
        /** Half-life of an observation; 0 turns time decay off (the default). */
        @WithDefault("0d")
        java.time.Duration halfLife();

        /** How long a forecastId is remembered so repeated feedback counts once (Redis; in memory it is LRU). */
        @WithDefault("7d")
        java.time.Duration feedbackIdTtl();
    }

    interface Redis {
        /** Prefix of every key FactGuard writes. */
        @WithDefault("fg")
        String keyPrefix();

        /** After a failed call, skip Redis for this long and fall back at once instead of waiting on timeouts. */
        @WithDefault("1s")
        java.time.Duration failFastWindow();

        /** At most one "Redis unavailable" warning per interval, not one per request. */
        @WithDefault("60s")
        java.time.Duration warnInterval();

        /** Tenants whose fact index an instance keeps in memory at most (refreshed by version). */
        @WithDefault("10000")
        int cachedTenants();
    }

    /** Natural-language-inference server used for refresh verdicts; unset URL ⇒ lexical verdicts. */
    Nli nli();

    /** Freshness scoring and refresh. */
    Refresh refresh();

    interface Search {
        /**
         * Ordered provider chain, e.g. {@code brave,searxng,duckduckgo}: each claim is searched with the first
         * provider that answers. Known: duckduckgo, brave, searxng, tavily.
         */
        @WithDefault("duckduckgo")
        java.util.List<String> providers();

        /** Results kept per query. */
        @WithDefault("3")
        int maxResults();

        /** Timeout of one provider request. */
        @WithDefault("5s")
        java.time.Duration timeout();

        /** How long search results are cached per provider and query; 0 disables the cache. */
        @WithDefault("1h")
        java.time.Duration cacheTtl();

        /**
         * How long a provider that throttled us (HTTP 429, DuckDuckGo's 202 or challenge page) is skipped by the
         * chain, on every instance sharing Redis; longer when the provider asked for longer (Retry-After), up to
         * an hour. 0 never skips.
         */
        @WithDefault("60s")
        java.time.Duration backoff();

        /**
         * Longest a search waits for a free slot of its provider's requests-per-second; past it the chain moves on
         * to the next provider. 0 never waits.
         */
        @WithDefault("5s")
        java.time.Duration maxWait();

        /** DuckDuckGo HTML endpoint (no key; best effort: it blocks busy and cloud IPs). */
        Duckduckgo duckduckgo();

        /** Brave Search API (key required). */
        Brave brave();

        /** A self-hosted SearXNG instance with JSON output enabled. */
        Searxng searxng();

        /** Tavily search API (key required). */
        Tavily tavily();

        interface Duckduckgo {
            /** Endpoint URL; also the seam for tests and mirrors. */
            @WithDefault("https://html.duckduckgo.com/html/")
            String url();

            /** Requests per second sent to DuckDuckGo, shared by all instances via Redis; 0 for no limit. */
            @WithDefault("1")
            int requestsPerSecond();
        }

        interface Brave {
            /** Brave Search API base URL. */
            @WithDefault("https://api.search.brave.com")
            String url();

            /** Subscription token (header X-Subscription-Token); required when brave is in the chain. */
            java.util.Optional<String> apiKey();

            /** Requests per second sent to Brave (match the plan: 1 on the free plan); 0 for no limit. */
            @WithDefault("1")
            int requestsPerSecond();
        }

        interface Searxng {
            /** Instance base URL, e.g. {@code http://localhost:8888}; required when searxng is in the chain. */
            java.util.Optional<String> url();

            /** Requests per second sent to the instance (its engines throttle it in turn); 0 for no limit. */
            @WithDefault("2")
            int requestsPerSecond();
        }

        interface Tavily {
            /** Tavily API base URL. */
            @WithDefault("https://api.tavily.com")
            String url();

            /** API key ({@code tvly-…}, sent as a bearer token); required when tavily is in the chain. */
            java.util.Optional<String> apiKey();

            /** Requests per second sent to Tavily; 0 for no limit. */
            @WithDefault("1")
            int requestsPerSecond();
        }
    }

    interface Nli {
        /** NLI server base URL; empty ⇒ lexical verdicts. */
        java.util.Optional<String> url();

        /** {@code hf} (Hugging Face text-classification) or {@code tei} (Text Embeddings Inference /predict). */
        @WithDefault("hf")
        String protocol();

        /** Optional bearer token. */
        java.util.Optional<String> token();

        /** P(contradiction) at or above this ⇒ contradicted. */
        @WithDefault("0.5")
        double threshold();

        /** Timeout of one NLI request. */
        @WithDefault("10s")
        java.time.Duration timeout();

        /** How the model names its labels. */
        Labels labels();

        interface Labels {
            /** The model's label for entailment (matched case-insensitively). */
            @WithDefault("entailment")
            String entailment();

            /** The model's label for neutral. */
            @WithDefault("neutral")
            String neutral();

            /** The model's label for contradiction. */
            @WithDefault("contradiction")
            String contradiction();
        }
    }

    interface Refresh {
        /** Claims with a staleness risk at or above this are refreshed. */
        @WithDefault("0.5")
        double stalenessThreshold();

        /** Default and upper bound of claims refreshed per request. */
        @WithDefault("5")
        int maxClaims();

        /**
         * How long one refresh request may take in all, below the API Lambda's timeout; claims not checked by then
         * are answered {@code unverified} with reason {@code deadline}.
         */
        @WithDefault("25s")
        java.time.Duration deadline();

        /** Claims of one request checked at the same time (each search still waits for its provider's limit). */
        @WithDefault("3")
        int parallelism();
    }

    interface Forecast {
        /** Signal weights, renormalised over the signals present. */
        Weights weights();

        /** Risk below this ⇒ proceed. */
        @WithDefault("0.34")
        double proceedBelow();

        /** Risk below this ⇒ ground; at or above ⇒ human_review. */
        @WithDefault("0.66")
        double groundBelow();

        /** Coverage assumed for a tenant with no facts. */
        @WithDefault("0.5")
        double coveragePrior();

        /** Prior hallucination rate of an unseen prompt shape (Beta prior mean). */
        @WithDefault("0.3")
        double historyPriorRate();

        /** How many pseudo-observations the history prior is worth (Beta prior strength). */
        @WithDefault("4")
        double historyPriorStrength();

        /** Facts retrieved per forecast to measure coverage. */
        @WithDefault("5")
        int candidates();
    }

    interface Weights {
        /** Weight of prompt ambiguity. */
        @WithDefault("0.4")
        double ambiguity();

        /** Weight of (1 − knowledge coverage). */
        @WithDefault("0.45")
        double coverage();

        /** Weight of the learned hallucination rate of the prompt's shape. */
        @WithDefault("0.15")
        double history();

        /** Weight of temporal volatility of the asked-for fact. */
        @WithDefault("0.15")
        double volatility();
    }

    interface Limits {
        /** Maximum prompt / query size in UTF-8 bytes. */
        @WithDefault("8192")
        int promptBytes();

        /** Maximum fact text size in UTF-8 bytes. */
        @WithDefault("4096")
        int factTextBytes();

        /** Maximum fact key size in UTF-8 bytes. */
        @WithDefault("256")
        int factKeyBytes();

        /** Maximum facts (or keys) in one knowledge-add (knowledge-remove) request. */
        @WithDefault("1000")
        int factsPerRequest();

        /** Maximum topK of knowledge-search. */
        @WithDefault("100")
        int topK();
    }
}
