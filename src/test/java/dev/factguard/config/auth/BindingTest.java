package dev.factguard.config.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Where the server listens, by what is configured. */
class BindingTest {

    private static String host(Map<String, String> properties) {
        SmallRyeConfig config = new SmallRyeConfigBuilder()
                .withDefaultValue("quarkus.http.host", "0.0.0.0") // Quarkus' production default
                .withInterceptors(new LoopbackByDefault())
                .withSources(new PropertiesConfigSource(properties, "application.properties", 250))
                .build();
        return config.getValue("quarkus.http.host", String.class);
    }

    @Test
    void without_keys_the_default_is_loopback() {
        assertThat(host(Map.of())).isEqualTo("127.0.0.1");
    }

    @Test
    void keys_or_an_explicit_none_serve_every_interface() {
        assertThat(host(Map.of("factguard.auth.keys", "ci:abc:acme:write"))).isEqualTo("0.0.0.0");
        assertThat(host(Map.of("factguard.auth.mode", "none"))).isEqualTo("0.0.0.0");
    }

    @Test
    void a_host_set_by_the_user_is_kept() {
        assertThat(host(Map.of("quarkus.http.host", "10.0.0.5"))).isEqualTo("10.0.0.5");
    }

    @Test
    void a_non_loopback_host_without_keys_is_refused_unless_none_is_explicit() {
        assertThat(BindGuard.refusal("10.0.0.5", AuthMode.NONE, false)).contains("factguard.auth.mode=none");
        assertThat(BindGuard.refusal("10.0.0.5", AuthMode.NONE, true)).isNull();
        assertThat(BindGuard.refusal("0.0.0.0", AuthMode.KEYS, false)).isNull();
        assertThat(BindGuard.refusal("127.0.0.1", AuthMode.NONE, false)).isNull();
        assertThat(BindGuard.refusal("localhost", AuthMode.NONE, false)).isNull();
    }

    @Test
    void the_mode_follows_the_keys_and_contradictions_fail() {
        assertThat(AuthMode.of(Optional.empty(), true)).isEqualTo(AuthMode.KEYS);
        assertThat(AuthMode.of(Optional.empty(), false)).isEqualTo(AuthMode.NONE);
        assertThatThrownBy(() -> AuthMode.of(Optional.of("none"), true)).hasMessageContaining("contradicts");
        assertThatThrownBy(() -> AuthMode.of(Optional.of("keys"), false)).hasMessageContaining("at least one key");
        assertThatThrownBy(() -> AuthMode.of(Optional.of("open"), false)).hasMessageContaining("keys or none");
    }
}
