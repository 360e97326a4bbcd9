package dev.factguard.jmh;

import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.core.knowledge.ContextPassages;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.verify.Answer;
import dev.factguard.core.verify.StatementVerdict;
import dev.factguard.core.verify.Verifier;
import dev.factguard.core.verify.VerifyReport;
import dev.factguard.core.verify.VerifySettings;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@code verify} of a typical four-statement answer (one contradicted, three supported) against a tenant of the
 * fifteen forecast dev facts, lexical verdicts and lexical retrieval (no embedding model, no NLI), in-memory store,
 * one thread: the CPU the check itself costs per answer, without the store's round trips or an embedding per
 * statement (about 5 ms each with MiniLM on 2 cores, see EmbeddingCoverageBenchmark).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class VerifyBenchmark {

    static final String ANSWER = "The Nordwind K5 electric kettle holds 1.7 litres. It boils water in about four"
            + " minutes. Delivery to Austria takes 3 to 5 working days. Orders can be returned within 30 days of"
            + " delivery.";

    private final Verifier verifier;

    public VerifyBenchmark() {
        InMemoryKnowledgeStore store = new InMemoryKnowledgeStore();
        store.add("t", facts());
        verifier = new Verifier(store, ContextPassages.NONE, null, VerifySettings.defaults());
        VerifyReport report = verify();
        if (report.verdict() != StatementVerdict.CONTRADICTED
                || report.statements().size() != 4) {
            throw new IllegalStateException("the benchmark answer is not checked as it should be: " + report);
        }
    }

    @Benchmark
    public VerifyReport verify() {
        return verifier.verify("t", Answer.of(ANSWER));
    }

    /** The facts of ../shared/datasets/dev/forecast_dev.json, written out so the benchmark needs no dataset. */
    static List<Fact> facts() {
        return List.of(
                new Fact("capital of Japan", "The capital of Japan is Tokyo."),
                new Fact(
                        "freezing point of water",
                        "Water freezes at 0 degrees Celsius at standard atmospheric pressure."),
                new Fact(
                        "Great Wall length",
                        "The Great Wall of China is about 21,196 kilometres long including all its branches."),
                new Fact("Moon distance", "The average distance from the Earth to the Moon is 384,400 kilometres."),
                new Fact(
                        "return window",
                        "Orders from the Nordwind web shop can be returned within 14 days of delivery."),
                new Fact(
                        "delivery to Austria",
                        "Delivery from the Nordwind warehouse to Austria takes 3 to 5 working days."),
                new Fact(
                        "store opening hours",
                        "The Nordwind flagship store in Hamburg opens Monday to Saturday from 10:00 to 20:00."),
                new Fact(
                        "Nordwind K5 kettle",
                        "The Nordwind K5 electric kettle holds 1.7 litres and boils water in about 4 minutes."),
                new Fact(
                        "student discount",
                        "Students get a 15 percent discount on the Basic plan with a valid student ID."),
                new Fact(
                        "two-factor authentication",
                        "Two-factor authentication can be enabled under Profile, then Security, using any TOTP"
                                + " authenticator app."),
                new Fact(
                        "invoice download",
                        "Invoices can be downloaded as PDF from the Billing page for the last 24 months."),
                new Fact(
                        "DNA structure",
                        "DNA is a double helix made of two strands of nucleotides discovered by Watson and Crick in"
                                + " 1953."),
                new Fact("Danube", "The Danube is about 2,850 kilometres long and flows into the Black Sea."),
                new Fact("first Moon landing", "Apollo 11 landed on the Moon on 20 July 1969."),
                new Fact("hemoglobin", "Hemoglobin is the protein in red blood cells that carries oxygen."));
    }
}
