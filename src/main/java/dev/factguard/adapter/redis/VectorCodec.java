package dev.factguard.adapter.redis;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Base64;

/**
 * Fact vectors as Redis strings: {@code <model>:<base64 of little-endian float32>}. The model name travels
 * with the vector so a vector of another model is recognised and recomputed, never compared.
 */
final class VectorCodec {

    private VectorCodec() {}

    static String encode(String model, float[] vector) {
        ByteBuffer bytes = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        for (float v : vector) {
            bytes.putFloat(v);
        }
        return model + ":" + Base64.getEncoder().encodeToString(bytes.array());
    }

    /** The vector, or null when it was written by another model or is unreadable. */
    static float[] decode(String model, String value) {
        if (value == null || !value.startsWith(model + ":")) {
            return null;
        }
        try {
            ByteBuffer bytes = ByteBuffer.wrap(Base64.getDecoder().decode(value.substring(model.length() + 1)))
                    .order(ByteOrder.LITTLE_ENDIAN);
            float[] vector = new float[bytes.remaining() / Float.BYTES];
            for (int i = 0; i < vector.length; i++) {
                vector[i] = bytes.getFloat();
            }
            return vector;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
