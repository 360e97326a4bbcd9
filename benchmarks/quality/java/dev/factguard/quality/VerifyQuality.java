package dev.factguard.quality;

import com.fasterxml.jackson.databind.JsonNode;
import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.core.knowledge.ContextPassages;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.HybridScorer;
import dev.factguard.core.verify.Answer;
import dev.factguard.core.verify.CheckedStatement;
import dev.factguard.core.verify.StatementVerdict;
import dev.factguard.core.verify.Verifier;
import dev.factguard.core.verify.VerifyReport;
import dev.factguard.core.verify.VerifySettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Lexical verify verdicts (no NLI model) on labelled answers: each answer is checked against one tenant holding the
 * facts of {@code ../shared/datasets/dev/forecast_dev.json} and the set's own facts, and scored at two levels — each
 * labelled statement (found by a part of its text; when the verifier cut it into clauses, the clause verdicts
 * combine as the answer's do: contradicted, else unverifiable, else supported) and each answer's overall verdict.
 * Reports accuracy and the precision and recall of {@code contradicted} at both levels, per kind, for lexical
 * retrieval of the facts and for hybrid retrieval (lexical + all-MiniLM-L6-v2, as in production).
 *
 * <p>Three sets: {@code benchmarks/quality/verify_dev.json} (tuned on), {@code verify_heldout_1.json} (a first
 * held-out set, run once before it was tuned on; its description keeps that run's figures) and {@code
 * verify_heldout.json} (written after the rules were done, never tuned on). Run from the project root: {@code benchmarks/quality/run.sh verify}.
 * Writes {@code benchmarks/results/verify-quality.json}.
 */
public final class VerifyQuality {

    static final String COMMAND = "benchmarks/quality/run.sh verify";
    private static final String TENANT = "quality";

    private VerifyQuality() {}

    record Labelled(String says, StatementVerdict label) {}

    record Case(
            String id,
            String kind,
            String prompt,
            String text,
            List<String> context,
            List<Labelled> statements,
            StatementVerdict verdict) {}

    record Set(String name, List<Fact> facts, List<Case> cases) {}

    public static void main(String[] args) throws Exception {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("verdictSource", "lexical (no NLI model)");
        out.put("settings", VerifySettings.defaults().toString());
        Map<String, Embeddings> modes = QualityWiring.coverageModes();
        for (String file : List.of("verify_dev.json", "verify_heldout_1.json", "verify_heldout.json")) {
            Path path = Path.of("benchmarks", "quality", file);
            if (!Files.isRegularFile(path)) {
                System.out.println("(no " + path + ")");
                continue;
            }
            Set set = load(path);
            Map<String, Object> byMode = new LinkedHashMap<>();
            byMode.put("dataset", path + " + " + ResultsFile.dataset("dev/forecast_dev.json"));
            byMode.put("answers", set.cases().size());
            byMode.put(
                    "labelledStatements",
                    set.cases().stream().mapToInt(c -> c.statements().size()).sum());
            for (Map.Entry<String, Embeddings> mode : modes.entrySet()) {
                System.out.println("== " + file + ", " + mode.getKey() + " retrieval");
                byMode.put(mode.getKey() + "Retrieval", evaluate(set, mode.getValue()));
            }
            byMode.put(
                    "description",
                    ResultsFile.JSON.readTree(path.toFile()).get("description").asText());
            out.put(file.replace(".json", "").replace("verify_", ""), byMode);
        }
        ResultsFile.write("verify-quality", COMMAND, out);
    }

    static Set load(Path path) throws Exception {
        JsonNode root = ResultsFile.JSON.readTree(path.toFile());
        List<Fact> facts = new ArrayList<>();
        JsonNode shared = ResultsFile.JSON.readTree(
                ResultsFile.dataset(root.get("factsFrom").asText()).toFile());
        shared.get("facts")
                .forEach(f ->
                        facts.add(new Fact(f.get("key").asText(), f.get("text").asText())));
        if (root.has("factsAlsoFrom")) {
            JsonNode also = ResultsFile.JSON.readTree(
                    path.resolveSibling(root.get("factsAlsoFrom").asText()).toFile());
            also.get("facts")
                    .forEach(f -> facts.add(
                            new Fact(f.get("key").asText(), f.get("text").asText())));
        }
        root.get("facts")
                .forEach(f ->
                        facts.add(new Fact(f.get("key").asText(), f.get("text").asText())));
        List<Case> cases = new ArrayList<>();
        for (JsonNode a : root.get("answers")) {
            List<Labelled> statements = new ArrayList<>();
            a.get("statements")
                    .forEach(s -> statements.add(new Labelled(s.get("says").asText(), verdict(s.get("label")))));
            List<String> context = new ArrayList<>();
            if (a.has("context")) {
                a.get("context").forEach(c -> context.add(c.asText()));
            }
            cases.add(new Case(
                    a.get("id").asText(),
                    a.get("kind").asText(),
                    a.path("prompt").asText(null),
                    a.get("text").asText(),
                    context,
                    statements,
                    verdict(a.get("verdict"))));
        }
        return new Set(path.toString(), facts, cases);
    }

    private static StatementVerdict verdict(JsonNode label) {
        return StatementVerdict.valueOf(label.asText().toUpperCase(Locale.ROOT));
    }

    static Map<String, Object> evaluate(Set set, Embeddings embeddings) {
        InMemoryKnowledgeStore store = new InMemoryKnowledgeStore(embeddings, HybridScorer.MINILM);
        store.add(TENANT, set.facts());
        Verifier verifier = new Verifier(
                store, new ContextPassages(embeddings, HybridScorer.MINILM), null, VerifySettings.defaults());
        Counts statements = new Counts();
        Counts answers = new Counts();
        Map<String, int[]> byKind = new TreeMap<>();
        List<Map<String, Object>> misses = new ArrayList<>();
        for (Case c : set.cases()) {
            VerifyReport report = verifier.verify(TENANT, new Answer(c.text(), c.prompt(), null, c.context()));
            boolean answerRight = report.verdict() == c.verdict();
            answers.add(c.verdict(), report.verdict());
            int[] kind = byKind.computeIfAbsent(c.kind(), k -> new int[2]);
            kind[0] += answerRight ? 1 : 0;
            kind[1]++;
            List<String> wrong = new ArrayList<>();
            for (Labelled l : c.statements()) {
                StatementVerdict got = statementVerdict(c.text(), l.says(), report);
                statements.add(l.label(), got);
                if (got != l.label()) {
                    wrong.add("'" + l.says() + "': " + got.wireName() + " (label "
                            + l.label().wireName() + ")");
                }
            }
            if (!answerRight || !wrong.isEmpty()) {
                Map<String, Object> miss = new LinkedHashMap<>();
                miss.put("id", c.id());
                miss.put("kind", c.kind());
                miss.put("text", c.text());
                miss.put("verdict", report.verdict().wireName());
                miss.put("label", c.verdict().wireName());
                miss.put("statementsWrong", wrong);
                List<String> why = new ArrayList<>();
                for (CheckedStatement s : report.statements()) {
                    why.add(s.verdict().wireName() + ": " + s.text() + " — " + s.reason());
                }
                miss.put("statements", why);
                misses.add(miss);
                System.out.printf(
                        "  WRONG %-4s %-13s got %-12s label %-12s %s%n",
                        c.id(),
                        c.kind(),
                        report.verdict().wireName(),
                        c.verdict().wireName(),
                        wrong);
                why.forEach(w -> System.out.println("         " + w));
            }
        }
        Map<String, Object> figures = new LinkedHashMap<>();
        figures.put("statementLevel", statements.figures());
        figures.put("answerLevel", answers.figures());
        Map<String, Object> kinds = new LinkedHashMap<>();
        byKind.forEach((k, n) -> kinds.put(k, n[0] + "/" + n[1]));
        figures.put("answersRightByKind", kinds);
        figures.put("misses", misses);
        System.out.printf(Locale.ROOT, "  statements: %s%n  answers:    %s%n", statements.figures(), answers.figures());
        return figures;
    }

    /**
     * The verifier's verdict on the labelled part {@code says} of {@code answer}: the verdicts of the statements it
     * overlaps, combined (contradicted, else unverifiable, else supported); unverifiable when none was checked.
     */
    static StatementVerdict statementVerdict(String answer, String says, VerifyReport report) {
        int from = answer.indexOf(says);
        if (from < 0) {
            throw new IllegalStateException("'" + says + "' is not in the answer: " + answer);
        }
        int to = from + says.length();
        boolean any = false;
        boolean unverifiable = false;
        int cursor = 0;
        for (CheckedStatement s : report.statements()) {
            int at = answer.indexOf(s.text(), cursor);
            if (at < 0) {
                at = answer.indexOf(s.text());
            }
            if (at < 0) {
                continue;
            }
            cursor = at;
            int end = at + s.text().length();
            if (at < to && end > from) {
                any = true;
                if (s.verdict() == StatementVerdict.CONTRADICTED) {
                    return StatementVerdict.CONTRADICTED;
                }
                unverifiable |= s.verdict() == StatementVerdict.UNVERIFIABLE;
            }
        }
        return !any || unverifiable ? StatementVerdict.UNVERIFIABLE : StatementVerdict.SUPPORTED;
    }

    /** Labels against verdicts: accuracy, and precision and recall of contradicted, with the confusion counts. */
    static final class Counts {
        private final int[][] matrix = new int[3][3];

        void add(StatementVerdict label, StatementVerdict got) {
            matrix[label.ordinal()][got.ordinal()]++;
        }

        Map<String, Object> figures() {
            int total = 0;
            int right = 0;
            for (int l = 0; l < 3; l++) {
                for (int g = 0; g < 3; g++) {
                    total += matrix[l][g];
                    right += l == g ? matrix[l][g] : 0;
                }
            }
            int c = StatementVerdict.CONTRADICTED.ordinal();
            int said = matrix[0][c] + matrix[1][c] + matrix[2][c];
            int labelled = matrix[c][0] + matrix[c][1] + matrix[c][2];
            Map<String, Object> f = new LinkedHashMap<>();
            f.put("n", total);
            f.put("accuracy", round((double) right / total));
            f.put("contradictedPrecision", said == 0 ? null : round((double) matrix[c][c] / said));
            f.put("contradictedRecall", labelled == 0 ? null : round((double) matrix[c][c] / labelled));
            Map<String, Object> confusion = new LinkedHashMap<>();
            for (StatementVerdict l : StatementVerdict.values()) {
                Map<String, Integer> row = new LinkedHashMap<>();
                for (StatementVerdict g : StatementVerdict.values()) {
                    row.put(g.wireName(), matrix[l.ordinal()][g.ordinal()]);
                }
                confusion.put("label " + l.wireName(), row);
            }
            f.put("confusion", confusion);
            return f;
        }

        @Override
        public String toString() {
            return figures().toString();
        }
    }

    private static double round(double v) {
        return Math.round(v * 10_000) / 10_000.0;
    }
}
