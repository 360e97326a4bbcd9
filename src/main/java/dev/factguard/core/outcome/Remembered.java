package dev.factguard.core.outcome;

import dev.factguard.core.Frozen;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a forecast leaves behind under its id, so that feedback quoting the id teaches the learner exactly what the
 * forecast saw: the prompt's features (for the word counts), the answering model, the component scores the risk
 * was combined from, the prompt's quantized sentence vector (with embeddings on), the stacked probability before
 * calibration and the risk the forecast gave. Everything is an integer, so the counts a feedback adds are exact
 * and the same in every store.
 *
 * <p>Stored as text ({@link #encode}): a header line {@code 3|given|raw|z0,z1,z2|vector hex|model} and then one
 * feature per line. A model name holds no line break ({@link #validModel}), so it ends the header. Forecasts
 * remembered by earlier releases are feature lines only; {@link #decode} reads them with no components, and
 * feedback for them counts the words and the totals alone.
 *
 * @param features   the prompt's feature names
 * @param model      the answering model, {@code ""} when the caller named none
 * @param components {@link #COMPONENTS} component scores in thousandths of log-odds, or null (a legacy entry)
 * @param vector     the sentence vector quantized to bytes ({@link #quantize}), or null without embeddings
 * @param raw        the stacked offset from the model's rate ({@link FittedRisk#offset}) as a probability around
 *                   0.5, in ten-thousandths; {@link #NOT_STACKED} when
 *                   the forecast was not made by a learner fitted on enough outcomes to calibrate
 *                   ({@link LearnerSettings#calibrationFrom()}): its outcome counts for everything but calibration;
 *                   {@link #REPEATED} when an outcome of the same prompt was already counted: its component scores
 *                   knew the answer, so its outcome counts for neither the stacker nor calibration
 * @param given      the risk the forecast answered, in ten-thousandths
 */
public record Remembered(List<String> features, String model, int[] components, byte[] vector, int raw, int given) {

    /** Component scores: the prior blend of the transparent signals, the words' learned shift, the embedding's. */
    public static final int COMPONENTS = 3;

    /** Scores are kept in thousandths: exact enough for a log-odds, small enough for exact sums of squares. */
    public static final double SCALE = 1000;

    /** A unit sentence vector's coordinates times this, rounded and clipped to a byte. */
    public static final double VECTOR_SCALE = 400;

    /** {@link #raw} of a forecast whose stacked probability is not to be calibrated on. */
    public static final int NOT_STACKED = -1;

    /** {@link #raw} of a forecast of a prompt whose outcome was already counted: stacked on and calibrated on neither. */
    public static final int REPEATED = -2;

    /** The longest model name, in UTF-8 bytes. */
    public static final int MAX_MODEL_BYTES = 128;

    private static final String HEADER = "3|";

    /**
     * Headers of the previous release, whose raw was the stacked probability itself: read with their raw as
     * {@link #NOT_STACKED}, so that their outcomes count for everything but the offset bins.
     */
    private static final String PREVIOUS = "2|";

    public Remembered {
        features = Frozen.copyOf(features);
        if (model == null) {
            throw new IllegalArgumentException("model must not be null (\"\" for none)");
        }
        if (components != null && components.length != COMPONENTS) {
            throw new IllegalArgumentException("components must hold " + COMPONENTS + " scores");
        }
        if (raw < REPEATED || raw > 10_000 || given < 0 || given > 10_000) {
            throw new IllegalArgumentException(
                    "raw must be in [-2, 10000] and given in [0, 10000], were " + raw + ", " + given);
        }
    }

    /** A legacy entry: features only. */
    public static Remembered featuresOnly(List<String> features) {
        return new Remembered(features, "", null, null, 0, 0);
    }

    public boolean hasComponents() {
        return components != null;
    }

    /** Whether {@code model} may be used: at most {@link #MAX_MODEL_BYTES} bytes and no control character. */
    public static boolean validModel(String model) {
        if (model == null || model.length() > MAX_MODEL_BYTES) {
            return false;
        }
        for (int i = 0; i < model.length(); i++) {
            char c = model.charAt(i);
            if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
                return false;
            }
        }
        return model.getBytes(java.nio.charset.StandardCharsets.UTF_8).length <= MAX_MODEL_BYTES;
    }

    /** A probability in ten-thousandths, as remembered. */
    public static int tenThousandths(double p) {
        return (int) Math.round(Math.max(0, Math.min(1, p)) * 10_000);
    }

    /** A log-odds score in thousandths, bounded so that sums of squares of billions of outcomes stay exact. */
    public static int score(double logOdds) {
        double bounded = Math.max(-30, Math.min(30, logOdds));
        return (int) Math.round(bounded * SCALE);
    }

    /** A sentence vector as bytes: each coordinate times {@link #VECTOR_SCALE}, rounded, clipped to [-127, 127]. */
    public static byte[] quantize(float[] vector) {
        byte[] out = new byte[vector.length];
        for (int i = 0; i < vector.length; i++) {
            long q = Math.round(vector[i] * VECTOR_SCALE);
            out[i] = (byte) Math.max(-127, Math.min(127, q));
        }
        return out;
    }

    /** The entry as one text: the header line, then the features, one per line. */
    public String encode() {
        if (components == null) {
            return String.join("\n", features);
        }
        StringBuilder out = new StringBuilder(64 + (vector == null ? 0 : 2 * vector.length) + 24 * features.size());
        header(out);
        for (String f : features) {
            out.append('\n').append(f);
        }
        return out.toString();
    }

    /** The header line alone (the in-memory store keeps it beside the features). */
    public String header() {
        return components == null ? null : header(new StringBuilder(64)).toString();
    }

    private StringBuilder header(StringBuilder out) {
        out.append(HEADER).append(given).append('|').append(raw).append('|');
        for (int i = 0; i < COMPONENTS; i++) {
            out.append(i == 0 ? "" : ",").append(components[i]);
        }
        out.append('|');
        if (vector != null) {
            for (byte b : vector) {
                out.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
            }
        }
        return out.append('|').append(model);
    }

    /** Reads what {@link #encode} wrote, or a legacy entry of feature lines. */
    public static Remembered decode(String text) {
        int end = text.indexOf('\n');
        String first = end < 0 ? text : text.substring(0, end);
        List<String> features = new ArrayList<>();
        if (!first.startsWith(HEADER) && !first.startsWith(PREVIOUS)) {
            if (!text.isEmpty()) {
                features.addAll(Arrays.asList(text.split("\n", -1)));
            }
            return featuresOnly(features);
        }
        if (end >= 0) {
            features.addAll(Arrays.asList(text.substring(end + 1).split("\n", -1)));
        }
        return withHeader(first, features);
    }

    /** An entry from its {@link #header()} (null: legacy) and its features. */
    public static Remembered withHeader(String header, List<String> features) {
        if (header == null) {
            return featuresOnly(features);
        }
        String[] parts = header.split("\\|", 6);
        if (parts.length != 6 || !(parts[0].equals("3") || parts[0].equals("2"))) {
            throw new IllegalArgumentException("not a remembered forecast header: " + header);
        }
        String[] z = parts[3].split(",");
        int[] components = new int[COMPONENTS];
        for (int i = 0; i < COMPONENTS; i++) {
            components[i] = Integer.parseInt(z[i]);
        }
        byte[] vector = null;
        if (!parts[4].isEmpty()) {
            vector = new byte[parts[4].length() / 2];
            for (int i = 0; i < vector.length; i++) {
                vector[i] = (byte) Integer.parseInt(parts[4], 2 * i, 2 * i + 2, 16);
            }
        }
        int raw = parts[0].equals("3") ? Integer.parseInt(parts[2]) : NOT_STACKED;
        return new Remembered(features, parts[5], components, vector, raw, Integer.parseInt(parts[1]));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Remembered r
                && features.equals(r.features)
                && model.equals(r.model)
                && Arrays.equals(components, r.components)
                && Arrays.equals(vector, r.vector)
                && raw == r.raw
                && given == r.given;
    }

    @Override
    public int hashCode() {
        return 31 * features.hashCode() + Arrays.hashCode(components);
    }

    @Override
    public String toString() {
        return encode();
    }
}
