package dev.factguard.core.refresh;

import dev.factguard.core.freshness.ClaimCategory;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * What evidence must mention to be talking about a claim's subject, and which names belong to the subject
 * rather than to its value.
 *
 * <p>The head words are the subject's common words ("CEO", "population", "record", "deepest"), widened by
 * synonyms a page may use instead ("chief executive" for CEO, "won" or "title" for champion). The entity
 * words are its proper names ("Twitter", "Real Madrid"): a name made of them is the subject, not a holder.
 * Immutable.
 */
final class SubjectTerms {

    private static final Set<String> IGNORED = Set.of(
            "the",
            "of",
            "in",
            "on",
            "a",
            "an",
            "at",
            "for",
            "to",
            "and",
            "number",
            "current",
            "currently",
            "latest",
            "reigning",
            "incumbent",
            "world",
            "men",
            "women",
            "s",
            "most",
            "new",
            "newest",
            "recent",
            "last",
            "by");
    private static final List<Set<String>> SYNONYMS = List.of(
            Set.of("ceo", "chief", "executive"),
            Set.of("chair", "chairman", "chairwoman", "chairperson"),
            Set.of("coach", "manager", "boss"),
            Set.of("president", "presidency"),
            Set.of("minister", "premier"),
            Set.of("king", "queen", "monarch", "throne"),
            Set.of("pope", "pontiff", "papacy"),
            Set.of(
                    "champion",
                    "champions",
                    "winner",
                    "winners",
                    "won",
                    "wins",
                    "win",
                    "title",
                    "crowned",
                    "championship",
                    "awarded",
                    "laureate",
                    "laureates"),
            Set.of("record", "fastest", "best", "tops", "topped", "ranks", "ranked", "ranking"),
            // "the most points in NBA history" is what "the all-time leading scorer" holds.
            Set.of("history", "record", "records", "all-time", "ever"),
            Set.of("points", "goals", "runs", "scorer", "scorers", "goalscorer", "goalscorers", "scoring"),
            Set.of(
                    "version",
                    "release",
                    "releases",
                    "released",
                    "releasing",
                    "update",
                    "launch",
                    "launched",
                    "launches",
                    // A device is released by being shown: "Google unveils Pixel 10", "introduced the Galaxy S25".
                    "unveils",
                    "unveiled",
                    "introduces",
                    "introduced",
                    "debuts",
                    "debuted",
                    "rolls",
                    "out",
                    "available",
                    "new",
                    "ships",
                    "shipped",
                    "published",
                    "publishes",
                    "edition",
                    "editions",
                    "revision",
                    "standard",
                    "recommendation",
                    "effect"),
            Set.of("population", "people", "inhabitants", "residents"),
            Set.of("price", "cost", "costs", "priced"),
            Set.of("countries", "members", "member", "states", "nations"),
            Set.of("subscribed", "subscribers"),
            Set.of("followed", "followers"),
            Set.of("leader", "leads", "led", "head", "heads"),
            Set.of(
                    "owner",
                    "owners",
                    "owns",
                    "owned",
                    "own",
                    "ownership",
                    "acquired",
                    "acquires",
                    "acquisition",
                    "bought",
                    "buys",
                    "purchased",
                    "parent",
                    "franchise"),
            Set.of("holder", "holders", "holds"),
            // "club of Lionel Messi" (from "Messi plays for …"): the pages speak of signings, contracts and trades.
            Set.of(
                    "club",
                    "clubs",
                    "team",
                    "teams",
                    "plays",
                    "playing",
                    "signed",
                    "signs",
                    "signing",
                    "joined",
                    "joins",
                    "joining",
                    "contract",
                    "deal",
                    "traded",
                    "trade",
                    "transfer",
                    "move",
                    "moved",
                    "drives",
                    "driving",
                    "races",
                    "racing",
                    "squad",
                    "roster",
                    "forward",
                    "striker",
                    "midfielder",
                    "defender",
                    "goalkeeper",
                    "quarterback",
                    "guard"));

    private static final Set<String> LONG_FORM_JOINS = Set.of("of", "the", "and", "for");

    /** "Estavian", "Irelands", "Canadian": the place's own name with a demonym or a lost apostrophe's ending. */
    private static final List<String> DEMONYM_ENDINGS = List.of("ian", "an", "n", "s", "ese", "ish", "i");
    /** "chaired" is "chair", "owning" is "own". */
    private static final List<String> VERB_ENDINGS = List.of("ing", "ed", "d");

    private static final java.util.regex.Pattern NON_WORD = java.util.regex.Pattern.compile("[^\\p{L}\\p{N}]+");

    private final Set<String> heads;
    private final Set<String> entities;
    /**
     * The heads that name the role or the measure itself ("CEO", "record", "tallest", "population") rather than its
     * topic ("marathon", "100m", "building"): a sentence with only topic words ("won the 100m in 9.79") is not about
     * who holds the record. All the heads when none is a role word.
     */
    private final Set<String> roleHeads;

    /** Adjacent capitalised words of the subject ("champions league"): a head inside them is part of a name. */
    private final Set<String> namePairs;
    /** The subject's first run of two or more capitalised words, lower case ("best picture"); null when none. */
    private final String namePhrase;

    private final String lastNameWord;

    private final String product;

    /** The office's own name when it has a portfolio ("foreign secretary", "secretary of state"), lower case; else null. */
    private final String office;

    private SubjectTerms(
            Set<String> heads,
            Set<String> entities,
            Set<String> roleHeads,
            Set<String> namePairs,
            String namePhrase,
            String lastNameWord,
            String product,
            String office) {
        this.heads = heads;
        this.entities = entities;
        this.roleHeads = roleHeads;
        this.namePairs = namePairs;
        this.namePhrase = namePhrase;
        this.lastNameWord = lastNameWord;
        this.product = product;
        this.office = office;
    }

    /**
     * The subject's office by its own name, without its country or organisation: "foreign secretary" of "UK foreign
     * secretary", "secretary of state" of "US secretary of state". Only for an office a person holds whose name has a
     * word beyond a bare role (a portfolio: "foreign", "treasury", "state"); null otherwise ("CEO", "prime minister").
     */
    String office() {
        return office;
    }

    String namePhrase() {
        return namePhrase;
    }

    /** The subject's first run of capitalised words, as written ("PCI DSS", "Spring Boot"); null when none. */
    String product() {
        return product;
    }

    /** The last proper-name word of the subject ("france" of Tour de France), or null: what a name is named by. */
    String lastNameWord() {
        return lastNameWord;
    }

    /**
     * True when the capitalised words {@code first} and {@code second} (lower case) are written together in the
     * subject: "Champions League" is the competition's name, and its "Champions" is no head word.
     */
    boolean namePair(String first, String second) {
        return namePairs.contains(first + " " + second);
    }

    /**
     * Categories whose subject a page may name by its common words alone, as an office: "the national minimum wage
     * is …", "became world darts champion".
     */
    private static final Set<ClaimCategory> NAMED_ALONE =
            java.util.EnumSet.of(ClaimCategory.STATISTIC, ClaimCategory.CHAMPION);

    /** The words a claim's category always brings: a champion's pages speak of winning whatever the subject says. */
    private static final java.util.Map<ClaimCategory, Set<String>> CATEGORY_HEADS = java.util.Map.of(
            ClaimCategory.CHAMPION, Set.of("champion"),
            ClaimCategory.RECORD, Set.of("record"),
            ClaimCategory.VERSION, Set.of("version"));

    static SubjectTerms of(String subject) {
        return of(subject, null);
    }

    /** @param category the claim's category, or null: its usual head words join the subject's own */
    static SubjectTerms of(String subject, ClaimCategory category) {
        return read(withOwnerCased(subject), category);
    }

    /**
     * A subject typed without capitals ("club of zach lavine", "prime minister of kosovo") names its owner after the
     * role's "of" all the same: those words are the owner's name, read as if capitalised. Only after a role or a
     * side's noun, where what follows "of" is a name; function words stay as they are.
     */
    static String withOwnerCased(String subject) {
        int of = subject.lastIndexOf(" of ");
        if (of <= 0 || subject.chars().anyMatch(Character::isUpperCase)) {
            return subject;
        }
        String role = subject.substring(subject.lastIndexOf(' ', of - 1) + 1, of);
        if (!Mentions.ROLES.contains(role) && !role.equals("club") && !role.equals("team")) {
            return subject;
        }
        StringBuilder out = new StringBuilder(subject.substring(0, of + 4));
        for (String word : subject.substring(of + 4).split(" ")) {
            boolean name = !word.isEmpty() && !dev.factguard.core.text.WordSets.closedClass(word);
            out.append(name ? Character.toUpperCase(word.charAt(0)) + word.substring(1) : word)
                    .append(' ');
        }
        return out.toString().strip();
    }

    private static SubjectTerms read(String subject, ClaimCategory category) {
        Set<String> heads = new HashSet<>();
        Set<String> entities = new HashSet<>();
        Set<String> pairs = new HashSet<>();
        StringBuilder acronym = new StringBuilder();
        boolean afterName = false;
        String previous = null;
        String phrase = null;
        StringBuilder run = new StringBuilder();
        boolean afterMost = false;
        Set<String> superlatives = new HashSet<>();
        String lastName = null;
        for (String raw : subject.split("[^\\p{L}\\p{N}'’-]+")) {
            String word = raw.replaceAll("['’]s$", "");
            if (word.isEmpty()) {
                continue;
            }
            boolean nameStart = !afterName;
            afterName = Character.isUpperCase(word.charAt(0));
            if (afterName && previous != null) {
                pairs.add(previous + " " + word.toLowerCase(Locale.ROOT));
            }
            previous = afterName ? word.toLowerCase(Locale.ROOT) : null;
            if (afterName) {
                run.append(run.length() == 0 ? "" : " ").append(word.toLowerCase(Locale.ROOT));
            } else {
                phrase = phrase == null && run.indexOf(" ") > 0 ? run.toString() : phrase;
                run.setLength(0);
            }
            // "European Central Bank" is also written "ECB".
            if (Character.isUpperCase(word.charAt(0))) {
                acronym.append(word.charAt(0));
            } else if (!word.equals("of") && !word.equals("the")) {
                addAcronym(entities, acronym);
            }
            String lower = word.toLowerCase(Locale.ROOT);
            boolean capitalised = Character.isUpperCase(word.charAt(0))
                    || word.chars().skip(1).anyMatch(Character::isUpperCase);
            if (capitalised && !Mentions.NOT_NAMES.contains(lower)) {
                entities.add(lower);
                lastName = lower;
                if (nameStart && lostApostrophe(lower)) {
                    entities.add(lower.substring(0, lower.length() - 1));
                }
                continue;
            }
            for (String part : lower.split("-")) {
                if (!part.isEmpty() && !IGNORED.contains(part)) {
                    heads.add(part);
                    if (afterMost) {
                        superlatives.add(part); // "most valuable", "most populous"
                    }
                }
                afterMost = part.equals("most");
            }
        }
        phrase = phrase == null && run.indexOf(" ") > 0 ? run.toString() : phrase;
        addAcronym(entities, acronym);
        if (category != null && !heads.isEmpty()) {
            heads.addAll(CATEGORY_HEADS.getOrDefault(category, Set.of()));
        }
        Set<String> widened = new HashSet<>(heads);
        Set<String> roles = new HashSet<>();
        for (Set<String> group : SYNONYMS) {
            if (group.stream().anyMatch(heads::contains)) {
                widened.addAll(group);
                roles.addAll(group);
            }
        }
        for (String head : heads) {
            if (Mentions.ROLES.contains(head) || superlative(head) || superlatives.contains(head)) {
                roles.add(head);
            }
        }
        Set<String> roleSet = roles.isEmpty() ? widened : roles;
        return new SubjectTerms(
                Set.copyOf(widened),
                Set.copyOf(entities),
                Set.copyOf(roleSet),
                Set.copyOf(pairs),
                phrase,
                lastName,
                firstRun(subject),
                entities.isEmpty() || !(personal(roleSet) || NAMED_ALONE.contains(category)) ? null : office(subject));
    }

    /**
     * The lower-case words of {@code subject} between its proper names, when they are one run with a portfolio word in
     * it ("foreign secretary", "secretary of state"); null otherwise.
     */
    private static String office(String subject) {
        List<String> words = new java.util.ArrayList<>();
        boolean ended = false;
        for (String word : subject.strip().split("\\s+")) {
            boolean name = !word.isEmpty()
                    && (Character.isUpperCase(word.charAt(0)) || word.chars().anyMatch(Character::isUpperCase));
            if (name) {
                ended = !words.isEmpty();
            } else if (ended) {
                return null; // "governor of the Bank of England": the office is the one run of common words
            } else {
                words.add(word.toLowerCase(Locale.ROOT));
            }
        }
        while (!words.isEmpty() && IGNORED.contains(words.get(words.size() - 1))) {
            words.remove(words.size() - 1);
        }
        while (!words.isEmpty() && IGNORED.contains(words.get(0))) {
            words.remove(0);
        }
        boolean portfolio = words.stream().anyMatch(w -> !IGNORED.contains(w) && !Mentions.ROLES.contains(w));
        return words.size() >= 2 && portfolio ? String.join(" ", words) : null;
    }

    /** The first run of words that start with a capital or hold one ("iOS", "PCI DSS"), or null. */
    private static String firstRun(String subject) {
        StringBuilder run = new StringBuilder();
        for (String word : subject.strip().split("\\s+")) {
            boolean capitalised = !word.isEmpty()
                    && (Character.isUpperCase(word.charAt(0)) || word.chars().anyMatch(Character::isUpperCase));
            if (capitalised && !Mentions.NOT_NAMES.contains(word.toLowerCase(Locale.ROOT))) {
                run.append(run.length() == 0 ? "" : " ").append(word);
            } else if (run.length() > 0) {
                break;
            }
        }
        return run.length() == 0 ? null : run.toString();
    }

    /** "tallest", "deepest", "newest": a superlative is the record's own word. */
    private static boolean superlative(String word) {
        return word.length() > 5 && word.endsWith("est") && !word.endsWith("west") && !word.endsWith("interest");
    }

    /**
     * True when a name's first word may be a possessive written without its apostrophe: "Irelands ambassador",
     * "Kelvaras CEO". Its stem names the subject too; "Texas" and "Paris" also get one, which no page uses.
     */
    private static boolean lostApostrophe(String lower) {
        return lower.length() >= 5
                && lower.endsWith("s")
                && !lower.endsWith("ss")
                && !lower.endsWith("us")
                && !lower.endsWith("is");
    }

    private static void addAcronym(Set<String> entities, StringBuilder acronym) {
        if (acronym.length() >= 2) {
            entities.add(acronym.toString().toLowerCase(Locale.ROOT));
        }
        acronym.setLength(0);
    }

    /** True when the subject counts things it names in the plural and {@code singular} is one of them ("element"). */
    boolean counts(String singular) {
        return !singular.endsWith("s") && heads.contains(singular + "s");
    }

    /** True when the subject is a title won in a competition ("French Open men's champion"). */
    boolean champion() {
        return heads.contains("champion");
    }

    /** True when the subject is a record held by someone ("women's marathon world record"). */
    boolean record() {
        return heads.contains("record");
    }

    /** True when the subject is a player's club or a driver's team ("club of Lionel Messi"). */
    boolean team() {
        return heads.contains("club") || heads.contains("team");
    }

    /**
     * True when {@code text} names the subject's organisation, place or product — or the subject has no
     * proper name to look for ("the deepest point in the ocean").
     */
    boolean namedIn(String text) {
        return entities.isEmpty() || SubjectNames.named(text, this);
    }

    /** The subject's proper-name words, lower case. */
    Set<String> entities() {
        return entities;
    }

    /** True when the subject has no head word: it is a name only ("Time Person of the Year"). */
    boolean nameOnly() {
        return heads.isEmpty();
    }

    /** True when the token is one of the subject's head words or their synonyms (plural-insensitive). */
    boolean isHead(String token) {
        return in(token, heads);
    }

    /** True when the token is one of the heads that name the role or measure itself (see {@link #roleHeads}). */
    boolean isRoleHead(String token) {
        return in(token, roleHeads);
    }

    /**
     * True when the subject is a role a person holds (an office, a coach, a chief executive): its holders are people,
     * so an organisation named in a sentence ("the Milwaukee Bucks", "Leverkusen have sacked …") is not one.
     */
    boolean personal() {
        return personal(roleHeads);
    }

    private static boolean personal(Set<String> roleHeads) {
        for (String head : roleHeads) {
            if (Mentions.ROLES.contains(head) && !head.equals("champion")) {
                return true;
            }
        }
        return false;
    }

    private static boolean in(String token, Set<String> words) {
        String lower = token.toLowerCase(Locale.ROOT);
        if (words.contains(lower)) {
            return true;
        }
        for (String part : lower.split("-")) {
            if (words.contains(part)
                    || (part.endsWith("s") && words.contains(part.substring(0, part.length() - 1)))
                    || words.contains(part + "s")
                    || anyStem(part, VERB_ENDINGS, words)) {
                return true;
            }
        }
        return false;
    }

    /** True when a name shares a word with the subject's own proper names ("Real Madrid", "Tesla Inc"). */
    boolean isSubjectName(String name) {
        String[] words = NON_WORD.split(name.toLowerCase(Locale.ROOT));
        for (String word : words) {
            if (entities.contains(word) || anyStem(word, DEMONYM_ENDINGS, entities)) {
                return true;
            }
        }
        return words.length >= 2 && entities.stream().anyMatch(e -> spellsOut(words, e));
    }

    /**
     * True when {@code words} are the long form of the acronym {@code entity}: each word, "of", "the", "and" and "for"
     * aside, opens with the acronym's next letter and may give it more of its letters in order — "Hypertext Transfer
     * Protocol" is HTTP, "Transport Layer Security" TLS.
     */
    private static boolean spellsOut(String[] words, String entity) {
        if (entity.length() < 2 || entity.length() > 6 || !entity.chars().allMatch(Character::isLetter)) {
            return false;
        }
        List<String> content = new java.util.ArrayList<>();
        for (String word : words) {
            if (!word.isEmpty() && !LONG_FORM_JOINS.contains(word)) {
                content.add(word);
            }
        }
        int n = content.size();
        if (n < 2 || n > entity.length()) {
            return false;
        }
        int at = 0;
        for (int j = 0; j < n; j++) {
            String word = content.get(j);
            if (word.charAt(0) != entity.charAt(at)) {
                return false;
            }
            at++;
            // Inner letters, leaving one letter of the acronym for each word still to come.
            for (int i = 1; i < word.length() && at < entity.length() - (n - 1 - j); i++) {
                if (word.charAt(i) == entity.charAt(at)) {
                    at++;
                }
            }
        }
        return at == entity.length();
    }

    /**
     * True when {@code word} (lower case) may name the subject's organisation or place: one of its proper names, a
     * demonym or possessive of one, or a short form of one ("Fed" for Federal Reserve, "Man" United).
     */
    boolean mayNameSubject(String word) {
        if (entities.isEmpty() || entities.contains(word) || anyStem(word, DEMONYM_ENDINGS, entities)) {
            return true;
        }
        if (word.length() >= 3) {
            for (String entity : entities) {
                if (entity.length() > word.length() && entity.startsWith(word)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * True when {@code word} without one of {@code endings}, at least four letters remaining, is in {@code words}.
     * Punctuation slips and derived forms name the same thing: "Irelands ambassador" (no apostrophe), "the
     * Estavian record", "chaired".
     */
    private static boolean anyStem(String word, List<String> endings, Set<String> words) {
        for (String e : endings) {
            if (word.length() - e.length() >= 4
                    && word.endsWith(e)
                    && words.contains(word.substring(0, word.length() - e.length()))) {
                return true;
            }
        }
        return false;
    }
}
