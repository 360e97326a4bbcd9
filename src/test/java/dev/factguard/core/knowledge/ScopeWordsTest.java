package dev.factguard.core.knowledge;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A case a fact's scope holds, written in other words than the fact's: a least age written after its number ("aged 18
 * and over", "12 or older"), a time of day with "am" or "pm" against it ("until 3pm" for "until 15:00"), and "not in"
 * what the fact says a thing is "not included in". Lexically
 * and with real MiniLM sentence similarity. Facts and questions written for these checks (a climbing hall), not taken
 * from the dev or held-out sets.
 */
class ScopeWordsTest {

    static final List<Fact> FACTS = List.of(
            new Fact("Cragside night climbing", "Night climbing at Cragside is open to climbers aged 18 and over."),
            new Fact("Cragside junior wall", "The Cragside junior wall is free for children 8 or older."),
            new Fact("Cragside shoe hire", "Shoe hire at Cragside is available until 15:00 and costs 4 euros."),
            new Fact(
                    "Cragside chalk",
                    "Chalk costs 3 euros a bag at Cragside when it is not included in the day ticket."));

    static final List<TenantIndex> INDEXES = CoverageChecks.lexicalAndHybrid(FACTS);

    @Test
    void an_age_inside_a_least_age_written_after_its_number_is_held() {
        CoverageChecks.holds(INDEXES, "Is night climbing open to my daughter? She is 19.", "Cragside night climbing");
        CoverageChecks.holds(INDEXES, "my son is 10, is the junior wall free for him", "Cragside junior wall");
    }

    @Test
    void not_in_what_a_fact_says_it_is_not_included_in_is_held() {
        CoverageChecks.holds(INDEXES, "what does chalk cost if it's not in my day ticket", "Cragside chalk");
        CoverageChecks.holds(INDEXES, "how much is chalk when it is not in the ticket", "Cragside chalk");
    }

    @Test
    void a_time_of_day_with_pm_is_the_facts_clock_time() {
        CoverageChecks.holds(INDEXES, "can i hire shoes until 3pm", "Cragside shoe hire");
        CoverageChecks.holds(INDEXES, "how much is shoe hire if we keep the shoes until 3pm", "Cragside shoe hire");
    }
}
