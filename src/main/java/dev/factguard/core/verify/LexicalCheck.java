package dev.factguard.core.verify;

import dev.factguard.core.verify.Difference.Kind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Compares one statement with one sentence of a fact, without a model.
 *
 * <p>The fact is about the statement when the statement names the fact's {@link Anchors} and shares its topic.
 * Then the values are lined up by kind — amounts of one dimension (after unit conversion, within the precision each
 * was written with), dates, times of day, weekdays, and names that stand in the same place of their sentences ("is
 * Tokyo" / "is Kyoto", "by Watson and Crick" / "by Franklin") — and so are negation and conditions ("every plan" /
 * "the Basic plan", "only" / "any", "at least" / "up to").
 *
 * <p>Contradicted needs a differing part and a statement whose every topic word the fact also has: "The Great Wall
 * is 8 m wide" is not contradicted by the wall's length, since the fact says nothing of "wide". Supported needs the
 * values to agree and the topic to be mostly shared, or, without values, all of it. A value or name the fact does not
 * have makes the statement unverifiable: the fact covers it only in part. Stateless.
 */
final class LexicalCheck {

    /**
     * How far a stated limit may lie past the end of the fact's range: "up to a week" for "3 to 5 working days" is
     * the same promise (five working days are a week), "up to two weeks" is not.
     */
    private static final double LIMIT_SLACK = 1.5;

    /** Canonical stems of words for people, of whom a fact may hold for some only. */
    private static final Set<String> PEOPLE = peopleStems(
            "person",
            "people",
            "customer",
            "user",
            "student",
            "member",
            "subscriber",
            "employee",
            "visitor",
            "guest",
            "adult",
            "child",
            "children",
            "senior",
            "teacher",
            "owner",
            "resident",
            "citizen",
            "patient",
            "traveller");

    private LexicalCheck() {}

    private static Set<String> peopleStems(String... words) {
        Set<String> stems = new HashSet<>();
        for (String w : words) {
            stems.add(Paraphrases.of(w));
        }
        stems.add("person");
        return Set.copyOf(stems);
    }

    /**
     * @param statement   the statement
     * @param context     what the statement leans on: the words of the prompt and of the statement before it, for
     *                    a statement that does not name its subject again ("It holds 1.7 litres.")
     * @param fact        one part (clause) of the fact
     * @param factLean    the words of the clause that names the part's subject, when that is another one
     * @param anchors     the fact's anchors
     * @param key         the fact's key, for reasons
     */
    static Judged check(
            Reading statement, Context context, Reading fact, Set<String> factLean, Anchors anchors, String key) {
        Set<String> statementWords = Anchors.lowerWords(statement);
        Set<String> factWords = Anchors.lowerWords(fact);
        factWords.addAll(factLean);
        // A statement leans on what came before only when it names nothing the fact does not: "Delivery to Germany
        // takes 2 days" after a question about Austria is about Germany.
        boolean leans = true;
        for (NameRun run : statement.names) {
            leans &= !run.strong() || named(run, fact.names, factWords);
        }
        Set<String> reachable = new HashSet<>(statementWords);
        Set<String> topicReach = new HashSet<>(statement.topic);
        if (leans) {
            reachable.addAll(context.lean());
            topicReach.addAll(context.lean());
        }
        if (anchors.missing(reachable, topicReach) != null) {
            return Judged.UNRELATED;
        }
        Set<String> factTopic = new HashSet<>(fact.topic);
        factTopic.addAll(factLean);
        for (String word : fact.nameWords()) {
            factTopic.add(word);
            String stem = Paraphrases.of(word);
            if (stem != null) {
                factTopic.add(stem);
            }
        }

        List<Difference> conflicts = new ArrayList<>();
        List<String> extras = new ArrayList<>();
        int agreements = 0;
        Set<String> spent = new HashSet<>();

        // Names: matched, substituted in the same place of the sentence, or added.
        int matchedNames = 0;
        List<NameRun> unmatchedFact = new ArrayList<>();
        // What came before may name the fact's anchors for the statement, never its values: "Tokyo is the capital
        // of Japan. Kyoto is the capital of Japan." still has Kyoto where the fact has Tokyo.
        for (NameRun run : fact.names) {
            boolean anchor = anchors.names().stream().anyMatch(run::sameAs);
            List<String> spelledOut = spelled(run, statement);
            if (spelledOut != null) {
                spent.addAll(spelledOut); // "chief technology officer" for the fact's "CTO"
            }
            if (!anchor && spelledOut == null && !named(run, statement.names, statementWords)) {
                unmatchedFact.add(run);
            }
        }
        // With a fact whose key names what it is about ("Everest first ascent"), the names that open its sentences are
        // values ("Edmund Hillary … reached"), to be compared; without one they may name what it is about.
        boolean openersAreValues = !anchors.names().isEmpty();
        if (otherSubject(statement.names, unmatchedFact, fact.names, factWords, openersAreValues)) {
            return Judged.UNRELATED;
        }
        int lastMatched = -10;
        Set<String> otherSlots = new HashSet<>();
        List<NameRun> substituted = new ArrayList<>();
        for (NameRun run : statement.names) {
            if (named(run, fact.names, factWords) || spelled(run, fact) != null) {
                lastMatched = run.last();
                matchedNames++;
                // A name the fact states beyond what it is about is a value, and the answer gives the same one.
                boolean value = run.strong() || run.slot().equals("is");
                agreements += value && anchors.names().stream().noneMatch(run::sameAs) ? 1 : 0;
                continue;
            }
            if (run.first() == lastMatched + 2
                    && statement.words.get(run.first() - 1).is(",")
                    && endsClause(statement.words, run.last() + 1)) {
                continue; // "Bremen, Germany": a place named after a name the fact has, to place it, adds nothing
            }
            NameRun substitute =
                    run.strong() || run.slot().equals("is") ? sameSlot(run, unmatchedFact, openersAreValues) : null;
            if (substitute != null) {
                for (NameRun r : unmatchedFact) {
                    if (r.slot().equals(substitute.slot())) {
                        substituted.add(r);
                    }
                }
            }
            if (substitute != null && !substitute.universal()) {
                conflicts.add(new Difference(Kind.NAME, run.text(), coordinated(substitute, unmatchedFact)));
                spend(spent, run);
            } else if (substitute != null && run.restrictive()) {
                conflicts.add(new Difference(Kind.CONDITION, "only " + run.text(), "any " + substitute.text()));
                spend(spent, run);
            } else if (run.strong()) {
                extras.add(run.text());
                otherSlots.add(run.slot());
            }
        }
        // "The Berlin store opens at 9:00" against "The Nordwind flagship store in Hamburg opens at 10:00": a name of
        // the statement's own where the fact has another one left over in the same place speaks of another thing,
        // whatever its values ("any TOTP app" names no one thing: an answer may name one of them).
        boolean otherThing = unmatchedFact.stream()
                .anyMatch(
                        r -> r.strong() && !r.universal() && !substituted.contains(r) && otherSlots.contains(r.slot()));

        // Values, kind by kind. A fact value the answer gives right is spent: another value of the answer of the same
        // kind speaks of something else ("15% off the Basic plan and 10% off the Pro plan"), not against it.
        Set<Amount> usedAmounts = new HashSet<>();
        for (Amount a : statement.amounts) {
            for (Amount f : fact.amounts) {
                if (agreement(a, f) == Agreement.AGREES) {
                    usedAmounts.add(f);
                }
            }
        }
        for (Amount a : statement.amounts) {
            Amount counterpart = null;
            boolean agrees = false;
            boolean direction = false;
            for (Amount f : fact.amounts) {
                Agreement found = agreement(a, f);
                if (found == Agreement.AGREES) {
                    agrees = true;
                    break;
                }
                if (found == Agreement.NOT_COMPARABLE || usedAmounts.contains(f)) {
                    continue;
                }
                if (counterpart == null || (found == Agreement.DIRECTION && !direction)) {
                    counterpart = f;
                    direction = found == Agreement.DIRECTION;
                }
            }
            if (agrees) {
                agreements++;
            } else if (counterpart != null) {
                conflicts.add(new Difference(direction ? Kind.CONDITION : Kind.QUANTITY, a.text(), counterpart.text()));
            } else {
                extras.add(a.text());
            }
        }
        Set<DateValue> usedDates = new HashSet<>();
        for (DateValue d : statement.dates) {
            for (DateValue f : fact.dates) {
                if (d.comparable(f) && d.agrees(f)) {
                    usedDates.add(f);
                }
            }
        }
        for (DateValue d : statement.dates) {
            DateValue counterpart = null;
            boolean agrees = false;
            for (DateValue f : fact.dates) {
                if (!d.comparable(f)) {
                    continue;
                }
                if (d.agrees(f)) {
                    agrees = true;
                    break;
                }
                if (!usedDates.contains(f)) {
                    counterpart = counterpart == null ? f : counterpart;
                }
            }
            if (agrees) {
                agreements++;
            } else if (counterpart != null) {
                conflicts.add(new Difference(Kind.DATE, d.text(), counterpart.text()));
            } else {
                extras.add(d.text());
            }
        }
        for (ClockTime t : statement.times) {
            if (fact.times.isEmpty()) {
                extras.add(t.text());
            } else if (fact.times.stream().anyMatch(t::agrees)) {
                agreements++;
            } else {
                conflicts.add(
                        new Difference(Kind.TIME, t.text(), fact.times.get(0).text()));
            }
        }
        if (!statement.days.isEmpty()) {
            int factOpen = 0;
            for (DaySet f : fact.days) {
                factOpen |= f.open();
            }
            for (DaySet d : statement.days) {
                if (fact.days.isEmpty()) {
                    extras.add(d.text());
                } else if (d.agreesWithOpen(factOpen)) {
                    agreements++;
                } else {
                    conflicts.add(new Difference(Kind.WEEKDAYS, d.text(), daysText(fact.days)));
                }
            }
        }

        // Conditions.
        for (Quantifier q : statement.quantifiers) {
            Difference d = condition(q, fact, factTopic, statement);
            if (d != null) {
                conflicts.add(d);
                spent.addAll(q.nouns());
            }
        }

        // Topic.
        Set<String> topic = new LinkedHashSet<>(statement.topic);
        topic.removeAll(spent);
        Set<String> uncovered = new LinkedHashSet<>();
        int shared = matchedNames;
        for (String stem : topic) {
            if (factTopic.contains(stem)) {
                shared++;
            } else {
                uncovered.add(statement.word(stem));
            }
        }
        for (String stem : context.topic()) {
            shared += !topic.contains(stem) && factTopic.contains(stem) ? 1 : 0;
        }
        boolean negationDiffers = statement.negations % 2 != fact.negations % 2;
        String about = "fact '" + key + "'";

        if (!conflicts.isEmpty()) {
            if (negationDiffers || otherThing || !uncovered.isEmpty() || shared < 1) {
                return partial(about, shared, uncovered, extras, conflicts);
            }
            return new Judged(StatementVerdict.CONTRADICTED, conflicts, about + " says " + describe(conflicts), shared);
        }
        if (negationDiffers) {
            if (uncovered.isEmpty() && (shared >= 2 || (shared >= 1 && agreements >= 1)) && extras.isEmpty()) {
                Difference negation = new Difference(
                        Kind.NEGATION,
                        statement.negations % 2 == 1 ? negationText(statement) : "(affirms)",
                        fact.negations % 2 == 1 ? negationText(fact) : "(affirms)");
                return new Judged(
                        StatementVerdict.CONTRADICTED,
                        List.of(negation),
                        about + (statement.negations % 2 == 1 ? " affirms what the answer denies" : " denies it"),
                        shared);
            }
            return partial(about, shared, uncovered, extras, List.of());
        }
        if (!extras.isEmpty()) {
            return partial(about, shared, uncovered, extras, List.of());
        }
        boolean supported =
                agreements > 0 ? shared >= 1 && uncovered.size() <= shared : uncovered.isEmpty() && shared >= 2;
        if (supported) {
            return new Judged(StatementVerdict.SUPPORTED, List.of(), "agrees with " + about, shared);
        }
        return partial(about, shared, uncovered, extras, List.of());
    }

    /** The statement shares some of the fact's topic but says more than the fact does; or nothing at all. */
    private static Judged partial(
            String about, int shared, Set<String> uncovered, List<String> extras, List<Difference> conflicts) {
        if (shared < 1) {
            return Judged.UNRELATED;
        }
        List<String> more = new ArrayList<>(extras);
        String said = String.join(" ", extras).toLowerCase(java.util.Locale.ROOT);
        for (String word : uncovered) {
            if (!said.contains(word.toLowerCase(java.util.Locale.ROOT))) {
                more.add(word); // "three colours" already says "colour"
            }
        }
        String reason =
                more.isEmpty() ? "only partly covered by " + about : about + " does not state " + quoteAll(more);
        return new Judged(StatementVerdict.UNVERIFIABLE, List.of(), reason, shared);
    }

    enum Agreement {
        AGREES,
        VALUE,
        DIRECTION,
        NOT_COMPARABLE
    }

    /** How an answer's amount {@code a} stands to a fact's amount {@code f}. */
    static Agreement agreement(Amount a, Amount f) {
        if (!a.comparable(f)) {
            return Agreement.NOT_COMPARABLE;
        }
        Agreement direct = compare(a, f);
        if (direct != Agreement.AGREES && a.alternative() != null && compare(a.alternative(), f) == Agreement.AGREES) {
            return Agreement.AGREES;
        }
        if (direct != Agreement.AGREES && f.alternative() != null && compare(a, f.alternative()) == Agreement.AGREES) {
            return Agreement.AGREES;
        }
        return direct;
    }

    private static Agreement compare(Amount a, Amount f) {
        double t = Math.max(a.tolerance(), f.tolerance()) + 1e-9;
        if (!a.unit().name().equals(f.unit().name())) {
            double size = Math.max(Math.abs(a.high()), Math.abs(f.high()));
            t += 0.01 * size + (a.unit().calendar() || f.unit().calendar() ? 0.02 * size : 0);
        }
        Bound ab = a.bound();
        Bound fb = f.bound();
        if ((ab.upper() && fb.lower()) || (ab.lower() && fb.upper())) {
            return Agreement.DIRECTION;
        }
        double av = a.low();
        boolean ok = switch (fb) {
            case EXACT ->
                switch (ab) {
                    case EXACT, AT_MOST, AT_LEAST -> near(av, f.low(), t);
                    case RANGE -> f.low() >= a.low() - t && f.low() <= a.high() + t;
                    case BELOW -> f.low() <= av + t;
                    case ABOVE -> f.low() >= av - t;
                };
            case RANGE ->
                switch (ab) {
                    case EXACT -> av >= f.low() - t && av <= f.high() + t;
                    case RANGE ->
                        (near(a.low(), f.low(), t) && near(a.high(), f.high(), t))
                                || (a.low() >= f.low() - t && a.high() <= f.high() + t);
                    case AT_MOST -> av >= f.high() - t && av <= LIMIT_SLACK * f.high() + t;
                    case AT_LEAST -> av <= f.low() + t && av >= f.low() / LIMIT_SLACK - t;
                    case BELOW -> av > f.low() - t;
                    case ABOVE -> av < f.high() + t;
                };
            case AT_MOST, AT_LEAST ->
                switch (ab) {
                    case RANGE -> fb == Bound.AT_MOST ? a.high() <= f.low() + t : a.low() >= f.low() - t;
                    case BELOW -> av >= f.low() - t;
                    case ABOVE -> av <= f.low() + t;
                    default -> near(av, f.low(), t);
                };
            case BELOW -> ab == Bound.RANGE ? a.low() < f.low() + t : av <= f.low() + t;
            case ABOVE -> ab == Bound.RANGE ? a.high() > f.low() - t : av >= f.low() - t;
        };
        return ok ? Agreement.AGREES : Agreement.VALUE;
    }

    private static boolean near(double a, double b, double t) {
        return Math.abs(a - b) <= t;
    }

    /** True at the end of the words, or at a comma, full stop, semicolon or bracket. */
    private static boolean endsClause(List<Word> words, int i) {
        if (i >= words.size()) {
            return true;
        }
        Word w = words.get(i);
        return w.is(",") || w.is(".") || w.is(";") || w.is(")") || w.is("!") || w.is("?");
    }

    private static void spend(Set<String> spent, NameRun run) {
        for (String w : run.words()) {
            String stem = Paraphrases.of(w);
            if (stem != null) {
                spent.add(stem);
            }
        }
    }

    /**
     * True when the statement is about another thing than the fact: both name a different identifier ("Apollo 12",
     * "Apollo 11"), or both open with a different name ("Lyon is …", "Paris is …" — unless a copula makes the
     * opener the value, see {@link NameRun#slot()}).
     */
    private static boolean otherSubject(
            List<NameRun> statementNames,
            List<NameRun> unmatchedFact,
            List<NameRun> factNames,
            Set<String> factWords,
            boolean openersAreValues) {
        for (NameRun run : statementNames) {
            if (!run.strong() || named(run, factNames, factWords)) {
                continue;
            }
            for (NameRun other : unmatchedFact) {
                if ((run.identifier() && other.identifier())
                        || (!openersAreValues
                                && run.slot().equals("^")
                                && other.slot().equals("^")
                                && other.strong())) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The canonical stems of the words of {@code other} whose initials spell the acronyms of {@code run} ("chief
     * technology officer" for "CTO", in "the CTO of Nordwind" when {@code other} also writes "Nordwind"); null when a
     * word of the run is neither written in {@code other} nor an acronym spelled out there.
     */
    private static List<String> spelled(NameRun run, Reading other) {
        Set<String> otherWords = Anchors.lowerWords(other);
        List<String> stems = new ArrayList<>();
        boolean any = false;
        for (String written : run.text().split("[\\s]+")) {
            String lower = written.toLowerCase(java.util.Locale.ROOT);
            if (otherWords.contains(lower) || run.words().indexOf(lower) < 0) {
                continue; // named as written, or a connector ("of")
            }
            List<String> spelledOut = written.length() >= 2
                            && written.length() <= 6
                            && written.chars().allMatch(c -> Character.isLetter(c) && Character.isUpperCase(c))
                    ? initials(lower, other)
                    : null;
            if (spelledOut == null) {
                return null;
            }
            stems.addAll(spelledOut);
            any = true;
        }
        return any ? stems : null;
    }

    private static List<String> initials(String acronym, Reading other) {
        for (int start = 0; start + acronym.length() <= other.words.size(); start++) {
            List<String> stems = new ArrayList<>();
            for (int k = 0; k < acronym.length(); k++) {
                Word w = other.words.get(start + k);
                if (!w.isWord() || w.lower().charAt(0) != acronym.charAt(k)) {
                    stems = null;
                    break;
                }
                String stem = Paraphrases.of(w.text());
                if (stem != null) {
                    stems.add(stem);
                }
            }
            if (stems != null) {
                return stems;
            }
        }
        return null;
    }

    /** A name of the statement is in the fact: the same run, or all its words written there in any case. */
    private static boolean named(NameRun run, List<NameRun> others, Set<String> otherWords) {
        for (NameRun other : others) {
            if (run.sameAs(other)) {
                return true;
            }
        }
        return otherWords.containsAll(run.words());
    }

    private static NameRun sameSlot(NameRun run, List<NameRun> candidates, boolean openersAreValues) {
        if (run.slot().equals("^") && !openersAreValues) {
            return null;
        }
        for (NameRun c : candidates) {
            if (c.slot().equals(run.slot()) && c.identifier() == run.identifier()) {
                return c;
            }
        }
        return null;
    }

    /** "Watson and Crick": the run with the runs coordinated with it in the same place. */
    private static String coordinated(NameRun first, List<NameRun> runs) {
        List<String> texts = new ArrayList<>();
        for (NameRun r : runs) {
            if (r.slot().equals(first.slot())) {
                texts.add(r.text());
            }
        }
        return texts.size() <= 1 ? first.text() : String.join(" and ", texts);
    }

    /**
     * A condition of the statement the fact does not grant: "every plan" where the fact names one plan ("the Basic
     * plan") and grants no "every"; "all customers" where the fact holds for someone else under a restriction
     * ("with a valid student ID"); "only" where the fact says "any".
     */
    private static Difference condition(Quantifier q, Reading fact, Set<String> factTopic, Reading statement) {
        if (q.unlimited()) {
            for (Amount a : fact.amounts) {
                if (q.governs(a.thing())
                        && (a.bound() == Bound.EXACT || a.bound().upper())) {
                    return new Difference(Kind.CONDITION, q.text(), a.text());
                }
            }
        }
        if (q.universal()) {
            for (Quantifier fq : fact.quantifiers) {
                if (fq.universal()
                        && (q.nouns().isEmpty() || fq.nouns().stream().anyMatch(q::governs))) {
                    return null;
                }
            }
            boolean covered = false;
            for (String noun : q.nouns()) {
                if (factTopic.contains(noun)) {
                    covered = true;
                    String modified = modified(fact, noun);
                    if (modified != null) {
                        return new Difference(Kind.CONDITION, q.text(), modified);
                    }
                }
            }
            if (covered) {
                return null;
            }
            if (fact.restriction != null && !q.nouns().isEmpty() && !restrictionStated(fact, statement)) {
                return new Difference(Kind.CONDITION, q.text(), fact.restriction);
            }
            // "Every customer gets …" where the fact says "Students get …": the fact holds for some people only.
            if (q.nouns().stream().anyMatch(PEOPLE::contains)) {
                for (String stem : fact.topic) {
                    if (PEOPLE.contains(stem) && !q.governs(stem) && !statement.topic.contains(stem)) {
                        return new Difference(Kind.CONDITION, q.text(), fact.word(stem));
                    }
                }
            }
            return null;
        }
        for (Quantifier fq : fact.quantifiers) {
            if (fq.universal()) {
                return new Difference(Kind.CONDITION, q.text(), fq.text());
            }
        }
        return null;
    }

    /** The statement repeats the fact's restriction ("with a valid student ID"): its content words are all there. */
    private static boolean restrictionStated(Reading fact, Reading statement) {
        Reading restriction = Reading.of(fact.restriction);
        Set<String> said = new HashSet<>(statement.topic);
        said.addAll(Anchors.lowerWords(statement));
        for (String stem : restriction.topic) {
            if (!said.contains(stem)) {
                return false;
            }
        }
        return true;
    }

    /** "Basic plan" when the fact writes the noun with a modifier before it; null when it writes the noun bare. */
    private static String modified(Reading fact, String noun) {
        for (int k = 1; k < fact.words.size(); k++) {
            if (!noun.equals(fact.stems[k])) {
                continue;
            }
            Word before = fact.words.get(k - 1);
            boolean modifier = fact.stems[k - 1] != null || Reading.inName(fact.names, k - 1);
            if (modifier) {
                return before.text() + " " + fact.words.get(k).text();
            }
        }
        return null;
    }

    private static String negationText(Reading r) {
        for (int k = 0; k < r.words.size(); k++) {
            Word w = r.words.get(k);
            if (w.is("not")
                    || w.is("never")
                    || w.is("no")
                    || w.is("cannot")
                    || w.lower().endsWith("n't")) {
                int end = Math.min(r.words.size(), k + 2);
                return DateReader.span(r.text, r.words, k, end);
            }
        }
        return "(denies)";
    }

    private static String daysText(List<DaySet> days) {
        List<String> texts = new ArrayList<>();
        for (DaySet d : days) {
            texts.add(d.text());
        }
        return String.join(", ", texts);
    }

    private static String describe(List<Difference> conflicts) {
        List<String> parts = new ArrayList<>();
        for (Difference d : conflicts) {
            parts.add("'" + d.fact() + "' where the answer says '" + d.answer() + "'");
        }
        return String.join("; ", parts);
    }

    private static String quoteAll(List<String> parts) {
        List<String> quoted = new ArrayList<>();
        for (String p : parts) {
            quoted.add("'" + p + "'");
        }
        return String.join(", ", quoted);
    }

    /** The names and topic a statement leans on when it names nothing itself; empty for one that does. */
    /**
     * What a statement leans on.
     *
     * @param lean  lower-cased words and canonical stems of the prompt and of the statement before it: they may
     *              name the fact's anchors for it
     * @param topic the prompt's topic, counted as shared for a statement that says little itself ("About 2,850 km.")
     * @param names the names of the statement before it (or of the prompt) for one that names nothing itself: its
     *              search for facts adds them
     */
    record Context(Set<String> lean, Set<String> topic, Set<String> names) {
        static final Context NONE = new Context(Set.of(), Set.of(), Set.of());
    }
}
