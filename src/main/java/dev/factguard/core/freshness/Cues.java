package dev.factguard.core.freshness;

import dev.factguard.core.text.WordSets;
import java.util.Arrays;
import java.util.Set;

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
    static final CueList POSITION = CueList.of(concat(
            WordSets.OFFICE_HOLDERS.toArray(String[]::new),
            "chief executive officer",
            "chief executive",
            "ceo",
            "cfo",
            "cto",
            "coo",
            "chief operating officer",
            "chief financial officer",
            "chief technology officer",
            "president",
            "presidents",
            "vice president",
            "president elect",
            "prime minister",
            "chancellor",
            "vice chancellor",
            "secretary general",
            "general secretary",
            "director general",
            "managing director",
            "executive director",
            "director",
            "team principal",
            "principal",
            "head coach",
            "monarch",
            "emperor",
            "speaker",
            "minister",
            "secretary of state",
            // "secretary of defense", "secretary of the treasury": a cabinet office is named after its department.
            "secretary of",
            "secretary",
            "attorney general",
            "chief justice",
            "sheriff",
            "senator",
            "congressman",
            "congresswoman",
            "representative",
            "ambassador",
            "commissioner",
            "administrator",
            "head of state",
            "head of government",
            // "the head of the IMF": the one who runs a named body, whatever its title there (see ClaimDetector).
            "head of",
            "captain",
            // A player's place in a side is a seat that changes hands too: "X is the club's goalkeeper".
            "goalkeeper",
            "striker",
            "midfielder",
            "quarterback",
            "owner",
            "owns",
            "host",
            "hosts",
            "presenter",
            "editor in chief",
            "spokesperson",
            "dean",
            "rector",
            "archbishop",
            "first lady",
            "spouse",
            "married to",
            "ruler",
            "play for",
            "plays for",
            "playing for",
            "manages",
            "coaches",
            "chairs",
            "governs",
            "what team",
            "which team",
            "what club",
            "which club",
            "dating",
            "girlfriend",
            "boyfriend",
            "wife",
            "husband",
            "drives for",
            "races for",
            "rides for",
            "taoiseach",
            "first minister",
            "chief minister",
            "signed with",
            "signed for",
            "in charge of",
            "officeholder",
            "starting",
            "led by",
            "headed by",
            "run by",
            "chaired by",
            "coached by",
            "managed by"));

    /**
     * What a place or a state is called and uses — its capital, currency, official name or language, anthem: they
     * change seldom, but they do ("Nur-Sultan" is Astana again, Croatia's kuna is the euro). Read in statements only.
     */
    static final CueList DESIGNATION = CueList.of(
            "capital of",
            "capital city",
            "capital is",
            "currency of",
            "currency is",
            "official currency",
            "official name",
            "official language",
            "official languages",
            "national anthem",
            "seat of government");

    /** First words that make a sentence a question even without its '?'. */
    static final Set<String> QUESTION_WORDS = Set.of(
            "who", "whom", "whose", "what", "which", "when", "where", "why", "how", "is", "are", "was", "were", "do",
            "does", "did", "can", "could", "will", "would", "has", "have", "had", "should", "name");

    /** Words just before a role that make it a part in a work of fiction: "who played the captain". */
    static final Set<String> ACTING = Set.of(
            "play",
            "plays",
            "played",
            "playing",
            "portray",
            "portrays",
            "portrayed",
            "portraying",
            "voice",
            "voices",
            "voiced",
            "voicing",
            "starred",
            "starring",
            "cast",
            "depicted",
            "depicts",
            "depicting");

    /** Works of fiction, after "in" or "in the" following a role: "the president in the film". */
    static final Set<String> WORKS = Set.of(
            "film",
            "films",
            "movie",
            "movies",
            "series",
            "show",
            "novel",
            "novels",
            "book",
            "books",
            "episode",
            "sitcom",
            "cartoon",
            "anime",
            "manga",
            "musical",
            "comic",
            "comics",
            "play",
            "game",
            "video game",
            "franchise",
            "story",
            "saga",
            "opera",
            "drama",
            "trilogy");

    /** Words that put a whole sentence in fiction: "the fictional president", "which character is king". */
    static final CueList FICTION =
            CueList.of("fictional", "character", "characters", "mythology", "myth", "myths", "fairy tale", "fable");

    /** Role words that are also common surnames ("Jeff Dean", "Stephen King"): after a capitalised word, a name. */
    static final Set<String> SURNAME_ROLES = Set.of(
            "dean",
            "king",
            "queen",
            "mayor",
            "chancellor",
            "speaker",
            "host",
            "coach",
            "sheriff",
            "bishop",
            "governor",
            "leader",
            "captain",
            "chair",
            "owner",
            "manager",
            "starting");

    /**
     * Word endings before a role (in the last or the second-to-last word before it) that fix one past or numbered
     * holder: "former president", "the 8th president". See {@link CueRules#fixedHolderBefore}.
     */
    static final String[] FIXED_HOLDER = {
        "former",
        "ex",
        "late",
        "deposed",
        "previous",
        "then",
        "first",
        "founding",
        "past",
        "second",
        "third",
        "fourth",
        "fifth",
        "sixth",
        "seventh",
        "eighth",
        "ninth",
        "tenth"
    };

    private static final String[] METRICS = {
        "population",
        "populations",
        "inhabitants",
        "residents",
        "gdp",
        "gross domestic product",
        "unemployment",
        "inflation",
        "interest rate",
        "interest rates",
        "exchange rate",
        "rate",
        "rates",
        "price",
        "prices",
        "priced",
        "cost",
        "costs",
        "fee",
        "fees",
        "fare",
        "salary",
        "wage",
        "wages",
        "income",
        "revenue",
        "revenues",
        "profit",
        "profits",
        "earnings",
        "sales",
        "market cap",
        "market capitalization",
        "market capitalisation",
        "valuation",
        "valued at",
        "net worth",
        "worth",
        "stock",
        "number of",
        "members",
        "member states",
        "member countries",
        "member nations",
        "membership",
        "subscribers",
        "followers",
        "users",
        "employees",
        "citations",
        "h index",
        "score",
        "ranking",
        "rankings",
        "ranked",
        "seats",
        "debt",
        "budget",
        "enrollment",
        "enrolment",
        "enrolled",
        "attendance",
        "tally",
        "goals",
        "points",
        "medals",
        "cases",
        "deaths",
        "death toll",
        "downloads",
        "views",
        "streams",
        "how old",
        "age",
        "aged",
        "percent",
        "per cent"
    };

    /** Measured quantities, named by their metric. */
    static final CueList STRONG_STATISTIC = CueList.of(METRICS);

    /** Measured quantities; "how many"/"how much" are weak on their own (see {@link #WEAK_STATISTIC}). */
    static final CueList STATISTIC = CueList.of(concat(METRICS, "how many", "how much"));

    /** Counting questions in the simple present ("how many lungs do slugs have") are often timeless. */
    static final CueList WEAK_STATISTIC = CueList.of("how many", "how much");

    /** Perfect tense and "so far": a running total that grows with time ("how many books has she published"). */
    static final CueList CUMULATIVE =
            CueList.of("so far", "to date", "in total", "altogether").with(CueRules.PERFECT_TENSE);

    /** What there can be the most of: "the most points", "the most decorated". */
    static final String[] MOST_TAILS = {
        "popular",
        "followed",
        "followers",
        "liked",
        "likes",
        "viewed",
        "views",
        "watched",
        "streamed",
        "streams",
        "subscribed",
        "subscribers",
        "downloaded",
        "downloads",
        "expensive",
        "valuable",
        "visited",
        "populous",
        "decorated",
        "successful",
        "goals",
        "points",
        "wins",
        "titles",
        "medals",
        "stars",
        "awards",
        "hits",
        "sold",
        "selling",
        "played",
        "searched",
        "translated",
        "spoken",
        "bestselling",
        "grossing",
        "capped",
        "caps",
        "appearances",
        "runs",
        "wickets",
        "hundreds",
        "centuries",
        "assists",
        "trophies"
    };

    /** Superlatives and records: they stand until broken. */
    static final CueList RECORD = CueList.of(
                    "world record",
                    "record",
                    "records",
                    "record holder",
                    "all time",
                    "of all time",
                    "in history",
                    "tallest",
                    "highest grossing",
                    "highest paid",
                    "highest earning",
                    "highest",
                    "lowest",
                    "best selling",
                    "bestselling",
                    "top selling",
                    "top grossing",
                    "top ranked",
                    "deepest",
                    "fastest",
                    "richest",
                    "wealthiest",
                    "largest",
                    "biggest",
                    "longest",
                    "oldest",
                    "youngest",
                    "heaviest",
                    "smallest",
                    "shortest",
                    "hottest",
                    "coldest",
                    "strongest",
                    "busiest",
                    "greatest",
                    "number one",
                    "no. 1",
                    "no 1",
                    "number 1",
                    "best ever",
                    "winningest",
                    "leading scorer",
                    "leading goalscorer",
                    "leading run scorer",
                    "leading rusher",
                    "leading passer",
                    "top scorer",
                    "top goalscorer")
            .with(CueRules.SUPERLATIVE_EVER)
            .and(CueList.expand("most", MOST_TAILS));

    /**
     * Words that make a sentence a record whatever office or title it also names: all of history ("all-time",
     * "winningest", "leading scorer") or the most of a kind after its holder ("the coach with the most wins", "has
     * won the most titles"). The record, not the office, is what goes stale there.
     */
    static final CueList RECORD_FIRST = CueList.of(
                    "all time",
                    "of all time",
                    "winningest",
                    "leading scorer",
                    "top scorer",
                    "leading goalscorer",
                    "top goalscorer",
                    "leading run scorer")
            .with(CueRules.HELD_MOST);

    /** Holders of a title won in competition. */
    static final CueList CHAMPION = CueList.of(
                    "champion",
                    "champions",
                    "championship",
                    "championships",
                    "title holder",
                    "title holders",
                    "holders",
                    "titleholder",
                    "reigning",
                    "defending champion",
                    "winner",
                    "winners",
                    "won",
                    "wins",
                    "win",
                    "winning",
                    "crowned",
                    "holds the title",
                    "gold medal",
                    "gold medallist",
                    "gold medalist",
                    "recipient",
                    "recipients",
                    "laureate",
                    "laureates")
            .with(CueRules.HELD_TROPHY);

    /** Releases of products and works, when qualified as the newest (or named as a version). */
    static final CueList VERSION = CueList.of("latest version", "version of", "release of")
            .with(CueRules.QUALIFIED_RELEASE, CueRules.NUMBERED_VERSION);

    private static final String[] STRONG_CURRENT_WORDS = {
        "currently",
        "current",
        "as of",
        "today",
        "today's",
        "this year",
        "this year's",
        "this week",
        "this month",
        "this season",
        "this quarter",
        "now",
        "right now",
        "nowadays",
        "these days",
        "at present",
        "presently",
        "at the moment",
        "most recent",
        "most recently",
        "latest",
        "newest",
        "upcoming",
        "so far",
        "to date",
        "still",
        "anymore",
        "any more",
        "no longer",
        "years ago",
        "ago",
        "how long ago",
        "how long has",
        "how long have",
        "living",
        "still alive",
        "the present",
        "future",
        "what day is it",
        "what month is it",
        "what year is it",
        "what season is it",
        "what time is it",
        "what date is it",
        "weather",
        "trending",
        "alive",
        "in theaters",
        "in theatres",
        "in cinemas"
    };

    /**
     * Words that tie a sentence to the time of writing so firmly that a year or a "first" in it does not
     * settle it ("the latest …", "currently", "this year").
     */
    static final CueList STRONG_CURRENT = CueList.of(STRONG_CURRENT_WORDS);

    /**
     * Words that tie a sentence to the time of writing. The weaker ones ("recent", "next", "last") are
     * relative to now but also appear in narratives of the past, so they only cancel the past tense.
     */
    static final CueList CURRENT = CueList.of(concat(
                    STRONG_CURRENT_WORDS,
                    "recent",
                    "recently",
                    "next",
                    "last year",
                    "last year's",
                    "last season",
                    "last week",
                    "last month",
                    "at the top"))
            .with(CueRules.LAST_BEFORE_WORD);

    /** "since" reaches up to now only in the present or present perfect ("has been … since 2016"). */
    static final CueList SINCE = CueList.of("since");

    /** "new" means recency only when written lower-case ("the new iPhone", not "New York"); matched as written. */
    static final CueList NEW_LOWER_CASE = CueList.of("new");

    /** Phrases that stretch a statement up to the present: they cancel any past anchoring. */
    static final CueList TO_NOW = CueList.of(
                    "ever", "of all time", "all time", "to date", "so far", "yet", "still", "on record")
            .with(CueRules.IN_HISTORY);

    /**
     * Settled, one-off events: the first of something, a numbered edition ("the 80th Golden Globes"). Births
     * and deaths are not here: "where was the richest woman born" is as current as the record it names.
     */
    static final CueList HISTORICAL =
            CueList.of("first", "earliest", "inaugural", "original", "founding").with(CueRules.ORDINAL);

    /** A leading year qualifier such as "in 2023" or "as of 2023" in a present-tense statement. */
    static final CueList DATED = CueList.of().with(CueRules.DATED);

    /** Auxiliaries and copulas, present and past; the first one sets the tense of a sentence. */
    static final CueList AUXILIARY = CueList.of(
            "is", "are", "am", "was", "were", "do", "does", "did", "has", "have", "had", "will", "can", "'s", "remains",
            "remain", "stands", "holds", "leads");

    static final Set<String> PAST_AUXILIARIES = Set.of("was", "were", "did", "had");

    /** "was … born" is the only tense a birth takes, so it says nothing about when the question is asked. */
    static final CueList TENSELESS_PAST = CueList.of("born");

    /** Common past-tense main verbs, for sentences without an auxiliary ("Eric Schmidt served as …"). */
    static final CueList PAST_VERB = CueList.of(
            "served",
            "won",
            "became",
            "took",
            "began",
            "wrote",
            "made",
            "sold",
            "bought",
            "led",
            "ran",
            "set",
            "broke",
            "left",
            "died",
            "beat",
            "overtook",
            "replaced",
            "succeeded",
            "resigned",
            "retired",
            "stepped down",
            "founded",
            "invented",
            "released",
            "launched");
}
