package dev.factguard.function;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.factguard.function.ForecastFunctions.ForecastResponse;
import dev.factguard.function.ForecastFunctions.SignalsView;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The hand-written writer must give the bytes of the record's own serialisation, for every kind of value. */
class ForecastResponseJsonTest {

    private static final ObjectMapper WRITTEN = new ObjectMapper();
    // Without annotations Jackson ignores @JsonSerialize and walks the record's components.
    private static final ObjectMapper DEFAULT =
            JsonMapper.builder().configure(MapperFeature.USE_ANNOTATIONS, false).build();

    @Test
    void writesTheBytesOfTheDefaultSerialisation() throws Exception {
        Map<String, Double> weights = new LinkedHashMap<>();
        weights.put("ambiguity", 0.1176);
        weights.put("kbCoverage", 0.2941);
        weights.put("patternHistory", 1.0E-5);
        weights.put("volatility", 0.0);
        Map<String, Double> odd = new LinkedHashMap<>();
        odd.put("weird \"key\"\n", null);
        odd.put("ü", 0.30000000000000004);
        List<ForecastResponse> responses = List.of(
                new ForecastResponse(
                        0.3506,
                        "ground",
                        List.of("under-specified prompt", "no knowledge base supplied"),
                        new SignalsView(0.5, null, 0.1824, null),
                        weights,
                        "hi|short|vague",
                        "fc_1190e48d8fc98a132bcd4c09bb67a0f1",
                        0,
                        true,
                        List.of()),
                new ForecastResponse(
                        1.0,
                        "human_review",
                        List.of("quotes \" and \\ and tab\t", "control \u0001 and emoji \uD83D\uDE00", "日本の首都"),
                        new SignalsView(null, 1.0, null, 0.9),
                        odd,
                        "what|long|anchored",
                        "fc_x",
                        123_456_789_012L,
                        false,
                        List.of("redis")),
                new ForecastResponse(0.0, null, null, null, null, null, null, -1, false, Arrays.asList("a", null)));
        for (ForecastResponse r : responses) {
            assertThat(WRITTEN.writeValueAsString(r)).isEqualTo(DEFAULT.writeValueAsString(r));
        }
        assertThat(WRITTEN.writeValueAsString(responses.get(0))).startsWith("{\"risk\":0.3506,\"recommendation\"");
    }
}
