package dev.factguard.function;

import dev.factguard.config.FactGuardConfig;
import dev.factguard.core.outcome.FeatureCounts;
import dev.factguard.core.tenant.Erasure;
import dev.factguard.core.tenant.TenantExport;
import dev.factguard.core.tenant.TenantStorage;
import io.quarkus.funqy.Funq;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** {@code tenant-export} and {@code tenant-erase}: a tenant's data as a whole (both need the write role). */
@Singleton
public class TenantFunctions {

    @Inject
    TenantExport export;

    @Inject
    TenantStorage storage;

    @Inject
    FactGuardConfig config;

    public record ExportRequest(String tenant, String cursor, Integer limit) {}

    public record FeatureView(String name, long hallucinated, long total) {}

    public record TotalsView(long hallucinated, long total) {}

    /**
     * One page of a tenant's data; sections a page does not cover are empty (or null: totals). {@code next} is the
     * cursor of the next page, null after the last.
     */
    public record ExportResponse(
            String tenant,
            List<KnowledgeFunctions.FactView> facts,
            List<FeatureView> features,
            TotalsView totals,
            Map<String, Long> learner,
            Map<String, Integer> models,
            Map<String, Object> others,
            String next) {}

    public record EraseRequest(String tenant, String confirm) {}

    /** What an erase removed per kind, and in all; {@code complete} is true once nothing of the tenant is left. */
    public record EraseResponse(String tenant, Map<String, Long> removed, long total, boolean complete) {}

    @Funq("tenant-export")
    public ExportResponse export(ExportRequest request) {
        String tenant = Requests.tenant(request == null ? null : request.tenant());
        int max = config.limits().listLimit();
        int limit = request == null || request.limit() == null ? max : request.limit();
        if (limit < 1 || limit > max) {
            throw new InvalidRequestException(
                    "invalid_field", "'limit' must be between 1 and " + max + ", was " + limit);
        }
        TenantExport.Cursor cursor = ExportCursor.decode(
                request == null ? null : request.cursor(), config.limits().factKeyBytes());
        TenantExport.Page page = export.page(tenant, cursor, limit);
        List<FeatureView> features = new ArrayList<>(page.features().size());
        page.features().forEach((name, c) -> features.add(new FeatureView(name, c.hallucinated(), c.total())));
        FeatureCounts totals = page.totals();
        return new ExportResponse(
                tenant,
                page.facts().stream()
                        .map(f -> new KnowledgeFunctions.FactView(f.key(), f.text()))
                        .toList(),
                features,
                totals == null ? null : new TotalsView(totals.hallucinated(), totals.total()),
                page.learner().fields(),
                page.learner().models(),
                page.others(),
                page.next() == null ? null : ExportCursor.encode(page.next()));
    }

    @Funq("tenant-erase")
    public EraseResponse erase(EraseRequest request) {
        Requests.body(request, "{\"tenant\": \"acme\", \"confirm\": \"acme\"}");
        String tenant = Requests.tenant(request.tenant());
        if (!tenant.equals(request.confirm())) {
            throw new InvalidRequestException(
                    "confirmation_required",
                    "'confirm' must repeat the tenant to erase ('" + tenant + "'): an erase removes all of its data"
                            + " and cannot be undone");
        }
        Erasure erasure = storage.erase(tenant);
        return new EraseResponse(tenant, erasure.removed(), erasure.total(), erasure.complete());
    }
}
