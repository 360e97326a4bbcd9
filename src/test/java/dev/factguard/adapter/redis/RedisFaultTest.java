package dev.factguard.adapter.redis;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.redis.client.impl.types.ErrorType;
import org.junit.jupiter.api.Test;

/**
 * How the client's error replies are read, with the messages the Vert.x client builds (seen in the fault
 * benchmark's logs): a batch names each failed command, and a connection that died under it names the exception
 * that ended it instead of a Redis error code.
 */
class RedisFaultTest {

    @Test
    void a_batch_whose_connection_was_reset_or_closed_under_it_is_in_flight_not_a_bug() {
        for (String message : new String[] {
            "ERR [0] java.net.SocketException: Connection reset\nERR [1] java.net.SocketException: Connection reset",
            "ERR [0] io.netty.channel.StacklessClosedChannelException\nERR [1] io.netty.channel.StacklessClosedChannelException",
            "ERR [2] CONNECTION_CLOSED",
            // as logged under CLIENT KILL: two of the client's lines interleaved
            "ERR [ERR [1] CONNECTION_CLOSED0] CONNECTION_CLOSED\nERR [2] CONNECTION_CLOSED",
            "CONNECTION_CLOSED"
        }) {
            RedisFault fault = RedisFault.of(ErrorType.create(message));
            assertThat(fault.kind()).as(message).isEqualTo(RedisFault.Kind.IN_FLIGHT);
            assertThat(fault.name()).as(message).isEqualTo("connection closed");
        }
    }

    @Test
    void redis_error_codes_keep_their_meaning() {
        assertThat(RedisFault.of(ErrorType.create("ERR [1] WRONGTYPE Operation against a key"))
                        .kind())
                .isEqualTo(RedisFault.Kind.BUG);
        assertThat(RedisFault.of(ErrorType.create("ERR Error running script (call to f_x): @user_script:1"))
                        .kind())
                .isEqualTo(RedisFault.Kind.BUG);
        RedisFault loading = RedisFault.of(ErrorType.create("ERR [0] LOADING Redis is loading the dataset"));
        assertThat(loading.kind()).isEqualTo(RedisFault.Kind.NOT_APPLIED);
        assertThat(loading.name()).isEqualTo("LOADING");
    }
}
