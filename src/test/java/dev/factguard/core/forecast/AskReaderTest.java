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

    static void allAre(AskKind expected, List<String> prompts) {
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
    void material_the_prompt_only_describes_is_not_material_outside_it() {
        allAre(
                AskKind.CREATIVE,
                List.of(
                        "Give me a witty title for a picture of two cats asleep on a keyboard",
                        "write a short caption for an image of a sunset over the harbour"));
        // Handed over ("this", "the attached"), the material is what the answer is about, and it is not here.
        allAre(
                AskKind.NEEDS_FACTS,
                List.of(
                        "Write a caption for this photo",
                        "Write a poem about the attached image",
                        "Give me a title for the video I uploaded"));
    }

    @Test
    void a_text_for_the_caller_s_own_use_named_by_what_it_is_for() {
        allAre(
                AskKind.CREATIVE,
                List.of(
                        "Draft a response to my landlord about the broken heater",
                        "write a few lines for our team's farewell party",
                        "Compose an auto-reply for my inbox while I travel"));
        allAre(
                AskKind.NEEDS_FACTS,
                List.of(
                        // A form that states facts, a question, a named company: the text rests on facts.
                        "Write a report for my manager on last quarter's sales",
                        "Give an answer to my question: when did the Berlin Wall fall?",
                        "Draft a reply to my customers about Nordwind's return policy"));
    }

    @Test
    void a_greeting_with_a_pleasantry_no_list_holds_is_still_small_talk() {
        allAre(
                AskKind.SMALL_TALK,
                List.of(
                        "Morning! Hope your weekend went well",
                        "good evening, lovely weather",
                        "hey there, happy friday"));
        allAre(
                AskKind.NEEDS_FACTS,
                List.of(
                        "good morning, what time does the store open?",
                        "Hello, my parcel never arrived",
                        "hi, refund please"));
    }

    @Test
    void code_given_in_the_prompt_is_known_by_its_syntax_without_a_word_naming_it() {
        allAre(
                AskKind.CODE,
                List.of(
                        "What's wrong here? if (count > 10) { reset(); }",
                        "why is total undefined after: var total; total.toFixed(2)",
                        "What does this print? items = [1, 2, 3]; print(items.pop())"));
        // Arithmetic, data and abbreviations have one kind of mark, or only the kinds prose and sums share.
        allAre(
                AskKind.NEEDS_FACTS,
                List.of(
                        "Solve 3(x + 2) = 12 for x",
                        "Describe the painting in three words.\n[painting.jpg]",
                        "What does the word(s) mean in U.S. law, e.g. in contracts?",
                        "Multiply the matrices A = [[1, 2], [3, 4]] and B = [[0, 1], [1, 0]]"));
    }

    @Test
    void the_model_asked_to_choose_between_what_is_offered() {
        allAre(
                AskKind.OPINION,
                List.of(
                        "Would you choose a cabin in the woods or a flat in the city?",
                        "which would you go for, pancakes or waffles?"));
        allAre(
                AskKind.NEEDS_FACTS,
                List.of("would you say the sun or the moon is older?", "Which is bigger, the sun or the moon?"));
    }

    @Test
    void a_role_play_or_a_made_up_place_to_describe() {
        allAre(
                AskKind.CREATIVE,
                List.of(
                        "Roleplay: you are a nervous ghost haunting a bakery and I'm the new baker. Begin.",
                        "Act as a ship's cat greeting the sailors who come aboard",
                        "pretend to be a sleepy wizard who runs a potion shop",
                        "Describe a haunted greenhouse my characters find at midnight",
                        "describe an enchanted market where nothing is for sale"));
        allAre(
                AskKind.NEEDS_FACTS,
                List.of(
                        // A question put inside the play, a field whose answers are facts, a real place.
                        "Pretend you're a librarian and tell me when the city library opens",
                        "Act as a doctor: is it safe to take ibuprofen with alcohol",
                        "Pretend you're a guide and show me around the Louvre",
                        "Describe a typical Roman villa"));
    }

    @Test
    void a_task_after_a_sentence_that_sets_the_scene() {
        allAre(
                AskKind.CREATIVE,
                List.of(
                        "We're hosting a pirate party for my son. Write a short invitation for his friends.",
                        "I teach a class of eight-year-olds. Compose a poem about volcanoes for them."));
        // A question after the scene is asked about the scene, which the words after it do not show.
        allAre(
                AskKind.NEEDS_FACTS,
                List.of("My order from Nordwind hasn't arrived. Where is it now?", "I moved house. What changes?"));
    }

    @Test
    void an_age_tells_whom_a_text_is_for_and_asks_no_figure() {
        allAre(
                AskKind.CREATIVE,
                List.of(
                        "Tell a story for a 7 year old about a snail who wants to fly",
                        "Write a short poem for my 90 years old grandfather's birthday"));
        allAre(
                AskKind.NEEDS_FACTS,
                List.of(
                        "Write a poem about the year the Berlin Wall fell",
                        "Write a song with the exact dates of WW2"));
    }

    @Test
    void words_for_material_inside_text_given_to_rewrite_are_words_of_that_text() {
        allAre(
                AskKind.REWRITE,
                List.of(
                        "Sort these alphabetically:\nphoto album, hiking boots, umbrella",
                        "Tidy up these notes:\nscan the attached invoice, call the plumber, buy stamps"));
        allAre(
                AskKind.NEEDS_FACTS,
                List.of("Fix the caption of the attached photo: sunst over the bay", "Summarize this video: a cat"));
    }

    @Test
    void arithmetic_on_numbers_the_prompt_gives() {
        allAre(
                AskKind.ARITHMETIC,
                List.of(
                        "My exam scores were 72, 85 and 91. What's my average?",
                        "We paid 48 euros for the taxi and 6 for the tip; split it between the three of us",
                        "A cake for 8 needs 250 g of sugar. Scale it down for 2."));
        allAre(
                AskKind.NEEDS_FACTS,
                List.of(
                        // A price the prompt does not give, what a rule allows, a field whose numbers are facts.
                        "What's the total late fee for 4 DVDs kept 9 days?",
                        "Can I book 2 rooms for 3 hours in total?",
                        "What's the average salary of 3 nurses and 2 teachers?",
                        "What is the total population of France and Spain?"));
    }

    @Test
    void advice_asked_as_a_good_way_and_a_choice_between_what_the_caller_offers() {
        allAre(
                AskKind.OPINION,
                List.of(
                        "What's a good way to stay motivated when learning a language alone?",
                        "best ways to relax before a big exam",
                        "I can't choose between a road bike and a gravel bike for commuting, help me weigh it up",
                        "help me decide between a standing desk or a regular one"));
        allAre(
                AskKind.NEEDS_FACTS,
                List.of(
                        "What's the best way to get to the airport from the harbour?",
                        "Help me decide between the Nordwind K5 and K7 kettles"));
    }

    @Test
    void small_talk_without_a_greeting_word() {
        allAre(
                AskKind.SMALL_TALK,
                List.of(
                        "phew, fridays. how was your week?",
                        "Heyyy, how's it going",
                        "helloooo can we just talk for a while",
                        "We just got back from our honeymoon and we're so happy",
                        "I finally passed my exam and I am so proud of myself"));
        allAre(
                AskKind.NEEDS_FACTS,
                List.of(
                        "can we talk about my refund",
                        "how are you? what's the fee for a new card",
                        "I'm so happy with my K5 kettle, does it come in red?",
                        "I just moved to Lyon and I'm excited"));
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

    @Test
    void how_to_put_something_to_a_person_in_the_caller_s_life_is_advice() {
        allAre(
                AskKind.OPINION,
                List.of(
                        "what's a gentle way to tell my flatmate she owes me rent",
                        "How can I ask my boss for a day off without sounding lazy?",
                        "What's a kind way to ask the man next to me on the train to turn his music down?"));
        // How to tell an organisation something is what its rules say.
        assertThat(kind("how do I tell the tax office I moved")).isEqualTo(AskKind.NEEDS_FACTS);
    }

    @Test
    void a_quantity_given_and_converted_to_another_unit_is_arithmetic() {
        allAre(
                AskKind.ARITHMETIC,
                List.of("how many seconds is 3 minutes 20 seconds", "How many centimetres are 4 feet?"));
        assertThat(kind("how many weeks is the warranty")).isEqualTo(AskKind.NEEDS_FACTS);
    }
}
