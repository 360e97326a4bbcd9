package dev.factguard.config;

import static dev.factguard.config.SearchProducersTest.config;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The enum-valued settings: the spellings in use keep working, an unknown value fails the mapping at startup. */
class FactGuardConfigEnumsTest {

    @Test
    void defaults_are_the_documented_ones() {
        FactGuardConfig config = config(Map.of());
        assertThat(config.embedding().model()).isEqualTo(EmbeddingModel.MINILM);
        assertThat(config.nli().protocol()).isEqualTo(NliProtocol.HF);
        assertThat(config.search().providers()).containsExactly(SearchProvider.DUCKDUCKGO);
    }

    @ParameterizedTest
    @CsvSource({"minilm, MINILM", "none, NONE", "MINILM, MINILM"})
    void embedding_models_are_read_as_configured(String value, EmbeddingModel expected) {
        assertThat(config(Map.of("factguard.embedding.model", value))
                        .embedding()
                        .model())
                .isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource({"hf, HF", "tei, TEI", "openai, OPENAI", "TEI, TEI"})
    void nli_protocols_are_read_as_configured(String value, NliProtocol expected) {
        assertThat(config(Map.of("factguard.nli.protocol", value)).nli().protocol())
                .isEqualTo(expected);
    }

    @Test
    void a_provider_chain_keeps_its_order() {
        assertThat(config(Map.of("factguard.search.providers", "brave,searxng,tavily,duckduckgo"))
                        .search()
                        .providers())
                .containsExactly(
                        SearchProvider.BRAVE, SearchProvider.SEARXNG, SearchProvider.TAVILY, SearchProvider.DUCKDUCKGO);
        assertThat(config(Map.of("factguard.search.providers", "duckduckgo, brave"))
                        .search()
                        .providers())
                .containsExactly(SearchProvider.DUCKDUCKGO, SearchProvider.BRAVE);
    }

    @Test
    void an_unknown_provider_fails_naming_the_key_the_value_and_the_allowed_ones() {
        assertThatThrownBy(() -> config(Map.of("factguard.search.providers", "brave,bing")))
                .hasMessageContaining("factguard.search.providers")
                .hasMessageContaining("bing")
                .hasMessageContaining("duckduckgo")
                .hasMessageContaining("tavily");
    }

    @Test
    void an_unknown_protocol_or_model_fails_naming_the_key_and_the_allowed_ones() {
        assertThatThrownBy(() -> config(Map.of("factguard.nli.protocol", "grpc")))
                .hasMessageContaining("factguard.nli.protocol")
                .hasMessageContaining("grpc")
                .hasMessageContaining("openai");
        assertThatThrownBy(() -> config(Map.of("factguard.embedding.model", "bge")))
                .hasMessageContaining("factguard.embedding.model")
                .hasMessageContaining("bge")
                .hasMessageContaining("minilm");
    }
}
