package dev.factguard.config;

/** {@code factguard.nli.protocol}; configured in lower case ({@code hf}, {@code tei}, {@code openai}). */
public enum NliProtocol {
    /** Hugging Face text-classification. */
    HF,
    /** Text Embeddings Inference {@code /predict}. */
    TEI,
    /** An OpenAI-compatible chat model as the judge, {@code <url>/chat/completions}. */
    OPENAI
}
