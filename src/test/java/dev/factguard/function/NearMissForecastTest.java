package dev.factguard.function;

import static dev.factguard.function.ForecastFunctionsTest.post;
import static dev.factguard.function.ForecastFunctionsTest.tenant;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.FocusFacts;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Through the real functions: a fact about the right subject that does not hold what the question asks for
 * never earns a {@code proceed}, and the rationale says what the closest fact lacks.
 */
@QuarkusTest
class NearMissForecastTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static String withFacts() throws Exception {
        String t = tenant("focus");
        List<Map<String, String>> facts = FocusFacts.ALL.stream()
                .map((Fact f) -> Map.of("key", f.key(), "text", f.text()))
                .toList();
        post("knowledge-add", JSON.writeValueAsString(Map.of("tenant", t, "facts", facts)))
                .statusCode(200);
        return t;
    }

    private static String forecast(String tenant, String prompt) throws Exception {
        return JSON.writeValueAsString(Map.of("tenant", tenant, "prompt", prompt));
    }

    @Test
    void a_near_miss_of_the_asked_attribute_is_never_told_proceed() throws Exception {
        String t = withFacts();
        for (String question : FocusFacts.NEAR_MISSES) {
            post("forecast", forecast(t, question)).statusCode(200).body("recommendation", not("proceed"));
        }
        post("forecast", forecast(t, "What is the Brisa B3 blender's motor power in watts?"))
                .statusCode(200)
                .body("rationale", hasItem(containsString("does not mention power (watts)")));
    }

    @Test
    void a_fact_that_holds_the_asked_attribute_in_other_words_covers_the_question() throws Exception {
        String t = withFacts();
        for (String question : FocusFacts.ANSWERED) {
            post("forecast", forecast(t, question)).statusCode(200).body("signals.kbCoverage", greaterThan(0.6f));
        }
    }
}
