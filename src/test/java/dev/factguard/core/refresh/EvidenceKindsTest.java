package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.Hits.dated;
import static dev.factguard.core.refresh.Hits.hit;
import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.search.SearchResult;
import java.time.LocalDate;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * One group per kind of evidence that fools a first-hit reading. In each, the result that decides is ranked
 * below one that would mislead a reader who stops at the first hit naming someone.
 */
class EvidenceKindsTest {

    /** The one refresh of {@code claim} by a lexical refresher whose search answers {@code hits}. */
    static Refresh refresh(String claim, SearchResult... hits) {
        Refresher refresher = new Refresher(
                new FreshnessScorer(RefresherTest.CLOCK),
                new Hits.Fixed(hits),
                null,
                RefreshSettings.defaults(),
                RefresherTest.CLOCK);
        return refresher.refresh(claim, 1).refreshes().get(0);
    }

    @Nested
    class DatedStatements {
        private final SearchResult old = hit("Mayor of Kellby", "May 4, 2018 — Ines Faro is the mayor of Kellby.");
        private final SearchResult recent = hit(
                "Kellby elects a new mayor", "Nov 12, 2024 — Tariq Bell was elected mayor of Kellby by a wide margin.");

        @Test
        void an_older_dated_statement_ranked_first_does_not_confirm_a_holder_since_replaced() {
            Refresh r = refresh("The mayor of Kellby is Ines Faro.", old, recent);
            assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
            assertThat(r.candidateValue()).isEqualTo("Tariq Bell");
            assertThat(r.explanation()).contains("result 2", "dated 2024-11-12", "Tariq Bell", "as current");
        }

        @Test
        void the_latest_dated_statement_confirms_the_current_holder_below_an_older_one() {
            assertThat(refresh("The mayor of Kellby is Tariq Bell.", old, recent)
                            .verdict())
                    .isEqualTo(Verdict.SUPPORTED);
        }

        @Test
        void the_providers_published_date_dates_a_statement_too() {
            Refresh r = refresh(
                    "The CEO of Morrow Bank is Kai Lund.",
                    dated(
                            "Morrow Bank CEO Kai Lund",
                            "Kai Lund is chief executive of Morrow Bank.",
                            LocalDate.of(2019, 3, 1)),
                    dated("Morrow Bank", "Morrow Bank's chief executive is Ada Sterne.", LocalDate.of(2025, 2, 1)));
            assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
            assertThat(r.candidateValue()).isEqualTo("Ada Sterne");
        }

        @Test
        void as_of_a_date_outranks_an_undated_page_dated_only_by_an_older_title_year() {
            Refresh r = refresh(
                    "The population of Tarnow Bay is 310,000.",
                    hit("Tarnow Bay guide (2012)", "Tarnow Bay is home to 310,000 people."),
                    hit("Tarnow Bay statistics", "As of March 2025, the population of Tarnow Bay is 355,000."));
            assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
            assertThat(r.candidateValue()).isEqualTo("355,000");
        }
    }

    @Nested
    class PastTense {
        @Test
        void a_past_tense_holding_is_not_current_support() {
            Refresh r = refresh(
                    "The national record holder in the men's javelin in Corvia is Ole Brask.",
                    hit("Ole Brask", "In 2014, Ole Brask held the Corvian national record in the men's javelin."));
            assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
        }

        @Test
        void a_past_tense_holder_is_not_a_rival_to_the_current_one() {
            Refresh r = refresh(
                    "The president of the Lowmoor Sailing Club is Ruth Cane.",
                    hit(
                            "Lowmoor Sailing Club history",
                            "Arthur Vey was president of the Lowmoor Sailing Club for" + " twenty years."),
                    hit("Lowmoor Sailing Club officers", "Ruth Cane is president of the Lowmoor Sailing Club."));
            assertThat(r.verdict()).isEqualTo(Verdict.SUPPORTED);
        }

        @Test
        void a_tenure_told_with_its_end_marks_the_holder_as_former() {
            Refresh r = refresh(
                    "The CEO of Gantry Rail is Omar Fell.",
                    hit(
                            "Omar Fell",
                            "Omar Fell, who led Gantry Rail as chief executive from 2012 to 2021, now"
                                    + " advises start-ups."),
                    hit("Gantry Rail leadership", "Chief Executive Officer: Lise Aro."));
            assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
            assertThat(r.candidateValue()).isEqualTo("Lise Aro");
        }
    }

    @Nested
    class Timelines {
        private final SearchResult list =
                hit("Hallam United managers", "Dev Patel (2009–2016) · Rosa Lind (2016–2022) · Ken Obi (2022–present)");

        @Test
        void an_ended_span_marks_the_first_name_of_a_list_as_former() {
            Refresh r = refresh("The head coach of Hallam United is Dev Patel.", list);
            assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
            assertThat(r.candidateValue()).isEqualTo("Ken Obi");
        }

        @Test
        void present_since_and_incumbent_name_the_current_holder() {
            assertThat(refresh("The head coach of Hallam United is Ken Obi.", list)
                            .verdict())
                    .isEqualTo(Verdict.SUPPORTED);
            assertThat(refresh(
                                    "The chair of the Wexley Trust is Ana Ruiz.",
                                    hit(
                                            "Wexley Trust chairs",
                                            "Tom Hale, chair 1999–2012; Ana Ruiz, chair since 2012."))
                            .verdict())
                    .isEqualTo(Verdict.SUPPORTED);
            assertThat(refresh(
                                    "The president of the Ember Society is Lou Park.",
                                    hit(
                                            "Ember Society presidents",
                                            "Presidents: Lou Park (incumbent), Mae Ross (2001–2019)."))
                            .verdict())
                    .isEqualTo(Verdict.SUPPORTED);
        }
    }

    @Nested
    class Headings {
        @Test
        void headings_and_boilerplate_are_not_holders() {
            Refresh r = refresh(
                    "The governor of the Bank of Ostra is Pia Dahl.",
                    hit(
                            "List of governors of the Bank of Ostra",
                            "Background. Governors: Frequently Asked Questions. Contact Us."),
                    hit("Bank of Ostra", "Pia Dahl is the governor of the Bank of Ostra."));
            assertThat(r.verdict()).isEqualTo(Verdict.SUPPORTED);
        }

        @Test
        void an_acronym_opening_a_sentence_is_not_a_holder() {
            Refresh r = refresh(
                    "The president of the Nordic Grain Council is Eva Holm.",
                    hit("Nordic Grain Council", "EU ministers met the Nordic Grain Council president in Oslo."),
                    hit("Nordic Grain Council board", "Eva Holm is president of the Nordic Grain Council."));
            assertThat(r.verdict()).isEqualTo(Verdict.SUPPORTED);
        }

        @Test
        void a_crowd_opening_a_sentence_is_not_a_holder() {
            Refresh r = refresh(
                    "The CEO of Pinecrest Foods is Jan Moor.",
                    hit(
                            "Pinecrest Foods outlook",
                            "Analysts expect the chief executive of Pinecrest Foods to cut" + " costs."),
                    hit("Pinecrest Foods", "Jan Moor is chief executive of Pinecrest Foods."));
            assertThat(r.verdict()).isEqualTo(Verdict.SUPPORTED);
        }
    }

    @Nested
    class RolesAndOwnership {
        @Test
        void named_x_to_a_combined_title_makes_x_the_holder() {
            Refresh r = refresh(
                    "The CEO of Halvard Pharma is Sean Tully.",
                    hit("Halvard Pharma", "Media contact: Sean Tully."),
                    hit(
                            "Halvard Pharma appoints CEO",
                            "Halvard Pharma named Mina Osei President and Chief Executive Officer on Monday."));
            assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
            assertThat(r.candidateValue()).isEqualTo("Mina Osei");
        }

        @Test
        void an_acquirer_that_now_owns_the_company_is_its_owner_and_the_seller_is_not() {
            SearchResult sale = hit(
                    "Quartz Audio sold",
                    "Quartz Audio was sold by Helm Capital to Norrsken," + " which now owns the brand.");
            assertThat(refresh("The owner of Quartz Audio is Norrsken.", sale).verdict())
                    .isEqualTo(Verdict.SUPPORTED);
            Refresh stale = refresh("The owner of Quartz Audio is Helm Capital.", sale);
            assertThat(stale.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
            assertThat(stale.candidateValue()).isEqualTo("Norrsken");
        }

        @Test
        void a_possessive_without_its_apostrophe_still_names_the_subject() {
            Refresh r = refresh(
                    "The ambassador of Portugal to Velmar is Rui Costa.",
                    hit("Embassy", "Portugals ambassador to Velmar, Ines Mota, opened the trade fair."));
            assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
            assertThat(r.candidateValue()).isEqualTo("Ines Mota");
        }
    }

    @Nested
    class Announcements {
        @Test
        void a_conditional_successor_does_not_outweigh_a_done_appointment() {
            Refresh r = refresh(
                    "The CEO of Larchmont Steel is Ivy Chen.",
                    hit(
                            "Larchmont Steel talks",
                            "Insiders say Paul Rook would replace Ivy Chen as CEO if the deal" + " closes."),
                    hit("Larchmont Steel", "Larchmont Steel appointed Ivy Chen chief executive in March."));
            assertThat(r.verdict()).isEqualTo(Verdict.SUPPORTED);
        }

        @Test
        void a_candidate_for_the_office_is_not_its_holder() {
            Refresh r = refresh(
                    "The mayor of Dunmere is Ola Berg.",
                    hit("Dunmere election", "Councillor Finn Ash will run for mayor of Dunmere next spring."),
                    hit("Dunmere council", "Ola Berg is the mayor of Dunmere."));
            assertThat(r.verdict()).isEqualTo(Verdict.SUPPORTED);
        }

        @Test
        void an_announced_change_whose_date_has_passed_is_done() {
            Refresh r = refresh(
                    "The president of the Arden Institute is Mark Lowe.",
                    dated(
                            "Arden Institute",
                            "The Arden Institute said Ji Woo will succeed Mark Lowe as president on"
                                    + " 1 September 2024.",
                            LocalDate.of(2024, 5, 2)),
                    hit("Mark Lowe", "Mark Lowe is president of the Arden Institute."));
            assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
            assertThat(r.candidateValue()).isEqualTo("Ji Woo");
        }

        @Test
        void an_announced_successor_alone_still_says_verify() {
            Refresh r = refresh(
                    "The CEO of Bramble Mills is Tom Ray.",
                    hit("Bramble Mills", "Bramble Mills said Lena Fox would succeed Tom Ray as chief executive."));
            assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
            assertThat(r.candidateValue()).isEqualTo("Lena Fox");
        }
    }
}
