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
import dev.factguard.core.knowledge.TextEmbedder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
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
 * The knowledge lookup of a hybrid forecast in a tenant of 100,000 facts, in memory (no HTTP, no Redis): the
 * workload of {@code benchmarks/load/sync-100k.sh} without the server around it.
 *
 * <p>Facts are eight pseudo-words each from a vocabulary of 4,096 (a word is shared by about 200 facts, as in the
 * load script); their vectors are <b>random unit vectors</b> (384 dimensions): an exact scan costs the same
 * whatever they hold, and embedding 100,000 facts would take the setup an hour. {@code query=minilm} embeds each
 * query with the real quantized MiniLM (the production path); {@code query=random} gives each query a random unit
 * vector instead, so the figure is the index alone.
 *
 * <ul>
 *   <li>{@code forecastLookup}: one retrieval (top 5) on the steady index.
 *   <li>{@code lookupAfterOneAdd}: one fact added to the index (the delta another instance applies after a
 *       {@code knowledge-add}), then the retrieval — what the next forecast after an add costs in the index.
 * </ul>
 *
 * <p>{@code recent} facts sit in the index's recent layer beforehand: an add rebuilds that layer (not the base),
 * so its cost grows with the facts added since the last merge, up to a sixteenth of the tenant.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(
        value = 1,
        // As in production (see README): the screen's dot products then use the Vector API. Without the
        // module (-jvmArgs -Xmx3g on the command line) they use the scalar path.
        jvmArgs = {"-Xmx3g", "--add-modules=jdk.incubator.vector"})
@Threads(1)
public class ForecastAt100kFacts {

    static final int DIMENSION = 384;
    private static final String[] SYLLABLES = {
        "ka", "do", "ru", "mi", "ne", "la", "to", "vi", "se", "po", "gu", "fa", "li", "zo", "be", "sha"
    };

    @Param({"100000"})
    public int facts;

    @Param({"minilm", "random"})
    public String query;

    /** Facts already waiting in the index's recent layer (added one by one since the last merge). */
    @Param({"0", "3000"})
    public int recent;

    /** ONNX Runtime threads per query embedding ({@code factguard.embedding.threads}); 0 is its own default. */
    @Param({"1"})
    public int embedThreads;

    private TenantIndex index;
    private String[] prompts;
    private int next;
    private int added;

    @Setup
    public void setUp() {
        Random random = new Random(7);
        TextEmbedder embedder = query.equals("minilm")
                ? new LangChain4jTextEmbedder(OnnxMiniLm.NAME, () -> new OnnxMiniLm(embedThreads))
                : new RandomEmbedder();
        Embeddings embeddings = new Embeddings(embedder, LangChain4jVectorIndex.factory());
        List<String> vocabulary = vocabulary(random);
        List<Fact> list = new ArrayList<>(facts);
        Map<String, float[]> vectors = new LinkedHashMap<>();
        for (int i = 0; i < facts; i++) {
            String[] w = new String[8];
            for (int j = 0; j < w.length; j++) {
                w[j] = vocabulary.get(random.nextInt(vocabulary.size()));
            }
            Fact fact = new Fact(
                    String.format("fact %06d", i),
                    String.format("The %s %s of the %s %s is %s %s near %s %s.", (Object[]) w));
            list.add(fact);
            vectors.put(fact.key(), unit(random));
        }
        index = TenantIndex.empty(embeddings, HybridScorer.MINILM).withAdded(list, vectors);
        List<Fact> later = new ArrayList<>(recent);
        Map<String, float[]> laterVectors = new LinkedHashMap<>();
        for (int i = 0; i < recent; i++) {
            Fact fact = new Fact(
                    "later fact " + i, list.get(random.nextInt(list.size())).text());
            later.add(fact);
            laterVectors.put(fact.key(), unit(random));
        }
        index = index.withAdded(later, laterVectors);
        prompts = new String[64];
        for (int i = 0; i < prompts.length; i++) {
            String[] words = list.get(random.nextInt(list.size()))
                    .text()
                    .replace(".", "")
                    .split(" ");
            prompts[i] = "What is the " + words[1] + " " + words[2] + " of the " + words[5] + " " + words[6] + "?";
        }
    }

    @Benchmark
    public Retrieval forecastLookup() {
        next = (next + 1) % prompts.length;
        return index.retrieve(KnowledgeQuery.of(prompts[next]), 5);
    }

    @Benchmark
    public Retrieval lookupAfterOneAdd() {
        int i = added++;
        Fact fact =
                new Fact("new fact " + i, "The Nordwind K" + i + " electric kettle holds " + (1 + i % 3) + " litres.");
        TenantIndex after = index.withAdded(List.of(fact), Map.of(fact.key(), unit(new Random(i))));
        return after.retrieve(KnowledgeQuery.of("How many litres does the Nordwind K" + i + " kettle hold?"), 5);
    }

    /** 4,096 three-syllable pseudo-words, as the load script makes them. */
    private static List<String> vocabulary(Random random) {
        TreeSet<String> words = new TreeSet<>();
        for (int i = 0; i < 6000; i++) {
            words.add(SYLLABLES[random.nextInt(SYLLABLES.length)]
                    + SYLLABLES[random.nextInt(SYLLABLES.length)]
                    + SYLLABLES[random.nextInt(SYLLABLES.length)]);
        }
        return new ArrayList<>(words).subList(0, Math.min(4096, words.size()));
    }

    static float[] unit(Random random) {
        float[] v = new float[DIMENSION];
        double norm = 0;
        for (int d = 0; d < DIMENSION; d++) {
            v[d] = (float) random.nextGaussian();
            norm += v[d] * v[d];
        }
        for (int d = 0; d < DIMENSION; d++) {
            v[d] /= (float) Math.sqrt(norm);
        }
        return v;
    }

    /** A query vector without a model: random, seeded by the text (labelled {@code query=random}). */
    private static final class RandomEmbedder implements TextEmbedder {
        @Override
        public String name() {
            return "random-unit";
        }

        @Override
        public int dimension() {
            return DIMENSION;
        }

        @Override
        public float[] embed(String text) {
            return unit(new Random(text.hashCode()));
        }
    }
}
