package dev.factguard.function.http;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.Map;

/** Three API keys: a writer for acme (+acme-eu), a reader for acme, a writer for globex. */
public class ApiKeysProfile implements QuarkusTestProfile {

    public static final String ACME_WRITE = "acme-write-7f3a9c";
    public static final String ACME_READ = "acme-read-51be02";
    public static final String GLOBEX_WRITE = "globex-write-c0ffee";

    static String sha256(String key) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    public static String keys() {
        return "acme-ci:" + sha256(ACME_WRITE) + ":acme+acme-eu:write,"
                + "acme-dashboard:" + sha256(ACME_READ) + ":acme:read,"
                + "globex-ci:" + sha256(GLOBEX_WRITE).toUpperCase() + ":globex:write";
    }

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("factguard.auth.keys", keys());
    }
}
