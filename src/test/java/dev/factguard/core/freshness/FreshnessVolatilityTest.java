package dev.factguard.core.freshness;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FreshnessVolatilityTest {

    private final FreshnessVolatility volatility =
            new FreshnessVolatility(new FreshnessScorer(FreshnessScorerTest.CLOCK));

    @Test
    void rates_a_prompt_about_a_changing_fact_by_its_riskiest_claim() {
        assertThat(volatility.score("Who is the current prime minister of Japan?"))
                .isEqualTo(0.8);
    }

    @Test
    void gives_a_timeless_prompt_no_signal_so_its_weight_goes_to_the_others() {
        assertThat(volatility.score("What is the capital of France?")).isNull();
    }
}
