package dev.factguard.adapter.crac;

import java.util.List;
import java.util.Objects;
import org.crac.Context;
import org.crac.Resource;
import org.jboss.logging.Logger;

/**
 * A CRaC {@link Resource} that runs named steps before a checkpoint (SnapStart's snapshot) and after a restore.
 * A failing step is logged and skipped, never thrown: an exception from {@code beforeCheckpoint} would abort the
 * snapshot and with it the deployment, and one from {@code afterRestore} would fail the restored instance, while
 * every step here only makes a start faster or a first request cleaner. Thread-safe if the steps are.
 *
 * <p>CRaC contexts hold their resources weakly: whoever registers an instance must keep a reference to it.
 */
public final class CracSnapshotHooks implements Resource {

    private static final Logger LOG = Logger.getLogger(CracSnapshotHooks.class);

    /** One named action; {@code name} appears in the log when the action fails. */
    public record Step(String name, Runnable action) {
        public Step {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(action, "action");
        }
    }

    private final List<Step> beforeCheckpoint;
    private final List<Step> afterRestore;

    public CracSnapshotHooks(List<Step> beforeCheckpoint, List<Step> afterRestore) {
        this.beforeCheckpoint = List.copyOf(Objects.requireNonNull(beforeCheckpoint, "beforeCheckpoint"));
        this.afterRestore = List.copyOf(Objects.requireNonNull(afterRestore, "afterRestore"));
    }

    /** Runs the priming steps; also callable without a checkpoint (e.g. for a training run). */
    public int prime() {
        return run("priming", beforeCheckpoint);
    }

    @Override
    public void beforeCheckpoint(Context<? extends Resource> context) {
        prime();
    }

    @Override
    public void afterRestore(Context<? extends Resource> context) {
        run("restore", afterRestore);
    }

    /** Runs the steps in order; returns how many succeeded. */
    private static int run(String phase, List<Step> steps) {
        int done = 0;
        long start = System.nanoTime();
        for (Step step : steps) {
            try {
                step.action().run();
                done++;
            } catch (RuntimeException e) {
                LOG.warnf("%s step '%s' failed, skipped: %s", phase, step.name(), e.toString());
            }
        }
        LOG.infof("%s: %d of %d steps in %d ms", phase, done, steps.size(), (System.nanoTime() - start) / 1_000_000);
        return done;
    }
}
