package dev.factguard.config.auth;

import io.smallrye.config.ConfigSourceInterceptor;
import io.smallrye.config.ConfigSourceInterceptorContext;
import io.smallrye.config.ConfigValue;
import io.smallrye.config.Priorities;
import jakarta.annotation.Priority;

/**
 * Without API keys the HTTP server listens on loopback only. Quarkus' own default for {@code quarkus.http.host}
 * is every interface ({@code 0.0.0.0}); this replaces that default, and only the default, by {@code 127.0.0.1}
 * unless keys are configured or {@code factguard.auth.mode=none} says to serve without them. A host set by the
 * user is kept as set ({@link BindGuard} refuses a non-loopback one without keys). Registered through
 * {@code META-INF/services}, because the host is read before any bean exists.
 */
@Priority(Priorities.APPLICATION + 100)
public class LoopbackByDefault implements ConfigSourceInterceptor {

    static final String HOST = "quarkus.http.host";
    static final String LOOPBACK = "127.0.0.1";

    // Sources a user writes to (application.properties, environment, system properties) have ordinals of 100
    // and up; Quarkus' built-in defaults sit at the bottom.
    private static final int LOWEST_USER_ORDINAL = 100;

    @Override
    public ConfigValue getValue(ConfigSourceInterceptorContext context, String name) {
        ConfigValue value = context.proceed(name);
        if (!HOST.equals(name) || (value != null && value.getConfigSourceOrdinal() >= LOWEST_USER_ORDINAL)) {
            return value;
        }
        if (value != null && BindGuard.isLoopback(value.getValue())) {
            return value;
        }
        if (present(context.proceed("factguard.auth.keys")) || isNone(context.proceed("factguard.auth.mode"))) {
            return value;
        }
        return value == null
                ? ConfigValue.builder()
                        .withName(name)
                        .withValue(LOOPBACK)
                        .withConfigSourceName("factguard-loopback")
                        .withConfigSourceOrdinal(Integer.MIN_VALUE)
                        .build()
                : value.withValue(LOOPBACK);
    }

    private static boolean present(ConfigValue value) {
        return value != null && value.getValue() != null && !value.getValue().isBlank();
    }

    private static boolean isNone(ConfigValue value) {
        return present(value) && "none".equalsIgnoreCase(value.getValue().strip());
    }
}
