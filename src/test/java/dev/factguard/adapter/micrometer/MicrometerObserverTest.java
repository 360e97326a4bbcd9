package dev.factguard.adapter.micrometer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.forecast.Recommendation;
import dev.factguard.testing.Metrics;
import io.micrometer.prometheus.PrometheusConfig;
import io.micrometer.prometheus.PrometheusMeterRegistry;
import org.junit.jupiter.api.Test;

/** The meters as the service's Prometheus registry prints them. */
class MicrometerObserverTest {

    @Test
    void a_risk_falls_in_the_bucket_of_its_tenth_and_every_one_above() {
        PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        MicrometerObserver observer = new MicrometerObserver(registry);
        observer.forecast(Recommendation.GROUND, 0.3913);
        observer.forecast(Recommendation.PROCEED, 0.12);
        String text = registry.scrape();
        assertThat(Metrics.value(text, "factguard_forecast_risk_percent_bucket{le=\"10.0\"}"))
                .isEqualTo(0.0);
        assertThat(Metrics.value(text, "factguard_forecast_risk_percent_bucket{le=\"20.0\"}"))
                .isEqualTo(1.0);
        assertThat(Metrics.value(text, "factguard_forecast_risk_percent_bucket{le=\"30.0\"}"))
                .isEqualTo(1.0);
        assertThat(Metrics.value(text, "factguard_forecast_risk_percent_bucket{le=\"40.0\"}"))
                .isEqualTo(2.0);
        assertThat(Metrics.value(text, "factguard_forecast_risk_percent_count")).isEqualTo(2.0);
        assertThat(Metrics.value(text, "factguard_forecasts_total{recommendation=\"ground\"}"))
                .isEqualTo(1.0);
    }
}
