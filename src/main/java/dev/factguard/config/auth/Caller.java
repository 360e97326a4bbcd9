package dev.factguard.config.auth;

import java.util.List;

/**
 * An authenticated caller: a name for logs (never the key), the tenants it holds (the first is its default)
 * and its role. Immutable.
 */
public record Caller(String name, List<String> tenants, Role role) {

    /** Key of the caller in a request's context. */
    public static final String CONTEXT_KEY = "factguard.caller";

    public Caller {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("name must not be blank");
        }
        if (tenants == null || tenants.isEmpty()) {
            throw new IllegalArgumentException("tenants must not be empty");
        }
        tenants = List.copyOf(tenants);
        if (role == null) {
            throw new IllegalArgumentException("role must not be null");
        }
    }

    public boolean holds(String tenant) {
        return tenants.contains(tenant);
    }

    public String defaultTenant() {
        return tenants.get(0);
    }
}
