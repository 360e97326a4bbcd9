package dev.factguard.langchain4j;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.langchain4j.guardrail.InputGuardrailException;
import dev.langchain4j.invocation.InvocationParameters;
import dev.langchain4j.model.openai.OpenAiChatModel;
import dev.langchain4j.service.AiServices;
import dev.langchain4j.service.UserMessage;
import java.time.Duration;
import java.util.function.Function;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A real LangChain4j AI service ({@link AiServices} with {@link OpenAiChatModel}) guarded by both guardrails, the
 * model played by a local Chat Completions server, FactGuard the real service ({@link FactGuardServer}).
 */
class GuardedAssistantTest {

    interface Assistant {
        String chat(@UserMessage String question, InvocationParameters parameters);
    }

    static final String NEAR_MISS = "How many litres does the Nordwind K7 kettle hold?";
    static final String COVERED = "How many litres does the Nordwind K5 kettle hold?";
    static final String REVIEW = "When did the Lindholm ferry company move its headquarters to Austin?";
    static final String STALE = "The CEO of Twitter is Jack Dorsey.";

    private static FactGuardServer factguard;
    private ChatCompletionsStub model;

    @BeforeAll
    static void startFactGuard() {
        factguard = FactGuardServer.get();
        String facts =
                "[{\"key\":\"Nordwind K5 kettle\",\"text\":\"The Nordwind K5 electric kettle holds 1.7 litres.\"},"
                        + "{\"key\":\"capital of France\",\"text\":\"The capital of France is Paris.\"}]";
        factguard.addFacts(FactGuardServer.TENANT, facts);
        factguard.addFacts(FactGuardServer.PRIORS_TENANT, facts);
        factguard.addFacts(FactGuardServer.GROUNDING_TENANT, facts);
        factguard.proceedBelow(FactGuardServer.GROUNDING_TENANT, 0.05);
    }

    @AfterEach
    void stopModel() {
        if (model != null) {
            model.close();
        }
    }

    private Assistant assistant(
            Function<String, String> answers, FactGuardInputGuardrail input, FactGuardOutputGuardrail output)
            throws Exception {
        model = new ChatCompletionsStub(answers);
        OpenAiChatModel chatModel = OpenAiChatModel.builder()
                .baseUrl(model.baseUrl())
                .apiKey("sk-stub")
                .modelName("stub-model")
                .maxRetries(0)
                .timeout(Duration.ofSeconds(20))
                .build();
        return AiServices.builder(Assistant.class)
                .chatModel(chatModel)
                .inputGuardrails(input)
                .outputGuardrails(output)
                .build();
    }

    private static FactGuardInputGuardrail flagging(FactGuardClient client) {
        return FactGuardInputGuardrail.builder(client)
                .onHumanReview(FactGuardInputGuardrail.OnHumanReview.FLAG)
                .build();
    }

    private static FactGuardClient client() {
        return factguard.client(FactGuardServer.TENANT);
    }

    /** A human review is a cold forecast's call here: the tenant that never gets feedback from the other tests. */
    private static FactGuardClient priorsOnlyClient() {
        return factguard.client(FactGuardServer.PRIORS_TENANT);
    }

    @Test
    void a_human_review_is_blocked_before_the_model_is_called() throws Exception {
        FactGuardClient client = priorsOnlyClient();
        Assistant assistant = assistant(
                body -> "In 1998.", new FactGuardInputGuardrail(client), new FactGuardOutputGuardrail(client));
        InvocationParameters parameters = new InvocationParameters();

        assertThatThrownBy(() -> assistant.chat(REVIEW, parameters))
                .isInstanceOf(InputGuardrailException.class)
                .hasMessageContaining("FactGuard recommends human review")
                .hasMessageContaining("the model was not called");
        assertThat(model.requests()).isEmpty();
        Forecast forecast = parameters.get(FactGuardInputGuardrail.FORECAST);
        assertThat(forecast.humanReview()).isTrue();
    }

    @Test
    void built_to_flag_a_human_review_goes_to_the_model() throws Exception {
        FactGuardClient client = priorsOnlyClient();
        FactGuardInputGuardrail flagging = flagging(client);
        Assistant assistant = assistant(body -> "I do not know.", flagging, new FactGuardOutputGuardrail(client));
        InvocationParameters parameters = new InvocationParameters();

        assertThat(assistant.chat(REVIEW, parameters)).isEqualTo("I do not know.");
        assertThat(model.requests()).hasSize(1);
        assertThat(((Forecast) parameters.get(FactGuardInputGuardrail.FORECAST)).humanReview())
                .isTrue();
    }

    @Test
    void an_ask_with_nothing_to_fix_is_answered_in_one_call_and_its_forecast_is_kept_for_feedback() throws Exception {
        FactGuardClient client = client();
        String haiku = "Red leaves let go, drift.";
        Assistant assistant =
                assistant(body -> haiku, new FactGuardInputGuardrail(client), new FactGuardOutputGuardrail(client));
        InvocationParameters parameters = new InvocationParameters();

        // An ask that states no fact proceeds as sent (a question a fact answers would be grounded on it).
        assertThat(assistant.chat("Write a haiku about autumn leaves.", parameters))
                .isEqualTo(haiku);
        assertThat(model.requests()).hasSize(1);
        assertThat(model.messagesOf(0))
                .contains("user: Write a haiku about autumn leaves.")
                .doesNotContain("Facts:");
        String forecastId = parameters.get(FactGuardInputGuardrail.FORECAST_ID);
        assertThat(forecastId).startsWith("fc_");
        assertThat(client.feedback(forecastId, false).counted()).isTrue();
    }

    @Test
    void grounding_facts_reach_the_model_on_ground() throws Exception {
        FactGuardClient client = factguard.client(FactGuardServer.GROUNDING_TENANT);
        Assistant assistant = assistant(
                body -> "It holds 1.7 litres.",
                new FactGuardInputGuardrail(client),
                new FactGuardOutputGuardrail(client));
        InvocationParameters parameters = new InvocationParameters();

        assistant.chat(COVERED, parameters);

        assertThat(((Forecast) parameters.get(FactGuardInputGuardrail.FORECAST)).ground())
                .isTrue();
        assertThat(model.requests()).hasSize(1);
        assertThat(model.messagesOf(0))
                .contains("user: " + COVERED + "\n\nAnswer using these facts")
                .contains("- The Nordwind K5 electric kettle holds 1.7 litres.");
    }

    @Test
    void a_near_miss_is_not_grounded_with_a_fact_that_does_not_answer_it_and_the_model_is_not_called()
            throws Exception {
        FactGuardClient client = priorsOnlyClient();
        Assistant assistant = assistant(
                body -> "1.7 litres.", new FactGuardInputGuardrail(client), new FactGuardOutputGuardrail(client));
        InvocationParameters parameters = new InvocationParameters();

        assertThatThrownBy(() -> assistant.chat(NEAR_MISS, parameters))
                .isInstanceOf(InputGuardrailException.class)
                .hasMessageContaining("FactGuard recommends human review")
                .hasMessageContaining("no fact holds k7: never proceed");
        assertThat(model.requests()).isEmpty();
    }

    @Test
    void a_stale_claim_is_asked_again_with_the_current_evidence() throws Exception {
        FactGuardClient client = client();
        FactGuardInputGuardrail flagging = flagging(client);
        String current = "Linda Yaccarino is the CEO of X, formerly Twitter.";
        Assistant assistant = assistant(
                body -> body.contains("Current evidence") ? current : STALE,
                flagging,
                new FactGuardOutputGuardrail(client));

        String answer = assistant.chat("Who is the CEO of Twitter?", new InvocationParameters());

        assertThat(model.requests()).hasSize(2);
        assertThat(model.messagesOf(1))
                .contains("\"" + STALE + "\": current sources name Linda Yaccarino")
                .contains("https://news.example.com/x-ceo?ref=ddg")
                .contains("The question was: Who is the CEO of Twitter?");
        assertThat(answer).isEqualTo(current);
    }

    @Test
    void an_unreachable_factguard_passes_with_a_warning_by_default() throws Exception {
        FactGuardClient down = FactGuardServer.unreachableClient();
        Assistant assistant =
                assistant(body -> STALE, new FactGuardInputGuardrail(down), new FactGuardOutputGuardrail(down));

        assertThat(assistant.chat("Who is the CEO of Twitter?", new InvocationParameters()))
                .isEqualTo(STALE);
        assertThat(model.requests()).hasSize(1);
    }

    @Test
    void an_unreachable_factguard_fails_the_call_when_built_to() throws Exception {
        FactGuardClient down = FactGuardServer.unreachableClient();
        FactGuardInputGuardrail strict = FactGuardInputGuardrail.builder(down)
                .onUnavailable(OnUnavailable.FAIL)
                .build();
        Assistant assistant = assistant(body -> STALE, strict, new FactGuardOutputGuardrail(down, OnUnavailable.FAIL));

        assertThatThrownBy(() -> assistant.chat("Who is the CEO of Twitter?", new InvocationParameters()))
                .isInstanceOf(InputGuardrailException.class)
                .hasMessageContaining("FactGuard could not forecast the user message")
                .hasMessageContaining("unreachable");
        assertThat(model.requests()).isEmpty();
    }
}
