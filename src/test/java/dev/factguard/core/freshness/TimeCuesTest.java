package dev.factguard.core.freshness;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The one-pass pre-check must never rule out a text the detector would find a claim in. */
class TimeCuesTest {

    private static final List<String> TIMED = List.of(
            "Who is the current prime minister of Japan?",
            "Who is the CEO of Twitter?",
            "who is the head coach of the lakers",
            "What did the mayor of Oberwelden say at the 1893 harvest fair?",
            "How many litres does the Nordwind K7 kettle hold?",
            "What is the population of Lagos?",
            "Which team won the 2022 World Cup? It was a great final.",
            "What is the latest version of Android?",
            "What is the tallest building in the world?",
            "Who holds the world record for the 100 m sprint?",
            "The company has been profitable since 2016.",
            "In 2023 the bank employs 4,000 people.",
            "The ticket costs $ 45 at the door.",
            "Inflation reached 7.5 percent.",
            "Revenue grew by 3 billion.\nWho chairs the board today?",
            "Is the new iPhone worth it?",
            "What is the most-subscribed channel on YouTube?",
            "Who is Zürich’s mayor?",
            "The secretary-general spoke.   Then the talks ended.",
            "Tell me about the last album she released",
            "Name the reigning champion of Wimbledon.",
            "How much does a Tesla Model 3 cost?",
            "Who played the captain in the film? Who is the captain of the team now?",
            "Who is the winningest coach in college football?",
            "Messi is the all-time leading scorer of Argentina.",
            "LeBron James has the most points in NBA history.");

    private static final List<String> TIMELESS = List.of(
            "What is the capital of France?",
            "Where do I get my old bills as PDF files?",
            "tell me something",
            "Write a haiku about rain.",
            "Explain how photosynthesis works.",
            "When did Apollo 11 land on the Moon?",
            "",
            "   ",
            "Translate 'good morning' into German.");

    private final FreshnessScorer scorer = new FreshnessScorer(FreshnessScorerTest.CLOCK);

    @Test
    void never_rules_out_a_text_with_a_claim() {
        for (String text : TIMED) {
            assertThat(scorer.highestRisk(text)).as(text).isNotNull();
            assertThat(TimeCues.possible(text)).as(text).isTrue();
        }
    }

    @Test
    void rules_out_texts_without_any_time_cue_and_agrees_with_the_detector_on_them() {
        for (String text : TIMELESS) {
            assertThat(scorer.highestRisk(text)).as(text).isNull();
        }
        assertThat(TIMELESS.stream().filter(TimeCues::possible))
                .as("texts the pre-check rules out")
                .hasSizeLessThan(TIMELESS.size() / 2);
    }

    @Test
    void a_union_of_cue_lists_matches_where_any_of_them_does() {
        CueList union = CueList.union(Cues.SINCE, Cues.DATED);
        assertThat(union.in("open since may")).isTrue();
        assertThat(union.in("as of 2023 it is")).isTrue();
        assertThat(union.in("as of now it is")).isFalse();
    }
}
