package dev.factguard.core.outcome;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Task cues read off a prompt's lower-cased words, and the prior they give before any outcome is known.
 *
 * <p>The cues and their weights come from labelled outcomes (HaluEval's general queries and FreshQA's false
 * premises), not from how hard a prompt looks: answers hallucinate when the task asks for facts the model must
 * recall exactly (sources, figures, dates), refers to material that is not in the prompt (a URL, "the following
 * article", an image), presupposes an event ("when did …", "the second time …"), or asks for code; creative tasks
 * (a poem, a slogan, names) have no fact to get wrong. Word lookups only, linear in the number of words.
 *
 * <p>A cue whose direction turns around between kinds of asks weighs 0 in the prior: before any outcome nothing
 * says which kind of ask a tenant sends, so a cue that raises the rate on one kind and lowers it on another is no
 * evidence either way, and weighed it makes a prompt-only forecast look confident where it is wrong. The tenant's
 * outcomes then weigh it as a feature. Turned around on a labelled set where it occurs at least 30 times (log-odds
 * ratios): a factual question lead (HaluEval +0.5, FreshQA's false premises −0.9, CoCoNot's asks that should not be
 * answered as asked −2.2), a presupposed event (FreshQA +2.0, CoCoNot −1.5, whose "when did …" questions are mostly
 * true-premise look-alikes of its false ones) and an ordinal or superlative (HaluEval +0.7, CoCoNot +1.0, FreshQA
 * −0.9). Weighed with the mean over the sets (0.4 and 0.3), they ranked CoCoNot's cold risks below chance.
 */
public final class PromptCues {

    /** A cue, with its contribution to the prior in log-odds and how the rationale names it. */
    public enum Cue {
        ASKS_FOR_SOURCES(0.9, "asks for sources, citations, links or quotes", "prompts asking for sources"),
        EXTERNAL_MATERIAL(
                1.2,
                "refers to material that is not in the prompt (a URL, a file, an image)",
                "prompts referring to material outside them"),
        REFERS_TO_INPUT(0.35, "refers to given or following input", "prompts referring to given input"),
        FACTUAL_QUESTION(0.0, "asks a factual or analytic question", "factual or analytic questions"),
        PRESUPPOSES_EVENT(0.0, "presupposes that an event happened", "questions presupposing an event"),
        ORDINAL_OR_SUPERLATIVE(
                0.0, "asks about a first, second, latest or only one", "questions about a first, latest or only one"),
        ABSOLUTE_CLAIM(0.3, "asks about all, every, never or a permanent state", "prompts with all, every or never"),
        EXACT_FIGURES(0.35, "asks for exact figures, dates, statistics or data", "prompts asking for exact figures"),
        CODE(0.5, "asks for code or a web page", "prompts asking for code"),
        CREATIVE(-0.7, "a creative task with no fact to get wrong", "creative tasks"),
        LONG(0.4, "a long, detailed prompt", "long prompts");

        private final double logOdds;
        private final String description;
        private final String group;
        private final String feature;

        Cue(double logOdds, String description, String group) {
            this.logOdds = logOdds;
            this.description = description;
            this.group = group;
            this.feature = "cue:" + name().toLowerCase(java.util.Locale.ROOT);
        }

        /** The prompts that share the cue, as a rationale names them ("prompts asking for sources"). */
        public String group() {
            return group;
        }

        public double logOdds() {
            return logOdds;
        }

        public String description() {
            return description;
        }

        public String feature() {
            return feature;
        }
    }

    /** Log-odds of a prompt with no cue: about 0.2, the rate of hallucinated answers in general queries. */
    public static final double BASE_LOG_ODDS = -1.5;

    private static final Set<String> SOURCES = Set.of(
            "cite",
            "citation",
            "citations",
            "source",
            "sources",
            "reference",
            "references",
            "link",
            "links",
            "quote",
            "quotes",
            "bibliography",
            "url",
            "urls");
    private static final Set<String> MEDIA = Set.of(
            "image",
            "images",
            "picture",
            "pictures",
            "photo",
            "photos",
            "video",
            "videos",
            "audio",
            "attachment",
            "attached",
            "file",
            "pdf",
            "screenshot",
            "recording");
    private static final Set<String> INPUT = Set.of("following", "given", "below", "above", "attached");
    private static final Set<String> FACTUAL_LEADS = Set.of(
            "what",
            "who",
            "whom",
            "whose",
            "when",
            "where",
            "which",
            "how",
            "why",
            "is",
            "are",
            "does",
            "did",
            "was",
            "were",
            "tell",
            "find",
            "calculate",
            "determine",
            "predict",
            "summarize",
            "summarise",
            "evaluate",
            "given",
            "analyze",
            "analyse",
            "identify",
            "explain",
            "name",
            "compute",
            "estimate");
    private static final Set<String> EVENT_LEADS = Set.of("when", "why", "year", "month", "date", "much", "times");
    private static final Set<String> AUXILIARIES =
            Set.of("did", "was", "were", "has", "have", "had", "is", "are", "does", "do");
    private static final Set<String> ORDINALS = Set.of(
            "first", "second", "third", "fourth", "fifth", "last", "latest", "only", "newest", "oldest", "largest",
            "biggest", "highest", "most", "best");
    private static final Set<String> ABSOLUTES =
            Set.of("all", "every", "always", "never", "completely", "permanent", "permanently", "entirely", "forever");
    private static final Set<String> FIGURES = Set.of(
            "statistic",
            "statistics",
            "percent",
            "percentage",
            "population",
            "data",
            "chart",
            "table",
            "exact",
            "exactly",
            "precise",
            "date",
            "dates",
            "year",
            "years",
            "figures",
            "numbers",
            "revenue",
            "gdp");
    private static final Set<String> CODE_WORDS = Set.of(
            "html",
            "webpage",
            "website",
            "code",
            "function",
            "program",
            "script",
            "sql",
            "python",
            "javascript",
            "java",
            "css",
            "regex",
            "algorithm",
            "api",
            "json");
    private static final Set<String> CREATIVE_LEADS = Set.of(
            "write",
            "compose",
            "imagine",
            "suggest",
            "brainstorm",
            "generate",
            "create",
            "design",
            "invent",
            "come",
            "rewrite",
            "paraphrase",
            "rephrase",
            "edit",
            "draft");
    private static final Set<String> CREATIVE_WORDS = Set.of(
            "poem",
            "story",
            "haiku",
            "slogan",
            "song",
            "essay",
            "creative",
            "fictional",
            "imaginary",
            "tagline",
            "joke",
            "limerick",
            "lyrics",
            "metaphor",
            "names");

    private PromptCues() {}

    // One lookup per word: each word maps to the bit set of word lists it belongs to (and of the word shapes the
    // cues look for), computed once per word where the caller caches words (see WordFeatureNames).
    private static final int F_SOURCES = 1;
    private static final int F_MEDIA = 1 << 1;
    private static final int F_INPUT = 1 << 2;
    private static final int F_ORDINAL = 1 << 3;
    private static final int F_ABSOLUTE = 1 << 4;
    private static final int F_FIGURES = 1 << 5;
    private static final int F_CODE = 1 << 6;
    private static final int F_CREATIVE = 1 << 7;
    /** The bits above, each a cue of its own once any word has it. */
    private static final int CUE_FLAGS = (1 << 8) - 1;
    // Not cues themselves: membership of the lists a cue reads at one position (the lead, an event's words).
    private static final int F_CREATIVE_LEAD = 1 << 8;
    private static final int F_FACTUAL_LEAD = 1 << 9;
    private static final int F_EVENT_LEAD = 1 << 10;
    private static final int F_AUXILIARY = 1 << 11;
    private static final int F_YEAR = 1 << 12;
    private static final int F_NUMBERED_ORDINAL = 1 << 13;
    private static final java.util.Map<String, Integer> FLAGS = flags();

    private static java.util.Map<String, Integer> flags() {
        java.util.Map<String, Integer> m = new java.util.HashMap<>();
        Object[][] lists = {
            {SOURCES, F_SOURCES},
            {MEDIA, F_MEDIA},
            {INPUT, F_INPUT},
            {ORDINALS, F_ORDINAL},
            {ABSOLUTES, F_ABSOLUTE},
            {FIGURES, F_FIGURES},
            {CODE_WORDS, F_CODE},
            {CREATIVE_WORDS, F_CREATIVE},
            {CREATIVE_LEADS, F_CREATIVE_LEAD},
            {FACTUAL_LEADS, F_FACTUAL_LEAD},
            {EVENT_LEADS, F_EVENT_LEAD},
            {AUXILIARIES, F_AUXILIARY}
        };
        for (Object[] list : lists) {
            @SuppressWarnings("unchecked")
            Set<String> words = (Set<String>) list[0];
            for (String w : words) {
                m.merge(w, (Integer) list[1], (a, b) -> a | b);
            }
        }
        return java.util.Map.copyOf(m);
    }

    /** What {@link #of(List, int[], String)} needs to know of one lower-cased word, which depends on it alone. */
    static int wordFlags(String w) {
        int f = FLAGS.getOrDefault(w, 0);
        if (isYear(w)) {
            f |= F_YEAR;
        }
        if (isNumberedOrdinal(w)) {
            f |= F_NUMBERED_ORDINAL;
        }
        return f;
    }

    /**
     * The cues present in a prompt.
     *
     * @param words     the prompt's words, lower-cased, in order
     * @param rawPrompt the prompt as sent (for URLs, which the word split breaks apart)
     */
    public static Set<Cue> of(List<String> words, String rawPrompt) {
        int[] flags = new int[words.size()];
        for (int i = 0; i < flags.length; i++) {
            flags[i] = wordFlags(words.get(i));
        }
        return of(words, flags, rawPrompt);
    }

    /** {@link #of(List, String)} with each word's {@link #wordFlags} given ({@code flags[i]} of {@code words[i]}). */
    static Set<Cue> of(List<String> words, int[] flags, String rawPrompt) {
        Set<Cue> cues = EnumSet.noneOf(Cue.class);
        if (words.isEmpty()) {
            return cues;
        }
        int seen = (flags[0] & F_CREATIVE_LEAD) != 0 ? F_CREATIVE : 0;
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            int f = flags[i];
            seen |= f & CUE_FLAGS;
            if ((f & F_NUMBERED_ORDINAL) != 0) {
                seen |= F_ORDINAL;
            }
            if ((seen & F_FIGURES) == 0
                    && ((f & F_YEAR) != 0
                            || (w.equals("how")
                                    && i + 1 < words.size()
                                    && (words.get(i + 1).equals("many")
                                            || words.get(i + 1).equals("much"))))) {
                seen |= F_FIGURES;
            }
            if ((seen & F_CODE) == 0
                    && w.equals("web")
                    && i + 1 < words.size()
                    && (words.get(i + 1).equals("page") || words.get(i + 1).equals("site"))) {
                seen |= F_CODE;
            }
        }
        add(cues, seen, F_SOURCES, Cue.ASKS_FOR_SOURCES);
        add(cues, seen, F_MEDIA, Cue.EXTERNAL_MATERIAL);
        add(cues, seen, F_INPUT, Cue.REFERS_TO_INPUT);
        add(cues, seen, F_ORDINAL, Cue.ORDINAL_OR_SUPERLATIVE);
        add(cues, seen, F_ABSOLUTE, Cue.ABSOLUTE_CLAIM);
        add(cues, seen, F_FIGURES, Cue.EXACT_FIGURES);
        add(cues, seen, F_CODE, Cue.CODE);
        add(cues, seen, F_CREATIVE, Cue.CREATIVE);
        if (containsUrl(rawPrompt)) {
            cues.add(Cue.EXTERNAL_MATERIAL);
        }
        if ((flags[0] & F_FACTUAL_LEAD) != 0) {
            cues.add(Cue.FACTUAL_QUESTION);
        }
        if (presupposesEvent(words, flags)) {
            cues.add(Cue.PRESUPPOSES_EVENT);
        }
        if (words.size() >= 18) {
            cues.add(Cue.LONG);
        }
        return cues;
    }

    private static void add(Set<Cue> cues, int seen, int flag, Cue cue) {
        if ((seen & flag) != 0) {
            cues.add(cue);
        }
    }

    /** The prior in log-odds: the base plus each present cue's weight. */
    public static double priorLogOdds(Set<Cue> cues) {
        double s = BASE_LOG_ODDS;
        for (Cue c : cues) {
            s += c.logOdds();
        }
        return s;
    }

    /**
     * "When did …", "in what year was …", "how much did … for", "how many times has …", "by how many …": a question
     * that takes an event as given. "How many litres does it hold" asks for a quantity, not an event.
     */
    private static boolean presupposesEvent(List<String> words, int[] flags) {
        if (words.size() > 2 && words.get(0).equals("by") && words.get(1).equals("how")) {
            return true;
        }
        int limit = Math.min(words.size(), 5);
        for (int i = 0; i < limit - 1; i++) {
            if ((flags[i] & F_EVENT_LEAD) != 0) {
                for (int j = i + 1; j < Math.min(words.size(), i + 3); j++) {
                    if ((flags[j] & F_AUXILIARY) != 0) {
                        return i == 0
                                || words.get(0).equals("in")
                                || words.get(0).equals("what")
                                || words.get(0).equals("how")
                                || words.get(0).equals("by")
                                || words.get(0).equals("which");
                    }
                }
            }
        }
        return false;
    }

    private static boolean isYear(String w) {
        if (w.length() != 4) {
            return false;
        }
        for (int i = 0; i < 4; i++) {
            if (!Character.isDigit(w.charAt(i))) {
                return false;
            }
        }
        char c = w.charAt(0);
        return c == '1' || c == '2';
    }

    private static boolean isNumberedOrdinal(String w) {
        int n = w.length();
        if (n < 3 || !Character.isDigit(w.charAt(0))) {
            return false;
        }
        String suffix = w.substring(n - 2);
        return (suffix.equals("st") || suffix.equals("nd") || suffix.equals("rd") || suffix.equals("th"))
                && Character.isDigit(w.charAt(n - 3));
    }

    private static boolean containsUrl(String text) {
        return text.contains("http://") || text.contains("https://") || text.contains("www.");
    }
}
