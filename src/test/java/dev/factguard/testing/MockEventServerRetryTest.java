package dev.factguard.testing;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.restassured.config.HttpClientConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The retry on a lost mock-server event: once after a read timeout, with the same request, and never twice. */
class MockEventServerRetryTest {

    private final CountDownLatch release = new CountDownLatch(1);
    private final List<String> bodies = new CopyOnWriteArrayList<>();
    private final AtomicInteger unanswered = new AtomicInteger();
    private HttpServer server;

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(Executors.newCachedThreadPool());
        server.createContext("/forecast", this::answer);
        server.start();
    }

    @AfterEach
    void stop() {
        release.countDown();
        server.stop(0);
    }

    /** Holds the first {@code unanswered} requests until the test ends, as a lost event does; answers the rest. */
    private void answer(HttpExchange exchange) throws IOException {
        String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
        bodies.add(exchange.getRequestMethod() + " " + exchange.getRequestURI() + " "
                + exchange.getRequestHeaders().getFirst("Content-Type") + " " + body);
        if (unanswered.getAndDecrement() > 0) {
            try {
                release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            exchange.close();
            return;
        }
        byte[] answer = "{\"ok\":true}".getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        exchange.sendResponseHeaders(200, answer.length);
        exchange.getResponseBody().write(answer);
        exchange.close();
    }

    private Response post() {
        return given().filter(new MockEventServerRetry())
                .config(RestAssuredConfig.config()
                        .httpClient(HttpClientConfig.httpClientConfig().setParam("http.socket.timeout", 400)))
                .contentType(ContentType.JSON)
                .queryParam("q", "1")
                .body("{\"prompt\":\"Who leads?\"}")
                .post("http://127.0.0.1:" + server.getAddress().getPort() + "/forecast");
    }

    @Test
    void a_request_whose_answer_never_comes_is_sent_once_more_unchanged() {
        unanswered.set(1);
        Response response = post();
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.asString()).isEqualTo("{\"ok\":true}");
        assertThat(bodies).hasSize(2);
        assertThat(bodies.get(1)).isEqualTo(bodies.get(0));
        assertThat(bodies.get(0))
                .startsWith("POST /forecast?q=1 application/json")
                .endsWith("{\"prompt\":\"Who leads?\"}");
    }

    @Test
    void a_second_timeout_reaches_the_test() {
        unanswered.set(2);
        assertThatThrownBy(this::post).isInstanceOf(SocketTimeoutException.class);
        assertThat(bodies).hasSize(2);
    }

    @Test
    void an_answered_request_is_sent_once() {
        unanswered.set(0);
        assertThat(post().statusCode()).isEqualTo(200);
        assertThat(bodies).hasSize(1);
    }
}
