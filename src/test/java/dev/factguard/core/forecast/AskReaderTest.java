package dev.factguard.core.forecast;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.outcome.PromptFeatures;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The kind of ask, read from the words the forecast already has: the forms and phrasings people use. */
class AskReaderTest {

    static AskKind kind(String prompt) {
        KnowledgeQuery query = KnowledgeQuery.of(prompt);
        return AskReader.of(
                query, PromptFeatures.of(prompt, query.analyzed(), null).cues());
    }

    private static void allAre(AskKind expected, List<String> prompts) {
        for (String prompt : prompts) {
            assertThat(kind(prompt)).as(prompt).isEqualTo(expected);
        }
    }

    @Test
    void creative_tasks_in_the_ways_people_ask_for_them() {
        allAre(
                AskKind.CREATIVE,
                List.of(
                        "Write a sonnet about a lighthouse keeper.",
                        "could you please compose a lullaby for my newborn",
                        "Help me write a toast for my sister's wedding",
                        "come up with three nicknames for a grumpy parrot",
                        "I'd love a funny pun about bread",
                        "What's a good name for a golden retriever puppy?",
                        "Tell me a bedtime story where the moon gets lost",
                        "a short rap about doing laundry pls",
                        "Draft a polite message declining a meeting invitation"));
    }

    @Test
    void rewriting_text_that_is_given_in_the_prompt() {
        allAre(
                AskKind.REWRITE,
                List.of(
                        "Proofread this: Their going to the park tomorow.",
                        "Could you translate 'see you soon' into Italian?",
                        "Paraphrase the following sentence:\nThe results exceeded our expectations.",
                        "make this sound less formal: We regret to inform you that your request was declined.",
                        "Summarise in two lines: Sales dipped in spring, recovered in summer and ended flat."));
    }

    @Test
    void small_talk() {
        allAre(
                AskKind.SMALL_TALK,
                List.of("hiya!", "Good evening, how are you doing?", "thank you so much!", "what's new?", "bye bye"));
    }

    @Test
    void code_to_write_or_to_explain() {
        allAre(
                AskKind.CODE,
                List.of(
                        "Write a JavaScript function that debounces another function",
                        "how do I read a file line by line in Python?",
                        "Debug this code: for (int i = 0; i <= n; i++) sum += a[i];",
                        "generate a SQL statement that deletes duplicate rows"));
    }

    @Test
    void opinions_and_advice_on_habits_and_choices() {
        allAre(
                AskKind.OPINION,
                List.of(
                        "Do you think it's better to read in the morning or at night?",
                        "what's your favorite kind of music?",
                        "Should we adopt a cat or a dog?",
                        "how do I stay motivated when learning to draw?",
                        "any suggestions for a relaxing weekend at home?"));
    }

    @Test
    void asks_that_need_facts_are_not_mistaken_for_the_kinds_that_do_not() {
        allAre(
                AskKind.NEEDS_FACTS,
                List.of(
                        "Who wrote the poem 'If'?",
                        "Give me the names of the planets in order",
                        "Write a short biography of Ada Lovelace",
                        "Summarize the history of the Roman Empire",
                        "Summarize the following article:",
                        "Tell me the story of the Apollo 13 mission",
                        "Write the lyrics of a famous Beatles song",
                        "Should I take ibuprofen together with alcohol?",
                        "What do you think of the current president?",
                        "What do you think of Nordwind's new kettle?",
                        "Write a poem that cites its sources",
                        "Summarize this video: https://example.com/v/123",
                        "Which is better?",
                        "give me some stuff",
                        "How do I enable two-factor authentication?",
                        "Is the support hotline open on public holidays?",
                        "What is a haiku?",
                        "Hi, what is the capital of Peru?"));
    }
}
