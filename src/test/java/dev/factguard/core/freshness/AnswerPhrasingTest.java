package dev.factguard.core.freshness;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The ways real answers state a current fact, each split into the subject searched for and the value checked: "X
 * plays for Y", "X is the Y of Z", "the latest Y is X", "X, the current Y of Z, …", "Y: X", "X has been Y since
 * 2021", "As of 2024, X is …", "X took over as Y", "T was won by X".
 */
class AnswerPhrasingTest {

    private static final FreshnessScorer SCORER =
            new FreshnessScorer(Clock.fixed(Instant.parse("2025-10-01T00:00:00Z"), ZoneOffset.UTC));

    private static void reads(String sentence, ClaimCategory category, String subject, String value) {
        List<ScoredClaim> claims = SCORER.score(sentence, null, null).claims();
        assertThat(claims).as(sentence).hasSize(1);
        ScoredClaim claim = claims.get(0);
        assertThat(claim.category()).as("category of " + sentence).isEqualTo(category);
        assertThat(claim.subject()).as("subject of " + sentence).isEqualTo(subject);
        assertThat(claim.value()).as("value of " + sentence).isEqualTo(value);
    }

    @Test
    void a_player_or_a_driver_and_the_team_they_play_for() {
        reads("Lionel Messi plays for Inter Miami.", ClaimCategory.POSITION, "club of Lionel Messi", "Inter Miami");
        reads(
                "Harry Kane currently plays for Bayern Munich.",
                ClaimCategory.POSITION,
                "club of Harry Kane",
                "Bayern Munich");
        reads("Lewis Hamilton drives for Ferrari.", ClaimCategory.POSITION, "team of Lewis Hamilton", "Ferrari");
        reads(
                "Aaron Rodgers signed with the Pittsburgh Steelers.",
                ClaimCategory.POSITION,
                "club of Aaron Rodgers",
                "Pittsburgh Steelers");
    }

    @Test
    void the_holder_named_before_or_after_the_role() {
        reads("Sundar Pichai is the CEO of Google.", ClaimCategory.POSITION, "CEO of Google", "Sundar Pichai");
        reads("The latest version of iOS is iOS 26.", ClaimCategory.VERSION, "latest version of iOS", "iOS 26");
        reads("iOS 26 is the latest version of iOS.", ClaimCategory.VERSION, "latest version of iOS", "iOS 26");
        reads("The latest iPhone is the iPhone 17.", ClaimCategory.VERSION, "latest iPhone", "iPhone 17");
    }

    @Test
    void an_apposition_names_the_role_beside_the_holder() {
        reads(
                "Jerome Powell, the current chair of the Federal Reserve, said rates would stay on hold.",
                ClaimCategory.POSITION,
                "chair of the Federal Reserve",
                "Jerome Powell");
        reads("Tim Cook, Apple's CEO, unveiled the iPhone 17.", ClaimCategory.POSITION, "CEO of Apple", "Tim Cook");
        reads(
                "The CEO of Apple, Tim Cook, said on Monday that sales rose.",
                ClaimCategory.POSITION,
                "CEO of Apple",
                "Tim Cook");
    }

    @Test
    void a_label_and_its_value() {
        reads("CEO of Apple: Tim Cook.", ClaimCategory.POSITION, "CEO of Apple", "Tim Cook");
        reads(
                "Latest version of Android: Android 16",
                ClaimCategory.VERSION,
                "Latest version of Android",
                "Android 16");
    }

    @Test
    void a_tenure_or_a_date_around_the_claim() {
        reads(
                "Keir Starmer has been prime minister of the United Kingdom since 2024.",
                ClaimCategory.POSITION,
                "prime minister of the United Kingdom",
                "Keir Starmer");
        reads(
                "As of 2024, Keir Starmer is the prime minister of the United Kingdom.",
                ClaimCategory.POSITION,
                "prime minister of the United Kingdom",
                "Keir Starmer");
        reads("However, the CEO of Apple is Tim Cook.", ClaimCategory.POSITION, "CEO of Apple", "Tim Cook");
    }

    @Test
    void taking_office_is_told_with_the_holder_first() {
        reads("Andy Jassy took over as CEO of Amazon.", ClaimCategory.POSITION, "CEO of Amazon", "Andy Jassy");
        reads(
                "Mike Johnson was elected speaker of the House.",
                ClaimCategory.POSITION,
                "speaker of the House",
                "Mike Johnson");
        reads(
                "Greg Abel has been named CEO of Berkshire Hathaway.",
                ClaimCategory.POSITION,
                "CEO of Berkshire Hathaway",
                "Greg Abel");
    }

    @Test
    void a_title_won_by_or_awarded_to_its_holder() {
        reads(
                "The most recent Super Bowl was won by the Philadelphia Eagles.",
                ClaimCategory.CHAMPION,
                "winner of most recent Super Bowl",
                "Philadelphia Eagles");
        reads(
                "The most recent Nobel Peace Prize was awarded to Nihon Hidankyo.",
                ClaimCategory.CURRENT_REFERENCE,
                "winner of most recent Nobel Peace Prize",
                "Nihon Hidankyo");
        reads(
                "The most recent Summer Olympics were held in Paris.",
                ClaimCategory.CURRENT_REFERENCE,
                "most recent Summer Olympics",
                "Paris");
    }

    @Test
    void a_participle_inside_the_subject_is_not_its_verb() {
        reads(
                "The most Olympic gold medals won by one athlete is 23.",
                ClaimCategory.CHAMPION,
                "most Olympic gold medals won by one athlete",
                "23");
    }
}
