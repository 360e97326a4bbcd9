package dev.factguard.quality;

/** What the learning run needs of FactGuard: forecast a prompt, report an outcome by forecastId. */
interface ForecastService {

    record Answer(double risk, String forecastId) {}

    Answer forecast(String tenant, String prompt) throws Exception;

    void feedback(String tenant, String forecastId, boolean hallucinated) throws Exception;
}
