package dev.factguard.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * Builds running side by side on one machine never collide: the test profile's HTTP server binds a port the OS
 * chooses, not Quarkus' fixed default 8081 ("Port already bound: 8081" whenever another build holds it). A plain
 * test of the packaged configuration, since every {@code @QuarkusTest} may be run with an explicit
 * {@code -Dquarkus.http.test-port}, which would hide a fixed port from the tests themselves.
 */
class TestPortsTest {

    @Test
    void the_test_profile_binds_a_port_the_os_chooses() throws IOException {
        Properties properties = new Properties();
        try (InputStream in = TestPortsTest.class.getResourceAsStream("/application.properties")) {
            assertThat(in).as("application.properties on the class path").isNotNull();
            properties.load(in);
        }
        assertThat(properties.getProperty("%test.quarkus.http.test-port")).isEqualTo("0");
    }
}
