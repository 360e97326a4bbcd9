package dev.factguard.function;

import dev.factguard.core.forecast.CachedTenantThresholds;
import dev.factguard.core.forecast.Thresholds;
import io.quarkus.funqy.Funq;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.Optional;

/** {@code tenant-settings}: a tenant's own forecast thresholds — read, set, or reset to the service's. */
// One instance: as a @Dependent bean Funqy would build the function on every call.
@Singleton
public class TenantSettingsFunctions {

    @Inject
    CachedTenantThresholds thresholds;

    /**
     * @param proceedBelow the tenant's proceed threshold, in [0, 1]; kept as it is when absent
     * @param groundBelow  the tenant's ground threshold, in [proceedBelow, 1]; kept as it is when absent
     * @param reset        true to drop the tenant's own thresholds and use the service's again (alone)
     */
    public record SettingsRequest(String tenant, Double proceedBelow, Double groundBelow, Boolean reset) {}

    /** @param source {@code tenant} when these are the tenant's own, {@code default} when they are the service's */
    public record SettingsResponse(String tenant, double proceedBelow, double groundBelow, String source) {}

    @Funq("tenant-settings")
    public SettingsResponse settings(SettingsRequest request) {
        Requests.body(request, "{\"proceedBelow\": 0.2, \"groundBelow\": 0.5}");
        String tenant = Requests.tenant(request.tenant());
        boolean changes = request.proceedBelow() != null || request.groundBelow() != null;
        if (Boolean.TRUE.equals(request.reset())) {
            if (changes) {
                throw new InvalidRequestException(
                        "invalid_field",
                        "'reset' drops the tenant's thresholds; send it alone, or send 'proceedBelow' and"
                                + " 'groundBelow' without it");
            }
            thresholds.clear(tenant);
            return view(tenant, Optional.empty());
        }
        Optional<Thresholds> own = thresholds.own(tenant);
        if (!changes) {
            return view(tenant, own);
        }
        Thresholds current = own.orElse(thresholds.defaults());
        double proceed = request.proceedBelow() == null
                ? current.proceedBelow()
                : probability(request.proceedBelow(), "proceedBelow");
        double ground = request.groundBelow() == null
                ? current.groundBelow()
                : probability(request.groundBelow(), "groundBelow");
        if (proceed > ground) {
            throw new InvalidRequestException(
                    "invalid_field",
                    "'proceedBelow' (" + proceed + ") must not be above 'groundBelow' (" + ground
                            + "); send both to move them together");
        }
        Thresholds set = new Thresholds(proceed, ground);
        thresholds.set(tenant, set);
        return view(tenant, Optional.of(set));
    }

    private static double probability(double value, String field) {
        if (!(value >= 0 && value <= 1)) {
            throw new InvalidRequestException(
                    "invalid_field", "'" + field + "' must be a risk between 0 and 1, was " + value);
        }
        return value;
    }

    private SettingsResponse view(String tenant, Optional<Thresholds> own) {
        Thresholds t = own.orElse(thresholds.defaults());
        return new SettingsResponse(tenant, t.proceedBelow(), t.groundBelow(), own.isPresent() ? "tenant" : "default");
    }
}
