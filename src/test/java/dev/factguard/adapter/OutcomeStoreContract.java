package dev.factguard.adapter;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.forecast.ForecastSettings;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.forecast.VolatilityScorer;
import dev.factguard.core.outcome.FeatureCounts;
import dev.factguard.core.outcome.FeedbackRecorder;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.LearnerFields;
import dev.factguard.core.outcome.LearnerStats;
import dev.factguard.core.outcome.OutcomeModel;
import dev.factguard.core.outcome.OutcomeSource;
import dev.factguard.core.outcome.OutcomeStore;
import dev.factguard.core.outcome.PromptFeatures;
import dev.factguard.core.outcome.Remembered;
import dev.factguard.core.text.TermAnalyzer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * What every {@link OutcomeStore} must do. {@link #store()} and {@link #otherInstance()} are two store objects
 * over the same state, as two service instances would hold them.
 */
public abstract class OutcomeStoreContract {

    /** The length of all-MiniLM-L6-v2's sentence vectors. */
    private static final int MINILM_DIMENSIONS = 384;

    protected abstract OutcomeStore store();

    protected abstract OutcomeStore otherInstance();

    /** Waits until a forecast's learner header, sent without waiting ({@link OutcomeStore#remember}), is stored. */
    protected void awaitHeader(String tenant, String forecastKey) {}

    /** A forecaster of one instance, over {@code store}, with lexical coverage and no facts. */
    private static Forecaster forecaster(OutcomeStore store, ForecastIds ids) {
        return new Forecaster(
                new InMemoryKnowledgeStore(),
                store,
                OutcomeModel.DEFAULT,
                ids,
                VolatilityScorer.NONE,
                ForecastSettings.defaults());
    }

    protected static String tenant(String name) {
        return name + "-" + System.nanoTime();
    }

    private static List<String> features(String prompt) {
        return PromptFeatures.of(prompt, TermAnalyzer.analyze(prompt), null).names();
    }

    @Test
    void a_tenant_with_no_outcomes_reads_nothing() {
        assertThat(store().readAndRemember(tenant("empty"), features("Who won?"), null))
                .isEmpty();
    }

    @Test
    void a_remembered_forecast_counts_every_feature_once() {
        String t = tenant("once");
        List<String> f = features("Cite sources for the history of Lindholm");
        store().readAndRemember(t, f, "fc_1");
        assertThat(store().recordForecast(t, "fc_1", true).counted()).isTrue();
        OutcomeStore.Recorded again = otherInstance().recordForecast(t, "fc_1", false);
        assertThat(again.known()).isTrue();
        assertThat(again.counted()).isFalse();
        Map<String, FeatureCounts> counts = otherInstance().readAndRemember(t, f, null);
        assertThat(counts.get(OutcomeStore.TOTAL)).isEqualTo(new FeatureCounts(1, 1));
        assertThat(counts.get("cue:asks_for_sources")).isEqualTo(new FeatureCounts(1, 1));
        assertThat(counts.get("w:lindholm")).isEqualTo(new FeatureCounts(1, 1));
    }

    @Test
    void a_forecast_is_known_only_in_the_tenant_that_made_it() {
        String t = tenant("mine");
        store().readAndRemember(t, features("Who chairs the board?"), "fc_2");
        assertThat(store().recordForecast(tenant("other"), "fc_2", true).known())
                .isFalse();
        assertThat(store().recordForecast(t, "fc_unknown", true).known()).isFalse();
        assertThat(store().readAndRemember(t, List.of(), null)).isEmpty();
    }

    @Test
    void an_idempotency_key_counts_once() {
        String t = tenant("idem");
        List<String> f = features("When did the bridge open?");
        assertThat(store().recordFeatures(t, f, true, "k1").counted()).isTrue();
        assertThat(otherInstance().recordFeatures(t, f, true, "k1").counted()).isFalse();
        assertThat(store().recordFeatures(t, f, true, null).counted()).isTrue();
        assertThat(store().recordFeatures(t, f, false, null).total()).isEqualTo(new FeatureCounts(2, 3));
    }

    @Test
    void a_batch_with_an_unknown_forecast_writes_nothing() {
        String t = tenant("batch");
        store().readAndRemember(t, features("Who is the mayor?"), "fc_a");
        OutcomeStore.BatchResult refused = store().recordBatch(
                        t,
                        List.of(
                                OutcomeStore.Entry.forecast("fc_a", true),
                                OutcomeStore.Entry.features(features("What is the tallest tower?"), false),
                                OutcomeStore.Entry.forecast("fc_missing", true)));
        assertThat(refused.unknownKeys()).containsExactly("fc_missing");
        assertThat(store().readAndRemember(t, List.of(), null)).isEmpty();

        OutcomeStore.BatchResult done = store().recordBatch(
                        t,
                        List.of(
                                OutcomeStore.Entry.forecast("fc_a", true),
                                OutcomeStore.Entry.forecast("fc_a", true),
                                OutcomeStore.Entry.features(features("What is the tallest tower?"), false)));
        assertThat(done.counted()).as("the repeated id counts once").isEqualTo(2);
        assertThat(done.total()).isEqualTo(new FeatureCounts(1, 2));
    }

    @Test
    void concurrent_feedback_from_two_instances_keeps_every_count_exact() throws Exception {
        String t = tenant("race");
        List<List<String>> prompts = new ArrayList<>();
        for (int p = 0; p < 50; p++) {
            prompts.add(features("Who holds record number " + p + " in the Lindholm archive?"));
        }
        List<Callable<Boolean>> jobs = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            int n = i;
            OutcomeStore s = i % 2 == 0 ? store() : otherInstance();
            jobs.add(() -> s.recordFeatures(t, prompts.get(n % 50), (n / 50) % 2 == 0, null)
                    .counted());
        }
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try {
            for (Future<Boolean> f : pool.invokeAll(jobs)) {
                assertThat(f.get()).isTrue();
            }
        } finally {
            pool.shutdown();
        }
        List<String> all = new ArrayList<>(prompts.get(7));
        Map<String, FeatureCounts> counts = otherInstance().readAndRemember(t, all, null);
        assertThat(counts.get(OutcomeStore.TOTAL)).isEqualTo(new FeatureCounts(250, 500));
        assertThat(counts.get("w:lindholm")).isEqualTo(new FeatureCounts(250, 500));
        assertThat(counts.get("w:7"))
                .as("one prompt, sent 10 times, half hallucinated")
                .isEqualTo(new FeatureCounts(5, 10));

        ForecastIds ids = new ForecastIds("a shared secret of both instances".getBytes());
        Forecaster a = forecaster(store(), ids);
        Forecaster b = forecaster(otherInstance(), ids);
        String prompt = "Who holds record number 7 in the Lindholm archive?";
        assertThat(a.forecast(t, prompt).risk()).isEqualTo(b.forecast(t, prompt).risk());
        assertThat(a.forecast(t, prompt).outcomes()).isEqualTo(500);
    }

    @Test
    void a_forecast_id_repeated_fifty_times_at_once_counts_once() throws Exception {
        String t = tenant("repeat");
        ForecastIds ids = new ForecastIds("a shared secret of both instances".getBytes());
        Forecaster forecaster = forecaster(store(), ids);
        String id = forecaster.forecast(t, "When did the Lindholm bridge open?").forecastId();
        FeedbackRecorder one = new FeedbackRecorder(store(), ids, VolatilityScorer.NONE);
        FeedbackRecorder two = new FeedbackRecorder(otherInstance(), ids, VolatilityScorer.NONE);
        List<Callable<Boolean>> jobs = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            FeedbackRecorder r = i % 2 == 0 ? one : two;
            String sent = i % 3 == 0 ? id.toUpperCase(java.util.Locale.ROOT) : id;
            jobs.add(() -> r.byForecastId(t, sent, true).orElseThrow().counted());
        }
        ExecutorService pool = Executors.newFixedThreadPool(16);
        int counted = 0;
        try {
            for (Future<Boolean> f : pool.invokeAll(jobs)) {
                counted += f.get() ? 1 : 0;
            }
        } finally {
            pool.shutdown();
        }
        assertThat(counted).isEqualTo(1);
        assertThat(store().readAndRemember(t, List.of(), null).get(OutcomeStore.TOTAL))
                .isEqualTo(new FeatureCounts(1, 1));
    }

    /**
     * A forecast as a forecaster remembers it: features, model, component scores, a vector, its risks. Three in four
     * vectors have MiniLM's length, as the service's are, so that the counts are exact at the size they are written.
     */
    private static Remembered remembered(int i, String model) {
        byte[] vector = new byte[i % 4 == 3 ? 24 : MINILM_DIMENSIONS];
        for (int k = 0; k < vector.length; k++) {
            vector[k] = (byte) (((i * 31 + k * 17) % 255) - 127);
        }
        return new Remembered(
                features("Who holds record number " + (i % 50) + " in the Lindholm archive?"),
                model,
                new int[] {-2000 + 13 * i, (i % 7) * 250 - 800, (i % 5) * 300 - 600},
                vector,
                i % 10 == 0 ? Remembered.NOT_STACKED : i % 10 == 5 ? Remembered.REPEATED : (i * 97) % 10_001,
                (i * 53) % 10_001);
    }

    @Test
    void concurrent_feedback_across_two_models_keeps_every_learner_counter_exact() throws Exception {
        String t = tenant("models");
        List<Remembered> forecasts = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            Remembered r = remembered(i, i % 2 == 0 ? "model-a" : "model-b");
            forecasts.add(r);
            store().readAndRemember(t, r.features(), "fc_m" + i);
            store().remember(t, "fc_m" + i, r);
        }
        List<Callable<Boolean>> jobs = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            int n = i;
            OutcomeStore s = i % 2 == 0 ? store() : otherInstance();
            jobs.add(() -> s.recordForecast(t, "fc_m" + n, n % 3 == 0).counted());
        }
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try {
            for (Future<Boolean> f : pool.invokeAll(jobs)) {
                assertThat(f.get()).isTrue();
            }
        } finally {
            pool.shutdown();
        }
        LearnerStats read = otherInstance().learner(t);
        assertThat(read.models()).containsOnlyKeys("model-a", "model-b");
        // The same outcomes counted one after the other, with the slots the store gave the models.
        Map<String, Long> expected = new HashMap<>();
        for (int i = 0; i < 500; i++) {
            Remembered r = forecasts.get(i);
            LearnerFields.count(expected, r, i % 3 == 0, read.models().get(r.model()));
        }
        assertThat(read.fields()).isEqualTo(expected);
        assertThat(store().learner(t).fields()).isEqualTo(expected);
        int a = read.models().get("model-a");
        assertThat(read.get("m" + a + ":n")).isEqualTo(250);
        assertThat(read.get("m0:n")).isEqualTo(500);
        assertThat(read.get("s:user:h")).isEqualTo(167);
        Map<String, FeatureCounts> counts = otherInstance()
                .readAndRemember(t, features("Who holds record number 7 in the Lindholm archive?"), null);
        assertThat(counts.get(OutcomeStore.TOTAL)).isEqualTo(new FeatureCounts(167, 500));
        assertThat(counts.get("w:7")).isEqualTo(new FeatureCounts(3, 10));

        ForecastIds ids = new ForecastIds("a shared secret of both instances".getBytes());
        Forecaster one = forecaster(store(), ids);
        Forecaster two = forecaster(otherInstance(), ids);
        for (String model : List.of("model-a", "model-b", "")) {
            String prompt = "Who holds record number 7 in the Lindholm archive?";
            Forecast x = one.forecast(t, prompt, List.of(), model);
            Forecast y = two.forecast(t, prompt, List.of(), model);
            assertThat(x.risk()).as(model).isEqualTo(y.risk());
            assertThat(x.priorsOnly()).isFalse();
        }
    }

    @Test
    void an_outcome_by_prompt_counts_its_components_and_its_model() {
        String t = tenant("prompt-model");
        Remembered r = remembered(3, "model-c");
        assertThat(store().recordOutcome(t, r, true, "key-1").counted()).isTrue();
        assertThat(otherInstance().recordOutcome(t, r, true, "key-1").counted()).isFalse();
        Map<String, Long> expected = new HashMap<>();
        LearnerFields.count(expected, r, true, 1);
        assertThat(otherInstance().learner(t).fields()).isEqualTo(expected);
        assertThat(otherInstance().learner(t).models()).containsEntry("model-c", 1);
    }

    @Test
    void feedback_for_a_forecast_remembered_by_an_earlier_release_counts_its_words_alone() {
        String t = tenant("legacy");
        List<String> f = features("Cite sources for the history of Lindholm");
        store().readAndRemember(t, f, "fc_old");
        assertThat(otherInstance().recordForecast(t, "fc_old", true).counted()).isTrue();
        assertThat(otherInstance().readAndRemember(t, f, null).get("w:lindholm"))
                .isEqualTo(new FeatureCounts(1, 1));
        assertThat(store().learner(t).fields()).containsOnlyKeys("s:user:n", "s:user:h");
    }

    /** The counters that are not zero: a replaced outcome leaves the ones it alone had at 0, in every store. */
    private static Map<String, Long> nonZero(Map<String, Long> fields) {
        Map<String, Long> out = new HashMap<>(fields);
        out.values().removeIf(v -> v == 0);
        return out;
    }

    /** Remembers forecast {@code i} of {@code model} under {@code "fc_" + name} in {@code t}, header and all. */
    private Remembered rememberForecast(String t, String name, int i, String model) {
        Remembered r = remembered(i, model);
        store().readAndRemember(t, r.features(), "fc_" + name);
        store().remember(t, "fc_" + name, r);
        return r;
    }

    @Test
    void a_callers_feedback_replaces_an_automatic_outcome_and_counts_once() {
        String t = tenant("replace");
        Remembered r = rememberForecast(t, "r", 7, "model-a");
        assertThat(store().recordForecast(t, "fc_r", true, OutcomeSource.VERIFY).counted())
                .isTrue();
        assertThat(otherInstance().learner(t).get("s:verify:h")).isEqualTo(1);

        OutcomeStore.Recorded replaced = otherInstance().recordForecast(t, "fc_r", false);
        assertThat(replaced.counted())
                .as("the caller's outcome replaces the automatic one")
                .isTrue();
        assertThat(replaced.total()).isEqualTo(new FeatureCounts(0, 1));
        Map<String, Long> expected = new HashMap<>();
        LearnerFields.count(expected, r, false, 1);
        assertThat(nonZero(otherInstance().learner(t).fields()))
                .as("exactly as if the caller alone had told it")
                .isEqualTo(nonZero(expected));
        assertThat(store().readAndRemember(t, r.features(), null).get("w:lindholm"))
                .isEqualTo(new FeatureCounts(0, 1));

        assertThat(store().recordForecast(t, "fc_r", true).counted())
                .as("a second feedback is a repeat")
                .isFalse();
        assertThat(store().recordForecast(t, "fc_r", true, OutcomeSource.REFRESH)
                        .counted())
                .isFalse();
        assertThat(nonZero(store().learner(t).fields())).isEqualTo(nonZero(expected));
    }

    @Test
    void a_held_learner_is_refitted_when_feedback_changes_the_counters_but_not_the_totals() {
        String t = tenant("stale");
        for (int i = 0; i < 60; i++) {
            rememberForecast(t, "s" + i, i, "");
            store().recordForecast(t, "fc_s" + i, i % 2 == 0, OutcomeSource.VERIFY);
        }
        ForecastIds ids = new ForecastIds("a shared secret of both instances".getBytes());
        Forecaster one = forecaster(store(), ids);
        String prompt = "Who holds record number 0 in the Lindholm archive?";
        double held = one.forecast(t, prompt).risk();
        FeatureCounts totals = store().readAndRemember(t, List.of(), null).get(OutcomeStore.TOTAL);

        // Callers correct the automatic outcomes of record 0 (hallucinated: no) and of record 1 (yes), from the other
        // instance: the totals stay as they were, the counters of both records turn around.
        assertThat(otherInstance().recordForecast(t, "fc_s0", false).counted()).isTrue();
        assertThat(otherInstance().recordForecast(t, "fc_s1", true).counted()).isTrue();
        assertThat(store().readAndRemember(t, List.of(), null).get(OutcomeStore.TOTAL))
                .isEqualTo(totals);

        double refitted = forecaster(otherInstance(), ids).forecast(t, prompt).risk();
        assertThat(refitted).as("the corrections move the risk of record 0").isLessThan(held);
        assertThat(one.forecast(t, prompt).risk())
                .as("the instance that held a learner for the same totals fits the new counters")
                .isEqualTo(refitted);
    }

    @Test
    void an_automatic_outcome_replaces_nothing() {
        String t = tenant("auto");
        rememberForecast(t, "u", 1, "model-a");
        rememberForecast(t, "v", 2, "model-a");
        assertThat(store().recordForecast(t, "fc_u", false).counted()).isTrue();
        assertThat(otherInstance()
                        .recordForecast(t, "fc_u", true, OutcomeSource.VERIFY)
                        .counted())
                .isFalse();
        assertThat(store().recordForecast(t, "fc_v", true, OutcomeSource.REFRESH)
                        .counted())
                .isTrue();
        assertThat(otherInstance()
                        .recordForecast(t, "fc_v", false, OutcomeSource.VERIFY)
                        .counted())
                .isFalse();
        LearnerStats read = otherInstance().learner(t);
        assertThat(read.get("s:user:n")).isEqualTo(1);
        assertThat(read.get("s:user:h")).isZero();
        assertThat(read.get("s:refresh:n")).isEqualTo(1);
        assertThat(read.get("s:refresh:h")).isEqualTo(1);
        assertThat(read.get("s:verify:n")).isZero();
        assertThat(store().readAndRemember(t, List.of(), null).get(OutcomeStore.TOTAL))
                .isEqualTo(new FeatureCounts(1, 2));
    }

    @Test
    void a_batch_replaces_automatic_outcomes_and_skips_its_repeats() {
        String t = tenant("batch-replace");
        Remembered a = rememberForecast(t, "a", 3, "");
        Remembered b = rememberForecast(t, "b", 4, "");
        store().recordForecast(t, "fc_a", true, OutcomeSource.VERIFY);
        store().recordForecast(t, "fc_b", false, OutcomeSource.VERIFY);
        OutcomeStore.BatchResult done = otherInstance()
                .recordBatch(
                        t,
                        List.of(
                                OutcomeStore.Entry.forecast("fc_a", false),
                                OutcomeStore.Entry.forecast("fc_a", true),
                                OutcomeStore.Entry.forecast("fc_b", false)));
        assertThat(done.counted()).isEqualTo(2);
        assertThat(done.total()).isEqualTo(new FeatureCounts(0, 2));
        Map<String, Long> expected = new HashMap<>();
        LearnerFields.count(expected, a, false, 0);
        LearnerFields.count(expected, b, false, 0);
        assertThat(nonZero(store().learner(t).fields())).isEqualTo(nonZero(expected));
    }

    @Test
    void an_outcome_told_before_its_header_lands_counts_the_words_and_is_replaced_exactly() {
        // The header is sent after the forecast's answer without being waited for: should an outcome be counted
        // before it lands (or should it never land), the outcome counts the words and totals alone, its marker says
        // so, and a caller's feedback replacing it takes back exactly that and adds its own, header and all.
        String t = tenant("late-header");
        Remembered r = remembered(3, "model-a");
        store().readAndRemember(t, r.features(), "fc_late");
        assertThat(store().recordForecast(t, "fc_late", true, OutcomeSource.VERIFY)
                        .counted())
                .isTrue();
        assertThat(nonZero(store().learner(t).fields())).isEqualTo(Map.of("s:verify:n", 1L, "s:verify:h", 1L));

        store().remember(t, "fc_late", r);
        awaitHeader(t, "fc_late");
        assertThat(otherInstance().recordForecast(t, "fc_late", false).counted())
                .isTrue();
        Map<String, Long> expected = new HashMap<>();
        LearnerFields.count(expected, r, false, 1);
        assertThat(nonZero(otherInstance().learner(t).fields())).isEqualTo(nonZero(expected));
        assertThat(store().readAndRemember(t, r.features(), null).get(OutcomeStore.TOTAL))
                .isEqualTo(new FeatureCounts(0, 1));
    }

    @Test
    void a_legacy_forecasts_automatic_outcome_is_replaced_by_its_words_alone() {
        String t = tenant("legacy-replace");
        List<String> f = features("Cite sources for the history of Lindholm");
        store().readAndRemember(t, f, "fc_old");
        assertThat(store().recordForecast(t, "fc_old", true, OutcomeSource.REFRESH)
                        .counted())
                .isTrue();
        assertThat(otherInstance().recordForecast(t, "fc_old", false).counted()).isTrue();
        assertThat(nonZero(store().learner(t).fields())).isEqualTo(Map.of("s:user:n", 1L));
        assertThat(otherInstance().readAndRemember(t, f, null).get("w:lindholm"))
                .isEqualTo(new FeatureCounts(0, 1));
    }

    @Test
    void automatic_outcomes_and_feedback_racing_from_two_instances_leave_the_callers_outcome_once() throws Exception {
        String t = tenant("race-replace");
        List<Remembered> forecasts = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            forecasts.add(rememberForecast(t, "x" + i, i, i % 2 == 0 ? "model-a" : "model-b"));
        }
        for (int i = 0; i < 10; i++) {
            // Half of them answered and checked before any feedback, told the other way round.
            otherInstance().recordForecast(t, "fc_x" + i, i % 3 != 0, OutcomeSource.VERIFY);
        }
        List<Callable<Boolean>> jobs = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            int n = i % 20;
            int kind = (i / 20) % 4;
            OutcomeStore s = i % 2 == 0 ? store() : otherInstance();
            jobs.add(() -> kind == 0
                    ? s.recordForecast(t, "fc_x" + n, n % 3 == 0).counted()
                    : s.recordForecast(
                                    t, "fc_x" + n, n % 3 != 0, kind == 1 ? OutcomeSource.REFRESH : OutcomeSource.VERIFY)
                            .counted());
        }
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try {
            pool.invokeAll(jobs);
        } finally {
            pool.shutdown();
        }
        LearnerStats read = otherInstance().learner(t);
        Map<String, Long> expected = new HashMap<>();
        for (int i = 0; i < 20; i++) {
            Remembered r = forecasts.get(i);
            LearnerFields.count(expected, r, i % 3 == 0, read.models().get(r.model()));
        }
        assertThat(nonZero(read.fields())).isEqualTo(nonZero(expected));
        assertThat(nonZero(store().learner(t).fields())).isEqualTo(nonZero(expected));
        assertThat(store().readAndRemember(t, List.of(), null).get(OutcomeStore.TOTAL))
                .isEqualTo(new FeatureCounts(7, 20));
    }
}
