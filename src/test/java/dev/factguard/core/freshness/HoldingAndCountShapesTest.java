package dev.factguard.core.freshness;

import static dev.factguard.core.freshness.ClaimParsingSlipsTest.SCORER;
import static dev.factguard.core.freshness.ClaimParsingSlipsTest.only;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Claim shapes answers use for titles and counts: holding a trophy, the last edition of a race named by its length,
 * a count written in words, an administrator's office. Invented entities.
 */
class HoldingAndCountShapesTest {

    @Test
    void a_side_holding_a_cup_is_a_champion_claim_worth_refreshing() {
        ScoredClaim c = only("Norland hold the Baltic Cup.");
        assertThat(c.category()).isEqualTo(ClaimCategory.CHAMPION);
        assertThat(c.subject()).isEqualTo("winner of Baltic Cup");
        assertThat(c.value()).isEqualTo("Norland");
        assertThat(c.stalenessRisk()).isGreaterThanOrEqualTo(0.5);
    }

    @Test
    void a_club_that_holds_a_shield_is_one_too() {
        ScoredClaim c = only("Harbour City holds the Kellby Charity Shield.");
        assertThat(c.category()).isEqualTo(ClaimCategory.CHAMPION);
        assertThat(c.value()).isEqualTo("Harbour City");
    }

    @Test
    void holding_a_view_is_no_title() {
        assertThat(SCORER.score("The Kellby council holds the view that parking is scarce.", null, null)
                        .claims())
                .noneMatch(c -> c.category() == ClaimCategory.CHAMPION);
    }

    @Test
    void the_last_race_named_by_its_length_is_tied_to_now() {
        ScoredClaim c = only("Apex Racing won the last 12 Hours of Kellby.");
        assertThat(c.category()).isEqualTo(ClaimCategory.CHAMPION);
        assertThat(c.stalenessRisk()).isGreaterThanOrEqualTo(0.5);
    }

    @Test
    void the_last_500_miles_of_a_race_too_but_not_a_stretch_of_time() {
        assertThat(only("Dana Reyes won the last 500 Miles of Harbour City.").stalenessRisk())
                .isGreaterThanOrEqualTo(0.5);
        assertThat(CueRules.lastBeforeWord("prices rose in the last 24 hours", 23))
                .isEqualTo(-1);
    }

    @Test
    void a_count_in_words_is_the_claims_value() {
        ScoredClaim c = only("The Baltic alliance has seven member states.");
        assertThat(c.value()).isEqualTo("seven");
        assertThat(c.subject()).isEqualTo("number of member states in Baltic alliance");
    }

    @Test
    void a_union_of_eleven_countries_is_counted_too() {
        assertThat(only("The Norland customs union has eleven member countries.")
                        .value())
                .isEqualTo("eleven");
    }

    @Test
    void an_administrator_holds_an_office() {
        ScoredClaim c = only("Ines Faro is the administrator of the Kellby Port Authority.");
        assertThat(c.category()).isEqualTo(ClaimCategory.POSITION);
        assertThat(c.value()).isEqualTo("Ines Faro");
    }

    @Test
    void so_does_the_administrator_of_an_agency() {
        assertThat(only("The administrator of the Norland Space Agency is Tomas Brek.")
                        .category())
                .isEqualTo(ClaimCategory.POSITION);
    }

    @Test
    void a_designation_with_a_parenthesis_inside_is_one_value() {
        assertThat(only("The current Norland rule on toy safety is the Toy Safety Regulation (NR) 2025/114.")
                        .value())
                .isEqualTo("Toy Safety Regulation (NR) 2025/114");
        assertThat(only("The current Baltic copyright law is the Copyright Directive (BU) 2019/790.")
                        .value())
                .isEqualTo("Copyright Directive (BU) 2019/790");
    }

    @Test
    void an_aside_in_parentheses_is_still_cut_off() {
        assertThat(only("The CEO of Kellby Foods is Ada Pike (since 2019).").value())
                .isEqualTo("Ada Pike");
    }
}
