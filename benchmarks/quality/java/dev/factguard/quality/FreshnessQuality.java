package dev.factguard.quality;

import dev.factguard.core.freshness.FreshnessReport;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.freshness.ScoredClaim;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * How well the staleness risk tells time-dependent questions from timeless ones.
 *
 * <p>On FreshQA: AUROC with fast-changing and slow-changing questions as positives and never-changing ones as
 * negatives, overall and split by {@code false_premise} (false-premise questions read as historical either way); the
 * same questions typed as people often type them — lower case, and lower case without the closing '?' — are scored
 * too. On {@code benchmarks/quality/freshness_typed.json}: questions written the way people type them (lower case, no
 * mark, clipped), time-dependent against timeless, the set the typed-text cues were developed against; and on
 * {@code freshness_typed_heldout.json}, the same kinds written after those cues were done and never tuned on.
 *
 * <p>Run from the project root: {@code benchmarks/quality/run.sh freshness} (or with this class on the test classpath:
 * {@code java dev.factguard.quality.FreshnessQuality}). Writes {@code benchmarks/results/freshness-quality.json};
 * {@code -Dfactguard.verbose=true} prints every question with its risk and category.
 */
public final class FreshnessQuality {

    static final String DATASET = "freshqa/freshqa.csv";
    static final String COMMAND = "benchmarks/quality/run.sh freshness";

    private static final Pattern TRAILING_MARKS = Pattern.compile("[?.!]+$");

    private FreshnessQuality() {}

    public static void main(String[] args) throws Exception {
        // -Dfactguard.datasets=<dir> reads the sets from elsewhere than ../shared/datasets (a checkout beside them).
        String datasets = System.getProperty("factguard.datasets");
        Path path = datasets == null
                ? ResultsFile.dataset(DATASET)
                : Path.of(datasets).resolve(DATASET);
        if (!Files.isRegularFile(path)) {
            throw new IllegalStateException("dataset not found: " + path.toAbsolutePath()
                    + " (run from the project root, with shared/ beside the checkout)");
        }
        List<Map<String, String>> rows = Csv.parse(Files.readString(path, StandardCharsets.UTF_8));
        // The questions carry no source date: the clock only matters for dated sources, so any fixed day will do.
        FreshnessScorer scorer =
                new FreshnessScorer(Clock.fixed(Instant.parse("2025-01-01T00:00:00Z"), ZoneOffset.UTC));
        boolean verbose = Boolean.getBoolean("factguard.verbose");
        Split all = new Split();
        Split premiseTrue = new Split();
        Split premiseFalse = new Split();
        Split lowerCase = new Split();
        Split lowerCaseNoMark = new Split();
        Map<String, Integer> flagged = new LinkedHashMap<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Map<String, String> row : rows) {
            String question = row.get("question");
            String type = row.get("fact_type");
            FreshnessReport report = scorer.score(question, null, null);
            double risk = report.overallStalenessRisk();
            boolean positive = !"never-changing".equals(type);
            boolean falsePremise = "TRUE".equalsIgnoreCase(row.get("false_premise"));
            all.add(positive, risk);
            String typed = question.strip().toLowerCase(Locale.ROOT);
            lowerCase.add(positive, scorer.score(typed, null, null).overallStalenessRisk());
            lowerCaseNoMark.add(
                    positive,
                    scorer.score(TRAILING_MARKS.matcher(typed).replaceFirst(""), null, null)
                            .overallStalenessRisk());
            (falsePremise ? premiseTrue : premiseFalse).add(positive, risk);
            counts.merge(type, 1, Integer::sum);
            if (risk >= 0.5) {
                flagged.merge(type, 1, Integer::sum);
            }
            if (verbose) {
                String category = report.claims().isEmpty()
                        ? "-"
                        : report.claims().stream()
                                .max(java.util.Comparator.comparingDouble(ScoredClaim::stalenessRisk))
                                .get()
                                .category()
                                .wireName();
                System.out.printf("%s %.3f %-17s %s%n", positive ? "+" : "-", risk, category, question.strip());
            }
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("dataset", path.toString());
        result.put("questions", rows.size());
        result.put("positives", all.positives.size());
        result.put("negatives", all.negatives.size());
        result.put("auroc", round(all.auroc()));
        result.put("aurocFalsePremiseFalse", round(premiseFalse.auroc()));
        result.put("aurocFalsePremiseTrue", round(premiseTrue.auroc()));
        result.put("aurocLowerCase", round(lowerCase.auroc()));
        result.put("aurocLowerCaseWithoutMark", round(lowerCaseNoMark.auroc()));
        result.put(
                "lowerCaseGap",
                round(Math.max(
                        Math.abs(all.auroc() - lowerCase.auroc()), Math.abs(all.auroc() - lowerCaseNoMark.auroc()))));
        Map<String, Object> rate = new LinkedHashMap<>();
        counts.forEach((type, n) -> rate.put(type, round(flagged.getOrDefault(type, 0) / (double) n)));
        result.put("flaggedForRefreshRate", rate);
        result.put("positiveRule", "fact_type fast-changing or slow-changing; never-changing is negative");
        System.out.printf(
                "FreshQA (%d questions, %d positive / %d negative): AUROC %.4f; false_premise=FALSE %.4f,"
                        + " false_premise=TRUE %.4f; flagged (risk >= 0.5) by fact_type %s%n",
                rows.size(),
                all.positives.size(),
                all.negatives.size(),
                all.auroc(),
                premiseFalse.auroc(),
                premiseTrue.auroc(),
                rate);
        System.out.printf(
                "typed in lower case: AUROC %.4f; lower case without the closing mark: %.4f%n",
                lowerCase.auroc(), lowerCaseNoMark.auroc());
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("freshqa", result);
        for (String name : new String[] {"freshness_typed", "freshness_typed_heldout"}) {
            Path typed = Path.of("benchmarks", "quality", name + ".json");
            if (Files.isRegularFile(typed)) {
                out.put(name, typed(scorer, typed, verbose));
            } else {
                System.out.println("not found, skipped: " + typed);
            }
        }
        ResultsFile.write("freshness-quality", COMMAND, out);
    }

    /** AUROC of a set of typed questions, time_dependent against timeless, with the share of each flagged. */
    private static Map<String, Object> typed(FreshnessScorer scorer, Path path, boolean verbose) throws Exception {
        com.fasterxml.jackson.databind.JsonNode root = ResultsFile.JSON.readTree(path.toFile());
        Split split = new Split();
        Map<String, int[]> flaggedByKind = new java.util.TreeMap<>();
        for (com.fasterxml.jackson.databind.JsonNode q : root.get("questions")) {
            String text = q.get("text").asText();
            boolean positive = "time_dependent".equals(q.get("label").asText());
            double risk = scorer.score(text, null, null).overallStalenessRisk();
            split.add(positive, risk);
            int[] kind = flaggedByKind.computeIfAbsent(
                    q.get("label").asText() + "/" + q.get("kind").asText(), k -> new int[2]);
            kind[0] += risk >= 0.5 ? 1 : 0;
            kind[1]++;
            if (verbose) {
                System.out.printf("%s %.3f %s%n", positive ? "+" : "-", risk, text);
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("dataset", path.toString());
        out.put("questions", split.positives.size() + split.negatives.size());
        out.put("timeDependent", split.positives.size());
        out.put("timeless", split.negatives.size());
        out.put("auroc", round(split.auroc()));
        Map<String, Object> flagged = new LinkedHashMap<>();
        flaggedByKind.forEach((kind, n) -> flagged.put(kind, n[0] + "/" + n[1]));
        out.put("flaggedForRefreshByKind", flagged);
        out.put("positiveRule", "label time_dependent is positive, timeless negative; risk with no source date");
        System.out.printf(
                "%s (%d questions, %d time-dependent / %d timeless): AUROC %.4f%n",
                path.getFileName(),
                split.positives.size() + split.negatives.size(),
                split.positives.size(),
                split.negatives.size(),
                split.auroc());
        return out;
    }

    private static double round(double v) {
        return Math.round(v * 10_000) / 10_000.0;
    }

    private static final class Split {
        final List<Double> positives = new ArrayList<>();
        final List<Double> negatives = new ArrayList<>();

        void add(boolean positive, double score) {
            (positive ? positives : negatives).add(score);
        }

        double auroc() {
            return Auroc.of(positives, negatives);
        }
    }
}
