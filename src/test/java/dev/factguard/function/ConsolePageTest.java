package dev.factguard.function;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/**
 * {@code GET /console}: the page and its files, each with the headers that keep it safe — a Content-Security-Policy
 * without inline script, nosniff, no framing, no referrer, nothing stored. In -Papigw this runs through API Gateway
 * events, so the page is served there too.
 */
@QuarkusTest
class ConsolePageTest {

    static final String POLICY = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self';"
            + " connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

    private static void hasSafeHeaders(Response response) {
        assertThat(response.header("Content-Security-Policy")).isEqualTo(POLICY);
        assertThat(response.header("X-Content-Type-Options")).isEqualTo("nosniff");
        assertThat(response.header("X-Frame-Options")).isEqualTo("DENY");
        assertThat(response.header("Referrer-Policy")).isEqualTo("no-referrer");
        assertThat(response.header("Cache-Control")).isEqualTo("no-store");
    }

    @Test
    void the_page_is_served_with_and_without_the_slash_with_its_headers() {
        for (String path : List.of("/console", "/console/", "/console/index.html")) {
            Response page = given().when().get(path);
            assertThat(page.statusCode()).as(path).isEqualTo(200);
            assertThat(page.contentType()).as(path).startsWith("text/html");
            assertThat(page.asString()).contains("data-testid=\"prompt-input\"");
            hasSafeHeaders(page);
        }
    }

    @Test
    void every_file_the_page_loads_is_served_with_the_same_headers() {
        Document page = Jsoup.parse(given().when().get("/console").asString());
        List<String> files = page.select("script[src], link[href]").stream()
                .map(e -> e.hasAttr("src") ? e.attr("src") : e.attr("href"))
                .toList();
        assertThat(files).contains("/console/js/main.js", "/console/console.css", "/console/favicon.svg");
        for (String file : List.of(
                "/console/js/main.js",
                "/console/js/api.js",
                "/console/js/dom.js",
                "/console/js/playground.js",
                "/console/js/insight.js",
                "/console/js/chart.js",
                "/console/js/knowledge.js",
                "/console/console.css",
                "/console/favicon.svg")) {
            Response response = given().when().get(file);
            assertThat(response.statusCode()).as(file).isEqualTo(200);
            hasSafeHeaders(response);
        }
        given().when().get("/console/js/main.js").then().contentType(startsWith("text/javascript"));
        given().when().get("/console/console.css").then().contentType(startsWith("text/css"));
    }

    @Test
    void the_markup_has_no_inline_script_style_or_handler() {
        Document page = Jsoup.parse(given().when().get("/console").asString());
        assertThat(page.select("script:not([src])")).isEmpty();
        assertThat(page.select("style")).isEmpty();
        for (Element element : page.getAllElements()) {
            assertThat(element.attributes().asList())
                    .as(element.tagName())
                    .noneMatch(a -> a.getKey().startsWith("on") || a.getKey().equals("style"));
        }
    }

    @Test
    void only_get_and_head_are_answered() {
        given().when().head("/console").then().statusCode(200);
        Response post =
                given().body("{}").contentType("application/json").when().post("/console");
        post.then()
                .statusCode(405)
                .body("error", equalTo("method_not_allowed"))
                .body("message", containsString("GET /console"));
        // One header "GET, HEAD", or (through API Gateway's response) one header per value.
        assertThat(post.headers().getValues("Allow").stream()
                        .flatMap(v -> java.util.Arrays.stream(v.split(",")))
                        .map(String::strip))
                .containsExactlyInAnyOrder("GET", "HEAD");
    }
}
