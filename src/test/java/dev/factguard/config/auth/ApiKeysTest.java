package dev.factguard.config.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

class ApiKeysTest {

    private static String hash(String key) {
        return HexFormat.of().formatHex(ApiKeys.sha256(key));
    }

    @Test
    void a_key_is_known_by_its_hash_and_carries_tenants_and_role() {
        ApiKeys keys = ApiKeys.parse(List.of(
                "ci:" + hash("s3cret") + ":acme+acme:eu:write",
                "dash:" + hash("other").toUpperCase() + ":globex:read"));
        Caller ci = keys.verify("s3cret").orElseThrow();
        assertThat(ci.name()).isEqualTo("ci");
        assertThat(ci.tenants()).containsExactly("acme", "acme:eu");
        assertThat(ci.role()).isEqualTo(Role.WRITE);
        assertThat(keys.verify("other").orElseThrow().role()).isEqualTo(Role.READ);
        assertThat(keys.verify("s3cret ")).isEmpty();
        assertThat(keys.verify("")).isEmpty();
        assertThat(keys.verify(null)).isEmpty();
    }

    @Test
    void a_bad_entry_fails_naming_its_position_never_the_hash() {
        String h = hash("k");
        assertThatThrownBy(() -> ApiKeys.parse(List.of("ci:" + h + ":acme:write", "ci:" + h + ":b:read")))
                .hasMessageContaining("entry 2 (ci)")
                .hasMessageContaining("another entry");
        assertThatThrownBy(() -> ApiKeys.parse(List.of("ci:plain-key:acme:write")))
                .hasMessageContaining("SHA-256")
                .hasMessageNotContaining("plain-key");
        assertThatThrownBy(() -> ApiKeys.parse(List.of("ci:" + h + ":acme:admin")))
                .hasMessageContaining("read or write")
                .hasMessageNotContaining(h);
        assertThatThrownBy(() -> ApiKeys.parse(List.of("ci:" + h + ":bad tenant!:read")))
                .hasMessageContaining("tenant");
        assertThatThrownBy(() -> ApiKeys.parse(List.of("just-a-name"))).hasMessageContaining("expected");
    }

    @Test
    void read_allows_reads_only_and_write_everything() {
        assertThat(Role.READ.allows(Role.READ)).isTrue();
        assertThat(Role.READ.allows(Role.WRITE)).isFalse();
        assertThat(Role.WRITE.allows(Role.WRITE)).isTrue();
    }

    @Test
    void iam_principals_map_to_tenants() {
        IamTenants iam = IamTenants.parse(List.of(
                "arn:aws:iam::123456789012:role/ci=acme+acme-eu",
                "arn:aws:sts::123456789012:assumed-role/app/x=globex"));
        assertThat(iam.tenantsOf("arn:aws:iam::123456789012:role/ci")).contains(List.of("acme", "acme-eu"));
        assertThat(iam.tenantsOf("arn:aws:iam::123456789012:role/other")).isEmpty();
    }
}
