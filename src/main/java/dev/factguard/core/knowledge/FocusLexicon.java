package dev.factguard.core.knowledge;

import dev.factguard.core.text.CalendarWords;
import dev.factguard.core.text.Term;
import dev.factguard.core.text.TermAnalyzer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The word lists focus detection reads: attribute families with their units and synonyms, the words that
 * ask for them, and board and office roles. English only. Entries are written as words and stemmed here
 * with the same analyzer as queries and facts, so they follow it if its stemming changes.
 */
final class FocusLexicon {

    private FocusLexicon() {}

    /** Every kind below, in declaration order: a fact's profile evaluates each once. */
    static final List<FocusKind> KINDS = new ArrayList<>();

    static final String UNIT_SIGNS = "€$£¥%°";
    static final Set<String> CURRENCY_SIGNS = Set.of("€", "$", "£", "¥");
    static final Set<String> ORDINAL_SUFFIXES = Set.of("st", "nd", "rd", "th");

    // ---- measured attributes -------------------------------------------------------------------------

    static final FocusKind POWER = measured(
            "power (watts)",
            words("watt", "watts", "w", "kw", "kilowatt", "kilowatts", "megawatt", "mw", "horsepower", "hp"),
            words("power", "wattage", "output", "rated"));
    static final FocusKind ENERGY = measured(
            "energy",
            words("kwh", "wh", "mwh", "joule", "joules", "kj", "calorie", "calories", "kcal"),
            words("energy", "consumption", "consumes"));
    static final FocusKind VOLTAGE = measured("voltage", words("volt", "volts", "v", "kv"), words("voltage"));
    static final FocusKind CAPACITY = measured(
            "capacity or volume",
            words(
                    "litre",
                    "litres",
                    "liter",
                    "liters",
                    "l",
                    "ml",
                    "millilitre",
                    "millilitres",
                    "cl",
                    "gallon",
                    "gallons",
                    "pint",
                    "pints",
                    "cup",
                    "cups",
                    "cubic"),
            words("capacity", "volume", "hold", "holds", "contains"));
    /** Length units that name a length in any question; "m" and "ft" are units too, but too short to name one. */
    private static final String[] LENGTH_NAMES = {
        "km",
        "kilometre",
        "kilometres",
        "kilometer",
        "kilometers",
        "mile",
        "miles",
        "metre",
        "metres",
        "meter",
        "meters",
        "cm",
        "centimetre",
        "centimetres",
        "mm",
        "millimetre",
        "inch",
        "inches",
        "foot",
        "feet",
        "yard",
        "yards"
    };

    private static final Set<String> LENGTH_UNITS = union(words(LENGTH_NAMES), words("m", "ft"));
    static final FocusKind LENGTH = measured(
            "a length or distance",
            LENGTH_UNITS,
            words("length", "long", "distance", "far", "height", "tall", "high", "width", "wide", "depth", "deep"));
    static final FocusKind HEIGHT = dimension(
            "a height", words("height", "high", "tall", "altitude", "elevation", "level", "summit", "peak", "rises"));
    static final FocusKind DEPTH = dimension("a depth", words("depth", "deep", "deepest"));
    static final FocusKind WIDTH = dimension("a width", words("width", "wide", "widest", "across", "breadth"));
    static final FocusKind AREA =
            measured("an area", words("km2", "hectare", "hectares", "acre", "acres", "square"), words("area", "size"));
    static final FocusKind WEIGHT = measured(
            "a weight",
            words(
                    "kg",
                    "kilogram",
                    "kilograms",
                    "kilo",
                    "kilos",
                    "g",
                    "gram",
                    "grams",
                    "tonne",
                    "tonnes",
                    "ton",
                    "tons",
                    "pound",
                    "pounds",
                    "lb",
                    "lbs",
                    "ounce",
                    "ounces",
                    "oz"),
            words("weight", "weighs", "weigh", "heavy", "mass"));
    static final FocusKind TEMPERATURE = measured(
            "a temperature",
            union(Set.of("°"), words("celsius", "fahrenheit", "kelvin", "degree", "degrees")),
            words("temperature", "hot", "cold", "warm"));
    static final FocusKind SPEED = measured(
            "a speed", words("mph", "kph", "knot", "knots", "kmh"), words("speed", "fast", "quick", "velocity"));
    static final FocusKind DURATION = measured(
            "a duration",
            words(
                    "second",
                    "seconds",
                    "sec",
                    "secs",
                    "minute",
                    "minutes",
                    "min",
                    "mins",
                    "hour",
                    "hours",
                    "hr",
                    "hrs",
                    "h",
                    "day",
                    "days",
                    "week",
                    "weeks",
                    "month",
                    "months",
                    "year",
                    "years",
                    "decade",
                    "decades",
                    "century",
                    "centuries",
                    "night",
                    "nights"),
            words("duration", "time", "lasts"));
    static final FocusKind MONEY = measured(
            "a price",
            union(
                    CURRENCY_SIGNS,
                    words(
                            "euro", "euros", "eur", "dollar", "dollars", "usd", "gbp", "pound", "pounds", "cent",
                            "cents", "chf", "yen")),
            words("price", "prices", "cost", "costs", "fee", "fees", "priced", "free", "pay"));
    static final FocusKind PERCENT = measured(
            "a percentage",
            union(Set.of("%"), words("percent", "percentage")),
            words("discount", "reduction", "off", "share"));
    static final FocusKind POPULATION = measured(
            "a population",
            Set.of(),
            words(
                    "population",
                    "inhabitant",
                    "inhabitants",
                    "resident",
                    "residents",
                    "people",
                    "citizens",
                    "populous",
                    "live",
                    "lives"));
    static final FocusKind AGE = measured(
            "an age", words("year", "years"), words("age", "aged", "old", "born", "founded", "built", "established"));
    static final FocusKind HEADCOUNT = measured(
            "a headcount",
            Set.of(),
            words("employee", "employees", "staff", "workers", "people", "personnel", "headcount", "workforce"));
    static final FocusKind CUSTOMERS = measured(
            "a number of customers",
            Set.of(),
            words("customer", "customers", "user", "users", "subscriber", "subscribers", "member", "members"));

    // ---- named qualities: a word states them ----------------------------------------------------------

    static final FocusKind COLOUR = named(
            "a colour",
            "colour",
            "color",
            "coloured",
            "red",
            "orange",
            "yellow",
            "green",
            "blue",
            "purple",
            "violet",
            "pink",
            "brown",
            "black",
            "white",
            "grey",
            "gray",
            "silver",
            "gold",
            "golden",
            "beige",
            "turquoise",
            "cream");
    static final FocusKind MATERIAL = named(
            "a material",
            "material",
            "made",
            "steel",
            "stainless",
            "plastic",
            "glass",
            "wood",
            "wooden",
            "aluminium",
            "aluminum",
            "iron",
            "copper",
            "ceramic",
            "leather",
            "cotton",
            "wool",
            "metal",
            "stone",
            "concrete",
            "brick",
            "marble");

    /** Every unit of a measured attribute: a number followed by one of these is a quantity. */
    static final Set<String> UNITS = unitsOf(
            POWER, ENERGY, VOLTAGE, CAPACITY, LENGTH, AREA, WEIGHT, TEMPERATURE, SPEED, DURATION, MONEY, PERCENT, AGE);

    // ---- roles: a role is held by naming it, no number needed -----------------------------------------

    static final FocusKind CHIEF_EXECUTIVE = role("chief executive", "ceo", "executive", "md");
    static final FocusKind CHAIR = role(
            "chair",
            "chair",
            "chairs",
            "chaired",
            "chairman",
            "chairwoman",
            "chairperson",
            "chairmen",
            "presides",
            "preside",
            "presided");
    static final FocusKind PRESIDENT = role("president", "president", "presidents", "presidency");
    static final FocusKind FOUNDER =
            role("founder", "founder", "founders", "cofounder", "founded", "founding", "established", "started");
    static final FocusKind FINANCE_CHIEF = role("chief financial officer", "cfo", "financial", "finance");
    static final FocusKind TECHNOLOGY_CHIEF = role("chief technology officer", "cto", "technology", "technical");
    static final FocusKind OPERATIONS_CHIEF = role("chief operating officer", "coo", "operating", "operations");
    static final FocusKind MAYOR = role("mayor", "mayor", "mayors", "mayoral");
    static final FocusKind GOVERNOR = role("governor", "governor", "governors");
    static final FocusKind MINISTER = role("minister", "minister", "ministers", "premier", "chancellor");
    static final FocusKind MONARCH =
            role("monarch", "king", "queen", "monarch", "reign", "reigns", "reigned", "throne", "crowned");
    static final FocusKind COACH = role("coach", "coach", "coaches", "coached", "trains", "trainer", "manager");
    static final FocusKind CAPTAIN = role("captain", "captain", "captains", "captained", "skipper");
    static final FocusKind DIRECTOR = role("director", "director", "directors", "directed", "directs");
    static final FocusKind AUTHOR = role(
            "author",
            "author",
            "authors",
            "authored",
            "wrote",
            "written",
            "writer",
            "write",
            "writes",
            "penned",
            "novelist");
    static final FocusKind INVENTOR = role("inventor", "inventor", "invented", "invent", "invention");
    static final FocusKind DISCOVERER = role("discoverer", "discovered", "discoverer", "discover", "discovery");
    static final FocusKind COMPOSER = role("composer", "composer", "composed", "composes");
    static final FocusKind ARCHITECT = role("architect", "architect", "architects", "designed", "designer");
    static final FocusKind OWNER = role("owner", "owner", "owners", "owns", "owned", "ownership", "bought", "acquired");
    /** "Who leads / heads / runs X" is answered by any office holder. */
    static final FocusKind LEADER = role(
            "leader",
            "ceo",
            "chair",
            "chairman",
            "chairwoman",
            "chairperson",
            "president",
            "director",
            "leader",
            "head",
            "heads",
            "headed",
            "chief",
            "lead",
            "leads",
            "led",
            "runs",
            "ran",
            "manager",
            "manages",
            "managed",
            "captain",
            "coach",
            "mayor",
            "governor",
            "minister",
            "king",
            "queen",
            "executive",
            "md");

    // ---- what asks for them -----------------------------------------------------------------------------

    /** Units, acronyms and roles: they name what is asked in any question, yes/no questions included. */
    static final Map<String, List<Focus>> NAMED = new HashMap<>();
    /** Attribute words: they ask for the attribute in a wh-question ("what is the K5's power?"). */
    static final Map<String, List<Focus>> ASKED = new HashMap<>();
    /** Verbs that ask for a role only after "who" ("who runs …", "who wrote …"). */
    static final Map<String, List<Focus>> AFTER_WHO = new HashMap<>();
    /** The adjective right after a leading "how": "how long", "how far", "how fast". */
    static final Map<String, List<Focus>> AFTER_HOW = new HashMap<>();

    static {
        name(List.of(POWER), "watt", "watts", "kilowatt", "kilowatts", "kw", "horsepower", "hp", "megawatt");
        name(List.of(ENERGY), "kwh", "joule", "joules", "calorie", "calories", "kcal");
        name(List.of(VOLTAGE), "volt", "volts", "voltage");
        name(
                List.of(CAPACITY),
                "litre",
                "litres",
                "liter",
                "liters",
                "millilitre",
                "millilitres",
                "ml",
                "gallon",
                "gallons",
                "pint",
                "pints");
        name(List.of(LENGTH), LENGTH_NAMES);
        name(List.of(AREA), "hectare", "hectares", "acre", "acres", "km2");
        name(
                List.of(WEIGHT),
                "kg",
                "kilogram",
                "kilograms",
                "gram",
                "grams",
                "tonne",
                "tonnes",
                "lb",
                "lbs",
                "ounce",
                "ounces");
        name(List.of(TEMPERATURE), "celsius", "fahrenheit", "kelvin");
        name(List.of(SPEED), "mph", "kph", "knots");
        name(List.of(DURATION), "minute", "minutes", "hour", "hours", "decade", "decades");
        name(List.of(DURATION, AnswerType.DATE), "day", "days", "week", "weeks", "month", "months", "year", "years");
        name(List.of(MONEY), "euro", "euros", "dollar", "dollars", "usd", "eur", "gbp");
        name(List.of(PERCENT), "percent", "percentage");
        name(List.of(CHIEF_EXECUTIVE), "ceo", "executive");
        name(List.of(CHAIR), "chair", "chairs", "chaired", "chairman", "chairwoman", "chairperson");
        name(List.of(PRESIDENT), "president", "presidency");
        name(List.of(FOUNDER), "founder", "founders", "cofounder");
        name(List.of(FINANCE_CHIEF), "cfo");
        name(List.of(TECHNOLOGY_CHIEF), "cto");
        name(List.of(OPERATIONS_CHIEF), "coo");
        name(List.of(MAYOR), "mayor");
        name(List.of(GOVERNOR), "governor");
        name(List.of(MINISTER), "minister", "premier", "chancellor");
        name(List.of(MONARCH), "king", "queen", "monarch");
        name(List.of(COACH), "coach");
        name(List.of(CAPTAIN), "captain", "skipper");
        name(List.of(DIRECTOR), "director");
        name(List.of(AUTHOR), "author", "writer");
        name(List.of(INVENTOR), "inventor");
        name(List.of(COMPOSER), "composer");
        name(List.of(ARCHITECT), "architect");
        name(List.of(OWNER), "owner", "owners");

        ask(ASKED, List.of(POWER), "power", "wattage");
        ask(ASKED, List.of(ENERGY), "energy", "consumption");
        ask(ASKED, List.of(CAPACITY), "capacity", "volume");
        ask(ASKED, List.of(LENGTH), "length", "distance");
        ask(ASKED, List.of(HEIGHT), "height", "altitude", "elevation");
        ask(ASKED, List.of(DEPTH), "depth");
        ask(ASKED, List.of(WIDTH), "width", "breadth");
        ask(ASKED, List.of(HEADCOUNT), "employees", "staff", "workers", "headcount", "workforce");
        ask(ASKED, List.of(CUSTOMERS), "customers", "users", "subscribers", "members");
        ask(ASKED, List.of(COLOUR), "colour", "color", "colours", "colors");
        ask(ASKED, List.of(MATERIAL), "material", "materials");
        ask(ASKED, List.of(AREA), "area");
        ask(ASKED, List.of(WEIGHT), "weight", "weigh", "weighs", "mass");
        ask(ASKED, List.of(TEMPERATURE), "temperature");
        ask(ASKED, List.of(SPEED, DURATION), "speed", "velocity");
        ask(ASKED, List.of(DURATION), "duration");
        ask(ASKED, List.of(DURATION, AnswerType.DATE), "time");
        ask(ASKED, List.of(MONEY), "price", "cost", "costs", "fee", "fees");
        ask(ASKED, List.of(PERCENT, MONEY), "discount", "discounts");
        ask(ASKED, List.of(POPULATION), "population", "inhabitants", "residents");
        ask(ASKED, List.of(AGE, AnswerType.DATE), "age");
        ask(ASKED, List.of(AnswerType.DATE), "date", "birthday", "anniversary");
        ask(ASKED, List.of(AnswerType.NUMBER), "number", "amount", "count", "quantity", "total");

        ask(
                AFTER_WHO,
                List.of(LEADER),
                "leads",
                "lead",
                "led",
                "heads",
                "head",
                "headed",
                "runs",
                "run",
                "ran",
                "manages",
                "manage",
                "managed");
        ask(AFTER_WHO, List.of(AUTHOR), "wrote", "written", "writes", "write", "authored", "penned");
        ask(AFTER_WHO, List.of(INVENTOR), "invented", "invents", "invent");
        ask(AFTER_WHO, List.of(DISCOVERER), "discovered", "discovers", "discover");
        ask(AFTER_WHO, List.of(FOUNDER), "founded", "founds", "established", "started");
        ask(AFTER_WHO, List.of(OWNER), "owns", "owned", "bought", "acquired");
        ask(AFTER_WHO, List.of(COMPOSER), "composed");
        ask(AFTER_WHO, List.of(DIRECTOR), "directed", "directs");
        ask(AFTER_WHO, List.of(ARCHITECT), "designed");
        ask(AFTER_WHO, List.of(COACH), "coaches", "coached", "trains");
        ask(AFTER_WHO, List.of(CAPTAIN), "captains", "captained");

        ask(AFTER_HOW, List.of(LENGTH, DURATION), "long");
        ask(AFTER_HOW, List.of(LENGTH), "far", "distant");
        ask(AFTER_HOW, List.of(HEIGHT), "tall", "high");
        ask(AFTER_HOW, List.of(DEPTH), "deep");
        ask(AFTER_HOW, List.of(WIDTH), "wide", "broad");
        ask(AFTER_HOW, List.of(SPEED, DURATION), "fast", "quick", "quickly", "rapidly", "soon");
        ask(AFTER_HOW, List.of(AGE, AnswerType.DATE), "old");
        ask(AFTER_HOW, List.of(WEIGHT), "heavy");
        ask(AFTER_HOW, List.of(LENGTH, AREA, CAPACITY, WEIGHT), "big", "large", "small", "huge");
        ask(AFTER_HOW, List.of(TEMPERATURE), "hot", "cold", "warm");
        ask(AFTER_HOW, List.of(MONEY), "expensive", "pricey", "cheap", "costly");
        ask(AFTER_HOW, List.of(POWER), "powerful");
        ask(AFTER_HOW, List.of(POPULATION), "populous");
        ask(AFTER_HOW, List.of(AnswerType.NUMBER, DURATION), "often", "frequently");
    }

    /** Verbs that make "how long" ask for a duration only. */
    static final Set<String> DURATION_VERBS = words(
            "take",
            "takes",
            "took",
            "taking",
            "last",
            "lasts",
            "lasted",
            "wait",
            "waiting",
            "stay",
            "life",
            "charge",
            "charging");

    /**
     * Nouns for the members of a class a policy may treat differently by a word before them: "bulky items", "new
     * users", "large orders", "international customers". The word before such a noun narrows what is asked about,
     * and a fact that does not say it is about the class as a whole or about another part of it.
     */
    static final Set<String> CLASS_NOUNS = words(
            "item",
            "items",
            "goods",
            "product",
            "products",
            "order",
            "orders",
            "parcel",
            "parcels",
            "package",
            "packages",
            "shipment",
            "shipments",
            "purchase",
            "purchases",
            "customer",
            "customers",
            "client",
            "clients",
            "user",
            "users",
            "member",
            "members",
            "subscriber",
            "subscribers",
            "account",
            "accounts",
            "buyer",
            "buyers",
            "guest",
            "guests",
            "passenger",
            "passengers",
            "ticket",
            "tickets",
            "booking",
            "bookings",
            // What a tenant issues by kind: "a family card", "a student membership".
            "card",
            "cards",
            "membership",
            "memberships",
            "subscription",
            "subscriptions");

    /**
     * Words that pick one variant of a product — a colour, a material, how it is powered or built: "the carbon
     * frame", "the red K5", "a cordless model". A fact about another variant, or about the product with none named,
     * does not answer a question about this one. Colour and material words that are mostly something else ("gold",
     * "orange", "glass", "stone") are not here.
     */
    static final Set<String> VARIANT_WORDS = words(
            "red",
            "yellow",
            "green",
            "blue",
            "purple",
            "violet",
            "pink",
            "brown",
            "black",
            "white",
            "grey",
            "gray",
            "beige",
            "turquoise",
            "steel",
            "stainless",
            "plastic",
            "wooden",
            "aluminium",
            "aluminum",
            "carbon",
            "titanium",
            "ceramic",
            "leather",
            "cotton",
            "wool",
            "bamboo",
            "electric",
            "manual",
            "cordless",
            "wireless",
            "wired",
            "diesel",
            "petrol",
            "gasoline",
            "solar",
            "folding",
            "foldable",
            "vegan",
            "organic",
            "refillable");

    /**
     * Verbs that say little by themselves ("how do I turn on …", "can I reach …", "does it come in …"): a fact that
     * does not repeat them may still say what is asked, so they are not what a subject-only match lacks.
     */
    static final Set<String> GENERIC_VERBS = words(
            "turn",
            "turns",
            "make",
            "makes",
            "set",
            "put",
            "take",
            "takes",
            "go",
            "goes",
            "use",
            "using",
            "find",
            "see",
            "reach",
            "work",
            "works",
            "happen",
            "happens",
            "come",
            "comes",
            "look",
            "keep",
            "bring",
            "try",
            "help",
            "able",
            "possible",
            "allowed",
            "way",
            "back",
            "made",
            "done",
            "ok",
            "okay");

    /** Leading words of a yes/no question: it asks whether, so an attribute it names need not be stated. */
    static final Set<String> YES_NO_LEADS = Set.of(
            "is", "are", "was", "were", "do", "does", "did", "can", "could", "will", "would", "should", "shall", "has",
            "have", "had", "may", "might", "must", "isn", "aren", "don", "doesn", "didn");

    /** Words that tie a duration to an event, so that it answers "when": "within 14 days of delivery". */
    static final Set<String> RELATIVE_CUES =
            Set.of("within", "after", "before", "until", "till", "ago", "later", "following", "prior");

    /** Month names but "may", a modal verb far more often than a month in a question. */
    static final Set<String> DATE_WORDS = stems(
            CalendarWords.MONTHS.stream().filter(m -> !m.equals("may")),
            CalendarWords.WEEKDAYS.stream(),
            Stream.of(
                    "weekday",
                    "weekdays",
                    "weekend",
                    "weekends",
                    "today",
                    "tomorrow",
                    "yesterday",
                    "daily",
                    "weekly",
                    "monthly",
                    "yearly",
                    "annually",
                    "morning",
                    "afternoon",
                    "evening",
                    "noon",
                    "midnight",
                    "spring",
                    "summer",
                    "autumn",
                    "winter",
                    "century",
                    "decade",
                    "ago",
                    "clock"));

    static final Set<String> PLACE_WORDS = words(
            "page",
            "menu",
            "tab",
            "screen",
            "settings",
            "section",
            "site",
            "website",
            "app",
            "portal",
            "dashboard",
            "account",
            "folder",
            "store",
            "shop",
            "office",
            "branch",
            "street",
            "road",
            "avenue",
            "square",
            "city",
            "town",
            "village",
            "country",
            "region",
            "state",
            "province",
            "district",
            "building",
            "room",
            "floor",
            "hall",
            "desk",
            "counter",
            "warehouse",
            "headquarters",
            "hq",
            "located",
            "based",
            "near",
            "north",
            "south",
            "east",
            "west",
            "coast",
            "border",
            "river",
            "sea",
            "ocean",
            "lake",
            "mountain",
            "island",
            "continent");

    // ---- helpers ------------------------------------------------------------------------------------------

    private static FocusKind measured(String label, Set<String> units, Set<String> words) {
        return register(new FocusKind(label, units, words, FocusKind.Rule.UNIT_OR_WORD_WITH_NUMBER));
    }

    private static FocusKind dimension(String label, Set<String> words) {
        return register(new FocusKind(label, LENGTH_UNITS, words, FocusKind.Rule.UNIT_AND_WORD));
    }

    private static FocusKind role(String label, String... words) {
        return named(label, words);
    }

    private static FocusKind named(String label, String... words) {
        return register(new FocusKind(label, Set.of(), words(words), FocusKind.Rule.WORD));
    }

    private static FocusKind register(FocusKind kind) {
        KINDS.add(kind);
        return kind;
    }

    private static void name(List<Focus> kinds, String... words) {
        ask(NAMED, kinds, words);
    }

    private static void ask(Map<String, List<Focus>> map, List<Focus> kinds, String... words) {
        for (String stem : words(words)) {
            map.putIfAbsent(stem, kinds);
        }
    }

    /** The analyzer's stems of the given words; stop words drop out, as they do from every query. */
    @SafeVarargs
    private static Set<String> stems(Stream<String>... parts) {
        return words(Stream.of(parts).flatMap(p -> p).toArray(String[]::new));
    }

    static Set<String> words(String... words) {
        Set<String> stems = new HashSet<>();
        for (String word : words) {
            for (Term term : TermAnalyzer.terms(word)) {
                stems.add(term.stem());
            }
        }
        return Set.copyOf(stems);
    }

    private static Set<String> unitsOf(FocusKind... kinds) {
        Set<String> all = new HashSet<>();
        for (FocusKind kind : kinds) {
            all.addAll(kind.units());
        }
        return Set.copyOf(all);
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> all = new HashSet<>(a);
        all.addAll(b);
        return Set.copyOf(all);
    }
}
