package dev.factguard.core.outcome;

import java.util.Map;

/**
 * The integer counters a tenant's risk learner is fitted from, by name, and the one rule that adds an outcome to
 * them. Every store keeps exactly these names (Redis: fields of one hash per tenant, incremented by the feedback
 * script, which mirrors {@link #count}); the learner reads them back with {@link LearnerStats}.
 *
 * <pre>
 *   zn0, zn1            outcomes with component scores, by class (0 not hallucinated, 1 hallucinated); not those
 *                       of a prompt whose outcome was already counted ({@link Remembered#REPEATED})
 *   z0:i, z1:i          sums of component score i by class (thousandths)
 *   zz:ij               sums of the products of scores i and j (i ≤ j), both classes
 *   en0, en1            outcomes with a sentence vector, by class
 *   e0:k, e1:k, ee:k    sums of byte coordinate k by class, and of its square
 *   m{m}:n, m{m}:h      outcomes and hallucinations of model slot m (0: the tenant, every model)
 *   m{m}:o{b}:n|h|r     calibration bin b of the stacked offset from the model's rate, read as a probability
 *                       around 0.5: outcomes, hallucinations, Σ that probability (forecasts stacked by a learner
 *                       fitted on enough outcomes only). The previous release's bins of the stacked probability
 *                       itself (m{m}:c{b}:…) are no longer read.
 *   m{m}:r{b}:n|h|r     reliability bin b of the risk given: outcomes, hallucinations, Σ risk (ten-thousandths)
 *   s:{source}:n|h      outcomes and hallucinations by source ({@link OutcomeSource#wireName()})
 * </pre>
 *
 * Sums of integers are exact in any order, so concurrent feedback from any number of instances leaves the same
 * counters, and two instances fit the same learner from them.
 */
public final class LearnerFields {

    /** Equal-width bins of a probability, for calibration and for the reliability table. */
    public static final int BINS = 10;

    /** Models a tenant keeps apart; outcomes of further models count for the tenant as a whole. */
    public static final int MAX_MODELS = 64;

    /** Feedback sent by a caller ({@link OutcomeSource#USER}). */
    public static final String USER = "user";

    /** Sentence vectors longer than this are not counted (MiniLM's are 384). */
    public static final int MAX_DIMENSIONS = 1024;

    private static final String[][] Z = names("z", Remembered.COMPONENTS);
    private static final String[][] E = names("e", MAX_DIMENSIONS);
    private static final String[] EE = new String[MAX_DIMENSIONS];
    private static final String[] ZZ = new String[Remembered.COMPONENTS * Remembered.COMPONENTS];

    static {
        for (int k = 0; k < MAX_DIMENSIONS; k++) {
            EE[k] = "ee:" + k;
        }
        for (int i = 0; i < Remembered.COMPONENTS; i++) {
            for (int j = 0; j < Remembered.COMPONENTS; j++) {
                ZZ[i * Remembered.COMPONENTS + j] = "zz:" + Math.min(i, j) + Math.max(i, j);
            }
        }
    }

    private LearnerFields() {}

    private static String[][] names(String prefix, int count) {
        String[][] out = new String[2][count];
        for (int c = 0; c < 2; c++) {
            for (int i = 0; i < count; i++) {
                out[c][i] = prefix + c + ":" + i;
            }
        }
        return out;
    }

    static String zn(int c) {
        return "zn" + c;
    }

    static String z(int c, int i) {
        return Z[c][i];
    }

    static String zz(int i, int j) {
        return ZZ[i * Remembered.COMPONENTS + j];
    }

    static String en(int c) {
        return "en" + c;
    }

    static String e(int c, int k) {
        return E[c][k];
    }

    static String ee(int k) {
        return EE[k];
    }

    static String model(int slot, String what) {
        return "m" + slot + ":" + what;
    }

    static String calibration(int slot, int bin, char what) {
        return "m" + slot + ":o" + bin + ":" + what;
    }

    static String reliability(int slot, int bin, char what) {
        return "m" + slot + ":r" + bin + ":" + what;
    }

    static String source(String source, char what) {
        return "s:" + source + ":" + what;
    }

    /** The bin of a probability in ten-thousandths: [0, 0.1) is 0, …, [0.9, 1] is 9. */
    public static int bin(int tenThousandths) {
        return Math.min(BINS - 1, tenThousandths * BINS / 10_000);
    }

    /** Adds one outcome of {@code remembered} from a caller's feedback; see {@link #count(Map, Remembered, boolean, int, OutcomeSource)}. */
    public static void count(Map<String, Long> fields, Remembered remembered, boolean hallucinated, int modelSlot) {
        count(fields, remembered, hallucinated, modelSlot, OutcomeSource.USER);
    }

    /**
     * Takes back what {@link #count(Map, Remembered, boolean, int, OutcomeSource)} added for the same arguments, so
     * that an outcome can be replaced by another: every counter is a sum of integers, so the two cancel exactly.
     */
    public static void uncount(
            Map<String, Long> fields,
            Remembered remembered,
            boolean hallucinated,
            int modelSlot,
            OutcomeSource source) {
        Map<String, Long> once = new java.util.HashMap<>();
        count(once, remembered, hallucinated, modelSlot, source);
        once.forEach((name, by) -> add(fields, name, -by));
    }

    /**
     * Adds one outcome of {@code remembered} to {@code fields}.
     *
     * @param modelSlot the model's slot (1 … {@link #MAX_MODELS}), or 0 when it has none (no model named, or the
     *                  tenant's slots are taken)
     * @param source    who told the outcome
     */
    public static void count(
            Map<String, Long> fields,
            Remembered remembered,
            boolean hallucinated,
            int modelSlot,
            OutcomeSource source) {
        int c = hallucinated ? 1 : 0;
        add(fields, source(source.wireName(), 'n'), 1);
        add(fields, source(source.wireName(), 'h'), c);
        if (!remembered.hasComponents()) {
            return;
        }
        int[] z = remembered.components();
        if (remembered.raw() != Remembered.REPEATED) {
            add(fields, zn(c), 1);
            for (int i = 0; i < z.length; i++) {
                add(fields, z(c, i), z[i]);
                for (int j = i; j < z.length; j++) {
                    add(fields, zz(i, j), (long) z[i] * z[j]);
                }
            }
        }
        byte[] v = remembered.vector();
        if (v != null && v.length <= MAX_DIMENSIONS) {
            add(fields, en(c), 1);
            for (int k = 0; k < v.length; k++) {
                add(fields, e(c, k), v[k]);
                add(fields, ee(k), (long) v[k] * v[k]);
            }
        }
        slot(fields, 0, remembered, c);
        if (modelSlot > 0) {
            slot(fields, modelSlot, remembered, c);
        }
    }

    private static void slot(Map<String, Long> fields, int slot, Remembered r, int c) {
        add(fields, model(slot, "n"), 1);
        add(fields, model(slot, "h"), c);
        if (r.raw() >= 0) {
            int cb = bin(r.raw());
            add(fields, calibration(slot, cb, 'n'), 1);
            add(fields, calibration(slot, cb, 'h'), c);
            add(fields, calibration(slot, cb, 'r'), r.raw());
        }
        int rb = bin(r.given());
        add(fields, reliability(slot, rb, 'n'), 1);
        add(fields, reliability(slot, rb, 'h'), c);
        add(fields, reliability(slot, rb, 'r'), r.given());
    }

    private static void add(Map<String, Long> fields, String name, long by) {
        fields.merge(name, by, Long::sum);
    }
}
