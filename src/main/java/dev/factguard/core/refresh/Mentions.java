package dev.factguard.core.refresh;

import dev.factguard.core.text.CalendarWords;
import dev.factguard.core.text.WordSets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds candidate values in evidence tokens: runs of capitalised words (names), numbers with their units,
 * and a capitalised word followed by a number (a product version, "Android 16"). Title words are trimmed
 * off a name ("Prime Minister Mark Carney" is "Mark Carney"); dates and ordinals are not quantities.
 * Stateless.
 */
final class Mentions {

    /** Lower-case words that may sit inside a name between capitalised words ("Lula da Silva"). */
    private static final Set<String> CONNECTORS = Set.of(
            "da", "de", "del", "della", "di", "do", "dos", "du", "van", "von", "der", "den", "ten", "ter", "bin", "ibn",
            "al", "el", "le", "la", "y", "of", "the");
    /** Offices and titles: never a name by themselves, and the roles a value is named to. */
    private static final Set<String> OFFICES = WordSets.union(
            List.of(
                    "ceo",
                    "chief",
                    "executive",
                    "officer",
                    "president",
                    "vice",
                    "prime",
                    "minister",
                    "chancellor",
                    "secretary",
                    "general",
                    "director",
                    "managing",
                    "head",
                    "speaker",
                    "senator",
                    "sheriff",
                    "ambassador",
                    "commissioner",
                    "captain",
                    "founder",
                    "co-founder",
                    "champion"),
            WordSets.OFFICE_HOLDERS);
    /** Capitalised words that are titles, roles or sentence openers, never a name by themselves. */
    static final Set<String> NOT_NAMES = WordSets.union(
            List.of(
                    "the",
                    "a",
                    "an",
                    "this",
                    "that",
                    "these",
                    "those",
                    "it",
                    "its",
                    "he",
                    "she",
                    "they",
                    "we",
                    "i",
                    "you",
                    "his",
                    "her",
                    "their",
                    "our",
                    "in",
                    "on",
                    "at",
                    "by",
                    "for",
                    "from",
                    "with",
                    "as",
                    "of",
                    "and",
                    "or",
                    "but",
                    "if",
                    "when",
                    "while",
                    "after",
                    "before",
                    "under",
                    "since",
                    "following",
                    "past",
                    "former",
                    "previous",
                    "new",
                    "latest",
                    "current",
                    "meet",
                    "official",
                    "news",
                    "key",
                    "who",
                    "what",
                    "how",
                    "why",
                    "where",
                    "monarch",
                    "emperor",
                    "host",
                    "dean",
                    "sir",
                    "dame",
                    "dr",
                    "mr",
                    "mrs",
                    "ms",
                    "lord",
                    "lady",
                    "prince",
                    "princess",
                    "cardinal",
                    "archbishop",
                    "bishop",
                    "saint",
                    "judge",
                    "justice",
                    "rep",
                    "councillor",
                    "councilor",
                    "alderman",
                    "champions",
                    "today",
                    "breaking",
                    "update",
                    "updated",
                    "live",
                    "watch",
                    "read",
                    // "Five months after his death, …": number words open sentences.
                    "one",
                    "two",
                    "three",
                    "four",
                    "five",
                    "six",
                    "seven",
                    "eight",
                    "nine",
                    "ten",
                    "eleven",
                    "twelve"),
            OFFICES,
            WordSets.CONNECTIVES,
            CalendarWords.MONTHS,
            // "Jun 2025 — …": a page date written with the month abbreviated opens many snippets.
            CalendarWords.MONTH_ABBREVIATIONS,
            CalendarWords.WEEKDAYS);
    /** Nouns of a person between a qualifier and a name: "Iranian activist Narges Mohammadi". */
    static final Set<String> PERSON_NOUNS = Set.of(
            "activist",
            "co-founder",
            "cofounder",
            "founder",
            "star",
            "striker",
            "forward",
            "midfielder",
            "defender",
            "goalkeeper",
            "quarterback",
            "guard",
            "winger",
            "player",
            "driver",
            "rider",
            "singer",
            "rapper",
            "actor",
            "actress",
            "author",
            "writer",
            "director",
            "executive",
            "veteran",
            "legend",
            "billionaire",
            "entrepreneur",
            "investor",
            "politician",
            "lawmaker",
            "senator",
            "diplomat",
            "economist",
            "scientist",
            "analyst",
            "boss",
            "chief",
            "coach",
            "manager",
            "pope",
            "cardinal",
            "nun",
            "survivor",
            "champion",
            "great",
            "icon");

    /** People of an organisation named after it: "Mavericks fans", "Microsoft employees" qualify, never hold. */
    private static final Set<String> GROUP_NOUNS = Set.of(
            "fans",
            "supporters",
            "players",
            "officials",
            "employees",
            "staff",
            "shareholders",
            "executives",
            "voters",
            "lawmakers",
            "workers",
            "members",
            "leaders",
            "bosses",
            "owners",
            "spokesperson",
            "spokesman",
            "spokeswoman");
    /** Words that name a version in general, not a product: "Version 17.0 of the Unicode Standard". */
    private static final Set<String> GENERIC_PRODUCTS = Set.of("version", "release", "edition", "update", "revision");

    /** Role words that separate an organisation from its office holder inside one capitalised run. */
    static final Set<String> ROLES = WordSets.union(List.of("cfo", "cto", "coo", "boss", "premier"), OFFICES);

    private static final Set<String> MONTHS = WordSets.union(CalendarWords.MONTHS, CalendarWords.MONTH_ABBREVIATIONS);
    private static final Set<String> ORDINAL_ENDINGS = Set.of("st", "nd", "rd", "th");
    private static final Set<String> SCALES = Set.of("thousand", "million", "billion", "trillion", "bn", "percent");
    /** Length units after a number; "m" is metres unless a currency sign comes first. */
    private static final Set<String> LENGTHS =
            Set.of("m", "metres", "meters", "metre", "meter", "km", "kilometres", "kilometers", "miles");

    private static final Set<String> SECONDS = Set.of("seconds", "secs", "sec");
    /** Nouns of a span of time: "two years", "five seasons" count time, not members of the subject. */
    private static final Set<String> TIME_SPANS = Set.of(
            "years",
            "months",
            "weeks",
            "days",
            "hours",
            "minutes",
            "decades",
            "seasons",
            "times",
            "terms",
            "centuries");
    /** After a currency sign, "m" and "k" are millions and thousands ("$5m"), not metres. */
    private static final Set<String> MONEY_SCALES = Set.of("m", "k", "tn");

    /** A standard's number and the year of its edition: "9001:2015". */
    private static final Pattern EDITION_YEAR = Pattern.compile("^(\\d+):((?:19|20)\\d\\d)$");

    private Mentions() {}

    static List<Mention> find(List<EvidenceTokens.Token> tokens) {
        List<Mention> out = new ArrayList<>();
        int i = 0;
        while (i < tokens.size()) {
            EvidenceTokens.Token t = tokens.get(i);
            if (t.kind() == EvidenceTokens.Kind.NUMBER && versionMark(tokens, i)) {
                i = markedVersion(tokens, i, out);
            } else if (t.kind() == EvidenceTokens.Kind.NUMBER) {
                i = number(tokens, i, out);
            } else if (edition(tokens, i)) {
                String digits = t.text().substring(0, t.text().length() - 2);
                out.add(new Mention(
                        ClaimValue.Kind.VERSION,
                        join(tokens, i, i + 2),
                        i,
                        i + 2,
                        t.sentence(),
                        null,
                        "edition",
                        digits));
                i += 2;
            } else if (countWord(tokens, i)) {
                out.add(new Mention(
                        ClaimValue.Kind.QUANTITY,
                        t.text(),
                        i,
                        i + 1,
                        t.sentence(),
                        Quantity.parse(WordSets.numberWord(t.lower())),
                        null,
                        null));
                i++;
            } else if (t.capitalised()) {
                i = name(tokens, i, out);
            } else {
                i++;
            }
        }
        return out;
    }

    /**
     * {@code found}, with the claimed value where the text writes it in lower case as the claim does ("the euro",
     * "the kuna"): only capitalised words are read as names otherwise.
     */
    static List<Mention> withClaimed(List<EvidenceTokens.Token> tokens, List<Mention> found, ClaimValue value) {
        if (value.kind() != ClaimValue.Kind.NAME
                || !value.text().equals(value.text().toLowerCase(Locale.ROOT))) {
            return found;
        }
        String[] words = value.text().split("\\s+");
        List<Mention> added = new ArrayList<>();
        for (int i = 0; i + words.length <= tokens.size(); i++) {
            boolean all = true;
            for (int w = 0; w < words.length && all; w++) {
                all = tokens.get(i + w).lower().equals(words[w])
                        && !tokens.get(i + w).capitalised();
            }
            if (all) {
                added.add(nameAt(tokens, i, i + words.length));
            }
        }
        return merged(found, added);
    }

    /**
     * {@code found}, with the claimed product and a year after it read as an edition when the claim is one by year
     * ("Incoterms 2020", "Orbit Server 2022"): a year after any other name stays a date.
     */
    static List<Mention> withYearEditions(List<EvidenceTokens.Token> tokens, List<Mention> found, ClaimValue value) {
        if (value.kind() != ClaimValue.Kind.VERSION
                || value.product() == null
                || !value.version().matches("(?:19|20)\\d\\d")) {
            return found;
        }
        List<Mention> out = new ArrayList<>(found.size());
        for (int i = 0; i < found.size(); i++) {
            Mention m = found.get(i);
            int year = m.end() < tokens.size()
                            && MARKS.contains(tokens.get(m.end()).text())
                    ? m.end() + 1
                    : m.end();
            Mention next = i + 1 < found.size() ? found.get(i + 1) : null;
            if (m.type() == ClaimValue.Kind.NAME
                    && next != null
                    && next.start() == year
                    && next.type() == ClaimValue.Kind.QUANTITY
                    && next.quantity().kind() == Quantity.Kind.YEAR
                    && next.sentence() == m.sentence()
                    && ClaimValue.sameProduct(m.text(), value.product())) {
                String version = tokens.get(year).text();
                out.add(new Mention(
                        ClaimValue.Kind.VERSION,
                        m.text() + " " + version,
                        m.start(),
                        year + 1,
                        m.sentence(),
                        null,
                        m.text(),
                        version));
                i++;
            } else {
                out.add(m);
            }
        }
        return out;
    }

    /** Trade-mark signs a product's name may carry before its edition: "Incoterms® 2020". */
    private static final Set<String> MARKS = Set.of("®", "™");

    /** The name written by tokens {@code from} (inclusive) to {@code to} (exclusive). */
    static Mention nameAt(List<EvidenceTokens.Token> tokens, int from, int to) {
        return new Mention(
                ClaimValue.Kind.NAME,
                join(tokens, from, to),
                from,
                to,
                tokens.get(from).sentence(),
                null,
                null,
                null);
    }

    /** {@code found} and {@code added} in text order; {@code found} itself when nothing is added. */
    static List<Mention> merged(List<Mention> found, List<Mention> added) {
        if (added.isEmpty()) {
            return found;
        }
        List<Mention> out = new ArrayList<>(found);
        out.addAll(added);
        out.sort(java.util.Comparator.comparingInt(Mention::start));
        return out;
    }

    private static int name(List<EvidenceTokens.Token> tokens, int start, List<Mention> out) {
        int end = start + 1;
        while (end < tokens.size()) {
            EvidenceTokens.Token t = tokens.get(end);
            if (tokens.get(end - 1).possessive()
                    || t.sentence() != tokens.get(start).sentence()) {
                break;
            }
            if (t.capitalised() && role(t.lower()) != role(tokens.get(end - 1).lower())) {
                break; // "Microsoft CEO Satya Nadella" is three spans: organisation, role, holder
            }
            if (t.capitalised()) {
                end++;
            } else if (t.kind() == EvidenceTokens.Kind.PUNCT
                    && t.text().equals(".")
                    && initial(tokens.get(end - 1))
                    && end + 1 < tokens.size()
                    && tokens.get(end + 1).capitalised()) {
                end++; // "Jerome H. Powell"
            } else if (CONNECTORS.contains(t.text())
                    && end + 1 < tokens.size()
                    && tokens.get(end + 1).capitalised()) {
                end++;
            } else if (nicknameEnd(tokens, end) > 0) {
                end = nicknameEnd(tokens, end); // Josep "Pep" Guardiola, Earvin 'Magic' Johnson
            } else {
                break;
            }
        }
        int next = end;
        // Trim title words and connectors at both ends: "Prime Minister Mark Carney", "Mayor of London".
        int s = start;
        while (s < end
                && (NOT_NAMES.contains(tokens.get(s).lower())
                        || role(tokens.get(s).lower())
                        || CONNECTORS.contains(tokens.get(s).lower())
                        || tokens.get(s).kind() == EvidenceTokens.Kind.PUNCT)
                && !placeName(tokens, s, end)) {
            s++;
        }
        int e = end;
        while (e > s
                && (NOT_NAMES.contains(tokens.get(e - 1).lower())
                        || role(tokens.get(e - 1).lower())
                        || CONNECTORS.contains(tokens.get(e - 1).lower())
                        || tokens.get(e - 1).kind() == EvidenceTokens.Kind.PUNCT)) {
            e--;
        }
        if (e > s) {
            EvidenceTokens.Token last = tokens.get(e - 1);
            // "HTTP/3", "HTTP/1.1": a protocol's version after a slash.
            boolean slash = next + 1 < tokens.size()
                    && tokens.get(next).text().equals("/")
                    && tokens.get(next + 1).kind() == EvidenceTokens.Kind.NUMBER;
            int at = slash ? next + 1 : next;
            boolean numbered = at < tokens.size()
                    && tokens.get(at).kind() == EvidenceTokens.Kind.NUMBER
                    && tokens.get(at).sentence() == last.sentence()
                    && e == end;
            boolean versioned = numbered && !score(tokens, at);
            int revision = numbered && !slash ? revisionAt(tokens, at) : -1;
            if (revision > 0) {
                // "IEEE 754-2019", "SP 800-63-4": a standard's number, then its edition or revision after a hyphen.
                String product = join(tokens, s, e) + " "
                        + join(tokens, at, revision - 1).replace(" ", "");
                String version = tokens.get(revision).text();
                out.add(new Mention(
                        ClaimValue.Kind.VERSION,
                        product + "-" + version,
                        s,
                        revision + 1,
                        last.sentence(),
                        null,
                        product,
                        version));
                return revision + 1;
            }
            Matcher edition = versioned ? EDITION_YEAR.matcher(tokens.get(at).text()) : null;
            if (edition != null && edition.matches() && !slash) {
                // "ISO 9001:2015": the standard numbered 9001, in its edition of 2015 — not a time of day.
                if (s >= 2
                        && tokens.get(s - 1).text().equals("/")
                        && tokens.get(s - 2).capitalised()) {
                    s -= 2; // "ISO/IEC 27001:2022": bodies joined by a slash are one name
                }
                out.add(new Mention(
                        ClaimValue.Kind.VERSION,
                        join(tokens, s, at + 1),
                        s,
                        at + 1,
                        last.sentence(),
                        null,
                        join(tokens, s, e) + " " + edition.group(1),
                        edition.group(2)));
                return at + 1;
            }
            Quantity number = versioned ? Quantity.parse(tokens.get(at).text()) : null;
            if (versioned && number != null && number.kind() == Quantity.Kind.PLAIN && !last.possessive()) {
                String product = join(tokens, s, e);
                out.add(new Mention(
                        ClaimValue.Kind.VERSION,
                        slash ? product + "/" + tokens.get(at).text() : join(tokens, s, at + 1),
                        s,
                        at + 1,
                        last.sentence(),
                        null,
                        GENERIC_PRODUCTS.contains(product.toLowerCase(java.util.Locale.ROOT)) ? null : product,
                        tokens.get(at).text()));
                return at + 1;
            }
            if (!attributive(tokens, s, e) && !qualifier(tokens, e)) {
                out.add(new Mention(
                        ClaimValue.Kind.NAME, joinName(tokens, s, e), s, e, last.sentence(), null, null, null));
            }
        }
        return next;
    }

    /**
     * The last number of a designation that starts at {@code at} and goes on in hyphenated numbers ("754-2019",
     * "800-63-4"): the edition or revision of the standard the numbers before it name; -1 when there is none. A
     * designation's number has three digits or more and is no year: "3-2" is a score, "2024-25" a season.
     */
    private static int revisionAt(List<EvidenceTokens.Token> tokens, int at) {
        Quantity first = Quantity.parse(tokens.get(at).text());
        if (first == null
                || first.kind() == Quantity.Kind.YEAR
                || !tokens.get(at).text().matches("\\d{3,}")) {
            return -1;
        }
        int last = -1;
        int k = at;
        while (k + 2 < tokens.size()
                && tokens.get(k + 1).text().equals("-")
                && tokens.get(k + 2).kind() == EvidenceTokens.Kind.NUMBER
                && tokens.get(k + 2).text().matches("\\d+")) {
            k += 2;
            last = k;
        }
        return last;
    }

    private static final String QUOTES = "\"'“”‘’«»";

    /**
     * Where the name goes on after a nickname quoted inside it (at the word after the closing mark), or -1: the opening
     * mark at {@code open}, one to three capitalised words, the closing mark, then a capitalised word of the same
     * sentence.
     */
    private static int nicknameEnd(List<EvidenceTokens.Token> tokens, int open) {
        if (!quote(tokens.get(open))) {
            return -1;
        }
        int k = open + 1;
        while (k < tokens.size() && k <= open + 3 && tokens.get(k).capitalised()) {
            k++;
        }
        boolean closed = k > open + 1 && k + 1 < tokens.size() && quote(tokens.get(k));
        return closed
                        && tokens.get(k + 1).capitalised()
                        && tokens.get(k + 1).sentence() == tokens.get(open).sentence()
                ? k + 1
                : -1;
    }

    private static boolean quote(EvidenceTokens.Token t) {
        return t.kind() == EvidenceTokens.Kind.PUNCT && QUOTES.contains(t.text());
    }

    /** The words of a name, without the marks around a nickname in it: "Josep Pep Guardiola Sala". */
    private static String joinName(List<EvidenceTokens.Token> tokens, int from, int to) {
        StringBuilder b = new StringBuilder();
        for (int k = from; k < to; k++) {
            EvidenceTokens.Token t = tokens.get(k);
            if (quote(t)) {
                continue;
            }
            if (b.length() > 0 && t.kind() != EvidenceTokens.Kind.PUNCT) {
                b.append(' ');
            }
            b.append(t.text());
        }
        return b.toString();
    }

    /** A role word, also hyphenated: "Secretary-General", "Vice-President", "Editor-in-Chief". */
    static boolean role(String lower) {
        int dash = lower.lastIndexOf('-');
        return ROLES.contains(lower) || (dash > 0 && ROLES.contains(lower.substring(dash + 1)));
    }

    /** "18th edition": an edition named by its ordinal. */
    private static boolean edition(List<EvidenceTokens.Token> tokens, int i) {
        String w = tokens.get(i).lower();
        return i + 1 < tokens.size()
                && tokens.get(i + 1).lower().equals("edition")
                && w.length() > 2
                && Character.isDigit(w.charAt(0))
                && ORDINAL_ENDINGS.contains(w.substring(w.length() - 2))
                && w.substring(0, w.length() - 2).chars().allMatch(Character::isDigit);
    }

    /** A number after "version" or "v": "version 1.3 of the protocol", "PCI DSS v4.0.1". */
    private static boolean versionMark(List<EvidenceTokens.Token> tokens, int i) {
        return i > 0
                && (tokens.get(i - 1).lower().equals("version")
                        || tokens.get(i - 1).lower().equals("v"));
    }

    /** The version after a mark, of the product named just before the mark ("PCI DSS v4.0.1"), or of none. */
    private static int markedVersion(List<EvidenceTokens.Token> tokens, int i, List<Mention> out) {
        int from = i - 1;
        while (from > 0
                && tokens.get(from - 1).capitalised()
                && tokens.get(from - 1).sentence() == tokens.get(i).sentence()) {
            from--;
        }
        String product = from < i - 1 ? join(tokens, from, i - 1) : null;
        // "Angular v20" as written: the mark was cut off its number only to be read.
        String text = tokens.get(i - 1).lower().equals("v")
                ? (product == null ? "" : product + " ")
                        + tokens.get(i - 1).text()
                        + tokens.get(i).text()
                : join(tokens, from, i + 1);
        out.add(new Mention(
                ClaimValue.Kind.VERSION,
                text,
                from,
                i + 1,
                tokens.get(i).sentence(),
                null,
                product,
                tokens.get(i).text()));
        return i + 1;
    }

    private static int number(List<EvidenceTokens.Token> tokens, int i, List<Mention> out) {
        EvidenceTokens.Token t = tokens.get(i);
        int end = i + 1;
        String unit = null;
        boolean money = "$€£¥".indexOf(t.text().charAt(0)) >= 0;
        if (end < tokens.size()
                && (SCALES.contains(tokens.get(end).lower())
                        || (money && MONEY_SCALES.contains(tokens.get(end).lower())))) {
            unit = tokens.get(end).lower();
            end++;
        } else if (end < tokens.size()
                && !money
                && LENGTHS.contains(tokens.get(end).lower())) {
            unit = tokens.get(end).lower().equals("m")
                    ? "metres"
                    : tokens.get(end).lower(); // "6.30m", "the 100 m"
            end++;
        } else if (end < tokens.size()
                && !money
                && SECONDS.contains(tokens.get(end).lower())) {
            unit = "seconds";
            end++;
        } else if (end + 1 < tokens.size()
                && tokens.get(end).lower().equals("per")
                && tokens.get(end + 1).lower().equals("cent")) {
            unit = "percent";
            end += 2;
        }
        boolean date = (i > 0 && MONTHS.contains(tokens.get(i - 1).lower()))
                || (i + 1 < tokens.size() && MONTHS.contains(tokens.get(i + 1).lower()));
        Quantity quantity = Quantity.parse(t.text() + (unit == null ? "" : " " + unit));
        if (quantity != null && !date) {
            out.add(new Mention(
                    ClaimValue.Kind.QUANTITY, join(tokens, i, end), i, end, t.sentence(), quantity, null, null));
        }
        return end;
    }

    /**
     * "ten member states", "Twelve teams": a small count written as a word before the plain noun it counts, as pages
     * write counts up to twenty. Not "one" (a pronoun as often as a count), nor a span of time ("two years").
     */
    private static boolean countWord(List<EvidenceTokens.Token> tokens, int i) {
        String digits = WordSets.numberWord(tokens.get(i).lower());
        if (digits == null
                || digits.length() > 2
                || digits.equals("0")
                || digits.equals("1")
                || i + 1 >= tokens.size()) {
            return false;
        }
        EvidenceTokens.Token next = tokens.get(i + 1);
        return next.kind() == EvidenceTokens.Kind.WORD && !next.capitalised() && !TIME_SPANS.contains(next.lower());
    }

    /** "Chiefs 40-22", "Inter 0-5": a number in a score or a range, not a version. */
    private static boolean score(List<EvidenceTokens.Token> tokens, int number) {
        return number + 2 < tokens.size()
                && "-–".contains(tokens.get(number + 1).text())
                && tokens.get(number + 2).kind() == EvidenceTokens.Kind.NUMBER;
    }

    /** "New Zealand", "New York": "New" before a name that is no role opens the name. */
    private static boolean placeName(List<EvidenceTokens.Token> tokens, int s, int end) {
        return tokens.get(s).text().equals("New")
                && s + 1 < end
                && tokens.get(s + 1).capitalised()
                && !NOT_NAMES.contains(tokens.get(s + 1).lower());
    }

    /**
     * True for capitalised words used as an adjective after "a" or "an": "an American politician", "a South Korean
     * diplomat", "a Microsoft executive". A holder's name never follows an indefinite article.
     */
    private static boolean attributive(List<EvidenceTokens.Token> tokens, int start, int end) {
        if (start == 0 || end >= tokens.size()) {
            return false;
        }
        String before = tokens.get(start - 1).lower();
        EvidenceTokens.Token after = tokens.get(end);
        return (before.equals("a") || before.equals("an"))
                && after.kind() == EvidenceTokens.Kind.WORD
                && !after.capitalised();
    }

    /**
     * True for capitalised words that qualify a noun before a name: "Jailed Iranian activist Narges Mohammadi",
     * "Microsoft co-founder Bill Gates". The lower-case word between is a noun of a person, not a verb.
     */
    private static boolean qualifier(List<EvidenceTokens.Token> tokens, int end) {
        if (end + 1 >= tokens.size()) {
            return end < tokens.size() && GROUP_NOUNS.contains(tokens.get(end).lower());
        }
        EvidenceTokens.Token noun = tokens.get(end);
        String w = noun.lower();
        return noun.kind() == EvidenceTokens.Kind.WORD
                && !noun.capitalised()
                && ((PERSON_NOUNS.contains(w) && tokens.get(end + 1).capitalised()) || GROUP_NOUNS.contains(w));
    }

    private static boolean initial(EvidenceTokens.Token t) {
        return t.kind() == EvidenceTokens.Kind.WORD
                && t.text().length() == 1
                && Character.isUpperCase(t.text().charAt(0));
    }

    static String join(List<EvidenceTokens.Token> tokens, int from, int to) {
        StringBuilder b = new StringBuilder();
        for (int k = from; k < to; k++) {
            EvidenceTokens.Token t = tokens.get(k);
            if (b.length() > 0 && t.kind() != EvidenceTokens.Kind.PUNCT) {
                b.append(' ');
            }
            b.append(t.text());
        }
        return b.toString();
    }
}
