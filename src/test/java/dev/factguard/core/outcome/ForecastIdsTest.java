package dev.factguard.core.outcome;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;
import org.junit.jupiter.api.Test;

class ForecastIdsTest {

    /** The id's 16 MAC bytes, after its 12 nonce bytes. */
    private static byte[] macOf(String id) {
        return java.util.Arrays.copyOfRange(java.util.HexFormat.of().parseHex(id.substring(3)), 12, 28);
    }

    /** What the JDK's HmacSHA256 says the MAC of the id's nonce in {@code tenant} is: over tenant, 0, nonce. */
    private static byte[] jdkMac(byte[] secret, String tenant, String id) throws Exception {
        byte[] body = java.util.HexFormat.of().parseHex(id.substring(3));
        javax.crypto.Mac mac = javax.crypto.Mac.getInstance("HmacSHA256");
        mac.init(new javax.crypto.spec.SecretKeySpec(secret, "HmacSHA256"));
        mac.update(tenant.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        mac.update((byte) 0);
        mac.update(body, 0, 12);
        return java.util.Arrays.copyOf(mac.doFinal(), 16);
    }

    private final ForecastIds ids = new ForecastIds("sixteen-byte secret!".getBytes());

    @Test
    void an_issued_id_verifies_in_its_tenant_in_any_letter_case() {
        String id = ids.issue("acme");
        assertThat(id).startsWith("fc_").isEqualTo(id.toLowerCase(Locale.ROOT));
        assertThat(ids.verify("acme", id)).contains(id);
        assertThat(ids.verify("acme", id.toUpperCase(Locale.ROOT))).contains(id);
        assertThat(ids.issue("acme")).isNotEqualTo(id);
    }

    @Test
    void forged_altered_and_foreign_ids_do_not_verify() {
        String id = ids.issue("acme");
        assertThat(ids.verify("other", id)).isEmpty();
        char last = id.charAt(id.length() - 1);
        assertThat(ids.verify("acme", id.substring(0, id.length() - 1) + (last == 'a' ? 'b' : 'a')))
                .isEmpty();
        assertThat(ids.verify("acme", "fc_" + "0".repeat(56))).isEmpty();
        assertThat(ids.verify("acme", "fc_<script>|x|y")).isEmpty();
        assertThat(ids.verify("acme", null)).isEmpty();
        assertThat(new ForecastIds("another secret, 16+".getBytes()).verify("acme", id))
                .isEmpty();
        assertThat(ids.verify("acme", "fc_" + "zz".repeat(28))).isEmpty();
    }

    @Test
    void an_id_is_the_nonce_and_the_hmac_of_tenant_zero_byte_nonce_so_ids_issued_earlier_still_verify()
            throws Exception {
        String id = ids.issue("acme");
        assertThat(macOf(id)).isEqualTo(jdkMac("sixteen-byte secret!".getBytes(), "acme", id));
    }

    @Test
    void the_mac_is_the_jdks_hmac_sha256_for_secrets_shorter_than_equal_to_and_longer_than_a_block() throws Exception {
        for (int length : new int[] {16, 63, 64, 65, 200}) {
            byte[] secret = new byte[length];
            for (int i = 0; i < length; i++) {
                secret[i] = (byte) (31 * i + length);
            }
            String tenant = "tenant-é-" + length;
            String id = new ForecastIds(secret).issue(tenant);
            assertThat(macOf(id)).as("secret of %d bytes", length).isEqualTo(jdkMac(secret, tenant, id));
        }
    }

    /** The nonce's last four bytes: the thread's salt, drawn with its seed. */
    private static String saltOf(String id) {
        return id.substring(3 + 16, 3 + 24);
    }

    @Test
    void a_thread_counts_distinct_nonces_and_draws_new_seeds_after_a_pause_or_when_the_clock_goes_back() {
        java.util.concurrent.atomic.AtomicLong clock = new java.util.concurrent.atomic.AtomicLong(1_000_000);
        ForecastIds counting = new ForecastIds("sixteen-byte secret!".getBytes(), clock::get);
        java.util.Set<String> nonces = new java.util.HashSet<>();
        String first = counting.issue("acme");
        for (int i = 0; i < 20_000; i++) {
            String id = counting.issue("acme");
            assertThat(nonces.add(id.substring(3, 27))).as("a new nonce").isTrue();
            assertThat(saltOf(id)).isEqualTo(saltOf(first));
            assertThat(counting.verify("acme", id)).contains(id);
            clock.addAndGet(i % 100 == 0 ? ForecastIds.RESEED_AFTER_MILLIS - 1 : 0);
        }
        // A copy restored from a snapshot issues its next id long after the snapshot: new seeds, not the counter's.
        clock.addAndGet(ForecastIds.RESEED_AFTER_MILLIS);
        String afterPause = counting.issue("acme");
        assertThat(saltOf(afterPause)).isNotEqualTo(saltOf(first));
        clock.addAndGet(-1);
        assertThat(saltOf(counting.issue("acme"))).isNotEqualTo(saltOf(afterPause));
    }

    /** The nonce of an id: 24 hex digits after the prefix. */
    private static String nonceOf(String id) {
        return id.substring(3, 27);
    }

    @Test
    void threads_and_instances_count_from_seeds_of_their_own_from_their_first_id() throws Exception {
        java.util.concurrent.atomic.AtomicLong clock = new java.util.concurrent.atomic.AtomicLong(1_000_000);
        byte[] secret = "sixteen-byte secret!".getBytes();
        java.util.Set<String> salts = new java.util.HashSet<>();
        java.util.Set<String> nonces = new java.util.HashSet<>();
        for (int instance = 0; instance < 4; instance++) {
            ForecastIds one = new ForecastIds(secret, clock::get);
            for (int thread = 0; thread < 4; thread++) {
                java.util.concurrent.CompletableFuture<String> first =
                        java.util.concurrent.CompletableFuture.supplyAsync(() -> one.issue("acme"), runnable -> {
                            Thread t = new Thread(runnable);
                            t.start();
                        });
                String id = first.get();
                salts.add(saltOf(id));
                nonces.add(nonceOf(id));
            }
        }
        // 16 first ids on 16 threads, at one instant of the clock: every one seeded apart.
        assertThat(nonces).hasSize(16);
        assertThat(salts).hasSize(16);
    }

    @Test
    void a_short_secret_is_refused() {
        assertThatThrownBy(() -> new ForecastIds("short".getBytes())).hasMessageContaining("at least 16 bytes");
    }

    @Test
    void ids_issued_for_tenants_in_turn_on_one_thread_each_carry_their_own_tenants_mac() throws Exception {
        String[] tenants = {"acme", "a", "acme", "a-much-longer-tenant-ü", new String("acme"), "other"};
        java.util.Set<String> issued = new java.util.HashSet<>();
        for (int round = 0; round < 50; round++) {
            for (String tenant : tenants) {
                String id = ids.issue(tenant);
                assertThat(issued.add(id)).as("a new id each time").isTrue();
                assertThat(macOf(id))
                        .as("%s's id", tenant)
                        .isEqualTo(jdkMac("sixteen-byte secret!".getBytes(), tenant, id));
                // Verifying in between (another tenant's message in the thread's scratch) changes nothing.
                assertThat(ids.verify("other".equals(tenant) ? "acme" : "other", id))
                        .isEmpty();
                assertThat(ids.verify(tenant, id)).contains(id);
            }
        }
    }
}
