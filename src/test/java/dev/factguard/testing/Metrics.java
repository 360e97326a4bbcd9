package dev.factguard.testing;

import static io.restassured.RestAssured.given;

/** Reads one series of {@code GET /q/metrics} (Prometheus text), the way a scraper would. */
public final class Metrics {

    private Metrics() {}

    /** The whole exposition. */
    public static String scrape() {
        return given().when().get("/q/metrics").then().statusCode(200).extract().asString();
    }

    /**
     * The value of {@code series} — a name with its labels as Prometheus prints them, sorted by label name, e.g.
     * {@code factguard_forecasts_total{recommendation="ground"}} — or 0 when the series is not there yet.
     */
    public static double value(String series) {
        return value(scrape(), series);
    }

    public static double value(String exposition, String series) {
        for (String raw : exposition.split("\n")) {
            // The 0.0.4 text format may close labels with ",}"; the series are written without it.
            String line = raw.replace(",}", "}");
            if (line.startsWith(series + " ")) {
                return Double.parseDouble(
                        line.substring(series.length() + 1).strip().split(" ")[0]);
            }
        }
        return 0;
    }
}
