package dev.factguard.core.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A word most of a tenant's keys share (its brand) names the tenant, not one fact: the question names a fact's subject
 * by the key's other words. Lexically and with real MiniLM sentence similarity. Facts and questions written for these
 * checks (a ferry line), not taken from the dev or held-out sets.
 */
class SharedKeyWordsTest {

    static final List<Fact> FACTS = List.of(
            new Fact("Larkspur cafe", "The Larkspur ferry cafe serves food from 8:00 to 20:00 on weekdays."),
            new Fact("Larkspur bicycles", "Bicycles travel on Larkspur ferries for 5 euros per crossing."),
            new Fact("Larkspur cabins", "A Larkspur cabin for two costs 60 euros per night crossing."),
            new Fact("Larkspur sauna", "A 30-minute session in the Larkspur ferry sauna costs 8 euros."),
            new Fact("ticket office hours", "The ticket office at the harbour is open daily from 6:00 to 22:00."));

    static final List<TenantIndex> INDEXES = CoverageChecks.lexicalAndHybrid(FACTS);
    static final TenantIndex LEXICAL = INDEXES.get(0);

    private static FactMatch match(TenantIndex index, String question, String key) {
        return index.retrieve(KnowledgeQuery.of(question), 5).matches().stream()
                .filter(m -> m.fact().key().equals(key))
                .findFirst()
                .orElseThrow(() -> new AssertionError(key + " not retrieved for: " + question));
    }

    @Test
    void a_question_without_the_brand_names_the_fact_by_its_own_key_words() {
        for (TenantIndex index : INDEXES) {
            FactMatch cafe = match(index, "when does the cafe serve food on a sunday", "Larkspur cafe");
            assertThat(cafe.namesSubject()).isTrue();
            assertThat(cafe.missingAnchors()).as("the fact says weekdays").contains("sunday");
            assertThat(match(index, "can i bring my bicycles on board", "Larkspur bicycles")
                            .namesSubject())
                    .isTrue();
        }
    }

    @Test
    void a_word_few_keys_share_still_counts_in_the_key() {
        List<Fact> two = List.of(FACTS.get(0), FACTS.get(4));
        TenantIndex small = CoverageChecks.lexicalAndHybrid(two).get(0);
        // With two keys, "Larkspur" tells nothing apart yet: "cafe" is one of two words of the key.
        assertThat(match(small, "when does the cafe serve food on a sunday", "Larkspur cafe")
                        .namesSubject())
                .isFalse();
        // "office" is one of three words of a key no other key shares a word with.
        assertThat(match(LEXICAL, "is the office at the harbour open on sundays", "ticket office hours")
                        .namesSubject())
                .isFalse();
    }

    @Test
    void half_an_hour_is_the_facts_thirty_minutes() {
        for (TenantIndex index : INDEXES) {
            FactMatch sauna = match(index, "how much is a half-hour session in the sauna", "Larkspur sauna");
            assertThat(sauna.missingAnchors()).isEmpty();
        }
    }
}
