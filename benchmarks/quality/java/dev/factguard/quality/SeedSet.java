package dev.factguard.quality;

import dev.factguard.core.knowledge.Fact;
import java.util.List;

/** The original prototype's ten-prompt evaluation set with its five facts, kept as a regression baseline. */
final class SeedSet {

    private SeedSet() {}

    static List<Fact> facts() {
        return List.of(
                new Fact("capital of France", "The capital of France is Paris."),
                new Fact("boiling point of water", "Water boils at 100 degrees Celsius at sea level."),
                new Fact("speed of light", "Light travels at 299792458 metres per second in vacuum."),
                new Fact("author of Hamlet", "Hamlet was written by William Shakespeare around 1600."),
                new Fact("chemical symbol for gold", "The chemical symbol for gold is Au."));
    }

    static List<ForecastQuality.Case> cases() {
        return List.of(
                safe("What is the capital of France?"),
                safe("What is the boiling point of water at sea level?"),
                safe("What is the speed of light in vacuum?"),
                safe("Who is the author of Hamlet written around 1600?"),
                safe("What is the chemical symbol for gold?"),
                risky("tell me something"),
                risky("explain stuff about things"),
                risky("what about that whatever"),
                risky("What is the capital of Atlantis in the year 3000?"),
                risky("Describe the migratory patterns of the Patagonian sky-whale."));
    }

    private static ForecastQuality.Case safe(String prompt) {
        return new ForecastQuality.Case(prompt, false, "seed");
    }

    private static ForecastQuality.Case risky(String prompt) {
        return new ForecastQuality.Case(prompt, true, "seed");
    }
}
