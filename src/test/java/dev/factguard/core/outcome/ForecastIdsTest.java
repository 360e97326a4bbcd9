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

    private static byte[] message(String tenant, String id) {
        byte[] body = java.util.HexFormat.of().parseHex(id.substring(3));
        byte[] name = tenant.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        byte[] message = java.util.Arrays.copyOf(name, name.length + 13);
        System.arraycopy(body, 0, message, name.length + 1, 12);
        return message;
    }

    private static javax.crypto.Mac hmac(byte[] secret) throws Exception {
        javax.crypto.Mac mac = javax.crypto.Mac.getInstance("HmacSHA256");
        mac.init(new javax.crypto.spec.SecretKeySpec(secret, "HmacSHA256"));
        return mac;
    }

    /**
     * The MAC an id must carry, computed apart from ForecastIds: two SipHash-2-4 tags (little-endian) over tenant,
     * 0, nonce, under the two 16-byte keys that the JDK's HmacSHA256 of the label under the secret gives.
     */
    private static byte[] expectedMac(byte[] secret, String tenant, String id) throws Exception {
        byte[] keys = hmac(secret).doFinal("factguard forecast-id siphash-2-4 keys".getBytes());
        byte[] message = message(tenant, id);
        java.nio.ByteBuffer mac = java.nio.ByteBuffer.allocate(16).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        mac.putLong(SipHash.keyed(keys, 0).hash(message, 0, message.length));
        mac.putLong(SipHash.keyed(keys, 16).hash(message, 0, message.length));
        return mac.array();
    }

    /** An id as releases before issued it: the nonce, then the first 16 bytes of HMAC-SHA256(tenant, 0, nonce). */
    private static String earlierId(byte[] secret, String tenant, String nonceHex) throws Exception {
        String unsigned = "fc_" + nonceHex + "00".repeat(16);
        byte[] mac = java.util.Arrays.copyOf(hmac(secret).doFinal(message(tenant, unsigned)), 16);
        return "fc_" + nonceHex + java.util.HexFormat.of().formatHex(mac);
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
    void an_id_is_the_nonce_and_two_siphash_tags_of_tenant_zero_byte_nonce() throws Exception {
        String id = ids.issue("acme");
        assertThat(macOf(id)).isEqualTo(expectedMac("sixteen-byte secret!".getBytes(), "acme", id));
    }

    @Test
    void ids_issued_earlier_with_an_hmac_still_verify_in_their_tenant_only() throws Exception {
        byte[] secret = "sixteen-byte secret!".getBytes();
        String earlier = earlierId(secret, "acme", "0123456789abcdef01234567");
        assertThat(ids.verify("acme", earlier)).contains(earlier);
        assertThat(ids.verify("acme", earlier.toUpperCase(Locale.ROOT))).contains(earlier);
        assertThat(ids.verify("other", earlier)).isEmpty();
        assertThat(new ForecastIds("another secret, 16+".getBytes()).verify("acme", earlier))
                .isEmpty();
        String altered = earlier.substring(0, earlier.length() - 1) + (earlier.endsWith("a") ? "b" : "a");
        assertThat(ids.verify("acme", altered)).isEmpty();
        // The earlier form of a new id's nonce is not the new one's MAC, and the other way round.
        String id = ids.issue("acme");
        assertThat(macOf(earlierId(secret, "acme", id.substring(3, 27)))).isNotEqualTo(macOf(id));
    }

    @Test
    void the_keys_come_from_secrets_shorter_than_equal_to_and_longer_than_an_hmac_block() throws Exception {
        for (int length : new int[] {16, 63, 64, 65, 200}) {
            byte[] secret = new byte[length];
            for (int i = 0; i < length; i++) {
                secret[i] = (byte) (31 * i + length);
            }
            String tenant = "tenant-é-" + length;
            String id = new ForecastIds(secret).issue(tenant);
            assertThat(macOf(id)).as("secret of %d bytes", length).isEqualTo(expectedMac(secret, tenant, id));
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
                        .isEqualTo(expectedMac("sixteen-byte secret!".getBytes(), tenant, id));
                // Verifying in between (another tenant's message in the thread's scratch) changes nothing.
                assertThat(ids.verify("other".equals(tenant) ? "acme" : "other", id))
                        .isEmpty();
                assertThat(ids.verify(tenant, id)).contains(id);
            }
        }
    }
}
