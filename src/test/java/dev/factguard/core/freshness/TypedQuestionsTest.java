package dev.factguard.core.freshness;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Questions as people type them — lower case, no mark, clipped — in pairs that differ in whether the answer changes:
 * the time-dependent one must score above its timeless look-alike.
 */
class TypedQuestionsTest {

    private static final FreshnessScorer SCORER =
            new FreshnessScorer(Clock.fixed(Instant.parse("2025-10-01T00:00:00Z"), ZoneOffset.UTC));

    private static double risk(String question) {
        return SCORER.score(question, null, null).overallStalenessRisk();
    }

    @ParameterizedTest(name = "\"{0}\" above \"{1}\"")
    @CsvSource({
        // a running count against a count of settled things
        "how many countries are in nato, how many continents are there",
        "how many people live in tokyo, how many legs does a spider have",
        "how many moons does saturn have, how many days are in a leap year",
        // a price against a settled measure
        "how much is a big mac in the us, how much does a blue whale weigh",
        // a record people can break against a superlative of nature
        "what is the tallest building in the world, what is the tallest mountain in the world",
        "whats the highest grossing movie, longest river in the world",
        // the latest winner against a dated one
        "who won the ballon dor, who won the world cup in 1966",
        "who won eurovision, who won the first super bowl",
        // a holder asked with a verb of the role
        "who owns twitter, who wrote pride and prejudice",
        "who manages man united, who painted the mona lisa",
        // the present of a person
        "who is taylor swift dating, who was the first woman to win a nobel prize",
        "whats the weather in paris, what causes thunder",
        // an office against the maker of a work
        "who is the director of the fbi, who is the director of the movie jaws",
        "who is the team principal of ferrari, who is the author of the hobbit"
    })
    void the_time_dependent_question_scores_above_its_timeless_look_alike(String timeDependent, String timeless) {
        assertThat(risk(timeDependent))
                .as(timeDependent + " against " + timeless)
                .isGreaterThan(risk(timeless));
    }

    @ParameterizedTest
    @CsvSource({
        "who won the ballon dor",
        "how many countries are in nato",
        "how much does netflix cost",
        "who owns twitter",
        "who is taylor swift dating"
    })
    void a_time_dependent_typed_question_reaches_the_refresh_threshold(String question) {
        assertThat(risk(question)).as(question).isGreaterThanOrEqualTo(0.5);
    }
}
