package dev.factguard.core.freshness;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Punctuation and phrasing that used to cut a claim or its subject short, or hide its kind: a possessive inside the
 * subject, abbreviations such as "Bros.", records phrased as "the most … in … history", a lost apostrophe.
 */
class ClaimParsingSlipsTest {

    static final FreshnessScorer SCORER =
            new FreshnessScorer(Clock.fixed(Instant.parse("2025-10-01T00:00:00Z"), ZoneOffset.UTC));

    /** The one claim {@code text} holds; shared with the other claim-shape tests in this package. */
    static ScoredClaim only(String text) {
        List<ScoredClaim> claims = SCORER.score(text, null, null).claims();
        assertThat(claims).as(text).hasSize(1);
        return claims.get(0);
    }

    private static void reads(String sentence, ClaimCategory category, String subject, String value) {
        ScoredClaim claim = only(sentence);
        assertThat(claim.category()).as("category of " + sentence).isEqualTo(category);
        assertThat(claim.subject()).as("subject of " + sentence).isEqualTo(subject);
        assertThat(claim.value()).as("value of " + sentence).isEqualTo(value);
    }

    @Test
    void a_time_word_made_possessive_leaves_the_rest_of_the_subject() {
        reads(
                "The winner of this year's Tour de France is Tadej Pogacar.",
                ClaimCategory.CHAMPION,
                "winner of the Tour de France",
                "Tadej Pogacar");
        reads(
                "This year's Tour de France winner is Tadej Pogacar.",
                ClaimCategory.CHAMPION,
                "Tour de France winner",
                "Tadej Pogacar");
        reads(
                "Tadej Pogacar won this year's Tour de France.",
                ClaimCategory.CHAMPION,
                "winner of Tour de France",
                "Tadej Pogacar");
    }

    @Test
    void a_possessive_owner_stays_in_the_subject_in_either_word_order() {
        reads(
                "The world's tallest building is the Burj Khalifa.",
                ClaimCategory.RECORD,
                "world's tallest building",
                "Burj Khalifa");
        reads("Europe's largest airline is Lufthansa.", ClaimCategory.RECORD, "largest airline of Europe", "Lufthansa");
        reads("Lufthansa is Europe's largest airline.", ClaimCategory.RECORD, "largest airline of Europe", "Lufthansa");
        reads(
                "Warner Bros. Discovery's CEO is David Zaslav.",
                ClaimCategory.POSITION,
                "CEO of Warner Bros. Discovery",
                "David Zaslav");
    }

    @Test
    void company_and_title_abbreviations_do_not_end_a_sentence() {
        assertThat(Sentences.split("David Zaslav is the CEO of Warner Bros. Discovery. Comcast Corp. is led by"
                        + " Brian Roberts. The mayor of St. Louis is Tishaura Jones. Dr. Tedros heads the WHO."))
                .containsExactly(
                        "David Zaslav is the CEO of Warner Bros. Discovery.",
                        "Comcast Corp. is led by Brian Roberts.",
                        "The mayor of St. Louis is Tishaura Jones.",
                        "Dr. Tedros heads the WHO.");
        reads(
                "The CEO of Warner Bros. Discovery is David Zaslav.",
                ClaimCategory.POSITION,
                "CEO of Warner Bros. Discovery",
                "David Zaslav");
        reads(
                "The current No. 1 on the Billboard Artist 100 is Taylor Swift.",
                ClaimCategory.RECORD,
                "No. 1 on the Billboard Artist 100",
                "Taylor Swift");
    }

    @Test
    void an_abbreviation_before_a_word_that_opens_a_sentence_ends_it() {
        assertThat(Sentences.split("He joined Apple Inc. The CEO of Apple is Tim Cook. She moved to the U.S. It"
                        + " was 2019. Ask Dr. The Kid. The answer is no. The No. 1 is Sinner."))
                .containsExactly(
                        "He joined Apple Inc.",
                        "The CEO of Apple is Tim Cook.",
                        "She moved to the U.S.",
                        "It was 2019.",
                        "Ask Dr. The Kid.",
                        "The answer is no.",
                        "The No. 1 is Sinner.");
    }

    @Test
    void the_most_of_a_kind_in_history_is_a_record_held_by_the_value() {
        reads(
                "LeBron James has the most points in NBA history.",
                ClaimCategory.RECORD,
                "most points in NBA history",
                "LeBron James");
        reads(
                "Alan Shearer scored the most goals in Premier League history.",
                ClaimCategory.RECORD,
                "most goals in Premier League history",
                "Alan Shearer");
        reads(
                "The most goals in Premier League history were scored by Alan Shearer.",
                ClaimCategory.RECORD,
                "most goals in Premier League history",
                "Alan Shearer");
        reads(
                "The record for most points in NBA history is held by LeBron James.",
                ClaimCategory.RECORD,
                "record for most points in NBA history",
                "LeBron James");
        assertThat(SCORER.score("Who has the most points in NBA history?", null, null)
                        .claims()
                        .get(0)
                        .subject())
                .isEqualTo("most points in NBA history");
    }

    @Test
    void a_record_wins_over_the_office_or_title_it_names() {
        reads(
                "The coach with the most wins in NFL history is Don Shula.",
                ClaimCategory.RECORD,
                "coach with the most wins in NFL history",
                "Don Shula");
        reads(
                "The captain with the most Ashes wins is Steve Waugh.",
                ClaimCategory.RECORD,
                "captain with the most Ashes wins",
                "Steve Waugh");
        reads(
                "Serena Williams has won the most Grand Slam titles in the Open Era.",
                ClaimCategory.RECORD,
                "most Grand Slam titles in the Open Era",
                "Serena Williams");
        reads(
                "The player who has the most caps is Peter Shilton.",
                ClaimCategory.RECORD,
                "player who has the most caps",
                "Peter Shilton");
    }

    @Test
    void all_time_leaders_and_times_ever_are_records() {
        reads(
                "The all-time leading scorer in the NBA is LeBron James.",
                ClaimCategory.RECORD,
                "all-time leading scorer in the NBA",
                "LeBron James");
        reads(
                "The NBA's all-time leading scorer is LeBron James.",
                ClaimCategory.RECORD,
                "all-time leading scorer of NBA",
                "LeBron James");
        reads(
                "The leading goalscorer in Premier League history is Alan Shearer.",
                ClaimCategory.RECORD,
                "leading goalscorer in Premier League history",
                "Alan Shearer");
        reads(
                "The fastest time ever run in the marathon is 2:00:35.",
                ClaimCategory.RECORD,
                "fastest time ever run in the marathon",
                "2:00:35");
    }

    @Test
    void the_most_recent_edition_is_still_a_title_not_a_record() {
        reads(
                "The Chiefs won the most recent Super Bowl.",
                ClaimCategory.CHAMPION,
                "winner of most recent Super Bowl",
                "Chiefs");
        assertThat(only("Who won the most recent Super Bowl?").subject())
                .isEqualTo("Who won the most recent Super Bowl");
    }

    @Test
    void a_lost_apostrophe_keeps_the_whole_subject() {
        reads(
                "Irelands ambassador to the United States is Geraldine Byrne Nason.",
                ClaimCategory.POSITION,
                "Irelands ambassador to the United States",
                "Geraldine Byrne Nason");
        reads("Lufthansa is Europes largest airline.", ClaimCategory.RECORD, "Europes largest airline", "Lufthansa");
    }

    @Test
    void a_hedge_before_the_claim_and_a_count_after_it_are_neither_subject_nor_value() {
        // Read whole, the hedge became the value and the holder went into the subject, so into the search query.
        reads(
                "As far as I know, Jorvik Wanderers still hold the record for the most league titles, with 31.",
                ClaimCategory.RECORD,
                "record for the most league titles",
                "Jorvik Wanderers");
        reads(
                "If I remember correctly, Ilse Varga holds the record for the most Nordic ski titles, with 12 in all.",
                ClaimCategory.RECORD,
                "record for the most Nordic ski titles",
                "Ilse Varga");
        reads(
                "I believe the chief executive of Halvard Mills is Petra Osk.",
                ClaimCategory.POSITION,
                "chief executive of Halvard Mills",
                "Petra Osk");
    }
}
