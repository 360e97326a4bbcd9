package dev.factguard.core.freshness;

import static dev.factguard.core.freshness.ClaimSplitterTest.splits;

import org.junit.jupiter.api.Test;

/**
 * Claim shapes that used to give a wrong value or swap the sides: a leading clause of the speaker's belief (a hedge
 * of any wording), a possessive name typed without capitals, an amount whose unit is a cue word, and a name in
 * apposition after its description.
 */
class HedgesAndUncasedShapesTest {

    @Test
    void a_leading_clause_of_belief_is_a_hedge_whatever_its_words() {
        splits("As far as I can see, Ana Brek is the mayor of Tallinn.", "mayor of Tallinn", "Ana Brek");
        splits("To our knowledge, the chief executive of Acme is Jane Roe.", "chief executive of Acme", "Jane Roe");
        splits("If I remember right, Ola Nordmann is the coach of Brann.", "coach of Brann", "Ola Nordmann");
        splits("We believe that the governor of Texas is Greg Abbott.", "governor of Texas", "Greg Abbott");
    }

    @Test
    void a_possessive_name_without_capitals_is_the_owner_of_the_role() {
        splits("peru's president is dina boluarte", "president of peru", "dina boluarte");
        splits("ana brek is still norway's prime minister", "prime minister of norway", "ana brek");
        splits("new zealand's governor-general is cindy kiro", "governor-general of new zealand", "cindy kiro");
    }

    @Test
    void an_amount_is_the_value_even_when_its_unit_is_a_cue_word() {
        splits("The average monthly rent in Seoul is 700,000 won.", "average monthly rent in Seoul", "700,000 won");
        splits("the minimum wage of taiwan is 183 dollars a month", "minimum wage of taiwan", "183 dollars a month");
    }

    @Test
    void a_name_in_apposition_after_its_description_is_the_value() {
        splits("Acme is run by its co-founder, Jane Roe, as chief executive.", "leader of Acme", "Jane Roe");
        splits("Brann is coached by its former captain, Ola Nordmann.", "leader of Brann", "Ola Nordmann");
    }
}
