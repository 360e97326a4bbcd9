package dev.factguard.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import dev.langchain4j.invocation.InvocationParameters;
import dev.langchain4j.model.openai.OpenAiChatModel;
import dev.langchain4j.service.AiServices;
import dev.langchain4j.service.UserMessage;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The output guardrail where the service has {@code verify} ({@code {text, prompt?, model?, context?}} →
 * {@code {verdict, statements: [{text, verdict, factKey, fact}]}}): a statement a fact contradicts asks the model
 * again with the fact. This build of the service has no {@code verify} yet, so a local server plays FactGuard here,
 * answering {@code refresh} with no stale claim and {@code verify} as that contract says.
 */
class VerifyAnswerTest {

    interface Assistant {
        String chat(@UserMessage String question, InvocationParameters parameters);
    }

    static final String WRONG = "The Nordwind K7 kettle holds 2 litres.";
    static final String FACT = "The Nordwind K7 kettle holds 1.5 litres.";

    private HttpServer factguard;
    private ChatCompletionsStub model;
    private final List<String> verifyBodies = new ArrayList<>();

    @AfterEach
    void stop() {
        factguard.stop(0);
        model.close();
    }

    @Test
    void a_statement_a_fact_contradicts_is_asked_again_with_the_fact() throws Exception {
        factguard = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        factguard.createContext(
                "/refresh", exchange -> answer(exchange, "{\"refreshes\":[],\"checked\":0,\"skipped\":0}"));
        factguard.createContext("/verify", exchange -> {
            String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            verifyBodies.add(body);
            boolean wrong = body.contains("2 litres");
            answer(
                    exchange,
                    "{\"verdict\":\"" + (wrong ? "contradicted" : "supported") + "\",\"statements\":[{\"text\":\""
                            + (wrong ? WRONG : FACT) + "\",\"verdict\":\"" + (wrong ? "contradicted" : "supported")
                            + "\",\"factKey\":\"Nordwind K7 kettle\",\"fact\":\"" + FACT + "\"}]}");
        });
        factguard.start();
        FactGuardClient client = FactGuardClient.builder()
                .baseUrl("http://127.0.0.1:" + factguard.getAddress().getPort())
                .tenant("acme")
                .build();
        model = new ChatCompletionsStub(body -> body.contains(FACT) ? FACT : WRONG);
        Assistant assistant = AiServices.builder(Assistant.class)
                .chatModel(OpenAiChatModel.builder()
                        .baseUrl(model.baseUrl())
                        .apiKey("sk-stub")
                        .modelName("stub-model")
                        .maxRetries(0)
                        .build())
                .outputGuardrails(new FactGuardOutputGuardrail(client))
                .build();

        String answer = assistant.chat("How much does the Nordwind K7 kettle hold?", new InvocationParameters());

        assertThat(answer).isEqualTo(FACT);
        assertThat(model.requests()).hasSize(2);
        assertThat(model.messagesOf(1))
                .contains("\"" + WRONG + "\" contradicts what is known: " + FACT)
                .contains("The question was: How much does the Nordwind K7 kettle hold?");
        assertThat(verifyBodies.get(0))
                .contains("\"tenant\":\"acme\"")
                .contains("\"text\":\"" + WRONG + "\"")
                .contains("\"prompt\":\"How much does the Nordwind K7 kettle hold?\"");
    }

    private static void answer(com.sun.net.httpserver.HttpExchange exchange, String json) throws java.io.IOException {
        exchange.getRequestBody().readAllBytes();
        byte[] out = json.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(200, out.length);
        exchange.getResponseBody().write(out);
        exchange.close();
    }
}
