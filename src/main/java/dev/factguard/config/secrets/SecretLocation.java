package dev.factguard.config.secrets;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where one configuration variable's value is kept: {@code name} is its environment form
 * ({@code FACTGUARD_AUTH_KEYS}), {@code arn} a Secrets Manager secret or an SSM parameter in {@code region}.
 * Neither part is secret, so both may appear in messages.
 */
public record SecretLocation(String name, String arn, Kind kind, String region) {

    /** The service that holds the value. */
    public enum Kind {
        SECRETS_MANAGER("Secrets Manager"),
        SSM_PARAMETER("SSM Parameter Store");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    // Environment form of a property name, as SmallRye maps it: upper case, digits and underscores.
    private static final Pattern NAME = Pattern.compile("[A-Z][A-Z0-9_]*");
    // The partition may be aws, aws-cn or aws-us-gov; the resource part is what Terraform passes through.
    private static final Pattern SECRET_ARN =
            Pattern.compile("arn:aws[a-z-]*:secretsmanager:([a-z0-9-]+):\\d{12}:secret:\\S+");
    private static final Pattern PARAMETER_ARN =
            Pattern.compile("arn:aws[a-z-]*:ssm:([a-z0-9-]+):\\d{12}:parameter/\\S+");

    public SecretLocation {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(arn, "arn");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(region, "region");
    }

    /**
     * Parses {@code NAME=ARN[,NAME=ARN…]} (blank entries are ignored).
     *
     * @throws IllegalArgumentException naming the offending entry when one is not {@code NAME=ARN}, names an
     *     ARN of another kind, or repeats a name
     */
    public static List<SecretLocation> parseAll(String spec) {
        Objects.requireNonNull(spec, "spec");
        List<SecretLocation> locations = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (String entry : spec.split(",")) {
            if (entry.isBlank()) {
                continue;
            }
            SecretLocation location = parse(entry.strip());
            if (!names.add(location.name())) {
                throw new IllegalArgumentException(
                        SecretsConfigSource.SPEC + ": " + location.name() + " is named more than once");
            }
            locations.add(location);
        }
        return List.copyOf(locations);
    }

    static SecretLocation parse(String entry) {
        int eq = entry.indexOf('=');
        if (eq < 0 || eq != entry.lastIndexOf('=')) {
            throw new IllegalArgumentException(SecretsConfigSource.SPEC + ": entry '" + entry + "' is not NAME=ARN");
        }
        String name = entry.substring(0, eq).strip();
        String arn = entry.substring(eq + 1).strip();
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException(SecretsConfigSource.SPEC + ": '" + name
                    + "' is not an environment variable name (upper case letters, digits, _)");
        }
        Matcher secret = SECRET_ARN.matcher(arn);
        if (secret.matches()) {
            return new SecretLocation(name, arn, Kind.SECRETS_MANAGER, secret.group(1));
        }
        Matcher parameter = PARAMETER_ARN.matcher(arn);
        if (parameter.matches()) {
            return new SecretLocation(name, arn, Kind.SSM_PARAMETER, parameter.group(1));
        }
        throw new IllegalArgumentException(SecretsConfigSource.SPEC + ": " + name + " names '" + arn
                + "', which is neither a Secrets Manager secret ARN (arn:aws:secretsmanager:…:secret:…)"
                + " nor an SSM parameter ARN (arn:aws:ssm:…:parameter/…)");
    }
}
