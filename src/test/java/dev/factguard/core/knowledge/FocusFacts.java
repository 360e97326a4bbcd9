package dev.factguard.core.knowledge;

import java.util.List;

/** Facts for the focus tests: each names a subject and states one or two of its attributes. */
public final class FocusFacts {

    private FocusFacts() {}

    public static final List<Fact> ALL = List.of(
            new Fact("Brisa B3 blender", "The Brisa B3 blender has a 1.5 litre jug and comes in red or silver."),
            new Fact("Harbour Bank leadership", "Harbour Bank's chief executive is Lena Okafor."),
            new Fact("Lindqvist founding", "Lindqvist Tools was founded in Malmö in 1962."),
            new Fact("Kestrel E2 range", "The Kestrel E2 e-bike rides up to 90 kilometres on one charge."),
            new Fact("Orchard Café hours", "Orchard Café opens at 7:30 on weekdays."),
            new Fact("Velo Club membership", "Membership of the Velo Club costs 40 euros a year."),
            new Fact("Tarn Lake", "Tarn Lake lies at 1,200 metres above sea level in the Kaltberg range."),
            new Fact("Pine Hall returns", "Pine Hall accepts returns within 30 days of purchase."));

    /** Same subject as a fact, but asking for what no fact holds. */
    public static final List<String> NEAR_MISSES = List.of(
            "What is the Brisa B3 blender's motor power in watts?",
            "How much does the Brisa B3 blender weigh?",
            "Who chairs Harbour Bank's board?",
            "Who is Harbour Bank's CFO?",
            "How many employees does Lindqvist Tools have?",
            "How long does the Kestrel E2 battery take to charge?",
            "When was the Kestrel E2 launched?",
            "What colour is the Kestrel E2?",
            "When does Orchard Café close?",
            "How deep is Tarn Lake?",
            "What is the entry fee for Tarn Lake?");

    /** Answered by a fact that words the asked attribute differently. */
    public static final List<String> ANSWERED = List.of(
            "How big is the Brisa B3's jug?",
            "Who runs Harbour Bank?",
            "When was Lindqvist Tools founded?",
            "How far can the Kestrel E2 go on a charge?",
            "What time does Orchard Café open on weekdays?",
            "What does Velo Club membership cost?",
            "How high above sea level is Tarn Lake?",
            "When must Pine Hall returns be made?");
}
