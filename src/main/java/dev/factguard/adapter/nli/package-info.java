/**
 * Natural-language-inference adapters: {@link dev.factguard.adapter.nli.HuggingFaceNliClassifier} (text-classification
 * pipelines, one request per pair) and {@link dev.factguard.adapter.nli.TeiNliClassifier} (Text Embeddings Inference
 * {@code /predict}, batched), both over MicroProfile REST Client interfaces ({@code NliApis}) built programmatically,
 * so only inside a running Quarkus application. Both map the model's label names through
 * {@link dev.factguard.adapter.nli.NliLabelMap} and turn every server problem into an
 * {@link dev.factguard.core.nli.NliFailure} that never carries the token.
 */
package dev.factguard.adapter.nli;
