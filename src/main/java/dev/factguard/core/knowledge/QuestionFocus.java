package dev.factguard.core.knowledge;

import dev.factguard.core.text.AnalyzedText;
import dev.factguard.core.text.Term;
import dev.factguard.core.text.TermAnalyzer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a question asks for, beyond its subject: the attribute, quantity, unit, role or date a fact must
 * hold to answer it. "What is the Nordwind K5 kettle's power in watts?" asks for a power, and a fact that
 * gives the same kettle's capacity in litres is about the right subject but does not answer it.
 *
 * <p>Read from the lexical analysis alone (the question word is its leading word; stop words are gone):
 * <ul>
 *   <li>a leading who / when / where asks for a name, a date (or a time relative to an event: "within
 *       14 days of delivery"), a place;</li>
 *   <li>the word after a leading "how" asks for a dimension: "how long" a length or a duration (a
 *       duration only when it "takes" or "lasts"), "how far" a distance, "how old" an age;</li>
 *   <li>units ("watts", "km"), acronyms and roles ("CEO", "chairs") name what is asked in any question;</li>
 *   <li>attribute words ("power", "price", "population") ask for it in a wh-question, not in a yes/no
 *       question, which asks whether rather than what.</li>
 * </ul>
 * Each requirement is met by an answer of any of its kinds. Immutable; built once per query, so it keeps
 * its lookups in arrays rather than hashed collections.
 */
public final class QuestionFocus {

    public static final QuestionFocus NONE = new QuestionFocus(
            List.of(),
            new Requirement[0],
            Set.of(),
            null,
            null,
            null,
            false,
            null,
            null,
            null,
            null,
            null,
            null,
            false,
            null);

    /**
     * One thing asked.
     *
     * @param term  the question's stem that asks it, or null when the question word does ("who")
     * @param anyOf the kinds of answer that meet it
     */
    public record Requirement(String term, List<Focus> anyOf) {
        public Requirement {
            anyOf = List.copyOf(anyOf);
        }

        /**
         * Whether the fact holds an answer of one of its kinds. Repeating the asking word is not enough:
         * "a long power cord" says "power" and no power.
         */
        boolean heldBy(FactProfile fact, Set<String> queryStems) {
            for (Focus kind : anyOf) {
                if (kind.heldBy(fact, queryStems)) {
                    return true;
                }
            }
            return false;
        }

        /** How the rationale names what the fact lacks. */
        public String label() {
            return anyOf.get(0).label();
        }
    }

    private final List<Requirement> requirements;
    private final Requirement[] byTerm;
    private final Set<String> queryStems;
    // Per term, or null when no term has one (most questions): what the next three accessors answer.
    private final Condition.Stated[] conditions;
    private final int[] weekdays;
    private final QuantityRange[] quantities;
    /** Whether its quantities ask whether a bound is kept rather than what may be done within one. */
    private final boolean promise;

    private final Requirement[] mentioned;
    private final boolean[] variants;
    private final boolean[] negated;
    /** The stems of what "how many" counts, or null. */
    private final List<String> counted;

    private final boolean[] relative;
    /** The stem of what "is there …" asks to exist, or null. */
    private final String existence;
    /** Whether it asks if what holds of one thing holds of another too ({@link NearMissWords#extending}). */
    private final boolean extending;

    private final boolean[] placed;

    private QuestionFocus(
            List<Requirement> requirements,
            Requirement[] byTerm,
            Set<String> queryStems,
            Condition.Stated[] conditions,
            int[] weekdays,
            QuantityRange[] quantities,
            boolean promise,
            Requirement[] mentioned,
            boolean[] variants,
            boolean[] negated,
            List<String> counted,
            boolean[] relative,
            String existence,
            boolean extending,
            boolean[] placed) {
        this.requirements = requirements;
        this.byTerm = byTerm;
        this.queryStems = queryStems;
        this.conditions = conditions;
        this.weekdays = weekdays;
        this.quantities = quantities;
        this.promise = promise;
        this.mentioned = mentioned;
        this.variants = variants;
        this.negated = negated;
        this.counted = counted;
        this.relative = relative;
        this.existence = existence;
        this.extending = extending;
        this.placed = placed;
    }

    public static QuestionFocus of(AnalyzedText query) {
        List<Term> terms = query.terms();
        String lead = query.leadingWord();
        boolean yesNo = FocusWords.of(lead).yesNoLead();
        boolean who = lead.equals("who") || lead.equals("whom") || lead.equals("whose");
        List<Requirement> requirements = new ArrayList<>(2);
        if (who) {
            requirements.add(new Requirement(null, List.of(AnswerType.NAME)));
        } else if (lead.equals("when")) {
            requirements.add(new Requirement(null, List.of(AnswerType.DATE)));
        } else if (lead.equals("where")) {
            requirements.add(new Requirement(null, List.of(AnswerType.PLACE)));
        }
        Requirement[] byTerm = new Requirement[terms.size()];
        boolean conditions = false;
        int[] weekdays = null;
        boolean[] variants = null;
        Requirement[] mentioned = null;
        boolean quantities = false;
        boolean classNoun = false;
        List<String> counted = QuestionWords.counted(query);
        for (int i = 0; i < terms.size(); i++) {
            String stem = terms.get(i).stem();
            FocusWords.Word word = FocusWords.of(stem);
            conditions |= word.condition();
            classNoun |= word.classNoun();
            if (word.variant()) {
                variants = variants == null ? new boolean[terms.size()] : variants;
                variants[i] = true;
            }
            if (word.weekdays() != Weekdays.NONE) {
                weekdays = weekdays == null ? new int[terms.size()] : weekdays;
                weekdays[i] = word.weekdays();
            }
            quantities |= Character.isDigit(stem.charAt(0)) && unitAfter(terms, i) != null;
            List<Focus> kinds = i == 0 && lead.equals("how") ? afterHow(word.afterHow(), terms) : null;
            kinds = kinds != null ? kinds : word.named();
            if (kinds != null
                    && i > 0
                    && OPEN.contains(terms.get(i - 1).stem())
                    && kinds.contains(FocusLexicon.DURATION)) {
                // "Opening hours", "opening times": the times it opens, which a fact gives as clock times.
                kinds = OPENING_TIMES;
            }
            if (yesNo && kinds == null && word.asked() != null) {
                // "Is there a price list …?" asks whether, not what: a fact need not state the price, but one
                // that does ("costs 40 euros") says what the word is about.
                mentioned = mentioned == null ? new Requirement[terms.size()] : mentioned;
                mentioned[i] = new Requirement(stem, word.asked());
            }
            kinds = kinds != null || yesNo ? kinds : word.asked();
            kinds = kinds != null || !who ? kinds : word.afterWho();
            if (counted != null && counted.contains(stem)) {
                // What "how many" counts is asked as a count ("how many times", "how many days"), not as a measure.
                kinds = null;
            }
            if (kinds != null) {
                Requirement same = sameKinds(requirements, kinds);
                if (same == null) {
                    same = new Requirement(stem, kinds);
                    requirements.add(same);
                }
                byTerm[i] = same;
            }
        }
        if (classNoun || conditions) {
            variants = QuestionWords.narrowing(query, variants);
        }
        // Only "who" and "where" compare a fact's names with the question's.
        Set<String> stems = Set.of();
        if (who || lead.equals("where")) {
            stems = new HashSet<>();
            for (Term term : terms) {
                stems.add(term.stem());
            }
        }
        return new QuestionFocus(
                List.copyOf(requirements),
                byTerm,
                stems,
                conditions ? QuestionWords.conditions(query) : null,
                weekdays,
                quantities ? QuestionWords.quantities(query) : null,
                quantities && QuestionWords.promise(query),
                mentioned,
                variants,
                QuestionWords.negated(query),
                counted,
                QuestionWords.relative(query),
                thing(QuestionWords.existence(query)),
                NearMissWords.extending(query),
                NearMissWords.placed(query));
    }

    private static final Set<String> OPEN = stems("opening", "business", "office");
    private static final List<Focus> OPENING_TIMES = List.of(AnswerType.DATE, FocusLexicon.DURATION);

    /**
     * The stems of what "how many" counts ("study", "room"), or null: a fact answers the count only where it gives
     * a number of one of them.
     */
    List<String> counted() {
        return counted;
    }

    /** The stems the analysis reads in the words. */
    static Set<String> stems(String... words) {
        Set<String> out = new HashSet<>();
        for (String w : words) {
            TermAnalyzer.terms(w).forEach(t -> out.add(t.stem()));
        }
        return Set.copyOf(out);
    }

    /**
     * The stem of what "is there …" asks to exist ("park"), or null: a fact that does not say it says nothing of
     * whether it exists.
     */
    String existence() {
        return existence;
    }

    /**
     * A thing asked to exist, or null for a word that names an attribute or a unit ("is there a cheaper price …"),
     * which the focus asks for in any of its forms ("a 15 percent discount").
     */
    private static String thing(String stem) {
        if (stem == null) {
            return null;
        }
        FocusWords.Word word = FocusWords.of(stem);
        return word.asked() != null || word.named() != null ? null : stem;
    }

    /** Whether the query's term at this index says something in a relative clause ("books that it does hold"). */
    boolean relativeAt(int termIndex) {
        return relative != null && termIndex < relative.length && relative[termIndex];
    }

    /** Whether it asks if what a fact says of one thing holds of another as well ("cabin bags too?"). */
    boolean extending() {
        return extending;
    }

    /** Whether the query's term at this index names where or by what it is done ("at the airport desk"). */
    boolean placedAt(int termIndex) {
        return placed != null && termIndex < placed.length && placed[termIndex];
    }

    /** Whether the query's term at this index is negated ("didn't buy"). */
    boolean negatedAt(int termIndex) {
        return negated != null && termIndex < negated.length && negated[termIndex];
    }

    /**
     * Whether the query's term at this index picks a variant of a product ("carbon", "red", "cordless") or narrows a
     * class ("bulky" items).
     */
    boolean variantAt(int termIndex) {
        return variants != null && termIndex < variants.length && variants[termIndex];
    }

    /**
     * An attribute a yes/no question names at this term index without asking for it ("price" in "is there a price
     * list"), or null: a fact holding it says something of the word, but need not hold it.
     */
    Requirement mentionedAt(int termIndex) {
        return mentioned == null || termIndex >= mentioned.length ? null : mentioned[termIndex];
    }

    /** Whether any term states a condition. */
    boolean hasConditions() {
        return conditions != null;
    }

    /** The condition the query's term at this index states, or null. */
    Condition.Stated conditionAt(int termIndex) {
        return conditions == null || termIndex >= conditions.length ? null : conditions[termIndex];
    }

    /** The days of the week the query's term at this index names, or {@link Weekdays#NONE}. */
    int weekdaysAt(int termIndex) {
        return weekdays == null || termIndex >= weekdays.length ? Weekdays.NONE : weekdays[termIndex];
    }

    /** The values the number at this term index allows in the unit after it ("after 45 days"), or null. */
    QuantityRange quantityAt(int termIndex) {
        return quantities == null || termIndex >= quantities.length ? null : quantities[termIndex];
    }

    /**
     * Whether the question asks whether its subject keeps to its quantities ("does support answer within 2 hours?")
     * rather than whether something may be done within them ("can I return it within 20 days?").
     */
    boolean promise() {
        return promise;
    }

    /** The unit stem one or two terms after a number ("14 days", "3 working days"), or null. */
    static String unitAfter(List<Term> terms, int at) {
        for (int j = at + 1; j <= at + 2 && j < terms.size(); j++) {
            String unit = terms.get(j).stem();
            if (FocusLexicon.UNITS.contains(unit)) {
                return unit;
            }
        }
        return null;
    }

    /** What a fact must hold, in question order, one per kind of answer. */
    public List<Requirement> requirements() {
        return requirements;
    }

    /** The question's stems, for the answer types that must not repeat them (empty when none needs them). */
    public Set<String> queryStems() {
        return queryStems;
    }

    /** The requirement the query's term at this index raises, or null when it asks nothing by itself. */
    Requirement requirementAt(int termIndex) {
        return termIndex < byTerm.length ? byTerm[termIndex] : null;
    }

    /** "How long does it take / last" asks for a duration; "how long is it" for either a length or one. */
    private static List<Focus> afterHow(List<Focus> kinds, List<Term> terms) {
        if (kinds != null && kinds.contains(FocusLexicon.DURATION) && kinds.contains(FocusLexicon.LENGTH)) {
            for (Term term : terms) {
                if (FocusLexicon.DURATION_VERBS.contains(term.stem())) {
                    return List.of(FocusLexicon.DURATION);
                }
            }
        }
        return kinds;
    }

    private static Requirement sameKinds(List<Requirement> requirements, List<Focus> kinds) {
        for (Requirement r : requirements) {
            if (r.anyOf().equals(kinds)) {
                return r;
            }
        }
        return null;
    }
}
