package dev.factguard.function.gateway;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import dev.factguard.testing.WireMockUpstreamResource;

/** Canned answers of an OpenAI-compatible server, stubbed on {@link WireMockUpstreamResource}. */
final class Upstream {

    static final String ANSWER = "The CEO of Twitter is Jack Dorsey.";
    static final String COMPLETION = "{\"id\":\"chatcmpl-stub1\",\"object\":\"chat.completion\",\"created\":1700000000,"
            + "\"model\":\"stub-model\",\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":\""
            + ANSWER + "\"},\"finish_reason\":\"stop\"}],\"usage\":{\"prompt_tokens\":9,\"completion_tokens\":8,"
            + "\"total_tokens\":17}}";
    static final String[] STREAM_CHUNKS = {
        chunk("{\"role\":\"assistant\",\"content\":\"The CEO of Twitter \"}", "null"),
        chunk("{\"content\":\"is Jack Dorsey.\"}", "null"),
        chunk("{}", "\"stop\"")
    };

    private Upstream() {}

    static String chunk(String delta, String finish) {
        return "{\"id\":\"chatcmpl-stub2\",\"object\":\"chat.completion.chunk\",\"created\":1700000001,"
                + "\"model\":\"stub-model\",\"choices\":[{\"index\":0,\"delta\":" + delta + ",\"finish_reason\":"
                + finish + "}]}";
    }

    static String sseBody() {
        StringBuilder body = new StringBuilder();
        for (String chunk : STREAM_CHUNKS) {
            body.append("data: ").append(chunk).append("\n\n");
        }
        return body.append("data: [DONE]\n\n").toString();
    }

    static void answers(ResponseDefinitionBuilder response) {
        WireMockUpstreamResource.server()
                .stubFor(post(urlPathEqualTo("/v1/chat/completions")).willReturn(response));
    }

    static void answersCompletion() {
        answers(aResponse()
                .withStatus(200)
                .withHeader("Content-Type", "application/json")
                .withBody(COMPLETION));
    }

    static void answersStream() {
        answers(aResponse()
                .withStatus(200)
                .withHeader("Content-Type", "text/event-stream")
                .withBody(sseBody()));
    }
}
