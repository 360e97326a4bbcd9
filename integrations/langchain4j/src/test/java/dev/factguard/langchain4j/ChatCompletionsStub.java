package dev.factguard.langchain4j;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * An OpenAI-compatible model server on a local port: {@code POST /v1/chat/completions} answers a Chat Completions
 * JSON whose assistant text {@code answer} picks from the request, and every request body is kept for the test
 * to read.
 */
final class ChatCompletionsStub implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpServer server;
    private final List<JsonNode> requests = new ArrayList<>();

    ChatCompletionsStub(Function<String, String> answer) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/v1/chat/completions", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            synchronized (requests) {
                requests.add(JSON.readTree(body));
            }
            ObjectNode completion = JSON.createObjectNode()
                    .put("id", "chatcmpl-stub")
                    .put("object", "chat.completion")
                    .put("created", 1700000000L)
                    .put("model", "stub-model");
            completion
                    .putArray("choices")
                    .addObject()
                    .put("index", 0)
                    .put("finish_reason", "stop")
                    .putObject("message")
                    .put("role", "assistant")
                    .put("content", answer.apply(body));
            completion
                    .putObject("usage")
                    .put("prompt_tokens", 10)
                    .put("completion_tokens", 10)
                    .put("total_tokens", 20);
            byte[] out = completion.toString().getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "application/json");
            exchange.sendResponseHeaders(200, out.length);
            exchange.getResponseBody().write(out);
            exchange.close();
        });
        server.start();
    }

    String baseUrl() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/v1";
    }

    /** The request bodies received, in order. */
    List<JsonNode> requests() {
        synchronized (requests) {
            return List.copyOf(requests);
        }
    }

    /** The text of every message of the {@code i}-th request, joined. */
    String messagesOf(int i) {
        StringBuilder text = new StringBuilder();
        for (JsonNode message : requests().get(i).path("messages")) {
            text.append(message.path("role").asText())
                    .append(": ")
                    .append(
                            message.path("content").isTextual()
                                    ? message.path("content").asText()
                                    : message.path("content").toString())
                    .append('\n');
        }
        return text.toString();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
