package dev.factguard.core.outcome;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class RiskLearnerTest {

    private static final LearnerSettings SETTINGS = LearnerSettings.defaults().withPrior(0.35);

    /** Counts outcomes of remembered forecasts as a store would, model slots given in order. */
    private static final class Counters {
        final Map<String, Long> fields = new HashMap<>();
        final Map<String, Integer> models = new HashMap<>();
        long n;
        long h;

        void count(Remembered r, boolean hallucinated) {
            int slot = r.model().isEmpty() ? 0 : models.computeIfAbsent(r.model(), m -> models.size() + 1);
            LearnerFields.count(fields, r, hallucinated, slot);
            n++;
            h += hallucinated ? 1 : 0;
        }

        FittedRisk fit() {
            return FittedRisk.fit(new LearnerStats(fields, models), n, h, 0, 0, SETTINGS);
        }
    }

    private static Remembered forecast(String model, int blend, int words, int raw) {
        return new Remembered(List.of("w:x"), model, new int[] {blend, words, 0}, null, raw, Math.max(0, raw));
    }

    @Test
    void cold_the_risk_is_the_stated_prior_moved_by_the_blend() {
        RiskLearner learner = new RiskLearner(SETTINGS, 10);
        assertThat(learner.cold(0.4, 0.4)).isCloseTo(SETTINGS.prior(), offset(1e-12));
        assertThat(learner.cold(1.0, 0.4)).isGreaterThan(SETTINGS.prior());
        assertThat(learner.cold(-1.0, 0.4)).isLessThan(SETTINGS.prior());
    }

    @Test
    void after_a_few_dozen_outcomes_the_risk_sits_near_the_tenant_s_rate() {
        Counters c = new Counters();
        Random random = new Random(7);
        for (int i = 0; i < 40; i++) {
            c.count(forecast("", 0, 0, Remembered.NOT_STACKED), random.nextDouble() < 0.8);
        }
        FittedRisk f = c.fit();
        double observed = (double) c.h / c.n;
        double risk = f.calibrated(0, f.stacked(0, new int[] {0, 0, 0}));
        assertThat(risk).isCloseTo(observed, offset(0.06));
        assertThat(risk).isGreaterThan(0.6).as("far from the stated prior of 0.35");
    }

    @Test
    void with_few_outcomes_a_component_moves_the_risk_only_as_far_as_the_outcomes_stacked_bear_out() {
        // The discriminant's move is scaled by n / (n + 50): a third of its log-odds with 25 outcomes, nearly all of
        // it with 1,000 — while the intercept (the rate) is the same either way.
        for (int n : new int[] {25, 1000}) {
            FittedRisk f = separated(n);
            double trust = n / (n + 50.0);
            assertThat(f.trust()).isCloseTo(trust, offset(1e-12));
            double move = FittedRisk.logit(f.calibrated(0, f.stacked(0, new int[] {0, 1500, 0})))
                    - FittedRisk.logit(f.calibrated(0, f.stacked(0, new int[] {0, 0, 0})));
            // (calibration adds a hundredth of the distance from 0.5, to keep every order)
            assertThat(move).isCloseTo(trust * f.weight(1) * 1.5, offset(0.05));
        }
        assertThat(separated(25).weight(1)).isPositive();
    }

    private static FittedRisk separated(int n) {
        Counters c = new Counters();
        Random random = new Random(13);
        for (int i = 0; i < n; i++) {
            boolean y = i % 5 < 2;
            int words = (y ? 300 : -300) + (int) (random.nextGaussian() * 700);
            c.count(forecast("", 0, words, Remembered.NOT_STACKED), y);
        }
        return c.fit();
    }

    @Test
    void a_model_with_its_own_rate_is_calibrated_to_it_and_one_with_few_outcomes_backs_off_to_the_tenant() {
        Counters c = new Counters();
        Random random = new Random(11);
        for (int i = 0; i < 600; i++) {
            c.count(forecast("a", 0, 0, 5000), random.nextDouble() < 0.2);
            c.count(forecast("b", 0, 0, 5000), random.nextDouble() < 0.7);
        }
        c.count(forecast("rare", 0, 0, 5000), true);
        FittedRisk f = c.fit();
        int[] z = {0, 0, 0};
        double a = f.calibrated(f.slot("a"), f.stacked(f.slot("a"), z));
        double b = f.calibrated(f.slot("b"), f.stacked(f.slot("b"), z));
        double rare = f.calibrated(f.slot("rare"), f.stacked(f.slot("rare"), z));
        double unknown = f.calibrated(f.slot("never seen"), f.stacked(f.slot("never seen"), z));
        assertThat(a).isCloseTo(0.2, offset(0.05));
        assertThat(b).isCloseTo(0.7, offset(0.05));
        assertThat(rare).as("one outcome of its own").isCloseTo(unknown, offset(0.08));
        assertThat(unknown).isCloseTo(0.45, offset(0.05));
    }

    @Test
    void a_component_that_points_the_wrong_way_is_dropped_not_turned_around() {
        Counters c = new Counters();
        Random random = new Random(3);
        for (int i = 0; i < 400; i++) {
            boolean y = random.nextDouble() < 0.4;
            // The blend says nothing; the words say the opposite of what happens (pairs of twins, say).
            int words = (y ? -800 : 800) + (int) (random.nextGaussian() * 600);
            c.count(forecast("", (int) (random.nextGaussian() * 500), words, 4000), y);
        }
        FittedRisk f = c.fit();
        assertThat(f.weight(1)).isZero();
        assertThat(f.stacked(0, new int[] {0, 2000, 0})).isCloseTo(f.stacked(0, new int[] {0, -2000, 0}), offset(1e-9));
    }

    @Test
    void a_component_that_separates_the_outcomes_is_weighed() {
        Counters c = new Counters();
        Random random = new Random(5);
        for (int i = 0; i < 400; i++) {
            boolean y = random.nextDouble() < 0.4;
            int words = (y ? 800 : -800) + (int) (random.nextGaussian() * 600);
            c.count(forecast("", 0, words, 4000), y);
        }
        FittedRisk f = c.fit();
        assertThat(f.weight(1)).isGreaterThan(0.5);
        assertThat(f.stacked(0, new int[] {0, 1500, 0})).isGreaterThan(0.7);
        assertThat(f.stacked(0, new int[] {0, -1500, 0})).isLessThan(0.2);
    }

    @Test
    void calibration_is_monotone_and_pulls_an_overconfident_bin_toward_its_rate() {
        Counters c = new Counters();
        Random random = new Random(9);
        for (int i = 0; i < 1000; i++) {
            // Forecasts that said 0.95 were right only 60 % of the time.
            c.count(forecast("", 0, 0, 9500), random.nextDouble() < 0.6);
            c.count(forecast("", 0, 0, 500), random.nextDouble() < 0.05);
        }
        FittedRisk f = c.fit();
        assertThat(f.calibrated(0, f.stacked(0, FittedRisk.logit(0.95)))).isCloseTo(0.6, offset(0.05));
        double previous = -1;
        for (int p = 1; p < 100; p++) {
            double v = f.calibrated(0, p / 100.0);
            assertThat(v).isGreaterThan(previous);
            previous = v;
        }
    }

    @Test
    void bins_filled_while_a_model_s_rate_was_learned_do_not_add_that_rate_again() {
        // Every forecast sat at the model's rate (offset 0) while the rate was learned; outcomes came at 0.61. The
        // map must leave a forecast at the learned rate there — bins of the stacked probability itself, filled while
        // it still read 0.5, would have lifted 0.61 to about 0.7.
        Counters c = new Counters();
        Random random = new Random(17);
        for (int i = 0; i < 1500; i++) {
            c.count(forecast("b", 0, 0, 5000), random.nextDouble() < 0.61);
        }
        FittedRisk f = c.fit();
        int b = f.slot("b");
        double observed = (double) c.h / c.n;
        assertThat(f.calibrated(b, f.stacked(b, 0.0))).isCloseTo(observed, offset(0.02));
    }

    @Test
    void one_model_s_bins_do_not_move_another_model_s_level() {
        // Only model a's forecasts were binned (b's were repeats of questions a had answered); a's bins sit at a's
        // rate, which is far from the tenant's: read at the tenant's rate they would pull b down toward a.
        Counters c = new Counters();
        Random random = new Random(19);
        for (int i = 0; i < 800; i++) {
            c.count(forecast("a", 0, 0, 5000), random.nextDouble() < 0.3);
            c.count(forecast("b", 0, 0, Remembered.REPEATED), random.nextDouble() < 0.7);
        }
        FittedRisk f = c.fit();
        int b = f.slot("b");
        double rateB = (double) c.fields.get("m" + b + ":h") / c.fields.get("m" + b + ":n");
        assertThat(f.calibrated(b, f.stacked(b, 0.0))).isCloseTo(rateB, offset(0.03));
    }

    @Test
    void a_repeated_prompt_counts_for_its_model_and_words_but_neither_stacker_nor_calibration() {
        Map<String, Long> fields = new HashMap<>();
        LearnerFields.count(fields, forecast("m", 700, 900, Remembered.REPEATED), true, 1);
        assertThat(fields).containsEntry("m0:n", 1L).containsEntry("m1:h", 1L);
        assertThat(fields.keySet()).noneMatch(k -> k.startsWith("z") || k.matches("m\\d+:o\\d+:.*"));
        LearnerFields.count(fields, forecast("m", 700, 900, 6000), true, 1);
        assertThat(fields).containsEntry("zn1", 1L).containsEntry("m1:o6:n", 1L);
    }

    @Test
    void the_sentence_vector_direction_points_to_the_hallucinated_class() {
        Counters c = new Counters();
        Random random = new Random(13);
        for (int i = 0; i < 200; i++) {
            boolean y = i % 2 == 0;
            byte[] v = new byte[8];
            for (int k = 0; k < v.length; k++) {
                v[k] = (byte) (random.nextGaussian() * 20 + (k == 3 ? (y ? 30 : -30) : 0));
            }
            c.count(new Remembered(List.of(), "", new int[] {0, 0, 0}, v, 5000, 5000), y);
        }
        FittedRisk f = c.fit();
        byte[] like = {0, 0, 0, 30, 0, 0, 0, 0};
        byte[] unlike = {0, 0, 0, -30, 0, 0, 0, 0};
        assertThat(f.embeddingScore(like)).isGreaterThan(0.5);
        assertThat(f.embeddingScore(unlike)).isLessThan(-0.5);
        assertThat(f.embeddingScore(null)).isZero();
    }
}
