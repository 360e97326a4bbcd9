package dev.factguard.function;

import dev.factguard.core.outcome.Insight;
import dev.factguard.core.outcome.Insights;
import io.quarkus.funqy.Funq;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;

/** {@code insight}: a tenant's outcomes, its reliability table and its strongest learned features (a read). */
@Singleton
public class InsightFunctions {

    @Inject
    Insights insights;

    public record InsightRequest(String tenant) {}

    @Funq("insight")
    public Insight insight(InsightRequest request) {
        String tenant = Requests.tenant(request == null ? null : request.tenant());
        return insights.of(tenant);
    }
}
