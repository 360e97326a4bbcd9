package dev.factguard.quality;

import com.fasterxml.jackson.databind.JsonNode;
import dev.factguard.testing.MiniLm;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Learning curve and calibration of the forecast on real outcomes: on every labelled set, a fixed random half is
 * sent as feedback by forecastId, and on the other half the AUROC of {@code risk}, its calibration error (10
 * equal-width bins), its Brier score and its mean are measured cold and after 50, 100, 300, 1,000 and all
 * feedbacks — beside two anchors trained on the same rows in the same run: naive Bayes over words
 * ({@link NaiveBayesAnchor}) and a logistic regression on the MiniLM sentence vectors ({@link LogisticAnchor}).
 * A second part checks per-model calibration on two synthetic models answering the same questions
 * ({@link TwoModels}). Draws the reliability diagram into {@code docs/reliability.svg}.
 *
 * <p>Run: {@code benchmarks/quality/run.sh learning} — it packages the service, starts it with its production
 * defaults on a random port and drives it over HTTP ({@code --http <url>}); without {@code --http} the same
 * evaluation runs in-process on the core with the same defaults (for quick iterations; {@code --lexical} for words
 * alone). Writes {@code benchmarks/results/learning-curve.json}.
 */
public final class LearningQuality {

    static final String COMMAND = "benchmarks/quality/run.sh learning";
    static final long DEFAULT_SEED = 20261201L;

    /** The split's seed: {@code --seed N} draws another fixed half, to see how far a figure is the split's. */
    static long SEED = DEFAULT_SEED;

    static final int[] CHECKPOINTS = {0, 50, 100, 300, 1000, Integer.MAX_VALUE};

    record Row(String prompt, boolean positive) {}

    private static final Map<String, float[]> VECTORS = new HashMap<>();

    private LearningQuality() {}

    public static void main(String[] args) throws Exception {
        String url = args.length >= 2 && args[0].equals("--http") ? args[1] : null;
        boolean lexical = List.of(args).contains("--lexical");
        int seedAt = List.of(args).indexOf("--seed");
        if (seedAt >= 0 && seedAt + 1 < args.length) {
            SEED = Long.parseLong(args[seedAt + 1]);
        }
        ForecastService service = url == null ? new InProcessService(lexical) : new HttpService(url);
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put(
                "through",
                url == null
                        ? "in-process core, production defaults" + (lexical ? " but lexical" : "")
                        : "HTTP " + url + ", production defaults (embeddings minilm, in memory)");
        figures.put("split", "fixed random half (seed " + SEED + ") as feedback by forecastId, the other half tested");
        figures.put(
                "targets",
                "AUROC after all feedback >= the better anchor; calibration error (10 equal-width bins) <= 0.08 after"
                        + " 50 feedbacks and <= 0.05 after all; cold AUROC >= 0.50");
        Map<String, List<Row>> sets = sets();
        Map<String, List<Map<String, Object>>> reliability = new LinkedHashMap<>();
        boolean twoModelsOnly = List.of(args).contains("--two-models");
        for (Map.Entry<String, List<Row>> set : sets.entrySet()) {
            if (twoModelsOnly) {
                break;
            }
            Map<String, Object> result = curve(set.getKey(), set.getValue(), service);
            figures.put(set.getKey(), result);
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> table = (List<Map<String, Object>>) result.get("reliabilityAfterAll");
            reliability.put(set.getKey(), table);
        }
        Map<String, Object> twoModels = TwoModels.run(sets.get("halueval"), service);
        figures.put("twoModels", twoModels);
        if (twoModelsOnly) {
            return;
        }
        if (SEED != DEFAULT_SEED) {
            return;
        }
        if (url == null) {
            ResultsFile.writeScratch("learning-curve-inprocess", COMMAND + " --in-process", figures);
        } else {
            ResultsFile.write("learning-curve", COMMAND, figures);
        }
        if (url != null) {
            ReliabilitySvg.write(
                    Path.of("docs", "reliability.svg"),
                    "Reliability after learning: held-out halves (" + COMMAND + ")",
                    reliability);
        }
    }

    /** The four labelled sets, by the names the results file gives them. */
    static Map<String, List<Row>> sets() throws Exception {
        Map<String, List<Row>> sets = new LinkedHashMap<>();
        sets.put("halueval", halueval());
        sets.put("freshqaFalsePremise", freshqa());
        sets.put("truthfulqa", labelled("truthfulqa/questions.csv", "question"));
        sets.put("coconot", labelled("coconot/knowledge.csv", "prompt"));
        return sets;
    }

    static Map<String, Object> curve(String name, List<Row> rows, ForecastService service) throws Exception {
        List<Row> shuffled = new ArrayList<>(rows);
        Collections.shuffle(shuffled, new Random(SEED));
        List<Row> train = shuffled.subList(0, shuffled.size() / 2);
        List<Row> test = shuffled.subList(shuffled.size() / 2, shuffled.size());
        String tenant = "learning-" + name + "-" + System.nanoTime();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("trainRows", train.size());
        out.put("testRows", test.size());
        List<Boolean> labels = new ArrayList<>();
        test.forEach(r -> labels.add(r.positive()));
        out.put("positiveRate", round(Calibrated.rate(labels)));
        List<Map<String, Object>> points = new ArrayList<>();
        int fed = 0;
        double cold = Double.NaN;
        double after = Double.NaN;
        double better = Double.NaN;
        Double ece50 = null;
        double eceAll = Double.NaN;
        List<Double> lastRisks = null;
        for (int checkpoint : CHECKPOINTS) {
            if (checkpoint != Integer.MAX_VALUE && checkpoint >= train.size()) {
                continue;
            }
            int upTo = Math.min(checkpoint, train.size());
            for (; fed < upTo; fed++) {
                Row r = train.get(fed);
                service.feedback(tenant, service.forecast(tenant, r.prompt()).forecastId(), r.positive());
            }
            List<Double> risks = new ArrayList<>();
            for (Row r : test) {
                risks.add(service.forecast(tenant, r.prompt()).risk());
            }
            double auroc = auroc(risks, labels);
            Map<String, Object> point = new LinkedHashMap<>();
            point.put("feedbacks", fed);
            point.put("auroc", round(auroc));
            point.put("calibrationError", round(Calibrated.ece(risks, labels)));
            point.put("brier", round(Calibrated.brier(risks, labels)));
            point.put("meanRisk", round(Calibrated.mean(risks)));
            // The rate of the outcomes fed so far: a risk that learned it well sits there, not at the test half's rate.
            List<Boolean> seenLabels = new ArrayList<>();
            train.subList(0, fed).forEach(r -> seenLabels.add(r.positive()));
            Double fedRate = fed == 0 ? null : Calibrated.rate(seenLabels);
            point.put("fedRate", fedRate == null ? null : round(fedRate));
            Double nb = null;
            Double lr = null;
            if (fed > 0) {
                List<Row> seen = train.subList(0, fed);
                NaiveBayesAnchor words = NaiveBayesAnchor.train(seen);
                List<Double> scores = new ArrayList<>();
                test.forEach(r -> scores.add(words.score(r.prompt())));
                nb = auroc(scores, labels);
                lr = auroc(logistic(seen, test), labels);
                point.put("naiveBayesAuroc", round(nb));
                point.put("logisticMiniLmAuroc", round(lr));
            }
            points.add(point);
            System.out.printf(
                    "%-20s feedbacks %5d  AUROC %.3f  ECE %.3f  Brier %.3f  mean %.3f  fed rate %s  naive Bayes %s  LR MiniLM"
                            + " %s%n",
                    name,
                    fed,
                    auroc,
                    Calibrated.ece(risks, labels),
                    Calibrated.brier(risks, labels),
                    Calibrated.mean(risks),
                    fedRate == null ? "-" : String.format("%.3f", fedRate),
                    nb == null ? "-" : String.format("%.3f", nb),
                    lr == null ? "-" : String.format("%.3f", lr));
            if (fed == 0) {
                cold = auroc;
            }
            if (fed == 50) {
                ece50 = Calibrated.ece(risks, labels);
            }
            after = auroc;
            better = nb == null ? Double.NaN : Math.max(nb, lr);
            eceAll = Calibrated.ece(risks, labels);
            lastRisks = risks;
        }
        out.put("curve", points);
        out.put("reliabilityAfterAll", rounded(Calibrated.table(lastRisks, labels)));
        Map<String, Object> targets = new LinkedHashMap<>();
        targets.put("coldAuroc", round(cold));
        targets.put("coldAurocAtLeast050", cold >= 0.5);
        targets.put("aurocAfter", round(after));
        targets.put("betterAnchor", round(better));
        targets.put("aurocAfterAtLeastBetterAnchor", after >= better);
        targets.put("calibrationErrorAfter50", ece50 == null ? null : round(ece50));
        targets.put("calibrationErrorAfter50AtMost008", ece50 != null && ece50 <= 0.08);
        targets.put("calibrationErrorAfterAll", round(eceAll));
        targets.put("calibrationErrorAfterAllAtMost005", eceAll <= 0.05);
        // What this many test rows let calibration show: the error of a perfectly calibrated forecaster giving the same
        // risks, and the gap between the rates of the half fed back and the half tested, which no risk that follows the
        // outcomes it was told can close.
        targets.put("calibrationErrorFloorAfterAll", round(Calibrated.eceIfCalibrated(lastRisks)));
        List<Boolean> fedLabels = new ArrayList<>();
        train.forEach(r -> fedLabels.add(r.positive()));
        targets.put("testRateMinusFedRate", round(Calibrated.rate(labels) - Calibrated.rate(fedLabels)));
        out.put("targets", targets);
        System.out.println(name + " targets " + targets);
        return out;
    }

    /** Scores of a logistic regression on the MiniLM vectors of {@code train}, for {@code test}. */
    private static List<Double> logistic(List<Row> train, List<Row> test) {
        List<float[]> x = new ArrayList<>();
        List<Boolean> y = new ArrayList<>();
        for (Row r : train) {
            x.add(vector(r.prompt()));
            y.add(r.positive());
        }
        LogisticAnchor anchor = LogisticAnchor.train(x, y);
        List<Double> scores = new ArrayList<>();
        test.forEach(r -> scores.add(anchor.score(vector(r.prompt()))));
        return scores;
    }

    static float[] vector(String prompt) {
        return VECTORS.computeIfAbsent(prompt, MiniLm.EMBEDDER::embed);
    }

    static double auroc(List<Double> scores, List<Boolean> labels) {
        List<Double> pos = new ArrayList<>();
        List<Double> neg = new ArrayList<>();
        for (int i = 0; i < scores.size(); i++) {
            (labels.get(i) ? pos : neg).add(scores.get(i));
        }
        return Auroc.of(pos, neg);
    }

    static List<Map<String, Object>> rounded(List<Map<String, Object>> table) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Map<String, Object> bin : table) {
            Map<String, Object> b = new LinkedHashMap<>(bin);
            b.replaceAll((k, v) -> v instanceof Double d ? round(d) : v);
            out.add(b);
        }
        return out;
    }

    static List<Row> halueval() throws Exception {
        List<Row> rows = new ArrayList<>();
        for (String line :
                Files.readAllLines(ResultsFile.dataset("halueval/general_dev.jsonl"), StandardCharsets.UTF_8)) {
            if (line.isBlank()) {
                continue;
            }
            JsonNode n = ResultsFile.JSON.readTree(line);
            rows.add(new Row(
                    n.get("user_query").asText(),
                    n.get("hallucination").asText().equals("yes")));
        }
        return rows;
    }

    static List<Row> freshqa() throws Exception {
        List<Row> rows = new ArrayList<>();
        String text = Files.readString(ResultsFile.dataset("freshqa/freshqa.csv"), StandardCharsets.UTF_8);
        for (Map<String, String> r : Csv.parse(text)) {
            rows.add(new Row(r.get("question"), r.get("false_premise").trim().equalsIgnoreCase("TRUE")));
        }
        return rows;
    }

    /** A CSV set whose {@code label} column is 1 for a positive. */
    static List<Row> labelled(String file, String column) throws Exception {
        List<Row> rows = new ArrayList<>();
        String text = Files.readString(ResultsFile.dataset(file), StandardCharsets.UTF_8);
        for (Map<String, String> r : Csv.parse(text)) {
            rows.add(new Row(r.get(column), r.get("label").trim().equals("1")));
        }
        return rows;
    }

    static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
