package dev.factguard.jmh;

import dev.factguard.adapter.embedding.LangChain4jTextEmbedder;
import dev.factguard.adapter.embedding.LangChain4jVectorIndex;
import dev.factguard.adapter.embedding.OnnxMiniLm;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.Retrieval;
import dev.factguard.core.knowledge.TenantIndex;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Latency of the coverage lookup a forecast makes, lexical-only vs hybrid (query embedded by the real
 * quantized MiniLM, nearest neighbours over the tenant's vectors), for a tenant of {@code facts} facts. The
 * difference of the two p50s is what embeddings add to a forecast.
 *
 * <p>Fact texts are templated and their vectors random unit vectors: a brute-force scan costs the same
 * whatever the vectors hold, and embedding 10,000 real facts would make the setup take minutes. The query
 * is always embedded for real.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class EmbeddingCoverageBenchmark {

    private static final String[] PROMPTS = {
        "Where do I get my old bills as PDF files?",
        "How many litres does the Nordwind K7 kettle hold?",
        "Which molecule in red cells transports oxygen?",
        "When does the Nordwind store in Munich open on Sundays?",
    };

    @Param({"10000"})
    public int facts;

    private TenantIndex lexical;
    private TenantIndex hybrid;
    private int next;

    @Setup
    public void setUp() {
        Embeddings embeddings = new Embeddings(
                new LangChain4jTextEmbedder(OnnxMiniLm.NAME, OnnxMiniLm::new), LangChain4jVectorIndex.factory());
        int dimension = embeddings.embedder().dimension();
        Random random = new Random(42);
        String[] products = {"kettle", "toaster", "blender", "router", "plan", "invoice", "store", "delivery"};
        List<Fact> list = new ArrayList<>(facts);
        Map<String, float[]> vectors = new LinkedHashMap<>();
        for (int i = 0; i < facts; i++) {
            String product = products[i % products.length];
            Fact fact = new Fact(
                    "Nordwind " + product + " " + i,
                    "The Nordwind " + product + " model " + i + " ships within " + (i % 9 + 1) + " days and costs "
                            + (i % 300 + 20) + " euros.");
            list.add(fact);
            float[] v = new float[dimension];
            double norm = 0;
            for (int d = 0; d < dimension; d++) {
                v[d] = (float) random.nextGaussian();
                norm += v[d] * v[d];
            }
            for (int d = 0; d < dimension; d++) {
                v[d] /= (float) Math.sqrt(norm);
            }
            vectors.put(fact.key(), v);
        }
        lexical = TenantIndex.empty(Embeddings.OFF, HybridScorer.MINILM).withAdded(list, Map.of());
        hybrid = TenantIndex.empty(embeddings, HybridScorer.MINILM).withAdded(list, vectors);
    }

    @Benchmark
    public Retrieval lexicalCoverage() {
        next = (next + 1) % PROMPTS.length;
        return lexical.retrieve(KnowledgeQuery.of(PROMPTS[next]), 5);
    }

    @Benchmark
    public Retrieval hybridCoverage() {
        next = (next + 1) % PROMPTS.length;
        return hybrid.retrieve(KnowledgeQuery.of(PROMPTS[next]), 5);
    }
}
