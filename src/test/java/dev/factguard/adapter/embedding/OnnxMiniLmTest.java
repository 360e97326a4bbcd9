package dev.factguard.adapter.embedding;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.testing.MiniLm;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.util.List;
import org.junit.jupiter.api.Test;

/** FactGuard's session over the model file of LangChain4j's jar embeds as LangChain4j's own class does. */
class OnnxMiniLmTest {

    private static final List<String> TEXTS = List.of(
            "The capital of Japan is Tokyo.",
            "Where do I get my old bills as PDF files?",
            "Wer ist der aktuelle Bundeskanzler?",
            "a".repeat(3_000));

    @Test
    void one_thread_and_the_runtime_default_give_langchain4js_vectors() {
        EmbeddingModel reference = new AllMiniLmL6V2QuantizedEmbeddingModel();
        EmbeddingModel runtimeDefault = new OnnxMiniLm(0);
        for (String text : TEXTS) {
            float[] expected = reference.embed(text).content().vector();
            float[] production = MiniLm.EMBEDDER.embed(text);
            assertThat(production).as(text).hasSize(384);
            assertThat(LangChain4jTextEmbedderTest.cosine(production, expected))
                    .as(text)
                    .isGreaterThan(0.99999);
            assertThat(LangChain4jTextEmbedderTest.cosine(
                            runtimeDefault.embed(text).content().vector(), expected))
                    .as(text)
                    .isGreaterThan(0.99999);
        }
    }

    @Test
    void a_negative_thread_count_says_what_to_set() {
        assertThatThrownBy(() -> new OnnxMiniLm(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("factguard.embedding.threads must be 0");
        assertThat(OnnxMiniLm.checkThreads(0)).isZero();
        assertThat(OnnxMiniLm.checkThreads(2)).isEqualTo(2);
    }
}
