package dev.factguard.quality;

/** What the learning run needs of FactGuard: forecast a prompt, report an outcome by forecastId. */
interface ForecastService {

    record Answer(double risk, String forecastId) {}

    default Answer forecast(String tenant, String prompt) throws Exception {
        return forecast(tenant, prompt, null);
    }

    /** @param model the answering model, or null for none */
    Answer forecast(String tenant, String prompt, String model) throws Exception;

    void feedback(String tenant, String forecastId, boolean hallucinated) throws Exception;
}
