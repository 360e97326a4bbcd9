package dev.factguard.core.freshness;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ClaimSplitterTest {

    private static SplitClaim split(String sentence) {
        SplitClaim split = FreshnessScorer.split(sentence);
        assertThat(split).as(sentence).isNotNull();
        return split;
    }

    /** Asserts the subject and value {@code sentence} splits into; shared with the other claim-shape tests. */
    static void splits(String sentence, String subject, String value) {
        SplitClaim split = split(sentence);
        assertThat(split.subject()).as("subject of " + sentence).isEqualTo(subject);
        assertThat(split.value()).as("value of " + sentence).isEqualTo(value);
    }

    @Test
    void splits_positions_in_every_word_order() {
        splits("The CEO of Twitter is Jack Dorsey.", "CEO of Twitter", "Jack Dorsey");
        splits("Jack Dorsey is the CEO of Twitter.", "CEO of Twitter", "Jack Dorsey");
        splits("Twitter's CEO is Jack Dorsey.", "CEO of Twitter", "Jack Dorsey");
        splits("Sadiq Khan has been Mayor of London since May 2016.", "Mayor of London", "Sadiq Khan");
        splits("Currently, the president of France is Emmanuel Macron.", "president of France", "Emmanuel Macron");
        splits("Microsoft is led by Satya Nadella.", "leader of Microsoft", "Satya Nadella");
    }

    @Test
    void splits_the_role_a_leader_runs_a_body_as() {
        splits("Ada Pike runs Harbour Foods as its chief executive.", "chief executive of Harbour Foods", "Ada Pike");
        splits("Jon Aris leads the Norland Trust as its chair.", "chair of the Norland Trust", "Jon Aris");
    }

    @Test
    void splits_statistics_with_their_units() {
        splits("The population of India is 1.2 billion.", "population of India", "1.2 billion");
        splits("India has a population of 1.4 billion.", "population of India", "1.4 billion");
        splits(
                "The interest rate of the European Central Bank is 4.5 percent.",
                "interest rate of the European Central Bank",
                "4.5 percent");
        splits("As of 2023, the unemployment rate in Spain is 12 percent.", "unemployment rate in Spain", "12 percent");
        splits("The Schengen Area has 29 member countries.", "number of member countries in Schengen Area", "29");
        splits("An iPhone 15 costs $799.", "price of iPhone 15", "$799");
    }

    @Test
    void splits_records_superlatives_and_their_holders() {
        splits("The men's marathon world record is 2:01:09.", "men's marathon world record", "2:01:09");
        splits(
                "Eliud Kipchoge holds the men's marathon world record of 2:01:09.",
                "men's marathon world record",
                "2:01:09");
        splits("The most-subscribed YouTube channel is PewDiePie.", "most-subscribed YouTube channel", "PewDiePie");
        splits(
                "The deepest point in the ocean is the Challenger Deep.",
                "deepest point in the ocean",
                "Challenger Deep");
        splits(
                "The Challenger Deep is the deepest point in the ocean.",
                "deepest point in the ocean",
                "Challenger Deep");
    }

    @Test
    void splits_champions_and_drops_the_time_word_from_the_subject() {
        splits(
                "The reigning Wimbledon men's champion is Novak Djokovic.",
                "Wimbledon men's champion",
                "Novak Djokovic");
        splits("Novak Djokovic won the latest Wimbledon title.", "winner of latest Wimbledon title", "Novak Djokovic");
    }

    @Test
    void splits_versions() {
        splits("The latest version of Android is Android 12.", "latest version of Android", "Android 12");
        splits("Android 12 is the latest version of Android.", "latest version of Android", "Android 12");
    }

    @Test
    void a_question_has_a_subject_and_no_value() {
        splits("Who is the current CEO of Apple?", "CEO of Apple", null);
        splits("What is the population of India?", "population of India", null);
        splits("How many books has Colleen Hoover published?", "How many books has Colleen Hoover published", null);
    }
}
