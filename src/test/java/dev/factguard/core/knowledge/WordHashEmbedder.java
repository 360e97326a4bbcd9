package dev.factguard.core.knowledge;

import java.util.Random;

/** Vectors from a hash of the words, so texts sharing words get similar vectors; deterministic, no model. */
class WordHashEmbedder implements TextEmbedder {

    private final int dimension;

    WordHashEmbedder(int dimension) {
        this.dimension = dimension;
    }

    @Override
    public String name() {
        return "word-hash";
    }

    @Override
    public int dimension() {
        return dimension;
    }

    @Override
    public float[] embed(String text) {
        float[] v = new float[dimension];
        for (String word : text.toLowerCase().split("\\W+")) {
            Random r = new Random(word.hashCode());
            for (int i = 0; i < v.length; i++) {
                v[i] += (float) r.nextGaussian();
            }
        }
        return v;
    }
}
