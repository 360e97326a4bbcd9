package dev.factguard.core.refresh;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The kind of entity a sentence makes each name, and the kind a claim's value takes. Invented entities. */
class FillersTest {

    private static Fillers.Kind kindOf(String sentence, String name) {
        List<EvidenceTokens.Token> tokens = EvidenceTokens.of(sentence).tokens();
        Mention m = Mentions.find(tokens).stream()
                .filter(x -> x.text().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError(name + " not found in " + sentence));
        return Fillers.of(tokens, m);
    }

    private static void reads(String sentence, String name, Fillers.Kind kind) {
        assertThat(kindOf(sentence, name)).as(name + " in " + sentence).isEqualTo(kind);
    }

    @Test
    void a_name_another_name_is_of_is_its_side() {
        reads("Ada Pike of the centrist Civic Alliance was sworn in as mayor.", "Civic Alliance", Fillers.Kind.SIDE);
        reads("Governor Lena Voss of the ruling Unity Bloc signed the budget.", "Unity Bloc", Fillers.Kind.SIDE);
        reads("Ada Pike of the centrist Civic Alliance was sworn in as mayor.", "Ada Pike", Fillers.Kind.UNKNOWN);
    }

    @Test
    void an_office_of_a_place_is_not_an_affiliation() {
        reads("The secretary of state Lena Voss met Jon Aris.", "Lena Voss", Fillers.Kind.UNKNOWN);
    }

    @Test
    void a_name_after_his_or_her_is_a_side() {
        reads("Tomas Brek closed his Riverside spell with 140 assists.", "Riverside", Fillers.Kind.SIDE);
        reads("Ana Ruiz made her Norland debut in March.", "Norland", Fillers.Kind.SIDE);
    }

    @Test
    void the_name_after_in_a_comma_is_a_region() {
        reads("Jo Kim won in Lakeside, Ohio, on Sunday.", "Ohio", Fillers.Kind.PLACE);
        reads("Tomas Brek threw 22.9 m at Millbrook, Kent, a meeting record.", "Kent", Fillers.Kind.PLACE);
        reads("Jo Kim beat Lena Voss, Ana Ruiz and Mira Holt.", "Ana Ruiz", Fillers.Kind.UNKNOWN);
        reads("In Norland, Ada Pike remains mayor.", "Ada Pike", Fillers.Kind.UNKNOWN);
        reads("The talks were held in Lakeside, Jo Kim said on Friday.", "Jo Kim", Fillers.Kind.UNKNOWN);
    }

    @Test
    void the_one_a_club_signs_or_a_cup_is_won_by_for_a_side_is_a_person() {
        reads("The Harbour Kings signed Ana Ruiz in July.", "Ana Ruiz", Fillers.Kind.PERSON);
        reads("Riverside waived Jo Kim on Monday.", "Jo Kim", Fillers.Kind.PERSON);
        reads("Mira Holt wins the Estavia Shield for Harbour.", "Mira Holt", Fillers.Kind.PERSON);
    }

    @Test
    void a_claimed_value_takes_the_kind_of_its_role_or_its_form() {
        assertThat(Fillers.claimed(SubjectTerms.of("mayor of Norland"), ClaimValue.name("Ada Pike")))
                .isEqualTo(Fillers.Kind.PERSON);
        assertThat(Fillers.claimed(SubjectTerms.of("club of Ada Pike"), ClaimValue.name("Harbour Kings")))
                .isEqualTo(Fillers.Kind.SIDE);
        assertThat(Fillers.claimed(
                        SubjectTerms.of("Norland Cup champion", dev.factguard.core.freshness.ClaimCategory.CHAMPION),
                        ClaimValue.name("FC Riverside")))
                .isEqualTo(Fillers.Kind.SIDE);
        assertThat(Fillers.claimed(
                        SubjectTerms.of("high jump world record", dev.factguard.core.freshness.ClaimCategory.RECORD),
                        ClaimValue.name("Mira Holt")))
                .isEqualTo(Fillers.Kind.PERSON);
        assertThat(Fillers.claimed(SubjectTerms.of("capital of Norland"), ClaimValue.name("Port Ellis")))
                .isEqualTo(Fillers.Kind.UNKNOWN);
    }

    @Test
    void a_value_the_evidence_writes_after_the_is_a_side_not_a_person() {
        SubjectTerms title =
                SubjectTerms.of("Norland basketball champion", dev.factguard.core.freshness.ClaimCategory.CHAMPION);
        ClaimValue kings = ClaimValue.name("Harbour Kings");
        List<EvidenceTokens.Token> won =
                EvidenceTokens.of("The Harbour Kings won the final.").tokens();
        List<EvidenceTokens.Token> scored =
                EvidenceTokens.of("Harbour Kings scored 98 points.").tokens();
        assertThat(Fillers.claimed(title, kings, List.of(won))).isEqualTo(Fillers.Kind.SIDE);
        assertThat(Fillers.claimed(title, kings, List.of(scored))).isEqualTo(Fillers.Kind.PERSON);
        assertThat(Fillers.claimed(SubjectTerms.of("mayor of Norland"), ClaimValue.name("Ada Pike"), List.of(won)))
                .isEqualTo(Fillers.Kind.PERSON);
    }

    @Test
    void a_counted_series_is_rivalled_by_its_own_members_only() {
        ClaimValue fourth = ClaimValue.name("Fourth Assessment Report");
        List<EvidenceTokens.Token> tokens = EvidenceTokens.of(
                        "Synthesis Report: Ocean Futures 2024. The Fifth Assessment Report is out.")
                .tokens();
        List<Mention> found = Mentions.find(tokens);
        Mention subtitle = found.stream()
                .filter(m -> m.text().equals("Ocean Futures"))
                .findFirst()
                .orElseThrow();
        Mention fifth = found.stream()
                .filter(m -> m.text().equals("Fifth Assessment Report"))
                .findFirst()
                .orElseThrow();
        assertThat(Fillers.outsideSeries(subtitle, fourth)).isTrue();
        assertThat(Fillers.outsideSeries(fifth, fourth)).isFalse();
        assertThat(Fillers.outsideSeries(subtitle, ClaimValue.name("Ada Pike"))).isFalse();
    }
}
