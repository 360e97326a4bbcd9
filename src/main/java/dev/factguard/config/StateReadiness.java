package dev.factguard.config;

import dev.factguard.adapter.redis.RedisGate;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Optional;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Ready when state can be read and written: always with in-memory state; with Redis only while it answers
 * PING, so a load balancer stops routing writes here during an outage (forecasts still degrade gracefully).
 */
@Readiness
@ApplicationScoped
public class StateReadiness implements HealthCheck {

    @Inject
    Optional<RedisGate> redis;

    @Override
    public HealthCheckResponse call() {
        if (redis.isEmpty()) {
            return HealthCheckResponse.named("state")
                    .up()
                    .withData("store", "in-memory")
                    .build();
        }
        boolean up = redis.get().ping();
        return HealthCheckResponse.named("state")
                .status(up)
                .withData("store", "redis")
                .build();
    }
}
