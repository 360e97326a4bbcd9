package dev.factguard.jmh;

import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.adapter.inmemory.InMemoryOutcomeStore;
import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.forecast.ForecastSettings;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.forecast.VolatilityScorer;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.freshness.FreshnessVolatility;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.outcome.FeedbackRecorder;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.OutcomeModel;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Forecasts per second, one thread, a tenant with 20 facts, lexical coverage, in-memory stores.
 *
 * <p>{@code variant=production} is the path users get (volatility on); {@code volatility-off} leaves the
 * freshness scoring of the prompt out. {@code outcomes} is how many outcomes the tenant has learned from before
 * measuring (forecast + feedback by forecastId on generated prompts): 0 (cold) or 2,000.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
// On two cores the compiler shares the machine with the benchmark thread: after 3 s of warm-up the iterations were
// still climbing (by a fifth), after 10 s they no longer do.
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@Threads(1)
public class ForecasterBenchmark {

    static final String[] PROMPTS = {
        "What is the capital of Japan?",
        "How many litres does the Nordwind K7 kettle hold?",
        "Where do I get my old bills as PDF files?",
        "tell me something",
        "When did Apollo 11 land on the Moon?",
        "What did the mayor of Oberwelden say at the 1893 harvest fair?",
    };

    @Param({"production", "volatility-off"})
    public String variant;

    @Param({"0", "2000"})
    public int outcomes;

    private Forecaster forecaster;
    private int next;

    // What setUp built, for ForecastParts (each part of a forecast timed alone on the same state).
    InMemoryKnowledgeStore store;
    InMemoryOutcomeStore learned;
    ForecastIds ids;
    VolatilityScorer volatility;

    @Setup
    public void setUp() {
        store = new InMemoryKnowledgeStore();
        store.add("bench", Facts.twenty());
        volatility = variant.equals("production")
                ? new FreshnessVolatility(new FreshnessScorer(Clock.systemUTC()))
                : VolatilityScorer.NONE;
        learned = new InMemoryOutcomeStore();
        ids = new ForecastIds(ForecastIds.randomSecret());
        forecaster = new Forecaster(store, learned, OutcomeModel.DEFAULT, ids, volatility, ForecastSettings.defaults());
        FeedbackRecorder feedback = new FeedbackRecorder(learned, ids, volatility, forecaster::assess);
        String[] subjects = {
            "the Lindholm bridge",
            "Nordwind's kettle",
            "the 2019 census",
            "Apollo 11",
            "the Danube",
            "a haiku about rain",
            "the mayor of Oberwelden",
            "HTML forms",
            "the speed of light"
        };
        String[] asks = {
            "Who built",
            "Cite sources on",
            "When did it open:",
            "Write a poem about",
            "Summarize the article about",
            "How many people visited",
            "Explain"
        };
        for (int i = 0; i < outcomes; i++) {
            String prompt =
                    asks[i % asks.length] + " " + subjects[(i / asks.length) % subjects.length] + " (" + i + ")";
            String id = forecaster.forecast("bench", prompt).forecastId();
            feedback.byForecastId("bench", id, i % 5 == 0);
        }
    }

    @Benchmark
    public Forecast forecast() {
        next = (next + 1) % PROMPTS.length;
        return forecaster.forecast("bench", PROMPTS[next]);
    }

    /** The volatility signal alone on the same prompts in turn: a part {@link ForecasterTurns} can compare alone. */
    public Double volatility() {
        next = (next + 1) % PROMPTS.length;
        return volatility.score(PROMPTS[next]);
    }

    /** Twenty realistic facts: the fifteen of the dev set plus five of the seed set. */
    static final class Facts {
        static List<Fact> twenty() {
            List<Fact> facts = new ArrayList<>();
            String[][] rows = {
                {"capital of Japan", "The capital of Japan is Tokyo."},
                {"freezing point of water", "Water freezes at 0 degrees Celsius at standard atmospheric pressure."},
                {
                    "Great Wall length",
                    "The Great Wall of China is about 21,196 kilometres long including all its branches."
                },
                {"Moon distance", "The average distance from the Earth to the Moon is 384,400 kilometres."},
                {"return window", "Orders from the Nordwind web shop can be returned within 14 days of delivery."},
                {"delivery to Austria", "Delivery from the Nordwind warehouse to Austria takes 3 to 5 working days."},
                {
                    "store opening hours",
                    "The Nordwind flagship store in Hamburg opens Monday to Saturday from 10:00 to 20:00."
                },
                {
                    "Nordwind K5 kettle",
                    "The Nordwind K5 electric kettle holds 1.7 litres and boils water in about 4 minutes."
                },
                {"student discount", "Students get a 15 percent discount on the Basic plan with a valid student ID."},
                {"two-factor authentication", "Two-factor authentication can be enabled under Profile, then Security."},
                {"invoice download", "Invoices can be downloaded as PDF from the Billing page for the last 24 months."},
                {
                    "DNA structure",
                    "DNA is a double helix made of two strands of nucleotides discovered by Watson and Crick in 1953."
                },
                {"Danube", "The Danube is about 2,850 kilometres long and flows into the Black Sea."},
                {"first Moon landing", "Apollo 11 landed on the Moon on 20 July 1969."},
                {"hemoglobin", "Hemoglobin is the protein in red blood cells that carries oxygen."},
                {"capital of France", "The capital of France is Paris."},
                {"boiling point of water", "Water boils at 100 degrees Celsius at sea level."},
                {"speed of light", "Light travels at 299792458 metres per second in vacuum."},
                {"author of Hamlet", "Hamlet was written by William Shakespeare around 1600."},
                {"chemical symbol for gold", "The chemical symbol for gold is Au."},
            };
            for (String[] row : rows) {
                facts.add(new Fact(row[0], row[1]));
            }
            return facts;
        }
    }
}
