package dev.factguard.quality;

import dev.factguard.adapter.embedding.LangChain4jTextEmbedder;
import dev.factguard.adapter.embedding.LangChain4jVectorIndex;
import dev.factguard.adapter.embedding.OnnxMiniLm;
import dev.factguard.core.forecast.ForecastSettings;
import dev.factguard.core.forecast.VolatilityScorer;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.freshness.FreshnessVolatility;
import dev.factguard.core.knowledge.Embeddings;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;

/** The forecaster configuration the quality runs use: the service's documented defaults. */
final class QualityWiring {

    private QualityWiring() {}

    static ForecastSettings settings() {
        return ForecastSettings.defaults();
    }

    static VolatilityScorer volatility() {
        return new FreshnessVolatility(new FreshnessScorer(Clock.systemUTC()));
    }

    /** Lexical-only and hybrid (lexical + all-MiniLM-L6-v2) coverage, evaluated in the same run. */
    static Map<String, Embeddings> coverageModes() {
        Map<String, Embeddings> modes = new LinkedHashMap<>();
        modes.put("lexical", Embeddings.OFF);
        modes.put(
                "hybrid",
                new Embeddings(
                        new LangChain4jTextEmbedder(OnnxMiniLm.NAME, OnnxMiniLm::new),
                        LangChain4jVectorIndex.factory()));
        return modes;
    }
}
