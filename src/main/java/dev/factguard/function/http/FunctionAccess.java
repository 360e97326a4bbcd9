package dev.factguard.function.http;

import dev.factguard.config.auth.Role;
import io.quarkus.funqy.runtime.FunctionRecorder;
import java.util.Set;

/** Which paths are functions, and the role each needs: reads need {@code read}, anything that writes {@code write}. */
final class FunctionAccess {

    private static final Set<String> READS =
            Set.of("forecast", "knowledge-search", "knowledge-list", "freshness", "refresh", "insight", "verify");

    private FunctionAccess() {}

    /** The function a path names, or null when it names none. */
    static String function(String path) {
        if (path == null || path.length() < 2 || path.indexOf('/', 1) >= 0) {
            return null;
        }
        String name = path.substring(1);
        return FunctionRecorder.registry != null && FunctionRecorder.registry.matchInvoker(name) != null ? name : null;
    }

    /** A function not listed as a read needs write, so a new function is never open by mistake; other paths read. */
    static Role needed(String function) {
        return function == null || READS.contains(function) ? Role.READ : Role.WRITE;
    }
}
