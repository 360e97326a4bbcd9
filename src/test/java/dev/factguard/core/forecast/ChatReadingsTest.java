package dev.factguard.core.forecast;

import static dev.factguard.core.forecast.AskReaderTest.allAre;
import static dev.factguard.core.forecast.AskReaderTest.kind;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Asks written as chat that state no fact: arithmetic on numbers the prompt gives with no word of an operation, a
 * scene asked for the caller's own made-up work, news shared. Written for these checks (a bakery, a ferry), not taken
 * from the dev or held-out sets — and the asks they must not swallow.
 */
class ChatReadingsTest {

    @Test
    void arithmetic_asked_as_chat_on_given_numbers() {
        allAre(
                AskKind.ARITHMETIC,
                List.of(
                        "the dough weighs 1400 g and the tin holds 900, how many grams over am i",
                        "if each croissant costs 2.40 euros, what do we pay for 15 of them",
                        "a loaf is 4 euros and I buy 3 loaves a week, how much is that altogether over 4 weeks",
                        "The ferry leaves at 23:10 and docks at 07:45 the next day. How long is the crossing?",
                        "i had 30 tickets and gave away 12, how many are left"));
    }

    @Test
    void a_bare_expression_and_money_given_in_a_field_of_facts_are_sums() {
        allAre(
                AskKind.ARITHMETIC,
                List.of(
                        "what's 120 x 35 x 18",
                        "calculate 12.5 * 8",
                        "A course of physiotherapy costs 840 euros; if I split it into 4 payments, what is each?"));
        // Numbers inside a question about a thing are not an expression; a dose with no money given is a fact.
        assertThat(kind("is a 120 x 35 x 18 cm case fine as hand luggage")).isNotEqualTo(AskKind.ARITHMETIC);
        assertThat(kind("I take 2 tablets of my medication a day, what is the total dose over 5 days"))
                .isNotEqualTo(AskKind.ARITHMETIC);
    }

    @Test
    void a_quantity_whose_numbers_are_not_all_given_is_no_sum() {
        allAre(
                AskKind.NEEDS_FACTS,
                List.of(
                        "how much is a ferry ticket for 2 adults and 3 children altogether",
                        "my bag weighs 27 kg, how many kilos over the limit am i",
                        "how much does it cost to keep the cabin until 16:00"));
        // What a rule allows is no sum either.
        assertThat(kind("if my dough weighs 1400 g, can I bake it in a tin that holds 900 each time?"))
                .isNotEqualTo(AskKind.ARITHMETIC);
    }

    @Test
    void a_scene_for_the_callers_own_made_up_work_is_creative() {
        allAre(
                AskKind.CREATIVE,
                List.of(
                        "I'm writing a ghost story set on an old ferry. Describe the engine room at midnight",
                        "we're running a pirate campaign next week. describe a crowded harbour tavern in a few lines",
                        "I'm drafting a thriller about a baker. Write the scene where she finds the note"));
        // A question inside the frame asks for facts.
        assertThat(kind("I'm writing a novel set in Lisbon. What is the population of Lisbon?"))
                .isNotEqualTo(AskKind.CREATIVE);
    }

    @Test
    void news_shared_is_small_talk() {
        allAre(
                AskKind.SMALL_TALK,
                List.of("I just ran my first marathon!! had to tell someone", "guess what, we finally got a puppy"));
        assertThat(kind("I just got charged twice, tell someone to refund me")).isNotEqualTo(AskKind.SMALL_TALK);
    }
}
