package dev.factguard.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.quarkus.runtime.configuration.DurationConverter;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The startup check of the provider chain, on the real config mapping (no Quarkus needed). */
class SearchProducersTest {

    /** The real mapping, read by SmallRye as at startup (Quarkus' converter reads durations like "5s"). */
    static FactGuardConfig config(Map<String, String> properties) {
        SmallRyeConfig config = new SmallRyeConfigBuilder()
                .withMapping(FactGuardConfig.class)
                .withConverter(Duration.class, 200, new DurationConverter())
                .withSources(new PropertiesConfigSource(properties, "test", 500))
                .build();
        return config.getConfigMapping(FactGuardConfig.class);
    }

    private static void validate(Map<String, String> properties) {
        new SearchProducers().validate(null, config(properties));
    }

    @Test
    void the_default_chain_needs_nothing() {
        FactGuardConfig config = config(Map.of());
        assertThat(config.search().providers()).containsExactly(SearchProvider.DUCKDUCKGO);
        assertThat(config.search().brave().url()).isEqualTo("https://api.search.brave.com");
        assertThat(config.search().tavily().url()).isEqualTo("https://api.tavily.com");
        assertThatCode(() -> new SearchProducers().validate(null, config)).doesNotThrowAnyException();
    }

    @Test
    void a_keyed_provider_without_its_key_fails_startup_naming_the_setting() {
        assertThatThrownBy(() -> validate(Map.of("factguard.search.providers", "brave,duckduckgo")))
                .hasMessageContaining("factguard.search.brave.api-key")
                .hasMessageContaining("FACTGUARD_SEARCH_BRAVE_API_KEY");
        assertThatThrownBy(() -> validate(Map.of(
                        "factguard.search.providers", "duckduckgo,tavily", "factguard.search.tavily.api-key", "  ")))
                .hasMessageContaining("factguard.search.tavily.api-key");
        assertThatCode(() ->
                        validate(Map.of("factguard.search.providers", "brave", "factguard.search.brave.api-key", "k")))
                .doesNotThrowAnyException();
    }

    @Test
    void searxng_without_its_url_fails_startup_naming_the_setting() {
        assertThatThrownBy(() -> validate(Map.of("factguard.search.providers", "searxng")))
                .hasMessageContaining("factguard.search.searxng.url")
                .hasMessageContaining("FACTGUARD_SEARCH_SEARXNG_URL");
    }

    @Test
    void a_negative_rate_fails_startup() {
        assertThatThrownBy(() -> validate(Map.of("factguard.search.duckduckgo.requests-per-second", "-1")))
                .hasMessageContaining("factguard.search.duckduckgo.requests-per-second");
    }
}
