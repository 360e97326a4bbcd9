package dev.factguard.core.freshness;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Claims stated without the usual cue of their kind: a seat in a side, a trophy "held by" someone, an honour given
 * each year, a count asserted in the present, and an office given by its verb ("coaches", "chairs") or a record that
 * "belongs to" someone.
 */
class HeldTitlesAndCountsTest {

    private final FreshnessScorer scorer = new FreshnessScorer(FreshnessScorerTest.CLOCK);

    private ScoredClaim only(String text) {
        FreshnessReport report = scorer.score(text, null, null);
        assertThat(report.claims()).as(text).hasSize(1);
        ScoredClaim claim = report.claims().get(0);
        assertThat(claim.stalenessRisk()).as(text).isGreaterThanOrEqualTo(0.5);
        return claim;
    }

    private void reads(String text, ClaimCategory category, String subject, String value) {
        ScoredClaim claim = only(text);
        assertThat(claim.category()).as(text).isEqualTo(category);
        assertThat(claim.subject()).as(text).isEqualTo(subject);
        assertThat(claim.value()).as(text).isEqualTo(value);
    }

    @Test
    void a_players_place_in_a_side_is_a_seat_that_changes_hands() {
        reads("Ana Brek is Harbin United's goalkeeper.", ClaimCategory.POSITION, "club of Ana Brek", "Harbin United");
        reads(
                "Tomas Vale is the striker of Kellby Rovers.",
                ClaimCategory.POSITION,
                "club of Tomas Vale",
                "Kellby Rovers");
    }

    @Test
    void a_trophy_held_by_someone_is_a_title() {
        reads("The Harbin Shield is held by Kellby Rovers.", ClaimCategory.CHAMPION, "Harbin Shield", "Kellby Rovers");
        reads("The Norland Cup is now held by Estavia.", ClaimCategory.CHAMPION, "Norland Cup", "Estavia");
    }

    @Test
    void a_record_held_by_someone_stays_a_record() {
        assertThat(only("The national long jump record is held by Ada Pike.").category())
                .isEqualTo(ClaimCategory.RECORD);
    }

    @Test
    void an_honour_given_each_year_is_a_title() {
        reads(
                "Harbin Weekly's Word of the Year is rizz.",
                ClaimCategory.CHAMPION,
                "Word of the Year of Harbin Weekly",
                "rizz");
        reads("The Car of the Year is the Vela Nova.", ClaimCategory.CHAMPION, "Car of the Year", "Vela Nova");
        assertThat(scorer.score("We close at the end of the year.", null, null).claims())
                .isEmpty();
    }

    @Test
    void a_count_asserted_in_the_present_is_a_statistic() {
        reads(
                "There are 412 listed lighthouses in Norland.",
                ClaimCategory.STATISTIC,
                "number of listed lighthouses in Norland",
                "412");
        reads(
                "The Harbin league has 18 member clubs.",
                ClaimCategory.STATISTIC,
                "number of member clubs in Harbin league",
                "18");
    }

    @Test
    void a_count_of_settled_things_is_none_unless_it_counts_what_is_known() {
        assertThat(scorer.score("An octopus has 8 arms.", null, null).claims()).isEmpty();
        assertThat(scorer.score("A cube has 6 sides.", null, null).claims()).isEmpty();
        reads(
                "The catalogue has 5,400 known bones.",
                ClaimCategory.STATISTIC,
                "number of known bones in catalogue",
                "5,400");
        reads(
                "There are 92 identified chromosomes in the fern.",
                ClaimCategory.STATISTIC,
                "number of identified chromosomes in the fern",
                "92");
    }

    @Test
    void an_office_given_by_its_verb_is_that_office() {
        reads(
                "Mara Oyelaran coaches Kellby Rovers.",
                ClaimCategory.POSITION,
                "coach of Kellby Rovers",
                "Mara Oyelaran");
        reads("Tomas Brek chairs Harbin Tools.", ClaimCategory.POSITION, "chair of Harbin Tools", "Tomas Brek");
    }

    @Test
    void a_record_that_belongs_to_someone_is_theirs() {
        reads(
                "The women's 800m national record belongs to Ada Pike.",
                ClaimCategory.RECORD,
                "women's 800m national record",
                "Ada Pike");
        reads(
                "The Norland high jump record belongs to Ines Faro.",
                ClaimCategory.RECORD,
                "Norland high jump record",
                "Ines Faro");
    }
}
