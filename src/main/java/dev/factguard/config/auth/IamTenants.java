package dev.factguard.config.auth;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code factguard.auth.iam-tenants}: which tenants an IAM principal (the caller ARN API Gateway's IAM
 * authorizer reports) holds, as {@code <arn>=<tenant>[+<tenant>…]} entries. A principal not listed holds none.
 */
public final class IamTenants {

    private final Map<String, List<String>> byArn;

    private IamTenants(Map<String, List<String>> byArn) {
        this.byArn = Map.copyOf(byArn);
    }

    public static IamTenants parse(List<String> specs) {
        Map<String, List<String>> byArn = new HashMap<>();
        for (int i = 0; i < specs.size(); i++) {
            String spec = specs.get(i).strip();
            if (spec.isEmpty()) {
                continue;
            }
            String where = "factguard.auth.iam-tenants entry " + (i + 1);
            int eq = spec.lastIndexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException(where + ": expected <principal arn>=<tenant>[+<tenant>...]");
            }
            byArn.put(spec.substring(0, eq).strip(), Tenants.parseList(spec.substring(eq + 1), where));
        }
        return new IamTenants(byArn);
    }

    /** The tenants of {@code arn}; empty when the principal is not mapped. */
    public Optional<List<String>> tenantsOf(String arn) {
        return Optional.ofNullable(arn == null ? null : byArn.get(arn));
    }
}
