package dev.factguard.core.outcome;

/**
 * The rationale line of a feature's learned rate ({@code prompts with "capital": 40% of 25 hallucinated}), kept
 * while the feature's counts stay as they were. A tenant's strongest features and their counts change only with
 * feedback, which is rarer than forecasts, and each line was otherwise built anew on every forecast: the readable
 * name cut out of the feature, two numbers formatted, a builder and its copy (6 % of a learned forecast's time,
 * 12 % of what it allocated).
 *
 * <p>Bounded: a fixed table, one line per slot, a feature whose slot another took is described again (and takes
 * the slot back). The line depends on the feature and its two counts alone, which the slot holds and compares.
 * Thread-safe without locks: a slot holds an immutable entry, so a reader sees a whole entry or another one.
 */
final class EvidenceLines {

    private record Line(String feature, long hallucinated, long total, String text) {}

    private static final Line[] SLOTS = new Line[1 << 10];

    private EvidenceLines() {}

    static String of(String feature, FeatureCounts counts) {
        int h = feature.hashCode() * 0x9E3779B9;
        int slot = (h ^ (h >>> 16)) & (SLOTS.length - 1);
        Line line = SLOTS[slot];
        // Feature names come from bounded caches: the same instance while cached, so equals mostly ends at ==.
        if (line != null
                && line.hallucinated == counts.hallucinated()
                && line.total == counts.total()
                && line.feature.equals(feature)) {
            return line.text;
        }
        String text = describe(feature, counts);
        SLOTS[slot] = new Line(feature, counts.hallucinated(), counts.total(), text);
        return text;
    }

    static String describe(String feature, FeatureCounts counts) {
        long pct = Math.round(100.0 * counts.hallucinated() / counts.total());
        return FeatureNames.describe(new StringBuilder(64), feature)
                .append(": ")
                .append(pct)
                .append("% of ")
                .append(counts.total())
                .append(" hallucinated")
                .toString();
    }
}
