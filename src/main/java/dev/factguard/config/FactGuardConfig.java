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

    /** How the risk learner weighs the tenant's outcomes against its stated prior (docs/forecast.md). */
    Learner learner();

    /** Who may call which tenant: API keys, the API Gateway authorizer, the auth mode. */
    Auth auth();

    /** Embeddings for knowledge coverage. */
    Embedding embedding();

    /** Redis state (used when {@code quarkus.redis.hosts} is set). */
    Redis redis();

    /** Web search used by refresh. */
    Search search();

    /** Natural-language-inference server used for refresh verdicts; unset URL ⇒ lexical verdicts. */
    Nli nli();

    /** Freshness scoring and refresh. */
    Refresh refresh();

    /** Answers checked against the tenant's facts ({@code verify}, and the gateway's answers). */
    Verify verify();

    /** The OpenAI-compatible guard gateway ({@code /v1/chat/completions}). */
    Gateway gateway();

    /** FactGuard's own meters ({@code factguard_*} at {@code /q/metrics}); see docs/operations.md. */
    Metrics metrics();

    /** The WARN lines log-based alarms count ({@code degraded=}, {@code search_failure=}, {@code store_unavailable}). */
    LogSignals logSignals();

    /** What FactGuard writes on its spans when traces are exported (docs/observability.md). */
    Tracing tracing();

    /** Load shedding: work in flight per instance, past which a request is refused with 503; see docs/operations.md. */
    Overload overload();

    interface Forecast {
        /**
         * Risk below this ⇒ proceed, unless a fact answers the prompt (then ground on it) or names its subject and none
         * holds what it asks (then human_review); at or above, ground or human_review (docs/decisions.md). A prompt the service knows nothing about sits at the prior
         * (0.3506 with the default weights), above this default: reviewed until outcomes or facts say otherwise.
         */
        @WithDefault("0.34")
        double proceedBelow();

        /**
         * Risk below this (and at or above proceedBelow) ⇒ ground when a fact or a context passage answers the
         * prompt, human_review when nothing does; at or above ⇒ human_review either way.
         */
        @WithDefault("0.66")
        double groundBelow();

        /** Coverage assumed for a tenant with no facts. */
        @WithDefault("0.5")
        double coveragePrior();

        /** How much the learned signal's weight grows with outcomes: up to (1 + gain) × weights.history. */
        @WithDefault("3")
        double outcomeGain();

        /** Outcomes at which the learned signal's weight has grown half way. */
        @WithDefault("200")
        double outcomeHalfway();

        /** Facts retrieved per forecast to measure coverage. */
        @WithDefault("5")
        int candidates();

        /**
         * Coverage from which a fact (or a context passage) that holds everything a prompt names and asks counts as
         * an answer to it: only then is a risky prompt told ground rather than human_review.
         */
        @WithDefault("0.1")
        double answersFrom();

        /**
         * How old an instance's copy of tenants' own thresholds (set with tenant-settings) may grow before it is
         * checked against the store: a change made on another instance is used within about this long.
         */
        @WithDefault("2s")
        java.time.Duration thresholdsRefresh();

        /** Signal weights, renormalised over the signals present. */
        Weights weights();
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

        /** Maximum {@code limit} (facts per page) of knowledge-list. */
        @WithDefault("100")
        int listLimit();
    }

    interface History {
        /**
         * How long a forecast is remembered under its id for feedback, and how long an idempotency key of
         * prompt feedback is remembered (feedback quoting an older id is refused with invalid_forecast_id).
         */
        @WithDefault("7d")
        java.time.Duration forecastTtl();

        /**
         * Keep the outcome features that carry a prompt's words ({@code w:}, {@code b:}, {@code lead:},
         * {@code shape:}) under their readable names in the store, so {@code insight} and a dump show the words. Off
         * by default: they are kept under a keyed hash derived from the id secret, and no prompt word is stored in
         * clear (docs/data.md).
         * Switching it either way starts the word counts afresh; everything else learned carries over.
         */
        @WithDefault("false")
        boolean readableFeatures();
    }

    interface Learner {
        /**
         * The stated probability of a hallucinated answer before a tenant has any outcome, in (0, 1): a cold forecast
         * is this prior moved by the signals' blend. Unset: the blend of a prompt with nothing to say (0.3506 with the
         * default weights), so that a cold forecast is the blend itself.
         */
        java.util.OptionalDouble prior();

        /** Pseudo-outcomes of the prior in a tenant's rate: after a few dozen outcomes the observed rate rules. */
        @WithDefault("4")
        double priorStrength();

        /** Pseudo-outcomes of the tenant's rate in a model's rate: a model with few outcomes backs off to it. */
        @WithDefault("20")
        double modelStrength();

        /**
         * Pseudo-outcomes of the default combination (each component at face value) in the fitted one; with n stacked
         * outcomes the stacker's discriminant is trusted {@code n / (n + this)}.
         */
        @WithDefault("50")
        double stackStrength();

        /** Outcomes at which the sentence-vector direction is trusted half way. */
        @WithDefault("50")
        double embeddingStrength();

        /** Pseudo-outcomes per calibration bin that keep the stacked probability as it is. */
        @WithDefault("20")
        double calibrationStrength();

        /** Outcomes a tenant's learner is fitted on before its forecasts count toward calibration. */
        @WithDefault("50")
        long calibrationFrom();

        /** Tenants whose fitted learner an instance keeps (all are dropped, and refitted on use, beyond it). */
        @WithDefault("10000")
        int cachedTenants();
    }

    interface Auth {
        /**
         * API keys, comma-separated {@code <name>:<sha256 hex of the key>:<tenant>[+<tenant>…]:<read|write>}
         * (environment {@code FACTGUARD_AUTH_KEYS}). Only the hash is configured; unset ⇒ no keys.
         */
        java.util.Optional<java.util.List<String>> keys();

        /**
         * {@code keys} (implied when keys are set) or {@code none}. Without keys the HTTP server binds to
         * loopback only; {@code none} serves other interfaces without authentication, and is logged as a warning.
         */
        java.util.Optional<String> mode();

        /** JWT claim (API Gateway JWT authorizer) that names the caller's tenant(s), {@code +}-separated. */
        @WithDefault("tenant")
        String jwtTenantClaim();

        /** IAM principal ARN to tenants, comma-separated {@code <arn>=<tenant>[+<tenant>…]} (API Gateway IAM auth). */
        java.util.Optional<java.util.List<String>> iamTenants();

        /**
         * Functions API Gateway serves without its authorizer ({@code FACTGUARD_AUTH_PUBLIC_FUNCTIONS}, set by
         * Terraform's {@code public_read_routes}): a request with no authorizer identity and no key is served on
         * these only, read-only, for the {@code default} tenant; every other function answers 401.
         */
        java.util.Optional<java.util.List<String>> publicFunctions();

        /**
         * Server secret (≥ 16 bytes) that signs forecast ids (environment {@code FACTGUARD_AUTH_ID_SECRET}); unset:
         * generated once and kept in Redis so every instance agrees, or per instance without Redis.
         */
        java.util.Optional<String> idSecret();
    }

    interface Embedding {
        /**
         * {@code minilm} (in-process quantized all-MiniLM-L6-v2, shipped in its jar) or {@code none}
         * (lexical coverage only).
         */
        @WithDefault("minilm")
        EmbeddingModel model();

        /** Load the model at startup rather than on the first request that needs it. */
        @WithDefault("true")
        boolean loadAtStartup();

        /**
         * ONNX Runtime threads per embedding (0: its default of one per core, which spin between operators).
         * One query per forecast on every request thread is served best by one each.
         */
        @WithDefault("1")
        int threads();
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

    interface Search {
        /**
         * Ordered provider chain, e.g. {@code brave,searxng,duckduckgo}: each claim is searched with the first
         * provider that answers. Known: duckduckgo, brave, searxng, tavily.
         */
        @WithDefault("duckduckgo")
        java.util.List<SearchProvider> providers();

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
         * Most entries of the in-memory search cache (without Redis); past it the least used are evicted. The Redis
         * cache is bounded by {@code cache-ttl} on every key instead.
         */
        @WithDefault("10000")
        int cacheMaxEntries();

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

        /**
         * {@code hf} (Hugging Face text-classification), {@code tei} (Text Embeddings Inference /predict) or
         * {@code openai} (an OpenAI-compatible chat model as the judge, {@code <url>/chat/completions}).
         */
        @WithDefault("hf")
        NliProtocol protocol();

        /** The chat model asked when {@code protocol} is {@code openai}. */
        @WithDefault("gpt-4o-mini")
        String model();

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

    interface Verify {
        /**
         * Facts retrieved per statement of an answer and compared with it. Generous on purpose: a tenant's facts often
         * share a name (the company's), and only the comparison tells the one about the statement.
         */
        @WithDefault("8")
        int candidates();

        /**
         * Facts retrieved with a lower coverage score (in [0, 1]) are not compared. 0 compares every fact retrieved:
         * retrieval scores count a value the answer gets wrong against the fact, and the comparison is what decides.
         */
        @WithDefault("0")
        double minFactScore();

        /**
         * Statements checked per answer; the rest are counted as skipped and the answer can then not be supported as
         * a whole.
         */
        @WithDefault("40")
        int maxStatements();

        /**
         * Let the NLI model ({@code factguard.nli.*}) judge the statements a fact covers, when one is configured;
         * {@code false} keeps verify lexical while refresh uses the model.
         */
        @WithDefault("true")
        boolean nli();
    }

    interface Gateway {
        /** What a {@code human_review} forecast does: {@code flag} (forward and mark) or {@code block}. */
        @WithDefault("flag")
        String onReview();

        /** After the answer: {@code off}, {@code flag} (freshness of the answer) or {@code verify} (also refresh). */
        @WithDefault("flag")
        String refresh();

        /**
         * The answer checked against the tenant's facts: {@code off}, {@code flag} (the verdict in the {@code
         * factguard} object and the {@code x-factguard-verdict} header) or {@code block} (a contradicted answer is
         * replaced by a refusal; see docs/gateway.md for streams).
         */
        @WithDefault("flag")
        String verify();

        /**
         * Automatic outcomes: {@code off} (only callers' feedback teaches the forecast) or {@code verified} (an answer
         * contradicted by the tenant's facts, or with a claim a refresh found superseded, is a hallucinated outcome of
         * its request's forecast, one the facts support a sound one; a caller's feedback replaces it). See
         * docs/gateway.md.
         */
        @WithDefault("off")
        String learn();

        /** Longest a {@code verify} refresh may add to an answer; past it the answer goes out without it. */
        @WithDefault("5s")
        java.time.Duration refreshBudget();

        /** Facts added as a system message when the forecast says {@code ground}. */
        @WithDefault("3")
        int groundingFacts();

        /**
         * Facts scoring below this (in [0, 1]) are not added. Low on purpose: a near miss (the K5 when the K7 is
         * asked about) still tells the model what is known, and the template tells it to say what is not.
         */
        @WithDefault("0.1")
        double groundingMinScore();

        /** The grounding system message; {@code {facts}} is replaced by one {@code - fact} line per fact. */
        @WithDefault("Answer using these facts where they apply; if they do not cover the question, say so."
                + " Facts:\n{facts}")
        String groundingTemplate();

        /** Largest chat request body accepted, in bytes. */
        @WithDefault("1048576")
        int maxBodyBytes();

        /** The model server the gateway guards. */
        Upstream upstream();

        interface Upstream {
            /** Base URL of an OpenAI-compatible API, ending in {@code /v1} (OpenAI, vLLM, Ollama, …). */
            java.util.Optional<String> url();

            /** The upstream's API key, sent as a bearer token; set it in the environment only. */
            java.util.Optional<String> apiKey();

            /** Connect timeout. */
            @WithDefault("5s")
            java.time.Duration connectTimeout();

            /** The REST client's read timeout: the longest wait for a non-streamed answer; raise it for long streams. */
            @WithDefault("120s")
            java.time.Duration timeout();
        }
    }

    interface Metrics {
        /**
         * Record FactGuard's meters. {@code false} registers none (Quarkus' own stay; {@code quarkus.micrometer.enabled
         * =false} at build time removes Micrometer and {@code /q/metrics} altogether); answers do not change.
         */
        @WithDefault("true")
        boolean enabled();
    }

    interface Tracing {
        /**
         * How a call's span names its tenant ({@code factguard.tenant}): {@code hashed} (the first 16 hex digits of
         * the tenant's SHA-256, stable across calls), {@code plain} (the tenant id as is) or {@code none} (left out).
         */
        @WithDefault("hashed")
        TenantAttribute tenant();

        enum TenantAttribute {
            HASHED,
            PLAIN,
            NONE
        }
    }

    interface LogSignals {
        /** Most lines per second of each signal; past it lines are counted, and the next line says how many. 0: no limit. */
        @WithDefault("20")
        int linesPerSecond();
    }

    interface Overload {
        /**
         * Forecasts in flight on this instance (working or waiting their turn, or waiting on Redis) past which the
         * next is refused at once with {@code 503 overloaded}. 0: 16 per core with an embedding model; with lexical
         * coverage and Redis, the Redis client's own bound (max-pool-size + max-pool-waiting). LiteLLM's guardrail API
         * counts here too. A lexical forecast in memory on {@code POST /forecast} runs on the event loop that read it
         * and is never counted: it cannot wait.
         */
        @WithDefault("0")
        int forecasts();

        /** The same bound for the other function calls (served on workers). 0: 16 per core. */
        @WithDefault("0")
        int functions();

        /**
         * Threads that work out forecasts with an embedding model, first come first served; admitted forecasts
         * beyond them wait their turn (at most {@code forecasts} in all). 0: 2 per core.
         */
        @WithDefault("0")
        int forecastThreads();

        /**
         * Calls of the gateway ({@code /v1/*}) in flight, from the request to the end of its answer; also the size
         * of the upstream client's connection pool, so no admitted call waits for a connection.
         */
        @WithDefault("64")
        int gatewayCalls();

        /** What a refused caller is told to wait ({@code Retry-After}, whole seconds, at least 1). */
        @WithDefault("1s")
        java.time.Duration retryAfter();
    }

    interface Weights {
        /**
         * Weight of prompt ambiguity. 0 by default: measured on real outcomes, vague prompts do not hallucinate
         * more (ambiguity alone ranks them below chance); it stays reported as a signal.
         */
        @WithDefault("0")
        double ambiguity();

        /** Weight of (1 − knowledge coverage). */
        @WithDefault("0.45")
        double coverage();

        /** Weight of the outcome model (cue prior + learned outcomes) before any outcome; grows with them. */
        @WithDefault("0.4")
        double history();

        /**
         * Weight of temporal volatility of the asked-for fact. 0: it turns around between kinds of asks (docs/forecast.md),
         * so it is reported, not weighed; stale facts are refresh's job.
         */
        @WithDefault("0")
        double volatility();
    }
}
