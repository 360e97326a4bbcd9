package dev.factguard.core.freshness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.factguard.core.text.TermAnalyzer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Texts up to the request limit ({@code factguard.limits.prompt-bytes}, 8192 UTF-8 bytes) built to defeat
 * backtracking or recursive matching: long runs of capitalised words, repeated cue words, digits, punctuation,
 * whitespace and accents. Each must be scored (and analysed for the forecast) without an error; a regular
 * expression that recursed per word used to end in a StackOverflowError here.
 */
class FreshnessLongInputTest {

    static final int LIMIT_BYTES = 8192;

    private final FreshnessScorer scorer = new FreshnessScorer(FreshnessScorerTest.CLOCK);
    private final FreshnessVolatility volatility = new FreshnessVolatility(scorer);

    static Stream<String> texts() {
        List<String> texts = new ArrayList<>();
        texts.add("Who is the CEO of " + "Acme ".repeat(1400) + "?");
        texts.add("WHO IS THE CEO OF " + "ACME ".repeat(1400) + "?");
        String[] units = {
            "Acme ",
            "acme ",
            "Acme of the ",
            "Acme's ",
            "President Acme ",
            "the ",
            "has ",
            "in ",
            "latest ",
            "is the CEO of ",
            "has been ",
            "since 1999 ",
            "former CEO ",
            "1st ",
            "1999 ",
            "1",
            "1,",
            "$",
            "?",
            "a.",
            "-",
            "A-",
            " ",
            "\t \n",
            "'s ",
            "é",
            "Ünïcödé ",
            "x\u2028",
            "the CEO of Acme is Bob, ",
            "wins ",
            "who has the most wins ",
            "has the most ",
            "Bros. ",
            "Inc. The ",
            "this year's ",
            "is held by "
        };
        for (String unit : units) {
            texts.add(upToLimit("Who is the CEO of ", unit, "?"));
            texts.add(upToLimit("The CEO of Acme is ", unit, "."));
            texts.add(upToLimit("", unit, ""));
        }
        Random random = new Random(15);
        String alphabet = "aAbB cC1.,;:'’-?!$%()\"\tÉé";
        for (int i = 0; i < 20; i++) {
            StringBuilder text = new StringBuilder();
            while (bytes(text.toString()) < LIMIT_BYTES - 2) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            texts.add(text.toString());
        }
        return texts.stream();
    }

    private static String upToLimit(String head, String unit, String tail) {
        int room = LIMIT_BYTES - bytes(head) - bytes(tail);
        return head + unit.repeat(Math.max(1, room / bytes(unit))) + tail;
    }

    private static int bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }

    @ParameterizedTest
    @MethodSource("texts")
    void scores_any_text_within_the_limit(String text) {
        assertThat(bytes(text)).isLessThanOrEqualTo(LIMIT_BYTES);
        assertThatCode(() -> {
                    FreshnessReport report = scorer.score(text, null, null);
                    Double risk = volatility.score(text);
                    assertThat(risk).isEqualTo(report.claims().isEmpty() ? null : report.overallStalenessRisk());
                    TermAnalyzer.analyze(text);
                })
                .doesNotThrowAnyException();
    }

    @Test
    void still_reads_the_office_in_a_long_capitalised_question() {
        ScoredClaim claim = scorer.score("Who is the CEO of " + "Acme ".repeat(1400) + "?", null, null)
                .claims()
                .get(0);
        assertThat(claim.category()).isEqualTo(ClaimCategory.POSITION);
        assertThat(claim.subject()).startsWith("CEO of Acme Acme");
    }
}
