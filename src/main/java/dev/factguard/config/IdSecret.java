package dev.factguard.config;

/**
 * The service's secret: forecast ids are signed with it and learned feature names hashed under keys derived from
 * it. Holds the bytes as given; callers copy what they keep.
 */
record IdSecret(byte[] bytes) {

    IdSecret {
        if (bytes == null || bytes.length < 16) {
            throw new IllegalArgumentException("bytes: the secret must hold at least 16 bytes");
        }
    }
}
