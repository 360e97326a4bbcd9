package dev.factguard.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * Priming of the hot paths (a forecast, a freshness scoring, one embedding when the model is on), under
 * {@code factguard.priming.*} (environment: {@code FACTGUARD_PRIMING_…}). See docs/cold-start.md.
 */
@ConfigMapping(prefix = "factguard.priming")
public interface PrimingConfig {

    /** Register the CRaC hooks: prime before a SnapStart snapshot, re-open Redis after a restore. */
    @WithDefault("true")
    boolean snapshotHooks();

    /**
     * Prime once at startup. Off by default (it delays the first answer); the build of the custom-runtime package
     * turns it on in the run that trains the AOT cache, so the cache holds the classes of those paths too.
     */
    @WithDefault("false")
    boolean atStartup();
}
