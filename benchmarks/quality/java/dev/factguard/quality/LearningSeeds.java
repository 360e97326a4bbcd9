package dev.factguard.quality;

import java.util.List;
import java.util.Map;

/**
 * The learning targets on the default split and seeds 1–4, in one process: each prompt is embedded once for all
 * twenty set-splits (a run of {@link LearningQuality} per seed embeds them again), so a learner change is judged
 * on every split in a few minutes. Per set-split: cold AUROC, AUROC after all against the better anchor, the
 * calibration error after 50 and after all, and what the error after all is made of — the floor of the test half
 * ({@link Calibrated#eceIfCalibrated}), the gap between the fed and tested halves' rates, and what neither
 * explains ({@code excess = ECE − floor − |gap|}, 0 when negative). Writes nothing; {@code --two-models} adds the
 * synthetic models on the default split.
 *
 * <p>Run: {@code ./mvnw -q test-compile exec:java -Dexec.mainClass=dev.factguard.quality.LearningSeeds}
 */
public final class LearningSeeds {

    private static final long[] SEEDS = {LearningQuality.DEFAULT_SEED, 1, 2, 3, 4};

    private LearningSeeds() {}

    public static void main(String[] args) throws Exception {
        Map<String, List<LearningQuality.Row>> sets = LearningQuality.sets();
        StringBuilder table = new StringBuilder(String.format(
                "%-9s %-20s %6s %6s %6s %6s %6s %6s %6s %6s%n",
                "seed", "set", "cold", "after", "anchor", "ece50", "eceAll", "floor", "gap", "excess"));
        for (long seed : SEEDS) {
            LearningQuality.SEED = seed;
            for (Map.Entry<String, List<LearningQuality.Row>> set : sets.entrySet()) {
                Map<String, Object> result =
                        LearningQuality.curve(set.getKey(), set.getValue(), new InProcessService(false));
                @SuppressWarnings("unchecked")
                Map<String, Object> t = (Map<String, Object>) result.get("targets");
                double ece = (Double) t.get("calibrationErrorAfterAll");
                double floor = (Double) t.get("calibrationErrorFloorAfterAll");
                double gap = (Double) t.get("testRateMinusFedRate");
                table.append(String.format(
                        "%-9d %-20s %6s %6s %6s %6s %6.3f %6.3f %6.3f %6.3f%n",
                        seed,
                        set.getKey(),
                        t.get("coldAuroc"),
                        t.get("aurocAfter"),
                        t.get("betterAnchor"),
                        t.get("calibrationErrorAfter50"),
                        ece,
                        floor,
                        gap,
                        Math.max(0, ece - floor - Math.abs(gap))));
            }
        }
        if (List.of(args).contains("--two-models")) {
            LearningQuality.SEED = LearningQuality.DEFAULT_SEED;
            System.out.println(TwoModels.run(sets.get("halueval"), new InProcessService(false)));
        }
        System.out.print(table);
    }
}
