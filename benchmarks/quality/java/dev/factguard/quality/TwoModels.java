package dev.factguard.quality;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Per-model calibration, on a <b>synthetic</b> pair of models: no labelled set here has two real models answering
 * the same questions, so the outcomes are made by a documented process from a real one. For each HaluEval general
 * query q with its human label y (ChatGPT's answer hallucinated), and u a uniform draw fixed per question (seed
 * {@link LearningQuality#SEED} + 1, in file order):
 *
 * <pre>
 *   model-a hallucinated = y or u &lt; 0.35      (rate about 0.47)
 *   model-b hallucinated = y or u &lt; 0.55      (rate about 0.63)
 * </pre>
 *
 * Both models answer every question of the fixed training half, fed back by forecastId in three orders (see
 * {@link #feed}). The test half is then forecast for each model: per model the calibration error (10 bins) and
 * the mean risk against the model's rate. Targets: calibration error ≤ 0.05 and
 * |mean risk − rate| ≤ 0.05 for each model.
 */
final class TwoModels {

    private static final String[] MODELS = {"model-a", "model-b"};
    private static final double[] EXTRA = {0.35, 0.55};

    private TwoModels() {}

    static Map<String, Object> run(List<LearningQuality.Row> rows, ForecastService service) throws Exception {
        Random draws = new Random(LearningQuality.SEED + 1);
        List<double[]> u = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            u.add(new double[] {draws.nextDouble()});
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, new Random(LearningQuality.SEED));
        List<Integer> train = order.subList(0, order.size() / 2);
        List<Integer> test = order.subList(order.size() / 2, order.size());
        Map<String, Object> out = new LinkedHashMap<>();
        out.put(
                "process",
                "SYNTHETIC outcomes from HaluEval's real labels y: model-a = y or u < 0.35, model-b = y or u < 0.55, u"
                        + " uniform per question (seed " + (LearningQuality.SEED + 1) + "); the training half fed in"
                        + " three orders, each to a tenant of its own: together (each question forecast for both"
                        + " models, then both outcomes fed back), alternate (model-a forecast and fed back, then"
                        + " model-b), sequential (every question for model-a, then every question for model-b); each"
                        + " model forecast on the test half");
        out.put("trainQuestions", train.size());
        out.put("testQuestions", test.size());
        for (String feeding : List.of("together", "alternate", "sequential")) {
            String tenant = "learning-two-models-" + feeding + "-" + System.nanoTime();
            feed(service, tenant, feeding, rows, u, train);
            Map<String, Object> byModel = new LinkedHashMap<>();
            for (int m = 0; m < MODELS.length; m++) {
                byModel.put(MODELS[m], measure(service, tenant, rows, u, test, m));
                System.out.println("two models, fed " + feeding + ", " + MODELS[m] + " " + byModel.get(MODELS[m]));
            }
            out.put(feeding, byModel);
        }
        return out;
    }

    /**
     * Feeds the training half. Fed one model after the other, the second model's forecast of a question sees the
     * first one's outcome of the very same question through the shared word counts — as in production when a
     * question comes back for another model.
     */
    private static void feed(
            ForecastService service,
            String tenant,
            String feeding,
            List<LearningQuality.Row> rows,
            List<double[]> u,
            List<Integer> train)
            throws Exception {
        if (feeding.equals("sequential")) {
            for (int m = 0; m < MODELS.length; m++) {
                for (int i : train) {
                    String id = service.forecast(tenant, rows.get(i).prompt(), MODELS[m])
                            .forecastId();
                    service.feedback(tenant, id, hallucinated(rows.get(i), u.get(i)[0], m));
                }
            }
            return;
        }
        boolean alternate = feeding.equals("alternate");
        for (int i : train) {
            String[] ids = new String[MODELS.length];
            for (int m = 0; m < MODELS.length; m++) {
                ids[m] = service.forecast(tenant, rows.get(i).prompt(), MODELS[m])
                        .forecastId();
                if (alternate) {
                    service.feedback(tenant, ids[m], hallucinated(rows.get(i), u.get(i)[0], m));
                }
            }
            for (int m = 0; m < MODELS.length && !alternate; m++) {
                service.feedback(tenant, ids[m], hallucinated(rows.get(i), u.get(i)[0], m));
            }
        }
    }

    private static Map<String, Object> measure(
            ForecastService service,
            String tenant,
            List<LearningQuality.Row> rows,
            List<double[]> u,
            List<Integer> test,
            int m)
            throws Exception {
        List<Double> risks = new ArrayList<>();
        List<Boolean> labels = new ArrayList<>();
        for (int i : test) {
            risks.add(service.forecast(tenant, rows.get(i).prompt(), MODELS[m]).risk());
            labels.add(hallucinated(rows.get(i), u.get(i)[0], m));
        }
        Map<String, Object> model = new LinkedHashMap<>();
        double ece = Calibrated.ece(risks, labels);
        double mean = Calibrated.mean(risks);
        double rate = Calibrated.rate(labels);
        model.put("rate", LearningQuality.round(rate));
        model.put("meanRisk", LearningQuality.round(mean));
        model.put("calibrationError", LearningQuality.round(ece));
        model.put("brier", LearningQuality.round(Calibrated.brier(risks, labels)));
        model.put("auroc", LearningQuality.round(LearningQuality.auroc(risks, labels)));
        model.put("calibrationErrorAtMost005", ece <= 0.05);
        model.put("meanRiskWithin005OfRate", Math.abs(mean - rate) <= 0.05);
        model.put("reliability", LearningQuality.rounded(Calibrated.table(risks, labels)));
        return model;
    }

    private static boolean hallucinated(LearningQuality.Row row, double u, int model) {
        return row.positive() || u < EXTRA[model];
    }
}
