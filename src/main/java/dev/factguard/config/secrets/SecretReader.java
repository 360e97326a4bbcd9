package dev.factguard.config.secrets;

/** Reads the current value of one secret. */
@FunctionalInterface
public interface SecretReader {

    /**
     * @return the value, never null
     * @throws SecretUnavailableException when it cannot be read; the message never holds a secret value
     */
    String read(SecretLocation location);
}
