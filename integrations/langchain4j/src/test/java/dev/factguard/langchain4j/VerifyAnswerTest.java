package dev.factguard.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;

import dev.langchain4j.invocation.InvocationParameters;
import dev.langchain4j.model.openai.OpenAiChatModel;
import dev.langchain4j.service.AiServices;
import dev.langchain4j.service.UserMessage;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The output guardrail against the real service's {@code verify} ({@link FactGuardServer}): a statement the
 * tenant's fact contradicts asks the model again with the fact, and the corrected answer, which the fact supports,
 * passes. The model is a local Chat Completions server.
 */
class VerifyAnswerTest {

    interface Assistant {
        String chat(@UserMessage String question, InvocationParameters parameters);
    }

    static final String QUESTION = "How much does the Nordwind K5 kettle hold?";
    static final String WRONG = "The Nordwind K5 electric kettle holds 2 litres.";
    static final String FACT = "The Nordwind K5 electric kettle holds 1.7 litres.";

    private static FactGuardServer factguard;
    private ChatCompletionsStub model;

    @BeforeAll
    static void startFactGuard() {
        factguard = FactGuardServer.get();
        factguard.addFacts(FactGuardServer.TENANT, "[{\"key\":\"Nordwind K5 kettle\",\"text\":\"" + FACT + "\"}]");
    }

    @AfterEach
    void stopModel() {
        model.close();
    }

    private Assistant assistant(String tenant) throws Exception {
        model = new ChatCompletionsStub(body -> body.contains(FACT) ? FACT : WRONG);
        return AiServices.builder(Assistant.class)
                .chatModel(OpenAiChatModel.builder()
                        .baseUrl(model.baseUrl())
                        .apiKey("sk-stub")
                        .modelName("stub-model")
                        .maxRetries(0)
                        .timeout(Duration.ofSeconds(20))
                        .build())
                .outputGuardrails(new FactGuardOutputGuardrail(factguard.client(tenant)))
                .build();
    }

    @Test
    void a_statement_a_fact_contradicts_is_asked_again_with_the_fact() throws Exception {
        String answer = assistant(FactGuardServer.TENANT).chat(QUESTION, new InvocationParameters());

        assertThat(answer).isEqualTo(FACT);
        assertThat(model.requests()).hasSize(2);
        assertThat(model.messagesOf(1))
                .contains("\"" + WRONG + "\" contradicts what is known: " + FACT)
                .contains("The question was: " + QUESTION);
    }

    @Test
    void in_a_tenant_without_the_fact_the_answer_passes_as_it_came() throws Exception {
        String answer = assistant(FactGuardServer.EMPTY_TENANT).chat(QUESTION, new InvocationParameters());

        assertThat(answer).isEqualTo(WRONG);
        assertThat(model.requests()).hasSize(1);
    }
}
