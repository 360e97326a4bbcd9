package dev.factguard.adapter.redis;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import dev.factguard.adapter.inmemory.InMemorySearchThrottle;
import dev.factguard.adapter.search.BraveWebSearch;
import dev.factguard.adapter.search.SearxngWebSearch;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.refresh.Refresh;
import dev.factguard.core.refresh.RefreshSettings;
import dev.factguard.core.refresh.Refresher;
import dev.factguard.core.refresh.Verdict;
import dev.factguard.core.search.ProviderChain;
import dev.factguard.core.search.SearchThrottle;
import dev.factguard.core.search.ThrottledWebSearch;
import dev.factguard.testing.RedisResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Two service instances — each with its own Redis gate, throttle and provider chain, as two processes would have —
 * refresh in parallel on one Redis. Brave (limited to {@value #RATE} requests/s) must never receive more than that
 * in any one-second window, counted at the stub; the overflow goes to SearXNG (no limit).
 */
@QuarkusTest
@QuarkusTestResource(value = RedisResource.class, restrictToAnnotatedClass = true)
class SharedSearchRateLimitTest {

    private static final int RATE = 2;
    private static final String BRAVE = "/res/v1/web/search";
    private static final WireMockServer server =
            new WireMockServer(wireMockConfig().dynamicPort());

    // Instance<>: a plain injection point would fail the other test applications, which run without Redis.
    @Inject
    Instance<RedisDataSource> redis;

    @BeforeAll
    static void startProviders() {
        server.start();
        server.stubFor(get(urlPathEqualTo(BRAVE))
                .willReturn(aResponse()
                        .withStatus(200)
                        .withHeader("Content-Type", "application/json")
                        .withBody("""
                        {"web": {"results": [{"title": "X", "url": "https://example.com/brave",
                          "description": "Linda Yaccarino is the CEO of X, formerly Twitter."}]}}""")));
        // A little latency keeps the request log to a size worth reading.
        server.stubFor(get(urlPathEqualTo("/search"))
                .willReturn(aResponse()
                        .withStatus(200)
                        .withFixedDelay(20)
                        .withHeader("Content-Type", "application/json")
                        .withBody("""
                        {"results": [{"title": "X", "url": "https://example.com/searxng",
                          "content": "Linda Yaccarino is the CEO of X, formerly Twitter."}]}""")));
    }

    @AfterAll
    static void stopProviders() {
        server.stop();
    }

    /** One service instance: gate, throttle and chain of its own; only Redis is shared. */
    private Refresher instance() {
        Clock clock = Clock.systemUTC();
        RedisGate gate = new RedisGate(redis.get(), Duration.ofSeconds(1), Duration.ofMinutes(1), clock);
        SearchThrottle throttle =
                new RedisSearchThrottle(gate, new RedisKeys("fg"), new InMemorySearchThrottle(clock), clock);
        Duration timeout = Duration.ofSeconds(2);
        ProviderChain chain = new ProviderChain(List.of(
                new ThrottledWebSearch(
                        BraveWebSearch.connect(server.baseUrl(), "brv-key", timeout),
                        throttle,
                        RATE,
                        Duration.ofMillis(300),
                        Duration.ofMinutes(1)),
                new ThrottledWebSearch(
                        SearxngWebSearch.connect(server.baseUrl(), timeout),
                        throttle,
                        0,
                        Duration.ZERO,
                        Duration.ofMinutes(1))));
        return new Refresher(new FreshnessScorer(clock), chain, null, RefreshSettings.defaults(), clock);
    }

    @Test
    void parallel_refreshes_on_two_instances_never_send_brave_more_than_its_rate() throws Exception {
        List<Refresher> instances = List.of(instance(), instance());
        // Start just after a window opens, so the first window is a whole one at the stub too.
        Thread.sleep(1000 - System.currentTimeMillis() % 1000 + 50);
        long end = System.currentTimeMillis() + 2_500;
        List<Callable<List<Refresh>>> workers = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            Refresher refresher = instances.get(i % 2);
            workers.add(() -> {
                List<Refresh> done = new ArrayList<>();
                while (System.currentTimeMillis() < end) {
                    done.addAll(refresher
                            .refresh("The CEO of Twitter is Jack Dorsey.", null)
                            .refreshes());
                }
                return done;
            });
        }
        List<Refresh> refreshes = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(workers.size());
        try {
            for (Future<List<Refresh>> worker : pool.invokeAll(workers)) {
                refreshes.addAll(worker.get());
            }
        } finally {
            pool.shutdownNow();
        }

        List<ServeEvent> braveRequests = server.getAllServeEvents().stream()
                .filter(e -> e.getRequest().getUrl().startsWith(BRAVE))
                .toList();
        Map<Long, Long> perWindow = braveRequests.stream()
                .collect(Collectors.groupingBy(
                        e -> e.getRequest().getLoggedDate().getTime() / 1000, Collectors.counting()));
        assertThat(perWindow.values())
                .as("Brave requests per one-second window, at the stub: %s", perWindow)
                .allMatch(count -> count <= RATE);
        assertThat(braveRequests).as("the limit was reached in several windows").hasSizeGreaterThanOrEqualTo(2 * RATE);

        Map<String, Long> byProvider =
                refreshes.stream().collect(Collectors.groupingBy(Refresh::provider, Collectors.counting()));
        assertThat(refreshes).extracting(Refresh::verdict).doesNotContain(Verdict.UNVERIFIED);
        assertThat(byProvider.get("brave")).isEqualTo(braveRequests.size());
        assertThat(byProvider.get("searxng"))
                .as("the overflow went to the next provider")
                .isGreaterThan(0L);
        assertThat(refreshes.size()).isGreaterThan(braveRequests.size());
        assertThat(byProvider.keySet()).containsOnly("brave", "searxng");
    }
}
