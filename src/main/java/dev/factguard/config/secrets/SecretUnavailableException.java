package dev.factguard.config.secrets;

/**
 * A secret named in {@code FACTGUARD_SECRETS} could not be read. The message names the variable, the ARN and
 * the service's reason; it never holds a value.
 */
public class SecretUnavailableException extends IllegalStateException {

    public SecretUnavailableException(SecretLocation location, String reason) {
        super(location.name() + ": cannot read " + location.arn() + " from "
                + location.kind().label() + ": " + reason);
    }
}
