package dev.factguard.function.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.testing.HeldStreamUpstreamResource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Streamed chunks reach the caller while the upstream is still generating: the gateway holds nothing back. */
@QuarkusTest
@QuarkusTestResource(value = HeldStreamUpstreamResource.class, restrictToAnnotatedClass = true)
class StreamPassThroughTest {

    @TestHTTPResource("/v1/chat/completions")
    URL chat;

    @Test
    void the_first_chunk_arrives_before_the_upstream_has_finished() throws Exception {
        HeldStreamUpstreamResource.hold();
        HttpRequest request = HttpRequest.newBuilder(URI.create(chat.toString()))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"model\":\"stub-model\",\"stream\":true,"
                        + "\"messages\":[{\"role\":\"user\",\"content\":\"Who runs Twitter?\"}]}"))
                .build();
        HttpResponse<InputStream> response =
                HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofInputStream());
        assertThat(response.statusCode()).isEqualTo(200);
        List<String> events = new ArrayList<>();
        try (BufferedReader lines =
                new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = lines.readLine()) != null) {
                if (!line.startsWith("data: ")) {
                    continue;
                }
                events.add(line.substring(6));
                if (events.size() == 1) {
                    // Only now may the upstream go on: had the gateway buffered, this line would not have come.
                    HeldStreamUpstreamResource.release();
                }
            }
        }
        assertThat(HeldStreamUpstreamResource.releasedInTime())
                .as("the upstream was released by the first chunk")
                .isTrue();
        assertThat(events).hasSize(4);
        assertThat(events.get(0)).isEqualTo(HeldStreamUpstreamResource.FIRST);
        assertThat(events.get(1)).isEqualTo(HeldStreamUpstreamResource.SECOND);
        assertThat(new JsonPath(events.get(2)).getString("factguard.freshness.claims[0].text"))
                .isEqualTo("The CEO of Twitter is Jack Dorsey.");
        assertThat(events.get(3)).isEqualTo("[DONE]");
    }
}
