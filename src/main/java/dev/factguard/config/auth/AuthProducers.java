package dev.factguard.config.auth;

import dev.factguard.config.FactGuardConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.List;

/** Builds the authentication settings from {@code factguard.auth.*}; a bad entry fails startup, naming it. */
@ApplicationScoped
public class AuthProducers {

    @Produces
    @Singleton
    ApiKeys apiKeys(FactGuardConfig config) {
        return ApiKeys.parse(config.auth().keys().orElse(List.of()));
    }

    @Produces
    @Singleton
    IamTenants iamTenants(FactGuardConfig config) {
        return IamTenants.parse(config.auth().iamTenants().orElse(List.of()));
    }

    @Produces
    @Singleton
    AuthMode authMode(FactGuardConfig config, ApiKeys keys) {
        return AuthMode.of(config.auth().mode(), !keys.isEmpty());
    }
}
