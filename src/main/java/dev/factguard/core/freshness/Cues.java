package dev.factguard.core.freshness;

import java.util.Arrays;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The cue words that make a sentence time-dependent, one list per {@link ClaimCategory}, plus the words
 * that anchor a sentence in the past. English only. Lists are matched on {@link CueText#normalize} text.
 *
 * <p>They name kinds of facts (offices, metrics, superlatives, titles, releases) and the grammar of time
 * (tense, relative dates), never particular entities, so they carry to texts they were not written for.
 */
final class Cues {

    private Cues() {}

    private static String[] concat(String[] words, String... more) {
        String[] all = Arrays.copyOf(words, words.length + more.length);
        System.arraycopy(more, 0, all, words.length, more.length);
        return all;
    }

    /** Offices and roles whose holder changes, including a player's club and a person's spouse. */
    static final Pattern POSITION = CueText.phrases("chief executive officer", "chief executive", "ceo", "cfo", "cto",
            "coo", "chief operating officer", "chief financial officer", "chief technology officer", "president",
            "presidents", "vice president", "president elect", "prime minister", "chancellor",
            "vice chancellor", "secretary general", "general secretary", "director general", "managing director",
            "executive director", "pope", "governor", "mayor", "chair", "chairman", "chairwoman", "chairperson",
            "head coach", "coach", "manager", "leader", "king", "queen", "monarch", "emperor", "speaker",
            "minister", "secretary of state", "attorney general", "chief justice", "sheriff", "senator",
            "congressman", "congresswoman", "representative", "ambassador", "commissioner", "head of state",
            "head of government", "captain", "owner", "owns", "host", "hosts", "presenter", "editor in chief",
            "spokesperson", "dean", "rector", "archbishop", "first lady", "spouse", "married to", "ruler",
            "play for", "plays for", "playing for", "signed with", "signed for", "in charge of", "officeholder",
            "starting", "led by", "headed by", "run by", "chaired by", "coached by", "managed by");

    /** Role words that are also common surnames ("Jeff Dean", "Stephen King"): after a capitalised word, a name. */
    static final Set<String> SURNAME_ROLES = Set.of("dean", "king", "queen", "mayor",
            "chancellor", "speaker", "host", "coach", "sheriff", "bishop", "governor", "leader", "captain",
            "chair", "owner", "manager", "starting");

    /** Words before a role that fix one past or numbered holder: "former president", "the 8th president". */
    static final Pattern FIXED_HOLDER = Pattern.compile("(?:former|ex|late|deposed|previous|then|first|founding|"
            + "past|\\d+(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)"
            + "(?:\\s+\\S+)?\\s+$", Pattern.CASE_INSENSITIVE);

    private static final String[] METRICS = {"population", "populations", "inhabitants", "residents", "gdp",
            "gross domestic product", "unemployment", "inflation", "interest rate", "interest rates",
            "exchange rate", "rate", "rates", "price", "prices", "priced", "cost", "costs", "fee", "fees", "fare",
            "salary", "wage", "wages", "income", "revenue", "revenues", "profit", "profits", "earnings", "sales",
            "market cap", "market capitalization", "market capitalisation", "valuation", "valued at", "net worth",
            "worth", "stock", "number of", "members", "member states", "member countries", "member nations",
            "membership", "subscribers", "followers", "users", "employees", "citations", "h index", "score",
            "ranking", "rankings", "ranked", "seats", "debt", "budget", "enrollment", "enrolment", "enrolled",
            "attendance", "tally", "goals", "points", "medals", "cases", "deaths", "death toll", "downloads",
            "views", "streams", "how old", "age", "aged", "percent", "per cent"};

    /** Measured quantities, named by their metric. */
    static final Pattern STRONG_STATISTIC = CueText.phrases(METRICS);

    /** Measured quantities; "how many"/"how much" are weak on their own (see {@link #WEAK_STATISTIC}). */
    static final Pattern STATISTIC = CueText.phrases(concat(METRICS, "how many", "how much"));

    /** Counting questions in the simple present ("how many lungs do slugs have") are often timeless. */
    static final Pattern WEAK_STATISTIC = CueText.phrases("how many", "how much");

    /** Perfect tense and "so far": a running total that grows with time ("how many books has she published"). */
    static final Pattern CUMULATIVE = CueText.phrases("re:(?:has|have)\\s+(?:\\S+\\s+){0,5}?(?:\\p{L}+ed|\\p{L}+en|"
            + "won|sold|made|had|done|run|held|built|found|become|grown|set|hit|read|led|met|bought|brought|"
            + "taught|fought|caught|spent|lost|kept)", "so far", "to date", "in total", "altogether");

    /** Superlatives and records: they stand until broken. */
    static final Pattern RECORD = CueText.phrases("world record", "record", "records", "record holder", "all time",
            "of all time", "in history", "tallest", "highest grossing", "highest paid", "highest earning",
            "highest", "lowest", "best selling", "bestselling", "top selling", "top grossing", "top ranked",
            "deepest", "fastest", "richest", "wealthiest", "largest", "biggest", "longest", "oldest", "youngest",
            "heaviest", "smallest", "shortest", "hottest", "coldest", "strongest", "busiest", "greatest",
            "number one", "no. 1", "no 1", "number 1", "best ever", "re:\\p{L}+est\\s+ever",
            "re:most\\s+(?:popular|followed|followers|liked|likes|viewed|views|watched|streamed|streams|subscribed|"
                    + "subscribers|downloaded|downloads|expensive|valuable|visited|populous|decorated|successful|goals|"
                    + "points|wins|titles|medals|stars|awards|hits|sold|selling|played|searched|translated|spoken|"
                    + "bestselling|grossing|capped|appearances|runs|wickets|hundreds|centuries|assists|trophies)");

    /** Holders of a title won in competition. */
    static final Pattern CHAMPION = CueText.phrases("champion", "champions", "championship", "championships",
            "title holder", "title holders", "titleholder", "reigning", "defending champion", "winner", "winners",
            "won", "wins", "win", "crowned", "holds the title", "gold medal", "gold medallist", "gold medalist",
            "recipient", "recipients", "laureate", "laureates");

    /** Releases of products and works, when qualified as the newest (or named as a version). */
    static final Pattern VERSION = CueText.phrases(
            "re:(?:latest|newest|most\\s+recent|current|next|upcoming|last|new)\\s+(?:[\\p{L}\\p{N}.'&]+\\s+){0,3}?"
                    + "(?:version|versions|release|releases|update|model|models|edition|album|single|novel|book|"
                    + "film|movie|episode|season|game|sequel|iphone|phone|operating\\s+system|os|console|chip|"
                    + "processor|software|smartphone|telescope)",
            "latest version", "version of", "release of", "re:version\\s+\\d");

    private static final String[] STRONG_CURRENT_WORDS = {"currently", "current", "as of", "today", "today's",
        "this year", "this year's", "this week", "this month", "this season", "this quarter", "now", "right now",
        "nowadays", "these days", "at present", "presently", "at the moment", "most recent", "most recently",
        "latest", "newest", "upcoming", "so far", "to date", "still", "anymore", "any more", "no longer",
        "years ago", "ago", "how long ago", "how long has", "how long have", "living", "still alive", "the present",
        "future", "re:what\\s+(?:day|month|year|season|time|date)\\s+is\\s+it"};

    /**
     * Words that tie a sentence to the time of writing so firmly that a year or a "first" in it does not
     * settle it ("the latest …", "currently", "this year").
     */
    static final Pattern STRONG_CURRENT = CueText.phrases(STRONG_CURRENT_WORDS);

    /**
     * Words that tie a sentence to the time of writing. The weaker ones ("recent", "next", "last") are
     * relative to now but also appear in narratives of the past, so they only cancel the past tense.
     */
    static final Pattern CURRENT = CueText.phrases(concat(STRONG_CURRENT_WORDS, "recent", "recently", "next",
            "last year", "last year's", "last season", "last week", "last month", "re:last(?=\\s+\\p{L})",
            "at the top"));

    /** "since" reaches up to now only in the present or present perfect ("has been … since 2016"). */
    static final Pattern SINCE = CueText.phrases("since");

    /** "new" means recency only when written lower-case ("the new iPhone", not "New York"). */
    static final Pattern NEW_LOWER_CASE = Pattern.compile("(?<![\\p{L}\\p{N}])new(?![\\p{L}\\p{N}])");

    /** Phrases that stretch a statement up to the present: they cancel any past anchoring. */
    static final Pattern TO_NOW = CueText.phrases("ever", "of all time", "all time",
            "re:in\\s+(?:\\S+\\s+){0,2}?history", "to date",
            "so far", "yet", "still", "on record");

    /** A calendar year in the text, used to anchor (questions, past tense) or date ("as of 2023"). */
    static final Pattern YEAR = Pattern.compile("(?<![\\p{L}\\p{N}$])(1[0-9]{3}|20[0-9]{2})(?![\\p{N}]|s\\b)");

    /**
     * Settled, one-off events: the first of something, a numbered edition ("the 80th Golden Globes"). Births
     * and deaths are not here: "where was the richest woman born" is as current as the record it names.
     */
    static final Pattern HISTORICAL = CueText.phrases("first", "earliest", "inaugural", "original", "founding",
            "re:\\d+(?:st|nd|rd|th)(?!\\s+century)");

    /** A leading year qualifier such as "in 2023" or "as of 2023" in a present-tense statement. */
    static final Pattern DATED = CueText.phrases("re:(?:as\\s+of|in|by)\\s+(?:(?:early|mid|late)\\s+)?"
            + "(?:(?:january|february|march|april|may|june|july|august|september|october|november|december)"
            + "\\s+)?(?:19|20)\\d\\d");

    /** Auxiliaries and copulas, present and past; the first one sets the tense of a sentence. */
    static final Pattern AUXILIARY = CueText.phrases("is", "are", "am", "was", "were", "do", "does", "did", "has",
            "have", "had", "will", "can", "'s", "remains", "remain", "stands", "holds", "leads");
    static final Set<String> PAST_AUXILIARIES = Set.of("was", "were", "did", "had");

    /** "was … born" is the only tense a birth takes, so it says nothing about when the question is asked. */
    static final Pattern TENSELESS_PAST = CueText.phrases("born");

    /** Years after these words open a span that reaches up to now ("since Jan 1, 2020"), not a fixed moment. */
    static final Pattern OPEN_SPAN_BEFORE_YEAR = Pattern.compile("(?:since|as of|from)\\s+(?:\\S+\\s+){0,2}$");

    /** Common past-tense main verbs, for sentences without an auxiliary ("Eric Schmidt served as …"). */
    static final Pattern PAST_VERB = CueText.phrases("served", "won", "became", "took", "began", "wrote", "made",
            "sold", "bought", "led", "ran", "set", "broke", "left", "died", "beat", "overtook", "replaced",
            "succeeded", "resigned", "retired", "stepped down", "founded", "invented", "released", "launched");

    /** Amounts that read as statistics even without a metric word: money, scaled counts, percentages. */
    static final Pattern UNIT_NUMBER = Pattern.compile("(?:[$€£¥]\\s?\\d[\\d,.]*|\\d[\\d,.]*\\s*(?:%|percent\\b|"
            + "per cent\\b|million\\b|billion\\b|trillion\\b|bn\\b))");
}
