package dev.factguard.core.freshness;

import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits a claim sentence into subject and asserted value, by grammar: "The X of Y is V", "V is the X of Y",
 * "V has been X of Y since …", "Y's X is V", "Y has a population of N", "V holds the R of N", "V won the T",
 * "P costs N". The side that carries the category's cue word (the office, the metric, the superlative) is
 * the subject; the other side is the value. Questions have a subject and no value. Stateless.
 *
 * <p>Runs of whitespace are made one space first, so that every {@code \s+} below matches one character and no
 * pattern backtracks over a run; the patterns have no repeated groups, so none recurses on the length of the text.
 */
final class ClaimSplitter {

    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.DOTALL;
    private static final String MONTH =
            "(?:january|february|march|april|may|june|july|august|september|october|" + "november|december)";

    /** Verbs that link a subject to its value, longest first so "has been" beats "has". */
    private static final Pattern LINK = Pattern.compile(
            "\\s+(?<most>(?:(?:has|have|had)\\s+)?(?:scored|won|"
                    + "recorded|made|taken|took|played|earned|collected|claimed|caught|thrown|threw|kicked|held)|has|have|had|"
                    + "holds|hold)\\s+(?=the\\s+(?:most|fewest)\\s(?!recent))"
                    + "|\\s+(?<heldby>(?:is|are|was|were)\\s+(?:now\\s+)?(?:held|set|scored|recorded|achieved)\\s+by)\\s+"
                    + "|\\s+(?<wonby>(?:is|are|was|were)\\s+(?:won\\s+by|awarded\\s+to|given\\s+to|presented\\s+to)|"
                    + "went\\s+to|goes\\s+to|has\\s+gone\\s+to)\\s+"
                    + "|\\s+(?<belongs>belongs\\s+to|belong\\s+to)\\s+"
                    + "|\\s+(?<leads>coaches|manages|captains|chairs|governs)\\s+(?=\\p{Lu})"
                    + "|\\s+(?<heldin>(?:is|are|was|were)\\s+(?:held|hosted|staged)\\s+in)\\s+"
                    + "|\\s+(?<team>(?:(?:currently|now|still)\\s+)?(?:plays|is\\s+playing|drives|races|rides|"
                    + "(?:has\\s+)?signed|is\\s+signed)\\s+(?:for|with)|(?:is|are)\\s+(?:now\\s+|still\\s+|currently\\s+)?on\\s+loan\\s+(?:at|with))\\s+"
                    + "|\\s+(?<named>(?:took|takes|has\\s+taken)\\s+over\\s+as|(?:stepped|steps)\\s+in\\s+as|"
                    + "(?:was|were|has\\s+been|have\\s+been|is|are)\\s+(?:named|appointed|elected|re-elected|reelected|"
                    + "chosen|sworn\\s+in)(?:\\s+as)?|(?:took|takes)\\s+office\\s+as)\\s+"
                    + "|\\s+(?<ledby>(?:is|are)\\s+(?:now\\s+)?(?:led|headed|run|"
                    + "chaired|coached|managed|governed)\\s+by)\\s+|\\s+(?<since>(?:has|have)\\s+(?:been|served\\s+as|"
                    + "acted\\s+as|remained))\\s+|\\s+(?:(?:still|now|currently)\\s+)?(?<holds>holds|hold|has\\s+held|sets)\\s+(?=the\\s)"
                    + "|\\s+(?<won>won|wins|has\\s+won)\\s+|\\s+(?<costs>costs|sells\\s+for|trades\\s+at|"
                    + "is\\s+priced\\s+at)\\s+|\\s+(?<copula>(?:is|are|was|were)(?:\\s+now)?|remains|remain|"
                    + "stands\\s+at|stood\\s+at|has\\s+become|became|becomes|totals|reached|equals)\\s+"
                    + "|\\s+(?<has>has|have)\\s+",
            FLAGS);

    /** Verbs of knowing that a hedge's clause ends in: "as far as I can tell", "as far as we know". */
    private static final String KNOWING = "(?:know|tell|see|recall|remember|understand|gather|am\\s+aware)";

    private static final Pattern LEADING_TIME = Pattern.compile(
            "^(?:(?:as\\s+of|in|by)\\s+(?:" + MONTH
                    + "\\s+)?(?:19|20)\\d\\d|currently|today|now|at\\s+present|presently|nowadays|these\\s+days|"
                    + "right\\s+now|however|also|moreover|additionally|meanwhile|notably|in\\s+fact|actually|indeed|"
                    // Hedges an answer opens with: a clause of the speaker's belief or knowledge says how sure it is,
                    // not what it claims. Read by its shape (a first person, a verb of knowing), not as a list of
                    // phrases: "as far as I can tell", "to our knowledge", "if I remember right", "I'd say".
                    + "as\\s+far\\s+as\\s+(?:i|we)(?:\\s+(?:can|could))?\\s+" + KNOWING + "|"
                    + "(?:to|from)\\s+(?:the\\s+best\\s+of\\s+)?(?:my|our)\\s+(?:knowledge|understanding|recollection)|"
                    + "if\\s+(?:i|we)\\s+(?:remember|recall)(?:\\s+(?:correctly|rightly|right|well))?|"
                    + "(?:i|we)(?:['’]d|\\s+would|\\s+do)?\\s+(?:believe|think|reckon|understand|gather|suppose|guess|"
                    + "say|recall|remember)(?:\\s+that)?|"
                    + "(?:it\\s+)?(?:seems|appears)(?:\\s+that)?|"
                    + "last\\s+(?:i|we)\\s+(?:checked|heard|looked|knew)|afaik|iirc|apparently|reportedly"
                    + ")\\s*,?\\s+",
            FLAGS);
    /** A count given after the claim as an aside: "X holds the record for the most titles, with 24". */
    private static final Pattern TRAILING_WITH_COUNT =
            Pattern.compile(",\\s+with\\s+[\\d,.]+(?:\\s+\\p{L}+){0,2}$", FLAGS);
    /** Words after a space that end the part of a side worth keeping: "… since 2016", "… as of May". */
    private static final String[] QUALIFIERS = {
        "since",
        "as of",
        "according to",
        "until",
        "after",
        "following",
        "from",
        "for his",
        "for her",
        "for their",
        "for its",
        "at present",
        "currently",
        "now",
        "today",
        "this year"
    };

    private static final Pattern LEADING_DETERMINER = Pattern.compile(
            "^(?:the|a|an|current|currently|present|still|"
                    + "reigning|incumbent|sitting|today's|now|about|around|approximately|roughly|nearly|almost|over|"
                    + "some|an\\s+estimated|more\\s+than|just\\s+over|just\\s+under|close\\s+to)\\s+",
            FLAGS);
    private static final Pattern QUESTION_LEAD = Pattern.compile(
            "^(?:who|what|which|where)(?:\\s+(?:is|are|was|"
                    + "were)|'s|\\s+(?:(?:has|have|had)\\s+)?(?:scored|won|recorded|made|played|held|holds|has|have|had)"
                    + "(?=\\s+the\\s+(?:most|fewest)\\s(?!recent)))\\s+",
            FLAGS);
    /** A time word made possessive ("this year's Tour de France"): the time of writing, not part of the subject. */
    private static final Pattern TIME_POSSESSIVE = Pattern.compile(
            "\\b(?:this|the\\s+current)\\s+(?:year|season|" + "week|month)['’]s\\s+|\\btoday['’]s\\s+", FLAGS);
    /** Words that open a relative clause: a link right after one is the clause's verb, not the sentence's. */
    private static final Set<String> RELATIVE_WORDS = Set.of("who", "that", "which", "whose");

    private static final String[] NAME_CONNECTORS = {"of", "the", "and", "de"};
    private static final Pattern A_METRIC_OF = Pattern.compile("^(?:a|an)\\s+(.+?)\\s+of\\s+(.+)$", FLAGS);
    /** Counts written in words, as answers write small ones: "the bloc has nine members". */
    private static final String COUNT_WORDS = "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
            + "fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty";

    private static final Pattern COUNT_OF = Pattern.compile(
            "^((?:\\d[\\d,.]*|" + COUNT_WORDS + ")(?:\\s+(?:million|billion|thousand))?)" + "\\s+(.+)$", FLAGS);
    private static final Pattern RECORD_OF = Pattern.compile("^(.+?)\\s+(?:of|with|at)\\s+(?=[\\d$€£])(.+)$", FLAGS);
    private static final Pattern NUMBER = Pattern.compile("\\d");
    /**
     * An amount at the start of a side ("10,030 won per hour", "$7.25", "1,500 yen"), not a year that opens a
     * description ("2024 Tour winner"): that side is the value whatever cue word the unit holds ("won").
     */
    private static final Pattern AMOUNT = Pattern.compile("^(?:[$€£¥]|(?!(?:19|20)\\d\\d(?![\\d,.]))\\d)");

    private static final Pattern UNCASED_POSSESSIVE =
            Pattern.compile("^\\p{Ll}[\\p{Ll}-]*(?:\\s\\p{Ll}[\\p{Ll}-]*){0,2}(['’]s\\s)(?=\\p{Ll})");
    /** A description then a name between commas: "its founder, Jane Roe, …", "the club's captain, Ana Brek". */
    private static final Pattern DESCRIBED_NAME =
            Pattern.compile("^(?:its|their|his|her|the)\\s+\\p{Ll}[\\p{L}'’-]*(?:\\s+\\p{Ll}[\\p{L}'’-]*){0,3},\\s+"
                    + "(\\p{Lu}[^,]*?)(?:,|$)");

    private static final Pattern LEADING_THE = Pattern.compile("^the\\s+", FLAGS);
    private static final Pattern RACES = Pattern.compile("drives|races|rides", FLAGS);

    /** The office a verb of leading names: "X coaches Y" is "the coach of Y is X". */
    private static final java.util.Map<String, String> ROLE_OF_VERB = java.util.Map.of(
            "coaches", "coach", "manages", "manager", "captains", "captain", "chairs", "chair", "governs", "governor");
    /** "There are 1,223 listed sites": the count of what follows the number. */
    /**
     * "X is a Bayern Munich player", "X is now an Inter Miami footballer": a club named before a player's noun is his
     * club. Case-sensitive: the club is a capitalised name.
     */
    static final Pattern CLUB_PLAYER =
            Pattern.compile("^(.+?)\\s+(?:is|are)\\s+(?:now\\s+|currently\\s+|still\\s+)?an?\\s+"
                    + "(\\p{Lu}[\\p{L}.'&-]*(?:\\s+\\p{Lu}[\\p{L}.'&-]*){0,3})\\s+(?:player|footballer|forward|defender|goalkeeper"
                    + "|midfielder|striker|winger)\\.?$");

    private static final Pattern THERE_ARE = Pattern.compile(
            "^there\\s+(?:are|is)\\s+(?:now\\s+)?(\\d[\\d,.]*(?:\\s+(?:million|billion|thousand))?)\\s+(.+)$", FLAGS);

    /** "X runs Acme as its chief executive": the role after "as its" is the one X holds at the body run. */
    private static final Pattern RUNS_AS = Pattern.compile(
            "^(.+?)\\s+(?:runs|leads|heads|manages|chairs|coaches|captains|governs)\\s+(\\p{Lu}.*?)\\s+as\\s+"
                    + "(?:its|their|the)\\s+(.+)$",
            FLAGS);

    /**
     * "X, who won the title in 2024, is the reigning champion": an aside between commas that tells something else about
     * the value; the claim is what is left ("X is the reigning champion"). No comma inside, so one aside at most.
     */
    private static final Pattern RELATIVE_ASIDE = Pattern.compile(",\\s+(?:who|which)\\s+[^,]+,\\s+", FLAGS);

    /** A player's place in a side, and the side: "goalkeeper of Harbin United". */
    private static final Pattern PLAYER_OF =
            Pattern.compile("^(?:goalkeeper|striker|midfielder|quarterback)\\s+of\\s+(.+)$", FLAGS);

    private ClaimSplitter() {}

    static SplitClaim split(String sentence, Detection detection) {
        SplitClaim split = splitCased(sentence, detection);
        return sentence.chars().noneMatch(Character::isUpperCase) ? uncasedOwner(split) : split;
    }

    /**
     * A claim typed without capitals names its owner the same way ("kosovo's prime minister"): the possessive name is
     * the owner of the role, as {@link #possessiveMark} reads it in a cased claim. Only in a claim with no capital at
     * all, where a name cannot be told from a noun by its case.
     */
    private static SplitClaim uncasedOwner(SplitClaim split) {
        Matcher m = UNCASED_POSSESSIVE.matcher(split.subject());
        if (!m.lookingAt()) {
            return split;
        }
        String s = split.subject();
        return new SplitClaim(s.substring(m.end()).strip() + " of " + s.substring(0, m.start(1)), split.value());
    }

    private static SplitClaim splitCased(String sentence, Detection detection) {
        String whole = oneSpaced(sentence.strip());
        String s = trimEnd(whole);
        if (detection.question()) {
            String subject = cleanSubject(QUESTION_LEAD.matcher(s).replaceFirst(""));
            return new SplitClaim(subject.isEmpty() ? (s.isEmpty() ? whole : s) : subject, null);
        }
        s = LEADING_TIME.matcher(s).replaceFirst("");
        s = TRAILING_WITH_COUNT.matcher(s).replaceFirst("");
        s = RELATIVE_ASIDE.matcher(s).replaceFirst(" ");
        SplitClaim labelled = LabelledClaims.apposition(s, detection.category(), ClaimSplitter::claim);
        if (labelled == null) {
            labelled = LabelledClaims.label(s, detection.category(), ClaimSplitter::claim);
        }
        if (labelled != null) {
            return labelled;
        }
        Matcher runsAs = RUNS_AS.matcher(s);
        if (runsAs.matches()) {
            SplitClaim role = claim(runsAs.group(3) + " of " + runsAs.group(2), runsAs.group(1));
            if (role != null) {
                return role;
            }
        }
        Matcher there = THERE_ARE.matcher(s);
        if (there.matches()) {
            SplitClaim count = claim("number of " + trimQualifier(there.group(2)), there.group(1));
            if (count != null) {
                return count;
            }
        }
        Matcher player = CLUB_PLAYER.matcher(s);
        if (player.matches()) {
            return new SplitClaim("club of " + cleanSubject(player.group(1)), player.group(2));
        }
        Matcher link = LINK.matcher(s);
        if (findLink(s, link) && link.start() > 0) {
            SplitClaim split = splitAt(s, link, detection.category());
            if (split != null) {
                return sideOfPlayer(split);
            }
        }
        return new SplitClaim(s.isEmpty() ? whole : s, null);
    }

    /**
     * "Ana Brek is Harbin United's goalkeeper" says which side she plays for: the club of Ana Brek is Harbin United, read
     * as the other claims of a player's club are. Any other split as it is.
     */
    private static SplitClaim sideOfPlayer(SplitClaim split) {
        Matcher player = PLAYER_OF.matcher(split.subject());
        return player.matches() && split.value() != null
                ? new SplitClaim("club of " + split.value(), player.group(1))
                : split;
    }

    /**
     * Finds the link of {@code s}: the first one, unless it opens a relative clause ("the player who has the most
     * caps is …") or is the noun "wins" with a copula after it ("the captain with the most Ashes wins is …").
     */
    private static boolean findLink(String s, Matcher link) {
        int from = 0;
        int lastCopula = -2;
        while (link.find(from)) {
            boolean relative = RELATIVE_WORDS.contains(wordBefore(s, link.start()));
            boolean nounWins = false;
            if ("wins".equalsIgnoreCase(link.group("won"))) {
                lastCopula = lastCopula == -2 ? lastCopula(s) : lastCopula;
                nounWins = lastCopula > link.start();
            }
            // "the most gold medals won by one athlete is 23": a participle inside the subject, not its verb.
            boolean passive = link.group("won") != null && s.regionMatches(true, link.end(), "by ", 0, 3);
            if (!relative && !nounWins && !passive) {
                return true;
            }
            from = link.end() - 1; // every link ends in its one space, which the next one may start with
        }
        return false;
    }

    /** Where the last copula link of {@code s} starts, or -1: one pass, however many links there are. */
    private static int lastCopula(String s) {
        Matcher m = LINK.matcher(s);
        int last = -1;
        for (int from = 0; m.find(from); from = m.end() - 1) {
            last = m.group("copula") != null ? m.start() : last;
        }
        return last;
    }

    /**
     * The lower-case word that ends just before {@code at} (a space or the start of {@code s} before it); an acronym
     * keeps its capitals ("the WHO is …" names the organisation, it opens no relative clause).
     */
    private static String wordBefore(String s, int at) {
        int k = at;
        while (k > 0 && Character.isLetter(s.charAt(k - 1))) {
            k--;
        }
        String word = s.substring(k, at);
        boolean acronym = word.length() > 1 && word.chars().allMatch(Character::isUpperCase);
        return acronym ? word : word.toLowerCase(java.util.Locale.ROOT);
    }

    /** {@code s} with every run of regex whitespace ({@code \s}) made one space. */
    private static String oneSpaced(String s) {
        StringBuilder out = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            boolean space = CueText.isRegexSpace(c);
            boolean afterSpace = i > 0 && CueText.isRegexSpace(s.charAt(i - 1));
            if (out == null && space && (c != ' ' || afterSpace)) {
                out = new StringBuilder(s.length()).append(s, 0, i);
            }
            if (out != null && !(space && afterSpace)) {
                out.append(space ? ' ' : c);
            }
        }
        return out == null ? s : out.toString();
    }

    private static SplitClaim splitAt(String s, Matcher link, ClaimCategory category) {
        String left = s.substring(0, link.start()).strip();
        String right = s.substring(link.end()).strip();
        if (left.isEmpty() || right.isEmpty()) {
            return null;
        }
        if (link.group("most") != null) {
            return claim(right, left);
        }
        if (link.group("heldby") != null || link.group("heldin") != null || link.group("belongs") != null) {
            return claim(left, right);
        }
        if (link.group("wonby") != null) {
            return claim("winner of " + cleanSubject(left), right);
        }
        if (link.group("team") != null) {
            boolean driver = RACES.matcher(link.group("team")).find();
            return claim((driver ? "team of " : "club of ") + cleanSubject(left), right);
        }
        if (link.group("named") != null) {
            return claim(right, left);
        }
        if (link.group("holds") != null && category == ClaimCategory.CHAMPION) {
            // "Italy hold the Davis Cup": holding a trophy is having won it last.
            return claim("winner of " + cleanSubject(right), left);
        }
        if (link.group("holds") != null) {
            String record = LEADING_THE.matcher(right).replaceFirst("");
            Matcher of = RECORD_OF.matcher(record);
            return of.matches() ? claim(of.group(1), of.group(2)) : claim(record, left);
        }
        if (link.group("leads") != null) {
            // "X coaches Juventus": the coach of Juventus is X.
            return claim(
                    ROLE_OF_VERB.get(link.group("leads").toLowerCase(java.util.Locale.ROOT)) + " of " + right, left);
        }
        if (link.group("ledby") != null) {
            return claim("leader of " + cleanSubject(left), right);
        }
        if (link.group("won") != null) {
            return claim("winner of " + cleanSubject(right), left);
        }
        if (link.group("costs") != null) {
            return claim("price of " + cleanSubject(left), right);
        }
        if (link.group("has") != null) {
            Matcher metric = A_METRIC_OF.matcher(right);
            if (metric.matches()) {
                return claim(metric.group(1) + " of " + cleanSubject(left), metric.group(2));
            }
            Matcher count = COUNT_OF.matcher(right);
            if (count.matches()) {
                return claim(
                        "number of " + trimQualifier(count.group(2)) + " in " + cleanSubject(left), count.group(1));
            }
            return null;
        }
        boolean subjectLeft = subjectOnLeft(left, right, category, link.group("since") == null);
        return subjectLeft ? claim(left, right) : claim(right, left);
    }

    /**
     * The side with the category's cue word is the subject. When both or neither have one, a definite
     * description ("the CEO of …", "Twitter's CEO") is the subject and a bare name or number the value.
     */
    private static boolean subjectOnLeft(String left, String right, ClaimCategory category, boolean leftByDefault) {
        boolean amountLeft =
                AMOUNT.matcher(left).find() && !NUMBER.matcher(right).find();
        boolean amountRight =
                AMOUNT.matcher(right).find() && !NUMBER.matcher(left).find();
        if (amountLeft != amountRight) {
            return amountRight;
        }
        CueList cue = ClaimDetector.topicalCues(category);
        boolean cueLeft = cue.in(CueText.normalize(left));
        boolean cueRight = cue.in(CueText.normalize(trimQualifier(right)));
        if (cueLeft != cueRight) {
            return cueLeft;
        }
        boolean numberLeft = NUMBER.matcher(left).find();
        boolean numberRight = NUMBER.matcher(trimQualifier(right)).find();
        if (numberLeft != numberRight) {
            return numberRight;
        }
        boolean definiteLeft = definite(left);
        boolean definiteRight = definite(right);
        if (definiteLeft != definiteRight) {
            return definiteLeft;
        }
        return leftByDefault;
    }

    private static boolean definite(String side) {
        String lower = side.toLowerCase(java.util.Locale.ROOT);
        return lower.startsWith("the ")
                || lower.startsWith("a ")
                || lower.startsWith("an ")
                || side.contains("'s ")
                || side.contains("’s ")
                || lower.contains(" of ")
                || Character.isLowerCase(side.charAt(0));
    }

    private static SplitClaim claim(String subject, String value) {
        String cleanedSubject = cleanSubject(subject);
        String cleanedValue = cleanValue(value);
        if (cleanedSubject.isEmpty() || cleanedValue.isEmpty()) {
            return null;
        }
        return new SplitClaim(cleanedSubject, cleanedValue);
    }

    static String cleanSubject(String subject) {
        String s =
                trimQualifier(trimEnd(TIME_POSSESSIVE.matcher(subject.strip()).replaceAll("the ")));
        s = stripLeading(s);
        int mark = possessiveMark(s);
        if (mark >= 0) {
            s = stripLeading(s.substring(mark + 3)) + " of " + s.substring(0, mark);
        }
        return s.strip();
    }

    /**
     * Where the "'s" of a leading possessive name starts ("Twitter's CEO", "the Bank of England's governor"), or -1:
     * capitalised words, with "of", "the", "and", "de" between them, then 's, a space and more text.
     */
    private static int possessiveMark(String s) {
        int n = s.length();
        int at = s.startsWith("the ") ? 4 : 0;
        if (at >= n || Character.getType(s.charAt(at)) != Character.UPPERCASE_LETTER) {
            return -1;
        }
        int end = nameWordEnd(s, at);
        while (end < n) {
            char c = s.charAt(end);
            if (c == '\'' || c == '’') {
                return end + 3 < n && s.charAt(end + 1) == 's' && s.charAt(end + 2) == ' ' ? end : -1;
            }
            if (c != ' ' || end + 1 >= n) {
                return -1;
            }
            int word = end + 1;
            if (Character.getType(s.charAt(word)) == Character.UPPERCASE_LETTER) {
                end = nameWordEnd(s, word);
                continue;
            }
            int connector = CueRules.anyWordStartAt(s, word, NAME_CONNECTORS);
            if (connector < 0) {
                return -1;
            }
            end = word + connector;
        }
        return -1;
    }

    private static int nameWordEnd(String s, int start) {
        int end = start + 1;
        while (end < s.length() && (CueText.isWordChar(s.charAt(end)) || ".&-".indexOf(s.charAt(end)) >= 0)) {
            end++;
        }
        return end;
    }

    static String cleanValue(String value) {
        String v = trimEnd(value.strip());
        Matcher named = DESCRIBED_NAME.matcher(v);
        // "its founder, Jane Roe, as CEO": the name in apposition is the value, the description only says who she is.
        return stripLeading(trimQualifier(named.lookingAt() ? named.group(1) : v))
                .strip();
    }

    /** {@code s} without its leading determiners and hedges, all of them ("the current", "about some"). */
    private static String stripLeading(String s) {
        Matcher m = LEADING_DETERMINER.matcher(s);
        int from = 0;
        while (m.region(from, s.length()).lookingAt()) {
            from = m.end();
        }
        return s.substring(from);
    }

    /**
     * {@code s} up to its first qualifier: a ',' or ';' before a space, a '(', or a space before one of
     * {@link #QUALIFIERS} or a date ("in 2023", "in early March 2023"). {@code s} is one-spaced.
     */
    private static String trimQualifier(String s) {
        int n = s.length();
        for (int i = 0; i < n; i++) {
            boolean space = s.charAt(i) == ' ';
            int mark = space && i + 1 < n ? i + 1 : i;
            char c = s.charAt(mark);
            if ((c == '(' && !insideDesignation(s, mark))
                    || ((c == ',' || c == ';') && mark + 1 < n && s.charAt(mark + 1) == ' ')) {
                return s.substring(0, i);
            }
            if (space && qualifierAt(s, i + 1)) {
                return s.substring(0, i);
            }
        }
        return s;
    }

    /**
     * True when the parenthesis at {@code open} sits inside a designation, a number following its close: "Regulation
     * (EU) 2023/988", "Directive (EU) 2019/790" are one name; "Tim Cook (since 2011)" is a name and an aside.
     */
    private static boolean insideDesignation(String s, int open) {
        int close = s.indexOf(')', open);
        return close > 0
                && close + 2 < s.length()
                && s.charAt(close + 1) == ' '
                && Character.isDigit(s.charAt(close + 2));
    }

    private static boolean qualifierAt(String s, int at) {
        for (String qualifier : QUALIFIERS) {
            if (s.regionMatches(true, at, qualifier, 0, qualifier.length())
                    && !wordCharAt(s, at + qualifier.length())) {
                return true;
            }
        }
        if (!s.regionMatches(true, at, "in ", 0, 3)) {
            return false;
        }
        String date = s.substring(at, Math.min(s.length(), at + 32)).toLowerCase(java.util.Locale.ROOT);
        int end = CueRules.dated(date, 0);
        return end > 0 && !wordCharAt(date, end);
    }

    /** A word character in the sense of {@code \b}: letter, digit or underscore. */
    private static boolean wordCharAt(String s, int i) {
        return i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_');
    }

    private static String trimEnd(String s) {
        int end = s.length();
        while (end > 0 && ".!?;:\"'”".indexOf(s.charAt(end - 1)) >= 0) {
            end--;
        }
        return s.substring(0, end).strip();
    }
}
