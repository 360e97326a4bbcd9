package dev.factguard.jmh;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.adapter.inmemory.InMemoryOutcomeStore;
import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.forecast.ForecastSettings;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.freshness.FreshnessVolatility;
import dev.factguard.core.freshness.ScoredClaim;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.outcome.FeedbackRecorder;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.OutcomeModel;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Not a benchmark: a transcript of everything the forecaster says about every text of the labelled sets, for
 * proving that a faster version says exactly the same. Run it on two builds and compare the outputs byte for byte:
 * {@code java -cp <jar> dev.factguard.jmh.ForecastTranscript /work/shared/datasets > a.txt}.
 *
 * <p>Texts: halueval general_dev queries and responses, FreshQA questions and answers, the forecast and refresh
 * dev sets. One tenant holds the forecast dev set's facts. Pass 1 forecasts each text, prints every field (the
 * forecast id only as "well-formed and verified", it is random), the feature names that outcomes are stored under,
 * and the freshness report of the text, then feeds an outcome back — by forecast id, every seventh text also by
 * prompt — so the counts grow as the transcript goes. Pass 2 forecasts every text again against the learned counts.
 */
public final class ForecastTranscript {

    private static final Pattern ID = Pattern.compile("fc_[0-9a-f]{56}");
    private static final String TENANT = "transcript";

    public static void main(String[] args) throws IOException {
        Path root = Path.of(args.length > 0 ? args[0] : "/work/shared/datasets");
        ObjectMapper json = new ObjectMapper();
        List<String> texts = new ArrayList<>();
        List<Boolean> labels = new ArrayList<>();
        for (String line : Files.readAllLines(root.resolve("halueval/general_dev.jsonl"))) {
            JsonNode row = json.readTree(line);
            boolean hallucinated = row.path("hallucination").asText().equals("yes");
            add(texts, labels, row.path("user_query").asText(), hallucinated);
            add(texts, labels, row.path("chatgpt_response").asText(), hallucinated);
        }
        List<List<String>> fresh = csv(Files.readString(root.resolve("freshqa/freshqa.csv")));
        for (List<String> row : fresh.subList(1, fresh.size())) {
            add(texts, labels, row.get(2), row.get(7).equals("fast-changing"));
            add(texts, labels, row.get(9), false);
        }
        JsonNode dev = json.readTree(root.resolve("dev/forecast_dev.json").toFile());
        List<Fact> facts = new ArrayList<>();
        dev.path("facts")
                .forEach(f -> facts.add(
                        new Fact(f.path("key").asText(), f.path("text").asText())));
        dev.path("prompts")
                .forEach(p -> add(
                        texts,
                        labels,
                        p.path("prompt").asText(),
                        p.path("label").asText().equals("risky")));
        JsonNode refresh = json.readTree(root.resolve("dev/refresh_dev.json").toFile());
        for (String field : new String[] {"claim", "title", "snippet"}) {
            refresh.findValues(field).forEach(c -> add(texts, labels, c.asText(), false));
        }

        InMemoryKnowledgeStore knowledge = new InMemoryKnowledgeStore();
        knowledge.add(TENANT, facts);
        InMemoryOutcomeStore outcomes = new InMemoryOutcomeStore();
        ForecastIds ids = new ForecastIds(ForecastIds.randomSecret());
        FreshnessScorer freshness =
                new FreshnessScorer(Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC));
        FreshnessVolatility volatility = new FreshnessVolatility(freshness);
        Forecaster forecaster =
                new Forecaster(knowledge, outcomes, OutcomeModel.DEFAULT, ids, volatility, ForecastSettings.defaults());
        FeedbackRecorder feedback = new FeedbackRecorder(outcomes, ids, volatility, forecaster::assess);

        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        out.println("texts " + texts.size());
        for (int i = 0; i < texts.size(); i++) {
            String text = texts.get(i);
            Forecast f = forecaster.forecast(TENANT, text);
            out.println("1 " + i + " " + describe(f, ids));
            out.println("  features " + feedback.features(text));
            for (ScoredClaim claim : freshness.score(text, null, null).claims()) {
                out.println("  claim " + claim);
            }
            out.println("  fed " + feedback.byForecastId(TENANT, f.forecastId(), labels.get(i)));
            if (i % 7 == 0) {
                out.println(
                        "  by prompt " + feedback.byPrompt(TENANT, text, !labels.get(i), i % 14 == 0 ? "k" + i : null));
            }
        }
        for (int i = 0; i < texts.size(); i++) {
            out.println("2 " + i + " " + describe(forecaster.forecast(TENANT, texts.get(i)), ids));
        }
        out.flush();
    }

    private static void add(List<String> texts, List<Boolean> labels, String text, boolean label) {
        if (!text.isEmpty()) {
            texts.add(text);
            labels.add(label);
        }
    }

    private static String describe(Forecast f, ForecastIds ids) {
        boolean idHolds = ID.matcher(f.forecastId()).matches()
                && ids.verify(TENANT, f.forecastId()).isPresent();
        return f.risk() + " " + f.recommendation() + " " + f.rationale() + " " + f.signals() + " " + f.weights() + " "
                + f.shape() + " id:" + idHolds + " " + f.degraded() + " " + f.outcomes() + " " + f.priorsOnly();
    }

    /** RFC 4180 rows: quoted fields may hold commas, quotes (doubled) and line breaks. */
    private static List<List<String>> csv(String text) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                row.add(field.toString());
                field.setLength(0);
            } else if (c == '\n') {
                row.add(field.toString().replace("\r", ""));
                field.setLength(0);
                rows.add(row);
                row = new ArrayList<>();
            } else {
                field.append(c);
            }
        }
        if (field.length() > 0 || !row.isEmpty()) {
            row.add(field.toString());
            rows.add(row);
        }
        return rows;
    }
}
