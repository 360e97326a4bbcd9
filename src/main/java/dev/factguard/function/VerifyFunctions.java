package dev.factguard.function;

import dev.factguard.config.FactGuardConfig;
import dev.factguard.core.observe.Observations;
import dev.factguard.core.verify.Answer;
import dev.factguard.core.verify.Verifier;
import dev.factguard.core.verify.VerifyReport;
import dev.factguard.function.VerifyView.VerifyResponse;
import io.quarkus.funqy.Funq;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.List;

/** {@code verify}: an answer's statements checked against the tenant's facts; maps JSON to the core and back. */
// One instance: as a @Dependent bean Funqy would build the function, and its config mapping, on every call.
@Singleton
public class VerifyFunctions {

    @Inject
    Verifier verifier;

    @Inject
    FactGuardConfig config;

    @Inject
    Observations observations;

    /**
     * @param text    the answer to check (required, within the prompt limit)
     * @param prompt  the question it answers, optional (within the prompt limit)
     * @param model   the model that answered, optional (within the fact-key limit)
     * @param context passages the caller retrieved, checked like facts and never stored (≤ 20, each within the
     *                fact-text limit)
     */
    public record VerifyRequest(String tenant, String text, String prompt, String model, List<String> context) {}

    @Funq("verify")
    public VerifyResponse verify(VerifyRequest request) {
        Requests.body(
                request,
                "{\"text\": \"The Nordwind K5 kettle holds 2 litres.\", \"prompt\": \"How much does the K5 hold?\"}");
        String tenant = Requests.tenant(request.tenant());
        int promptBytes = config.limits().promptBytes();
        String text = Requests.requiredWithin(request.text(), "text", promptBytes);
        String prompt = Requests.optionalWithin(request.prompt(), "prompt", promptBytes);
        String model = Requests.optionalWithin(
                request.model(), "model", config.limits().factKeyBytes());
        List<String> context = Requests.passages(
                request.context(),
                ForecastFunctions.MAX_CONTEXT,
                config.limits().factTextBytes());
        VerifyReport report = verifier.verify(tenant, new Answer(text, prompt, model, context));
        observations.verified(report, "verify");
        return VerifyView.of(report);
    }
}
