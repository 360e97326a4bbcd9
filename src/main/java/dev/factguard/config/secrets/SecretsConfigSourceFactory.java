package dev.factguard.config.secrets;

import io.smallrye.config.ConfigSourceContext;
import io.smallrye.config.ConfigSourceFactory;
import io.smallrye.config.ConfigValue;
import java.util.List;
import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * Adds a {@link SecretsConfigSource} when {@code FACTGUARD_SECRETS} is set, and nothing otherwise: without it
 * no AWS call is made, so local runs and tests need no credentials. Registered through
 * {@code META-INF/services/io.smallrye.config.ConfigSourceFactory}; SmallRye calls it while it builds the
 * configuration, that is once per start, before any value is used.
 */
public final class SecretsConfigSourceFactory implements ConfigSourceFactory {

    @Override
    public Iterable<ConfigSource> getConfigSources(ConfigSourceContext context) {
        ConfigValue spec = context.getValue(SecretsConfigSource.SPEC);
        if (spec == null || spec.getValue() == null || spec.getValue().isBlank()) {
            return List.of();
        }
        try (AwsSecretReader reader = new AwsSecretReader()) {
            return List.of(SecretsConfigSource.load(spec.getValue(), reader));
        }
    }
}
