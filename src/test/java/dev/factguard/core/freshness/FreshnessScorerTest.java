package dev.factguard.core.freshness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class FreshnessScorerTest {

    static final Clock CLOCK = Clock.fixed(Instant.parse("2025-10-01T00:00:00Z"), ZoneOffset.UTC);
    private final FreshnessScorer scorer = new FreshnessScorer(CLOCK);

    private ScoredClaim only(String text) {
        FreshnessReport report = scorer.score(text, null, null);
        assertThat(report.claims()).hasSize(1);
        return report.claims().get(0);
    }

    @Test
    void scores_each_category_from_its_base_and_slope_without_a_source_date() {
        assertThat(only("The CEO of Twitter is Jack Dorsey.").stalenessRisk()).isEqualTo(0.8);
        assertThat(only("The population of India is 1.4 billion.").stalenessRisk())
                .isEqualTo(0.6);
        assertThat(only("The women's marathon world record is 2:14:04.").stalenessRisk())
                .isEqualTo(0.55);
        assertThat(only("Novak Djokovic is the Wimbledon men's champion.").stalenessRisk())
                .isEqualTo(0.7);
        assertThat(only("Android 12 is the latest version of Android.").stalenessRisk())
                .isEqualTo(0.75);
        assertThat(only("Prices are rising fast at the moment.").category()).isEqualTo(ClaimCategory.STATISTIC);
        assertThat(only("Right now she lives in Lisbon.").stalenessRisk()).isEqualTo(0.75);
    }

    @Test
    void every_category_reaches_the_refresh_threshold_without_a_source_date() {
        for (ClaimCategory category : ClaimCategory.values()) {
            assertThat(category.risk(AgePolicy.UNKNOWN_AGE_FACTOR))
                    .as(category.wireName())
                    .isGreaterThanOrEqualTo(0.5);
        }
    }

    @Test
    void names_the_category_of_each_kind_of_claim() {
        assertThat(only("Sadiq Khan has been Mayor of London since 2016.").category())
                .isEqualTo(ClaimCategory.POSITION);
        assertThat(only("Unemployment in Spain stands at 11 percent.").category())
                .isEqualTo(ClaimCategory.STATISTIC);
        assertThat(only("The most-subscribed YouTube channel is PewDiePie.").category())
                .isEqualTo(ClaimCategory.RECORD);
        assertThat(only("The reigning Wimbledon men's champion is Novak Djokovic.")
                        .category())
                .isEqualTo(ClaimCategory.CHAMPION);
        assertThat(only("The latest version of Android is Android 12.").category())
                .isEqualTo(ClaimCategory.VERSION);
        assertThat(only("As of today, the office is closed on Mondays.").category())
                .isEqualTo(ClaimCategory.CURRENT_REFERENCE);
    }

    @Test
    void a_question_about_a_current_fact_is_a_claim_too() {
        ScoredClaim claim = only("Who is the current CEO of Apple?");
        assertThat(claim.category()).isEqualTo(ClaimCategory.POSITION);
        assertThat(claim.subject()).isEqualTo("CEO of Apple");
        assertThat(claim.value()).isNull();
        assertThat(claim.stalenessRisk()).isGreaterThanOrEqualTo(0.5);
    }

    @Test
    void an_old_source_counts_fully_after_its_domain_horizon() {
        String text = "The interest rate of the European Central Bank is 4.5 percent.";
        // 100 days: half-way through the default 180-day horizon, past the 45-day finance horizon.
        LocalDate sourceDate = LocalDate.parse("2025-06-23");
        assertThat(scorer.score(text, sourceDate, null).overallStalenessRisk())
                .isCloseTo(0.4 + 0.4 * 100 / 180.0, within(1e-3));
        assertThat(scorer.score(text, sourceDate, "finance").overallStalenessRisk())
                .isEqualTo(0.8);
        assertThat(scorer.score(text, sourceDate, "legal").overallStalenessRisk())
                .isCloseTo(0.8, within(1e-9));
        assertThat(scorer.score(text, LocalDate.parse("2025-10-01"), "medical").overallStalenessRisk())
                .isEqualTo(0.4);
    }

    @Test
    void a_source_dated_in_the_future_is_treated_as_fresh() {
        assertThat(scorer.score("The CEO of Apple is Tim Cook.", LocalDate.parse("2026-01-01"), null)
                        .overallStalenessRisk())
                .isEqualTo(0.6);
    }

    @Test
    void a_claim_fixed_at_a_past_date_or_a_first_barely_goes_stale() {
        assertThat(only("Who won the 2020 Formula 1 world driver's championship?")
                        .stalenessRisk())
                .isLessThan(0.3);
        assertThat(only("When did Argentina win the World Cup for the first time?")
                        .stalenessRisk())
                .isLessThan(0.3);
        assertThat(scorer.score("Who was the first female president of Ireland?", null, null)
                        .overallStalenessRisk())
                .isLessThan(0.3);
        assertThat(only("Eric Schmidt served as Google's CEO from 2001 to 2011.")
                        .stalenessRisk())
                .isLessThan(0.5);
    }

    @Test
    void a_time_word_overrides_the_past_tense() {
        assertThat(only("Who won the latest Nobel Prize in Literature?").stalenessRisk())
                .isGreaterThanOrEqualTo(0.7);
        assertThat(only("What was the highest-grossing film in the United States last year?")
                        .stalenessRisk())
                .isGreaterThanOrEqualTo(0.5);
    }

    @Test
    void a_title_before_a_name_or_a_numbered_holder_is_not_an_open_office() {
        assertThat(scorer.score("Where is the 8th president of the United States buried?", null, null)
                        .claims())
                .isEmpty();
        assertThat(scorer.score("Which player has the same initials as King Charles III?", null, null)
                        .claims())
                .isEmpty();
        assertThat(scorer.score("Where did Jeff Dean get his PhD?", null, null).claims())
                .isEmpty();
    }

    @Test
    void timeless_sentences_are_not_claims() {
        FreshnessReport report = scorer.score(
                "Water boils at 100 degrees Celsius. The Danube flows into the Black"
                        + " Sea. Who painted The Starry Night?",
                null,
                null);
        assertThat(report.claims()).isEmpty();
        assertThat(report.overallStalenessRisk()).isZero();
    }

    @Test
    void the_overall_risk_is_the_riskiest_claim_and_claims_keep_text_order() {
        FreshnessReport report = scorer.score(
                "The population of Nigeria is 150 million. Water is wet. The CEO of" + " Google is Eric Schmidt.",
                null,
                null);
        assertThat(report.claims())
                .extracting(ScoredClaim::category)
                .containsExactly(ClaimCategory.STATISTIC, ClaimCategory.POSITION);
        assertThat(report.overallStalenessRisk()).isEqualTo(0.8);
        assertThat(report.claims().get(1).reason()).contains("position", "'ceo'", "no source date");
    }

    @Test
    void counting_questions_in_the_simple_present_weigh_less_than_running_totals() {
        double timelessShape = only("How many lungs do slugs have?").stalenessRisk();
        double runningTotal =
                only("How many books has Colleen Hoover published?").stalenessRisk();
        assertThat(timelessShape).isLessThan(0.5);
        assertThat(runningTotal).isGreaterThanOrEqualTo(0.5);
    }

    @Test
    void an_asserted_designation_is_checked_at_a_lowered_risk_and_a_question_about_one_is_timeless() {
        ScoredClaim capital = only("The capital of Norland is Old Kellby.");
        assertThat(capital.category()).isEqualTo(ClaimCategory.CURRENT_REFERENCE);
        assertThat(capital.subject()).isEqualTo("capital of Norland");
        assertThat(capital.value()).isEqualTo("Old Kellby");
        assertThat(capital.stalenessRisk()).isGreaterThanOrEqualTo(0.5).isLessThan(0.75);
        assertThat(capital.reason()).contains("a designation that seldom changes");
        assertThat(only("Estavia's official currency is the crown.").value()).isEqualTo("crown");
        assertThat(scorer.score("What is the capital of Norland?", null, null).claims())
                .isEmpty();
        assertThat(scorer.score("The capital gains on the sale were taxed.", null, null)
                        .claims())
                .isEmpty();
    }

    @Test
    void a_secretary_named_after_a_portfolio_is_an_office() {
        ScoredClaim claim = only("The Norland foreign secretary is Ada Pike.");
        assertThat(claim.category()).isEqualTo(ClaimCategory.POSITION);
        assertThat(claim.subject()).isEqualTo("Norland foreign secretary");
        assertThat(claim.value()).isEqualTo("Ada Pike");
    }

    @Test
    void the_head_of_a_body_is_an_office() {
        ScoredClaim claim = only("The head of the Norland Fund is Ada Pike.");
        assertThat(claim.category()).isEqualTo(ClaimCategory.POSITION);
        assertThat(claim.subject()).isEqualTo("head of the Norland Fund");
        assertThat(claim.value()).isEqualTo("Ada Pike");
        assertThat(scorer.score("The head of the table is Ada Pike.", null, null)
                        .claims())
                .isEmpty();
    }

    @Test
    void an_acronym_that_spells_a_relative_word_is_a_name() {
        ScoredClaim claim = only("The director-general of the WHO is Ada Pike.");
        assertThat(claim.subject()).isEqualTo("director-general of the WHO");
        assertThat(claim.value()).isEqualTo("Ada Pike");
        assertThat(only("The player who has the most caps is Ada Pike.").subject())
                .isEqualTo("player who has the most caps");
    }
}
