package dev.factguard.langchain4j;

import dev.langchain4j.data.message.ChatMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.guardrail.GuardrailRequestParams;
import dev.langchain4j.guardrail.OutputGuardrail;
import dev.langchain4j.guardrail.OutputGuardrailRequest;
import dev.langchain4j.guardrail.OutputGuardrailResult;
import dev.langchain4j.invocation.InvocationParameters;
import dev.langchain4j.memory.ChatMemory;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Checks the model's answer: its stale claims against the web ({@code refresh}) and, where the service has
 * {@code verify}, its statements against the tenant's facts. A claim current sources supersede or contradict, or a
 * statement a fact contradicts, asks the model again ({@code reprompt}) with that evidence or fact; anything else
 * passes. The new answer is checked the same way, up to LangChain4j's output-guardrail retries (2 by default, so
 * one reprompt), after which the call fails with {@code OutputGuardrailException}. Without chat memory the reprompt
 * repeats the question, which the model would otherwise not see. Thread-safe.
 */
public final class FactGuardOutputGuardrail implements OutputGuardrail {

    private static final Logger LOG = LoggerFactory.getLogger(FactGuardOutputGuardrail.class);
    private static final int EVIDENCE_SHOWN = 2;

    private final FactGuardClient client;
    private final OnUnavailable onUnavailable;

    /** Passes with a warning when FactGuard is unavailable. */
    public FactGuardOutputGuardrail(FactGuardClient client) {
        this(client, OnUnavailable.PASS);
    }

    public FactGuardOutputGuardrail(FactGuardClient client, OnUnavailable onUnavailable) {
        this.client = Objects.requireNonNull(client, "client");
        this.onUnavailable = Objects.requireNonNull(onUnavailable, "onUnavailable");
    }

    @Override
    public OutputGuardrailResult validate(OutputGuardrailRequest request) {
        String answer = request.responseFromLLM().aiMessage().text();
        if (answer == null || answer.isBlank()) {
            return success();
        }
        String question = question(request.requestParams());
        List<String> problems = new ArrayList<>();
        try {
            for (Refreshes.Refresh r : client.refresh(answer).refreshes()) {
                if (r.superseded()) {
                    problems.add(superseded(r));
                }
            }
            Optional<Verification> verification = client.verify(answer, question);
            verification.ifPresent(v -> v.statements().stream()
                    .filter(Verification.Statement::contradicted)
                    .forEach(s -> problems.add(contradicted(s))));
        } catch (FactGuardException e) {
            if (onUnavailable == OnUnavailable.PASS && OnUnavailable.applies(e)) {
                LOG.warn("FactGuard could not check the answer; it goes out unchecked: {}", e.getMessage());
                return success();
            }
            return fatal("FactGuard could not check the answer: " + e.getMessage(), e);
        }
        if (problems.isEmpty()) {
            return success();
        }
        StringBuilder reprompt = new StringBuilder("Your previous answer may be out of date or wrong:\n");
        problems.forEach(p -> reprompt.append("- ").append(p).append('\n'));
        reprompt.append("Answer again, using this information where it applies.");
        if (request.requestParams().chatMemory() == null && question != null) {
            reprompt.append(" The question was: ").append(question);
        }
        return reprompt(
                "FactGuard found " + problems.size() + " superseded or contradicted claim(s) in the answer",
                reprompt.toString());
    }

    private static String superseded(Refreshes.Refresh r) {
        StringBuilder line = new StringBuilder("\"").append(r.claim().strip()).append("\": current sources");
        if (r.candidateValue() != null) {
            line.append(" name ").append(r.candidateValue());
        } else {
            line.append(" do not confirm it");
        }
        line.append(". Current evidence:");
        r.evidence().stream()
                .limit(EVIDENCE_SHOWN)
                .forEach(e -> line.append(" \"")
                        .append(e.title().strip())
                        .append(e.snippet().isBlank() ? "" : " — " + e.snippet().strip())
                        .append("\" (")
                        .append(e.url())
                        .append(')'));
        return line.toString();
    }

    private static String contradicted(Verification.Statement s) {
        String fact = s.fact() != null ? s.fact() : s.factKey() == null ? null : "the fact \"" + s.factKey() + "\"";
        return "\"" + s.text().strip() + "\" contradicts what is known" + (fact == null ? "." : ": " + fact);
    }

    /**
     * The question answered: as {@link FactGuardInputGuardrail} recorded it (before any facts were added), else
     * the last user message in the chat memory, else the AI service's message template filled in.
     */
    static String question(GuardrailRequestParams params) {
        InvocationParameters parameters = FactGuardInputGuardrail.parameters(params.invocationContext());
        if (parameters != null && parameters.get(FactGuardInputGuardrail.QUESTION) instanceof String asked) {
            return asked;
        }
        ChatMemory memory = params.chatMemory();
        if (memory != null) {
            List<ChatMessage> messages = memory.messages();
            for (int i = messages.size() - 1; i >= 0; i--) {
                if (messages.get(i) instanceof UserMessage user) {
                    return FactGuardInputGuardrail.text(user);
                }
            }
        }
        try {
            return dev.langchain4j.model.input.PromptTemplate.from(params.userMessageTemplate())
                    .apply(params.variables())
                    .text();
        } catch (RuntimeException e) {
            return null;
        }
    }
}
