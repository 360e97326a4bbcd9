package dev.factguard.function;

import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import dev.factguard.testing.WireMockSearchResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/**
 * refresh against a provider limited to 1 request/s, with the default rate-limit wait budget
 * ({@code factguard.search.max-wait}): the claims of one request, searched at the same time, take turns for the
 * provider's slots instead of failing "over the limit". Three claims need two more one-second windows after the
 * first, so a budget of a single window would leave the last claim unsearched.
 */
@QuarkusTest
@QuarkusTestResource(
        value = WireMockSearchResource.class,
        initArgs = @ResourceArg(name = WireMockSearchResource.REQUESTS_PER_SECOND, value = "1"),
        restrictToAnnotatedClass = true)
class RefreshRateLimitWaitTest {

    @Test
    void claims_searched_at_once_wait_for_their_slots_within_the_default_budget() {
        WireMockSearchResource.server().resetAll();
        WireMockSearchResource.stubPage("normal.html");
        ForecastFunctionsTest.post(
                        "refresh",
                        "{\"text\": \"The CEO of Twitter is Jack Dorsey. The mayor of London is Boris Johnson."
                                + " The prime minister of the United Kingdom is Rishi Sunak.\"}")
                .statusCode(200)
                .body("checked", equalTo(3))
                .body("refreshes", hasSize(3))
                .body("refreshes.error", everyItem(nullValue()))
                .body("refreshes.provider", everyItem(not(nullValue())));
        WireMockSearchResource.server().verify(3, postRequestedFor(urlPathEqualTo(WireMockSearchResource.PATH)));
    }
}
