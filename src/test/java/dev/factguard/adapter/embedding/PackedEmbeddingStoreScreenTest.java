package dev.factguard.adapter.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.store.embedding.EmbeddingMatch;
import dev.langchain4j.store.embedding.EmbeddingSearchRequest;
import dev.langchain4j.store.embedding.RelevanceScore;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The 8-bit screen may only rule rows out: a screened search must return exactly what scoring every row
 * returns — the same keys, in the same order, with the same scores — on random data of several shapes, with the
 * dot products of the Vector API ({@code vectors = true}; the build's tests run with its module) and without.
 */
class PackedEmbeddingStoreScreenTest {

    @Test
    void the_tests_run_with_the_vector_api_so_both_paths_are_exercised() {
        assertThat(RowCodes.VECTORS).isTrue();
        assertThat(RowCodes.create(8, true)).isInstanceOf(VectorRowCodes.class);
        assertThat(RowCodes.create(8, false)).isInstanceOf(PackedRowCodes.class);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void screened_search_equals_scoring_every_row_on_random_unit_vectors(boolean vectors) {
        assertSameAsReference(vectors, new Random(1), 20_000, 384, 0.0, new int[] {1, 5, 10, 138});
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void a_search_split_across_two_threads_equals_scoring_every_row(boolean vectors) {
        assertSameAsReference(vectors, new Random(6), QuantizedRows.SPLIT_FROM + 1_000, 96, 0.3, new int[] {1, 10});
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void screened_search_equals_scoring_every_row_on_clustered_vectors_with_close_scores(boolean vectors) {
        // Vectors near a few centres: many rows score close to one another, so the bound decides near the cut.
        assertSameAsReference(vectors, new Random(2), 12_000, 384, 0.9, new int[] {10, 40});
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void screened_search_equals_scoring_every_row_with_an_odd_dimension_and_a_partial_last_block(boolean vectors) {
        assertSameAsReference(vectors, new Random(3), PackedEmbeddingStore.SCREEN_FROM + 5, 37, 0.5, new int[] {3, 10});
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void duplicate_and_zero_vectors_keep_the_earlier_row_first_as_a_full_scan_does(boolean vectors) {
        Random random = new Random(4);
        PackedEmbeddingStore store = new PackedEmbeddingStore(vectors);
        List<float[]> rows = new ArrayList<>();
        float[] twin = gaussian(random, 64);
        for (int i = 0; i < PackedEmbeddingStore.SCREEN_FROM * 2; i++) {
            float[] v = i % 97 == 0 ? twin.clone() : i % 101 == 0 ? new float[64] : gaussian(random, 64);
            rows.add(v);
            store.add("row " + i, Embedding.from(v));
        }
        float[] query = twin.clone();
        assertThat(keys(search(store, query, 30))).isEqualTo(keys(reference(rows, query, 30)));
        assertThat(keys(search(store, query, 30))).startsWith("row 0", "row 97", "row 194");
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void the_screen_rules_out_nearly_every_row_of_random_data(boolean vectors) {
        Random random = new Random(5);
        QuantizedRows screen = new QuantizedRows(384, vectors);
        for (int i = 0; i < 20_000; i++) {
            screen.add(unit(gaussian(random, 384)), 0);
        }
        float[] query = unit(gaussian(random, 384));
        int[] candidates = screen.candidates(query, 1.0 / norm(query), 10);
        // The packed path's 6-bit query codes keep 780 rows here, the Vector API's 12-bit ones 28.
        assertThat(candidates)
                .isNotNull()
                .hasSizeLessThan(vectors ? 100 : 2_000)
                .hasSizeGreaterThanOrEqualTo(10);
        assertThat(candidates).isSorted();
    }

    @ParameterizedTest
    @ValueSource(ints = {37, 384})
    void the_vector_paths_finer_query_codes_keep_every_true_hit_and_fewer_rows(int dimension) {
        Random random = new Random(dimension);
        QuantizedRows scalar = new QuantizedRows(dimension, false);
        QuantizedRows vector = new QuantizedRows(dimension, true);
        List<float[]> rows = new ArrayList<>();
        for (int i = 0; i < 5_003; i++) {
            float[] v = unit(gaussian(random, dimension));
            rows.add(v);
            scalar.add(v, 0);
            vector.add(v, 0);
        }
        long scalarKept = 0;
        long vectorKept = 0;
        for (int q = 0; q < 10; q++) {
            float[] query = gaussian(random, dimension);
            double inverse = 1.0 / norm(query);
            int[] fromScalar = scalar.candidates(query, inverse, 7);
            int[] fromVector = vector.candidates(query, inverse, 7);
            List<Integer> nearest = nearestRows(rows, query, 7);
            assertThat(Arrays.stream(fromScalar).boxed().toList()).containsAll(nearest);
            assertThat(Arrays.stream(fromVector).boxed().toList()).containsAll(nearest);
            assertThat(fromVector).isSorted();
            scalarKept += fromScalar.length;
            vectorKept += fromVector.length;
        }
        // 3,203 against 194 rows in all at 384 dimensions, 247 against 101 at 37.
        assertThat(vectorKept * 2).isLessThan(scalarKept);
    }

    /** The k rows of highest cosine with the query, by an exact double computation. */
    private static List<Integer> nearestRows(List<float[]> rows, float[] query, int k) {
        Integer[] order = new Integer[rows.size()];
        double[] cosines = new double[rows.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
            double dot = 0;
            for (int d = 0; d < query.length; d++) {
                dot += (double) rows.get(i)[d] * query[d];
            }
            cosines[i] = dot;
        }
        Arrays.sort(order, (a, b) -> Double.compare(cosines[b], cosines[a]));
        return List.of(order).subList(0, k);
    }

    private static void assertSameAsReference(
            boolean vectors, Random random, int n, int dimension, double clustering, int[] ks) {
        float[][] centres = new float[8][];
        for (int c = 0; c < centres.length; c++) {
            centres[c] = gaussian(random, dimension);
        }
        PackedEmbeddingStore store = new PackedEmbeddingStore(vectors);
        List<float[]> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            float[] v = mixed(random, centres[i % centres.length], clustering);
            rows.add(v);
            store.add("row " + i, Embedding.from(v));
        }
        for (int q = 0; q < 20; q++) {
            float[] query = q % 2 == 0 ? mixed(random, centres[q % centres.length], clustering) : rows.get(q * 37);
            for (int k : ks) {
                List<EmbeddingMatch<TextSegment>> got = search(store, query, k);
                List<EmbeddingMatch<TextSegment>> expected = reference(rows, query, k);
                assertThat(keys(got)).as("query %d, k %d", q, k).isEqualTo(keys(expected));
                assertThat(scores(got)).as("query %d, k %d", q, k).isEqualTo(scores(expected));
            }
        }
    }

    private static List<EmbeddingMatch<TextSegment>> search(PackedEmbeddingStore store, float[] query, int k) {
        return store.search(EmbeddingSearchRequest.builder()
                        .queryEmbedding(Embedding.from(query))
                        .maxResults(k)
                        .minScore(0.0)
                        .build())
                .matches();
    }

    /** Every row scored the way the store scores one (normalised float vector, float products summed in double). */
    private static List<EmbeddingMatch<TextSegment>> reference(List<float[]> rows, float[] query, int k) {
        double queryNorm = 0;
        for (float x : query) {
            queryNorm += x * x;
        }
        double inverse = queryNorm == 0 ? 0 : 1.0 / Math.sqrt(queryNorm);
        List<double[]> scored = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            float[] v = rows.get(r);
            double norm = 0;
            for (float x : v) {
                norm += x * x;
            }
            float scale = norm == 0 ? 0f : (float) (1.0 / Math.sqrt(norm));
            double dot = 0;
            for (int i = 0; i < v.length; i++) {
                dot += (v[i] * scale) * query[i];
            }
            scored.add(new double[] {dot * inverse, r});
        }
        scored.sort(Comparator.<double[]>comparingDouble(s -> -s[0]).thenComparingDouble(s -> s[1]));
        List<EmbeddingMatch<TextSegment>> out = new ArrayList<>();
        for (double[] s : scored.subList(0, Math.min(k, scored.size()))) {
            out.add(new EmbeddingMatch<>(RelevanceScore.fromCosineSimilarity(s[0]), "row " + (int) s[1], null, null));
        }
        return out;
    }

    private static List<String> keys(List<EmbeddingMatch<TextSegment>> matches) {
        return matches.stream().map(EmbeddingMatch::embeddingId).toList();
    }

    private static List<Double> scores(List<EmbeddingMatch<TextSegment>> matches) {
        return matches.stream().map(EmbeddingMatch::score).toList();
    }

    private static float[] mixed(Random random, float[] centre, double clustering) {
        float[] noise = unit(gaussian(random, centre.length));
        float[] c = unit(centre.clone());
        float[] v = new float[centre.length];
        for (int i = 0; i < v.length; i++) {
            v[i] = (float) (clustering * c[i] + (1 - clustering) * noise[i] * 3);
        }
        return v;
    }

    private static float[] gaussian(Random random, int dimension) {
        float[] v = new float[dimension];
        for (int i = 0; i < dimension; i++) {
            v[i] = (float) random.nextGaussian();
        }
        return v;
    }

    private static float[] unit(float[] v) {
        double n = norm(v);
        for (int i = 0; i < v.length; i++) {
            v[i] /= (float) n;
        }
        return v;
    }

    private static double norm(float[] v) {
        double s = 0;
        for (float x : v) {
            s += x * x;
        }
        return Math.sqrt(s);
    }
}
