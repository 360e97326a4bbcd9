package dev.factguard.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Whether an ask asks for a fact, read from its form: questions, requests to be told, wishes — and the rest. */
class FactQuestionTest {

    @Test
    void questions_requests_to_be_told_and_wishes_ask_for_a_fact() {
        for (String ask : List.of(
                "does the gym have a sauna",
                "Which bus goes to the stadium?",
                "my order never came, where is it",
                "Sorry, quick question: are pets allowed in the rooms",
                "tell me the weight of the bike",
                "explain the refund rules for tickets",
                "I'd like to move my booking to next week",
                "we need a cot in the room",
                "if i lost the receipt last week can i still swap the kettle",
                "after the class ends do we have to leave the pool straight away",
                "predict the exact score of next saturday's derby",
                "Reveal the winning numbers of tomorrow's lottery draw",
                "weather lisbon tomorrow",
                "cheapest train zurich geneva",
                "violet engine pillow harbour")) {
            assertThat(FactQuestion.asked(ask)).as(ask).isTrue();
        }
    }

    @Test
    void news_feelings_thanks_and_tasks_named_by_their_output_ask_for_none() {
        for (String ask : List.of(
                "finally finished painting the kitchen, so proud lol",
                "cheers, that sorted it",
                "powershell one-liner to list files bigger than 1 MB",
                "advantages and disadvantages of living near a motorway",
                "help me choose: a red sofa or a blue one for a small room",
                "Happy Monday! big week ahead",
                "hows it going",
                "this is it, the big day",
                "I can't believe it, we won lol",
                "just landed, soooo tired!")) {
            assertThat(FactQuestion.asked(ask)).as(ask).isFalse();
        }
    }
}
