package dev.factguard.config.secrets;

import io.smallrye.config.EnvConfigSource;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The values read from the locations {@code FACTGUARD_SECRETS} names. It is an {@link EnvConfigSource} so that
 * SmallRye matches {@code FACTGUARD_AUTH_KEYS} to {@code factguard.auth.keys} (and {@code
 * FACTGUARD_AUTH_ID_SECRET} to {@code factguard.auth.id-secret}) exactly as it does for real environment
 * variables, which rank just above it: an explicit variable still wins.
 */
public final class SecretsConfigSource extends EnvConfigSource {

    /** The environment variable naming where each secret lives. */
    public static final String SPEC = "FACTGUARD_SECRETS";

    /** Just below the environment (300), above system-independent files such as application.properties. */
    public static final int ORDINAL = 290;

    private SecretsConfigSource(Map<String, String> values) {
        super(values, ORDINAL);
    }

    /**
     * Reads every location of {@code spec} with {@code reader}, in order.
     *
     * @throws IllegalArgumentException when {@code spec} is malformed (before anything is read)
     * @throws SecretUnavailableException when a secret cannot be read
     */
    public static SecretsConfigSource load(String spec, SecretReader reader) {
        List<SecretLocation> locations = SecretLocation.parseAll(spec);
        Map<String, String> values = new LinkedHashMap<>();
        for (SecretLocation location : locations) {
            values.put(location.name(), reader.read(location));
        }
        return new SecretsConfigSource(values);
    }

    @Override
    public String getName() {
        return "FactGuardSecrets";
    }
}
