package dev.factguard.core.freshness;

import static dev.factguard.core.freshness.CueText.anyWordAt;
import static dev.factguard.core.freshness.CueText.boundaryAt;
import static dev.factguard.core.freshness.CueText.isAsciiDigit;
import static dev.factguard.core.freshness.CueText.lettersEnd;
import static dev.factguard.core.freshness.CueText.nextWord;
import static dev.factguard.core.freshness.CueText.wordAt;

/**
 * The cues that are patterns over words rather than fixed phrases ("has … published", "the latest … album", "in
 * early 2023"), and the few tests that look at the words just before a position. Each looks at a bounded number of
 * words, so a whole search stays linear in the text, with no regular expression and no recursion. All take
 * {@link CueText#normalize normal-form} text (single spaces, lower case). Stateless.
 */
final class CueRules {

    private static final String[] PARTICIPLES = {
        "won", "sold", "made", "had", "done", "run", "held", "built", "found", "become", "grown", "set", "hit", "read",
        "led", "met", "bought", "brought", "taught", "fought", "caught", "spent", "lost", "kept"
    };
    private static final String[] RECENCY = {
        "latest ", "newest ", "most recent ", "current ", "next ", "upcoming ", "last ", "new "
    };
    private static final String[] RELEASES = {
        "version",
        "versions",
        "release",
        "releases",
        "update",
        "model",
        "models",
        "edition",
        "album",
        "single",
        "novel",
        "book",
        "film",
        "movie",
        "episode",
        "season",
        "game",
        "sequel",
        "iphone",
        "phone",
        "operating system",
        "os",
        "console",
        "chip",
        "processor",
        "software",
        "smartphone",
        "telescope"
    };
    private static final String[] ORDINAL_SUFFIXES = {"st", "nd", "rd", "th"};
    private static final String[] DATE_LEADS = {"as of ", "in ", "by "};
    private static final String[] PART_OF_YEAR = {"early ", "mid ", "late ", ""};
    private static final String[] MONTHS = {
        "january ",
        "february ",
        "march ",
        "april ",
        "may ",
        "june ",
        "july ",
        "august ",
        "september ",
        "october ",
        "november ",
        "december ",
        ""
    };
    private static final String[] UNITS = {"percent", "per cent", "million", "billion", "trillion", "bn"};

    /** What comes before "the most …" when it names the holder of the most: "with the", "has won the". */
    private static final String[] MOST_HOLDERS = {
        "with the ",
        "has the ",
        "have the ",
        "had the ",
        "holds the ",
        "hold the ",
        "held the ",
        "scored the ",
        "won the ",
        "has won the ",
        "have won the ",
        "has scored the ",
        "have scored the "
    };

    /** What a running count counts: members, people, users, stores — they come and go. */
    private static final CueList CHANGING_COUNTS = CueList.of(
            "people",
            "countries",
            "members",
            "member",
            "users",
            "subscribers",
            "followers",
            "stores",
            "shops",
            "restaurants",
            "locations",
            "branches",
            "employees",
            "workers",
            "cases",
            "deaths",
            "billionaires",
            "millionaires",
            "cars",
            "moons",
            "satellites",
            "exoplanets",
            "species",
            "teams",
            "clubs",
            "nations",
            "states in the",
            "goals",
            "titles",
            "trophies",
            "medals",
            "grand slams",
            "wins",
            "points",
            "votes",
            "seats",
            "downloads",
            "views",
            "streams",
            "tourists",
            "visitors",
            "refugees",
            "immigrants",
            "students",
            "troops",
            "covid",
            "vaccines");
    /** What a count of settled things counts: units of measure, anatomy, geometry, fixed sets. */
    private static final CueList STABLE_COUNTS = CueList.of(
            "legs",
            "arms",
            "bones",
            "teeth",
            "hearts",
            "chambers",
            "chromosomes",
            "vertebrae",
            "ribs",
            "eyes",
            "sides",
            "angles",
            "corners",
            "edges",
            "faces",
            "minutes",
            "hours",
            "days",
            "weeks",
            "months",
            "seconds",
            "feet",
            "inches",
            "yards",
            "miles",
            "meters",
            "metres",
            "kilometers",
            "kilometres",
            "ounces",
            "pounds",
            "grams",
            "tablespoons",
            "teaspoons",
            "pints",
            "quarts",
            "liters",
            "litres",
            "letters",
            "cards",
            "keys",
            "strings",
            "squares",
            "pieces",
            "continents",
            "oceans",
            "planets",
            "wives",
            "symphonies",
            "time zones",
            "notes",
            "colors",
            "colours",
            "syllables",
            "vowels",
            "acts",
            "verses",
            "amendments",
            "commandments",
            "dwarfs",
            "wonders",
            "elements",
            "degrees");
    /** Things a superlative is settled for: the tallest mountain stays the tallest; the tallest building may not. */
    private static final CueList NATURE = CueList.of(
            "planet",
            "planets",
            "moon",
            "star",
            "galaxy",
            "ocean",
            "oceans",
            "sea",
            "seas",
            "mountain",
            "mountains",
            "peak",
            "river",
            "rivers",
            "lake",
            "lakes",
            "desert",
            "deserts",
            "island",
            "islands",
            "continent",
            "volcano",
            "waterfall",
            "canyon",
            "glacier",
            "cave",
            "bay",
            "gulf",
            "peninsula",
            "forest",
            "bone",
            "bones",
            "organ",
            "muscle",
            "animal",
            "animals",
            "mammal",
            "bird",
            "fish",
            "insect",
            "tree",
            "trees",
            "flower",
            "plant",
            "element",
            "metal",
            "gas",
            "dinosaur",
            "whale",
            "shark",
            "snake",
            "spider");

    private static final String[] HOW_MUCH_VERBS = {"is ", "are ", "does ", "do ", "did "};
    /** After "how much does …", words of a settled measure rather than a price: "how much does a whale weigh". */
    private static final CueList MEASURES = CueList.of(
            "weigh",
            "weighs",
            "weight",
            "mass",
            "water",
            "sleep",
            "protein",
            "caffeine",
            "sugar",
            "blood",
            "time",
            "space");

    private CueRules() {}

    // The rules as cue lists use them, each with the strings every one of its matches holds (CueList.needing).
    static final CueList.Rule PERFECT_TENSE = CueList.needing(CueRules::perfectTense, "has ", "have ");
    static final CueList.Rule SUPERLATIVE_EVER = CueList.needing(CueRules::superlativeEver, "est ever");
    static final CueList.Rule HELD_MOST = CueList.needing(CueRules::heldMost, "most");
    static final CueList.Rule QUALIFIED_RELEASE = CueList.needing(CueRules::qualifiedRelease, RECENCY);
    static final CueList.Rule NUMBERED_VERSION = CueList.needing(CueRules::numberedVersion, "version ");
    static final CueList.Rule LAST_BEFORE_WORD = CueList.needing(CueRules::lastBeforeWord, "last ");
    static final CueList.Rule HELD_TROPHY = CueList.needing(CueRules::heldTrophy, "hold");
    static final CueList.Rule IN_HISTORY = CueList.needing(CueRules::inHistory, "history");
    static final CueList.Rule ORDINAL =
            CueList.needing(CueRules::ordinal, "0", "1", "2", "3", "4", "5", "6", "7", "8", "9");
    static final CueList.Rule DATED = CueList.needing(CueRules::dated, "19", "20");

    /** "how many countries are in nato", "how many people live in tokyo": a count of things that come and go. */
    static int changingCount(String t, int s) {
        return countOf(t, s, CHANGING_COUNTS);
    }

    /** "how many legs does a spider have", "how many days are in a leap year": a count that does not change. */
    static int stableCount(String t, int s) {
        return countOf(t, s, STABLE_COUNTS);
    }

    /** "There are 1,200 …", "… has 118 confirmed elements": a count stated in the present, its number first. */
    private static final java.util.regex.Pattern ASSERTED_COUNT = java.util.regex.Pattern.compile(
            "(?:^there (?:are|is)|\\s(?:has|have)) (?:(?:now|about|around|over|nearly|some|more than) )?"
                    + "(\\d[\\d,.]*)(?: (?:million|billion|thousand))? (?!percent|per cent|years?\\b)(?=\\p{L})");

    /**
     * Where the things counted start in a count the sentence asserts ("there are 1,200 listed sites", "the league has
     * 20 clubs"), or -1: none, or a count of settled things ("a spider has 8 legs").
     */
    static int assertedCount(String t) {
        java.util.regex.Matcher m = ASSERTED_COUNT.matcher(t);
        if (!m.find()) {
            return -1;
        }
        int p = m.end();
        for (int skipped = 0; skipped <= 2 && p >= 0 && p < t.length(); skipped++) {
            if (KNOWN_SO_FAR.phraseAt(t, p) >= 0) {
                return m.end(); // "118 confirmed elements", "5,000 known species": what is known to date
            }
            if (STABLE_COUNTS.phraseAt(t, p) >= 0) {
                return -1;
            }
            p = nextWord(t, p);
        }
        return m.end();
    }

    /** Words that make a count one of what is known so far, however settled the things counted. */
    private static final CueList KNOWN_SO_FAR =
            CueList.of("confirmed", "known", "identified", "discovered", "recorded", "registered", "listed");

    /** "how many", up to two words ("known", "active"), then one of {@code nouns}. */
    private static int countOf(String t, int s, CueList nouns) {
        int p = t.startsWith("how many ", s) ? s + "how many ".length() : -1;
        for (int skipped = 0; skipped <= 2 && p >= 0 && p < t.length(); skipped++) {
            int end = nouns.phraseAt(t, p);
            if (end >= 0) {
                return end;
            }
            p = nextWord(t, p);
        }
        return -1;
    }

    /**
     * "how much is a big mac", "how much does netflix cost": a price. Not "how much does a blue whale weigh", nor "how
     * much water should i drink".
     */
    static int priceQuestion(String t, int s) {
        int p = t.startsWith("how much ", s) && !(s >= 3 && t.startsWith("by ", s - 3)) ? s + "how much ".length() : -1;
        int verb = p < 0 ? -1 : anyWordStartAt(t, p, HOW_MUCH_VERBS);
        if (verb < 0 || (p + verb < t.length() && isAsciiDigit(t.charAt(p + verb)))) {
            return -1; // "by how much is 3 bigger than 4": arithmetic
        }
        int end = lettersEnd(t, p);
        for (int word = 0; word < 6 && p >= 0; word++) {
            if (MEASURES.phraseAt(t, p) >= 0) {
                return -1;
            }
            end = lettersEnd(t, p);
            p = nextWord(t, p);
        }
        return end > s ? s + "how much".length() : -1;
    }

    /** A superlative, up to two words, then a thing of nature: "the largest planet", "the longest river in". */
    static int naturalSuperlative(String t, int s) {
        int end = lettersEnd(t, s);
        if (end - s < 5 || !t.startsWith("est", end - 3) || !boundaryAt(t, end)) {
            return -1;
        }
        int p = nextWord(t, s);
        for (int skipped = 0; skipped <= 2 && p >= 0; skipped++) {
            int noun = NATURE.phraseAt(t, p);
            if (noun >= 0) {
                return noun;
            }
            p = nextWord(t, p);
        }
        return -1;
    }

    /**
     * "with the most wins", "has won the most Grand Slam titles": a holder of the most of a kind
     * ({@link Cues#MOST_TAILS}), up to three words after "most".
     */
    static int heldMost(String t, int s) {
        for (String holder : MOST_HOLDERS) {
            if (t.startsWith(holder, s)) {
                int p = wordAt(t, s + holder.length(), "most") ? s + holder.length() + 5 : -1;
                for (int skipped = 0; skipped <= 3 && p >= 0 && p < t.length(); skipped++) {
                    int tail = anyWordAt(t, p, Cues.MOST_TAILS);
                    if (tail >= 0) {
                        return p + tail;
                    }
                    p = nextWord(t, p);
                }
                return -1;
            }
        }
        return -1;
    }

    /** "has/have", up to five words, then a participle: a running total ("has … published", "have won"). */
    static int perfectTense(String t, int s) {
        int p = t.startsWith("has ", s) ? s + 4 : t.startsWith("have ", s) ? s + 5 : -1;
        for (int skipped = 0; skipped <= 5 && p >= 0; skipped++) {
            int end = lettersEnd(t, p);
            if (end > p && boundaryAt(t, end) && participle(t, p, end)) {
                return end;
            }
            p = nextWord(t, p);
        }
        return -1;
    }

    private static boolean participle(String t, int start, int end) {
        if (end - start >= 3 && (t.startsWith("ed", end - 2) || t.startsWith("en", end - 2))) {
            return true;
        }
        return anyWordAt(t, start, PARTICIPLES) == end - start;
    }

    /** A superlative followed by "ever": "greatest ever". */
    static int superlativeEver(String t, int s) {
        int end = lettersEnd(t, s);
        return end - s >= 4 && t.startsWith("est ever", end - 3) && boundaryAt(t, end + 5) ? end + 5 : -1;
    }

    /** A recency word, up to three words, then a kind of release: "the latest Taylor Swift album". */
    static int qualifiedRelease(String t, int s) {
        int p = -1;
        for (String recency : RECENCY) {
            if (t.startsWith(recency, s)) {
                p = s + recency.length();
                break;
            }
        }
        for (int skipped = 0; skipped <= 3 && p >= 0 && p < t.length(); skipped++) {
            int noun = anyWordAt(t, p, RELEASES);
            if (noun >= 0) {
                return p + noun;
            }
            int end = p;
            while (end < t.length() && nameChar(t.charAt(end))) {
                end++;
            }
            p = end > p && end < t.length() && t.charAt(end) == ' ' ? end + 1 : -1;
        }
        return -1;
    }

    private static boolean nameChar(char c) {
        return CueText.isWordChar(c) || c == '.' || c == '\'' || c == '&';
    }

    /** "version" and a one-digit number: "version 5". */
    static int numberedVersion(String t, int s) {
        int digit = s + "version ".length();
        return t.startsWith("version ", s)
                        && digit < t.length()
                        && isAsciiDigit(t.charAt(digit))
                        && boundaryAt(t, digit + 1)
                ? digit + 1
                : -1;
    }

    /** "last" before a word: "last season", "the last album". */
    static int lastBeforeWord(String t, int s) {
        if (!t.startsWith("last ", s) || s + 5 >= t.length()) {
            return -1;
        }
        if (Character.isLetter(t.charAt(s + 5))) {
            return s + 4;
        }
        // "the last 24 hours of le mans", "the last 500 miles of …": a race named by its length is an edition;
        // "the last 24 hours" alone is a stretch of time, which anchors nothing.
        int unit = nextWord(t, s + 5);
        int of = unit < 0 || !isAsciiDigit(t.charAt(s + 5)) ? -1 : nextWord(t, unit);
        return of >= 0 && wordAt(t, of, "of") ? s + 4 : -1;
    }

    /** Nouns a side holds after winning it: "holds the davis cup", "hold the world title". */
    private static final String[] TROPHIES = {"cup", "trophy", "shield", "title", "titles", "crown", "belt", "plate"};

    /**
     * "hold(s) the", up to four words, then a trophy: "Italy hold the Davis Cup" says who won it last, a champion
     * claim in the shape of holding, not in the words of winning.
     */
    static int heldTrophy(String t, int s) {
        int the = t.startsWith("holds the ", s) ? s + 10 : t.startsWith("hold the ", s) ? s + 9 : -1;
        for (int p = the, words = 0; p >= 0 && words <= 4; p = nextWord(t, p), words++) {
            int n = anyWordAt(t, p, TROPHIES);
            if (n > 0) {
                return p + n;
            }
        }
        return -1;
    }

    /** "in", up to two words, then "history": "in NBA history". */
    static int inHistory(String t, int s) {
        int p = t.startsWith("in ", s) ? s + 3 : -1;
        for (int skipped = 0; skipped <= 2 && p >= 0; skipped++) {
            if (wordAt(t, p, "history")) {
                return p + "history".length();
            }
            p = nextWord(t, p);
        }
        return -1;
    }

    /** A numbered edition, "80th", but not a century ("19th century"). */
    static int ordinal(String t, int s) {
        int digits = s;
        while (digits < t.length() && isAsciiDigit(t.charAt(digits))) {
            digits++;
        }
        if (digits == s || anyWordStartAt(t, digits, ORDINAL_SUFFIXES) < 0) {
            return -1;
        }
        int end = digits + 2;
        return !t.startsWith(" century", end) && boundaryAt(t, end) ? end : -1;
    }

    static int anyWordStartAt(String t, int i, String[] prefixes) {
        for (String prefix : prefixes) {
            if (t.startsWith(prefix, i)) {
                return prefix.length();
            }
        }
        return -1;
    }

    /** A year qualifier: "in 2023", "as of early March 2023", "by 2030". */
    static int dated(String t, int s) {
        int lead = anyWordStartAt(t, s, DATE_LEADS);
        if (lead < 0) {
            return -1;
        }
        int p = s + lead;
        for (String part : PART_OF_YEAR) {
            if (!t.startsWith(part, p)) {
                continue;
            }
            for (String month : MONTHS) {
                int year = p + part.length() + month.length();
                if (t.startsWith(month, p + part.length()) && centuryYear(t, year) && boundaryAt(t, year + 4)) {
                    return year + 4;
                }
            }
        }
        return -1;
    }

    /** 19xx or 20xx at {@code i}. */
    private static boolean centuryYear(String t, int i) {
        return i + 4 <= t.length()
                && (t.startsWith("19", i) || t.startsWith("20", i))
                && isAsciiDigit(t.charAt(i + 2))
                && isAsciiDigit(t.charAt(i + 3));
    }

    /**
     * Where the next calendar year (1000–2099) at or after {@code from} starts, or -1: four digits not inside a
     * number or a word, not after '$' and not a decade ("1990s").
     */
    static int nextYear(String t, int from) {
        for (int i = from; i + 4 <= t.length(); i++) {
            char c = t.charAt(i);
            if ((c != '1' && c != '2') || (i > 0 && (CueText.isWordChar(t.charAt(i - 1)) || t.charAt(i - 1) == '$'))) {
                continue;
            }
            boolean year = c == '1' ? isAsciiDigit(t.charAt(i + 1)) : t.charAt(i + 1) == '0';
            if (!year || !isAsciiDigit(t.charAt(i + 2)) || !isAsciiDigit(t.charAt(i + 3))) {
                continue;
            }
            int end = i + 4;
            boolean number = end < t.length() && isNumber(t.charAt(end));
            boolean decade = end < t.length() && t.charAt(end) == 's' && !regexWordAt(t, end + 1);
            if (!number && !decade) {
                return i;
            }
        }
        return -1;
    }

    private static boolean isNumber(char c) {
        return CueText.isWordChar(c) && !Character.isLetter(c);
    }

    /** A word character in the sense of {@code \b}: letter, digit or underscore. */
    private static boolean regexWordAt(String t, int i) {
        return i < t.length() && (Character.isLetterOrDigit(t.charAt(i)) || t.charAt(i) == '_');
    }

    /**
     * True when the last or second-to-last word before {@code start} ends in a word that fixes one past or numbered
     * holder ("the former president", "the 8th president", "the first female president").
     */
    static boolean fixedHolderBefore(String t, int start) {
        int end = start - 1;
        for (int word = 0; word < 2; word++) {
            if (end < 1 || t.charAt(end) != ' ') {
                return false;
            }
            int begin = t.lastIndexOf(' ', end - 1) + 1;
            if (endsFixed(t, begin, end)) {
                return true;
            }
            end = begin - 1;
        }
        return false;
    }

    private static boolean endsFixed(String t, int begin, int end) {
        for (String word : Cues.FIXED_HOLDER) {
            if (end - begin >= word.length() && t.startsWith(word, end - word.length())) {
                return true;
            }
        }
        return end - begin >= 3 && anyWordStartAt(t, end - 2, ORDINAL_SUFFIXES) >= 0 && isAsciiDigit(t.charAt(end - 3));
    }

    /**
     * True when the role at {@code [start, end)} is a part in a work of fiction or in making one: one of the three words
     * before it is an acting verb ("who played the captain"), or "in|of (the|a) film|novel|…" follows it.
     */
    static boolean roleInFiction(String t, int start, int end) {
        int wordEnd = start - 1;
        for (int word = 0; word < 3 && wordEnd > 0 && t.charAt(wordEnd) == ' '; word++) {
            int begin = t.lastIndexOf(' ', wordEnd - 1) + 1;
            if (Cues.ACTING.contains(t.substring(begin, wordEnd))) {
                return true;
            }
            wordEnd = begin - 1;
        }
        // "the director of the movie The Room": the role in making a work, settled once it is made.
        if (t.startsWith(" in ", end) || t.startsWith(" of ", end)) {
            int work = end + 4;
            work += t.startsWith("the ", work) ? 4 : t.startsWith("a ", work) ? 2 : 0;
            int workEnd = lettersEnd(t, work);
            if (Cues.WORKS.contains(t.substring(work, workEnd))) {
                return true;
            }
        }
        return false;
    }

    /**
     * True when one of the three words before {@code at} ends in "since" or "from", or is "of" after "as": the year
     * at {@code at} opens a span up to now ("since Jan 1, 2020"), not a fixed moment.
     */
    static boolean openSpanBefore(String t, int at) {
        int end = at - 1;
        for (int word = 0; word < 3; word++) {
            if (end < 1 || t.charAt(end) != ' ') {
                return false;
            }
            int begin = t.lastIndexOf(' ', end - 1) + 1;
            if (endsWith(t, begin, end, "since") || endsWith(t, begin, end, "from")) {
                return true;
            }
            if (end - begin == 2
                    && t.startsWith("of", begin)
                    && begin >= 2
                    && t.charAt(begin - 1) == ' '
                    && endsWith(t, t.lastIndexOf(' ', begin - 2) + 1, begin - 1, "as")) {
                return true;
            }
            end = begin - 1;
        }
        return false;
    }

    private static boolean endsWith(String t, int begin, int end, String suffix) {
        return end - begin >= suffix.length() && t.startsWith(suffix, end - suffix.length());
    }

    /** An amount that reads as a statistic without a metric word: money, a percentage, a scaled count. */
    static boolean unitNumber(String t) {
        int n = t.length();
        for (int i = 0; i < n; i++) {
            char c = t.charAt(i);
            if (c == '$' || c == '€' || c == '£' || c == '¥') {
                int j = i + 1 < n && t.charAt(i + 1) == ' ' ? i + 2 : i + 1;
                if (j < n && isAsciiDigit(t.charAt(j))) {
                    return true;
                }
            } else if (isAsciiDigit(c)) {
                int j = i;
                while (j < n && (isAsciiDigit(t.charAt(j)) || t.charAt(j) == ',' || t.charAt(j) == '.')) {
                    j++;
                }
                int unit = j < n && t.charAt(j) == ' ' ? j + 1 : j;
                if (unitAt(t, unit) || (unit != j && unitAt(t, j))) {
                    return true;
                }
                // Every later start inside this run of digits ends where this one did.
                i = j - 1;
            }
        }
        return false;
    }

    private static boolean unitAt(String t, int i) {
        if (i < t.length() && t.charAt(i) == '%') {
            return true;
        }
        for (String unit : UNITS) {
            if (t.startsWith(unit, i) && !regexWordAt(t, i + unit.length())) {
                return true;
            }
        }
        return false;
    }

    /** A word ending in "-ed" among the second to fourth words: "Eric Schmidt served as …", "What killed …". */
    static boolean earlyEdVerb(String t) {
        int p = 0;
        for (int word = 1; word <= 3; word++) {
            p = nextWord(t, p);
            if (p < 0) {
                return false;
            }
            int end = lettersEnd(t, p);
            if (end - p >= 5 && t.startsWith("ed", end - 2) && !regexWordAt(t, end)) {
                return true;
            }
        }
        return false;
    }
}
