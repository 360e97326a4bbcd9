package dev.factguard.quality;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Learning curve of the forecast on real outcomes: a fixed random half of a labelled set is sent as feedback by
 * forecastId, and the AUROC of {@code risk} on the other half is measured cold and after 100, 300, 1,000 and all
 * feedbacks — beside a one-pass naive-Bayes anchor trained on the same rows in the same run.
 *
 * <p>Run: {@code benchmarks/quality/run.sh learning} — it packages the service, starts it with its production
 * defaults on a random port and drives it over HTTP ({@code --http <url>}); without {@code --http} the same
 * evaluation runs in-process on the core with the same defaults (for quick iterations). Writes
 * {@code benchmarks/results/learning-curve.json}.
 */
public final class LearningQuality {

    static final String COMMAND = "benchmarks/quality/run.sh learning";
    static final long SEED = 20261201L;
    static final int[] CHECKPOINTS = {0, 100, 300, 1000, Integer.MAX_VALUE};

    record Row(String prompt, boolean positive) {}

    private LearningQuality() {}

    public static void main(String[] args) throws Exception {
        String url = args.length >= 2 && args[0].equals("--http") ? args[1] : null;
        ForecastService service = url == null ? new InProcessService() : new HttpService(url);
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("through", url == null ? "in-process core, production defaults" : "HTTP " + url);
        figures.put("split", "fixed random half (seed " + SEED + ") as feedback by forecastId, the other half tested");
        figures.put("halueval", curve("halueval", halueval(), service));
        figures.put("freshqaFalsePremise", curve("freshqa", freshqa(), service));
        ResultsFile.write(url == null ? "learning-curve-inprocess" : "learning-curve", COMMAND, figures);
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
        out.put("positiveRate", round(test.stream().filter(Row::positive).count() / (double) test.size()));
        List<Map<String, Object>> points = new ArrayList<>();
        int fed = 0;
        for (int checkpoint : CHECKPOINTS) {
            if (checkpoint != Integer.MAX_VALUE && checkpoint >= train.size()) {
                continue;
            }
            int upTo = Math.min(checkpoint, train.size());
            for (; fed < upTo; fed++) {
                Row r = train.get(fed);
                service.feedback(tenant, service.forecast(tenant, r.prompt()).forecastId(), r.positive());
            }
            List<Double> pos = new ArrayList<>();
            List<Double> neg = new ArrayList<>();
            for (Row r : test) {
                (r.positive() ? pos : neg)
                        .add(service.forecast(tenant, r.prompt()).risk());
            }
            NaiveBayesAnchor anchor = NaiveBayesAnchor.train(train.subList(0, fed));
            List<Double> apos = new ArrayList<>();
            List<Double> aneg = new ArrayList<>();
            for (Row r : test) {
                (r.positive() ? apos : aneg).add(anchor.score(r.prompt()));
            }
            Map<String, Object> point = new LinkedHashMap<>();
            point.put("feedbacks", fed);
            point.put("factguardAuroc", round(Auroc.of(pos, neg)));
            point.put("anchorAuroc", fed == 0 ? null : round(Auroc.of(apos, aneg)));
            points.add(point);
            System.out.printf(
                    "%-9s feedbacks %5d  FactGuard AUROC %.3f  anchor %s%n",
                    name, fed, Auroc.of(pos, neg), fed == 0 ? "-" : String.format("%.3f", Auroc.of(apos, aneg)));
        }
        out.put("curve", points);
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

    static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
