package dev.factguard.core.outcome;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.text.AnalyzedText;
import dev.factguard.core.text.TermAnalyzer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Feature names are where tenants' counts live: they must stay the plain strings they always were. */
class PromptFeatureNamesTest {

    private static final List<String> PROMPTS = List.of(
            "Who is the CEO of Twitter? who IS the ceo of TWITTER?",
            "İstanbul's Straße, ÉCOLE and naïve café: what is the capital of Türkiye?",
            "Supercalifragilisticexpialidociousnessandthensomemorewords is a long word; so is "
                    + "SUPERCALIFRAGILISTICEXPIALIDOCIOUSNESSANDTHENSOMEMOREWORDS",
            "the the the a the a the",
            "Version 2.0.1 of node-js, released 2024-05-01 (see https://example.org/x?y=1)");

    @Test
    void word_and_pair_names_are_the_lower_cased_words_as_written() {
        for (int round = 0; round < 2; round++) { // the second round reads the cached names
            for (String prompt : PROMPTS) {
                // Scanned by the features themselves, and taken from the runs the analyzer kept.
                for (AnalyzedText analyzed :
                        List.of(TermAnalyzer.analyze(prompt), TermAnalyzer.analyzeKeepingRuns(prompt))) {
                    List<String> names =
                            PromptFeatures.of(prompt, analyzed, null).names();
                    List<String> words = words(prompt);
                    assertThat(names).contains("lead:" + words.get(0));
                    assertThat(names.stream().filter(n -> n.startsWith("w:") || n.startsWith("b:")))
                            .containsExactlyElementsOf(wordAndPairNames(words));
                }
            }
        }
    }

    /** Prompts whose words the analyzer's runs give whole, and ones they do not (then the features scan). */
    @Test
    void features_from_the_analyzers_runs_are_the_features_of_a_scan() {
        List<String> prompts = new ArrayList<>(PROMPTS);
        prompts.addAll(List.of(
                "How many litres does the Nordwind K7 kettle hold?",
                "It holds 1.7 litres, costs 21,196 yen and boils in 2:01",
                "a.b,c:d 1.x x.1 1. .1 1,2,3",
                "don't re-enter e-mail O'Brien's",
                "",
                "   ?!",
                "x".repeat(32) + " " + "y".repeat(33),
                "Ünïcödé wörds ΑΘΗΝΑ and 日本語 text"));
        for (int round = 0; round < 2; round++) {
            for (String prompt : prompts) {
                AnalyzedText kept = TermAnalyzer.analyzeKeepingRuns(prompt);
                assertThat(PromptFeatures.of(prompt, kept, 0.5))
                        .as(prompt)
                        .isEqualTo(PromptFeatures.of(prompt, TermAnalyzer.analyze(prompt), 0.5));
                if (kept.runs().complete()) {
                    List<String> runs = new ArrayList<>();
                    for (int i = 0; i < kept.runs().size(); i++) {
                        runs.add(kept.runs().word(i).lower());
                    }
                    assertThat(runs).as(prompt).isEqualTo(PromptFeatures.words(prompt));
                }
            }
        }
        assertThat(TermAnalyzer.analyzeKeepingRuns("What is the capital of Japan?")
                        .runs()
                        .complete())
                .isTrue();
        assertThat(TermAnalyzer.analyzeKeepingRuns("It holds 1.7 litres").runs().complete())
                .as("a number's parts are no whole word")
                .isFalse();
        assertThat(TermAnalyzer.analyzeKeepingRuns("y".repeat(33)).runs().complete())
                .as("a run the features cut")
                .isFalse();
    }

    /** The names as plain concatenations: each word cut to 32 characters, then lower-cased. */
    private static List<String> wordAndPairNames(List<String> words) {
        Set<String> unigrams = new LinkedHashSet<>();
        Set<String> pairs = new LinkedHashSet<>();
        for (int i = 0; i < words.size(); i++) {
            unigrams.add("w:" + words.get(i));
            if (i > 0) {
                pairs.add("b:" + words.get(i - 1) + " " + words.get(i));
            }
        }
        List<String> out = new ArrayList<>(unigrams);
        out.addAll(pairs);
        return out;
    }

    private static List<String> words(String text) {
        List<String> out = new ArrayList<>();
        for (String run : text.split("[^\\p{L}\\p{Nd}]+")) {
            if (!run.isEmpty()) {
                out.add(run.substring(0, Math.min(run.length(), 32)).toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }
}
