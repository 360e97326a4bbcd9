package dev.factguard.core.freshness;

import static dev.factguard.core.freshness.ClaimParsingSlipsTest.SCORER;
import static dev.factguard.core.freshness.ClaimParsingSlipsTest.only;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Claim shapes without an office or champion word: a player on loan at a club, a club named before "player", a side
 * holding a named title; and an aside between commas that is not the claim. Invented entities.
 */
class ClubTitleAndAsideShapesTest {

    @Test
    void a_player_on_loan_at_a_club_is_a_club_claim() {
        ScoredClaim c = only("Mara Lind is on loan at Harbour City.");
        assertThat(c.category()).isEqualTo(ClaimCategory.POSITION);
        assertThat(c.subject()).isEqualTo("club of Mara Lind");
        assertThat(c.value()).isEqualTo("Harbour City");
        assertThat(c.stalenessRisk()).isGreaterThanOrEqualTo(0.5);
    }

    @Test
    void currently_on_loan_with_a_club_too() {
        ScoredClaim c = only("Tomas Brek is currently on loan with Kellby Rovers.");
        assertThat(c.subject()).isEqualTo("club of Tomas Brek");
        assertThat(c.value()).isEqualTo("Kellby Rovers");
    }

    @Test
    void a_club_named_before_player_is_the_players_club() {
        ScoredClaim c = only("Ines Varga is a Harbour City player.");
        assertThat(c.category()).isEqualTo(ClaimCategory.POSITION);
        assertThat(c.subject()).isEqualTo("club of Ines Varga");
        assertThat(c.value()).isEqualTo("Harbour City");
        assertThat(c.stalenessRisk()).isGreaterThanOrEqualTo(0.5);
    }

    @Test
    void now_a_clubs_footballer_too() {
        ScoredClaim c = only("Ravi Okafor is now a Porta United footballer.");
        assertThat(c.subject()).isEqualTo("club of Ravi Okafor");
        assertThat(c.value()).isEqualTo("Porta United");
    }

    @Test
    void a_keen_player_of_a_game_names_no_club() {
        assertThat(SCORER.score("Ada Pike is a keen chess player.", null, null).claims())
                .noneMatch(c -> c.category() == ClaimCategory.POSITION);
    }

    @Test
    void a_side_holding_a_named_title_without_a_cup_word_is_a_champion_claim() {
        ScoredClaim c = only("Harbour City hold the Copa Kellby.");
        assertThat(c.category()).isEqualTo(ClaimCategory.CHAMPION);
        assertThat(c.subject()).isEqualTo("winner of Copa Kellby");
        assertThat(c.value()).isEqualTo("Harbour City");
        assertThat(c.stalenessRisk()).isGreaterThanOrEqualTo(0.5);
    }

    @Test
    void still_holding_a_named_crown_too() {
        ScoredClaim c = only("Porta United still hold the Taça Norland.");
        assertThat(c.category()).isEqualTo(ClaimCategory.CHAMPION);
        assertThat(c.value()).isEqualTo("Porta United");
    }

    @Test
    void an_aside_about_the_holder_is_not_the_claims_subject() {
        ScoredClaim c = only("Ada Quist, who won the title in 2023, is the reigning Harbour Open champion.");
        assertThat(c.subject()).isEqualTo("Harbour Open champion");
        assertThat(c.value()).isEqualTo("Ada Quist");
    }

    @Test
    void an_aside_about_an_earlier_win_is_not_either() {
        ScoredClaim c = only("Porta United, which won the cup in 2021, is the reigning Norland Cup holder.");
        assertThat(c.subject()).contains("Norland Cup");
        assertThat(c.value()).isEqualTo("Porta United");
    }
}
