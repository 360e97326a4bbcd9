package dev.factguard.core.knowledge;

import dev.factguard.core.text.AnalyzedText;
import dev.factguard.core.text.Term;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Lexical coverage of a query by one fact: the weighted share of the query's content terms the fact
 * contains (key and text together), where exact anchors weigh double, scaled by the square root of the
 * share of ordinary (non-anchor) words matched, times a penalty for every anchor the fact lacks and for
 * every part of the question's {@link QuestionFocus focus} it does not hold.
 *
 * <p>The penalty is what tells a near miss from a match: "Nordwind K7 kettle" shares every word but one
 * with a fact about the "Nordwind K5 kettle", and that one word decides the answer. So does the focus:
 * "the K5 kettle's power in watts" shares the subject with a fact giving its capacity in litres, and the
 * fact still does not answer it. A term that asks for a kind of answer is matched by any form of it
 * ("how far" by "384,400 kilometres", "CEO" by "chief executive"); a number followed by a unit is matched
 * by a number in the same unit ("after ten days" by "within 14 days": the fact settles the comparison).
 */
public final class LexicalScorer {

    /** Weight of an anchor term relative to an ordinary content word. */
    static final double ANCHOR_WEIGHT = 2.0;
    /** Factor applied per query anchor the fact does not contain and per focus it does not hold. */
    static final double MISSING_ANCHOR_FACTOR = 0.25;

    private LexicalScorer() {}

    /**
     * Coverage in [0, 1] and what the fact lacks (anchors, then focus labels); score 0 when the query has
     * no content terms. With {@code dropZero}, a fact that scores 0 gives null instead, sparing the labels a
     * search would throw away; without it, the labels of a 0 are kept for fusion with sentence similarity.
     */
    static FactMatch score(
            AnalyzedText query,
            QuestionFocus focus,
            FactProfile fact,
            Fact source,
            Set<String> sharedKeyStems,
            boolean dropZero) {
        List<Term> terms = query.terms();
        double total = 0;
        double matched = 0;
        int ordinary = 0;
        int ordinaryMatched = 0;
        int predicate = 0;
        int predicateMatched = 0;
        // Of those, the ones that are conditions: a condition qualifies what is asked and does not ask it.
        int conditionPredicates = 0;
        int conditionsMatched = 0;
        boolean named = false;
        int keyHits = 0;
        // Of those, the words of the key that are this fact's own rather than shared by many of the tenant's keys.
        int ownKeyHits = 0;
        boolean afterName = false;
        List<String> missing = null;
        // Ordinary words of the question the fact does not say, that ask nothing by themselves: what it is about.
        StringBuilder own = null;
        int lastOwn = -2;
        // Two such words in a row: a thing of the question's own ("journal articles", "laser cutting").
        boolean ownPhrase = false;
        // Terms up to this index say how a number held in the fact's scope is read: "year old" after an age, "pm".
        int readWithNumber = -1;
        for (int i = 0; i < terms.size(); i++) {
            Term term = terms.get(i);
            double weight = term.specific() ? ANCHOR_WEIGHT : 1.0;
            total += weight;
            Condition.Stated condition = focus.conditionAt(i);
            int days = focus.weekdaysAt(i);
            boolean hit;
            if (i <= readWithNumber) {
                hit = true;
            } else if (condition != null) {
                // A condition is held by any of its words, and not by its opposite or its negation.
                hit = fact.holds(condition);
            } else if (focus.negatedAt(i)) {
                // "a bicycle I didn't buy from them": held only by a fact that says it in the negative too.
                hit = fact.negatedStems().contains(term.stem());
            } else if (days != Weekdays.NONE) {
                hit = fact.contains(term.stem()) || Weekdays.covers(fact.weekdays(), days);
            } else if (focus.variantAt(i)) {
                // A word that picks a kind of the subject is held by saying it: "a day pass" holds no "week pass".
                hit = fact.contains(term.stem());
            } else if (term.specific() && measured(terms, i, focus, fact)) {
                // "within 3 days" against "in 3 to 5 days": the fact's quantities decide, not the digit it shares.
                hit = sameQuantity(terms, i, focus, fact);
            } else {
                QuestionFocus.Requirement asks = focus.requirementAt(i);
                QuestionFocus.Requirement mentions = focus.mentionedAt(i);
                hit = fact.contains(term.stem())
                        || (asks != null && asks.heldBy(fact, focus.queryStems()))
                        || (mentions != null && mentions.heldBy(fact, focus.queryStems()))
                        || (term.specific() && sameQuantity(terms, i, focus, fact));
                if (!hit && term.specific()) {
                    int read = InScope.read(terms, i, fact);
                    hit = read >= i;
                    readWithNumber = Math.max(readWithNumber, read);
                } else if (!term.specific() && InScope.otherDuration(terms, i, fact)) {
                    // "a full hour with the hygienist" against "a 30-minute cleaning": said, in another length.
                    hit = false;
                    missing = add(missing, terms.get(i - 1).stem() + " " + term.stem());
                }
            }
            if (hit
                    && focus.relativeAt(i)
                    && !focus.negatedAt(i)
                    && fact.negatedStems().contains(term.stem())) {
                // "Books that the library does hold" are not the books "that the library does not hold".
                hit = false;
                missing = add(missing, term.stem() + ", not its negation");
            }
            // The fact's key names its subject, and so does the word after a name both share ("the Basic plan",
            // "the Studio lamp"): neither says anything of what is asked about it.
            boolean namesIt = fact.keyStems().contains(term.stem()) || (afterName && hit && !term.specific());
            afterName = hit && term.specific() && !isNumber(term.stem());
            if (!term.specific()) {
                ordinary++;
                ordinaryMatched += hit ? 1 : 0;
            }
            if (!namesIt && saysWhatIsAsked(term, condition, days, focus.quantityAt(i))) {
                predicate++;
                // "cancel" says something of a fact that says "cancelled", though the stems differ.
                boolean says = hit || (!term.specific() && fact.containsVariantOf(term.stem()));
                predicateMatched += says ? 1 : 0;
                if (condition != null) {
                    conditionPredicates++;
                    conditionsMatched += says ? 1 : 0;
                }
            }
            if (hit) {
                matched += weight;
                if (fact.keyStems().contains(term.stem())) {
                    keyHits++;
                    ownKeyHits += sharedKeyStems.contains(term.stem()) ? 0 : 1;
                }
                named |= term.specific() && fact.names().contains(term.stem());
            } else if (condition != null) {
                missing = add(missing, condition.label());
            } else if (focus.negatedAt(i)) {
                missing = add(missing, "not " + term.stem());
            } else if ((term.specific() && !oneOf(terms, i)) || days != Weekdays.NONE || focus.variantAt(i)) {
                // A variant the fact does not name ("carbon" frames, a "red" K5) is a product it is not about.
                missing = add(missing, term.stem());
            } else if (!term.specific() && NearMissWords.saysOpposite(fact, term.stem())) {
                // "When does the desk open?" against a fact that says when it closes: the other end of the same thing.
                missing = add(missing, term.stem() + ", not its opposite");
            } else if (!term.specific()
                    && focus.requirementAt(i) == null
                    && !FocusLexicon.GENERIC_VERBS.contains(term.stem())
                    && !fact.containsVariantOf(term.stem())) {
                own = (own == null ? new StringBuilder() : own.append(' ')).append(term.stem());
                ownPhrase |= lastOwn == i - 1;
                lastOwn = i;
                if (focus.placedAt(i) && names(term.stem())) {
                    // "add it at the airport desk" against a price "when added online": another place or channel.
                    missing = add(missing, term.stem());
                } else if (i == 0
                        && focus.mentionedAt(i) == null
                        && names(term.stem())
                        && QuestionWords.aboutFirst(query)) {
                    // "Are fillings free for children?" against "check-ups and cleanings for children are free":
                    // what the question is about comes first, and another item of the fact's kind is not it.
                    missing = add(missing, term.stem());
                }
            }
        }
        if (dropZero && (matched == 0 || (ordinary > 0 && ordinaryMatched == 0))) {
            return null;
        }
        if (own != null && missing == null && focus.extending()) {
            // "Do the overweight charges apply to cabin bags too?": what the question adds to the fact's case is a
            // thing the fact does not say, and so says nothing of.
            missing = add(null, own.toString());
        }
        missing = unheldFocus(focus, fact, terms, missing, readWithNumber);
        String thing = focus.existence();
        if (thing != null
                && !fact.contains(thing)
                && !fact.containsVariantOf(thing)
                && (missing == null || !missing.contains(thing))) {
            // "Is there free parking …?" is answered only by a fact that says parking.
            missing = add(missing, thing);
        }
        if (focus.counted() != null && !fact.counts(focus.counted())) {
            // "How many study rooms" is not answered by a number of hours the rooms are booked for.
            missing = add(missing, "a number of " + String.join(" ", focus.counted()));
        }
        // The question names the fact's subject by a name both give ("Nordwind", "K5"), or by most of the fact's key:
        // "support hotline" by both words, "first Moon landing" by two of three — not by "first" alone; the words the
        // tenant's keys share are left out ("Saltmarsh breakfast" is named by "breakfast").
        boolean subject = named || namesKey(fact.keyStems(), sharedKeyStems, keyHits, ownKeyHits);
        // A fact that names the subject and shares a condition ("Vela Club … per month" for "can monthly Vela Club
        // memberships be refunded?") says nothing of what is asked when no other word of the question's matches.
        boolean conditionOnly = subject
                && predicate > conditionPredicates
                && predicateMatched == conditionsMatched
                && conditionsMatched > 0;
        if (own != null
                && subject
                && missing == null
                && asksPrice(focus, terms.size())
                && (ownPhrase || keyThingUnsaid(fact, terms))) {
            // "How much does laser cutting cost at the makerspace?" against the makerspace's price of 3D printing:
            // the question names the subject but, in place of what the fact prices, a thing of its own.
            missing = add(null, own.toString());
        }
        if ((predicate > 0 && predicateMatched == 0 || conditionOnly) && matched > 0 && missing == null) {
            // Only the subject matched ("Nordwind" in a question about its supervisory board, "the K5 kettle" in
            // "is the K5 kettle dishwasher safe?"): the fact is about the right thing but says nothing of what is
            // asked. Lexically a match on the subject alone scores little; the label carries the penalty to a fused
            // score, where sentence similarity would cover it.
            missing = add(null, predicateStems(terms, fact));
        }
        if (total == 0 || matched == 0) {
            return new FactMatch(source, 0.0, "lexical", missing, subject);
        }
        double score = matched / total;
        if (ordinary > 0) {
            // Shared anchors alone do not answer a question: "hat sizes of the Apollo 11 crew" names Apollo 11
            // like the landing fact does, but asks about something the fact never mentions.
            score *= Math.sqrt((double) ordinaryMatched / ordinary);
        }
        if (missing != null) {
            score *= Math.pow(MISSING_ANCHOR_FACTOR, missing.size());
        }
        return new FactMatch(source, score, "lexical", missing, subject);
    }

    /**
     * Whether {@code hits} of the key's words name it: two thirds of them, or two thirds of its own words (those the
     * tenant's other keys do not share) when it has some.
     */
    private static boolean namesKey(Set<String> keyStems, Set<String> shared, int hits, int ownHits) {
        if (hits > 0 && 3 * hits >= 2 * keyStems.size()) {
            return true;
        }
        int own = 0;
        for (String stem : keyStems) {
            own += shared.contains(stem) ? 0 : 1;
        }
        return ownHits > 0 && 3 * ownHits >= 2 * own;
    }

    /** Whether the question asks a price, or names one in a yes/no question ("can I …, and what does that cost?"). */
    private static boolean asksPrice(QuestionFocus focus, int terms) {
        for (QuestionFocus.Requirement r : focus.requirements()) {
            if (r.anyOf().contains(FocusLexicon.MONEY)) {
                return true;
            }
        }
        for (int i = 0; i < terms; i++) {
            QuestionFocus.Requirement r = focus.mentionedAt(i);
            if (r != null && r.anyOf().contains(FocusLexicon.MONEY)) {
                return true;
            }
        }
        return false;
    }

    /** Whether an ordinary word of the fact's key (what it prices: "printing" in "makerspace printing") is unsaid. */
    private static boolean keyThingUnsaid(FactProfile fact, List<Term> terms) {
        for (String key : fact.keyStems()) {
            if (!fact.names().contains(key) && !Character.isDigit(key.charAt(0)) && indexOf(terms, key) < 0) {
                return true;
            }
        }
        return false;
    }

    /** The index of the first term with this stem, or -1. */
    static int indexOf(List<Term> terms, String stem) {
        for (int i = 0; i < terms.size(); i++) {
            if (terms.get(i).stem().equals(stem)) {
                return i;
            }
        }
        return -1;
    }

    /** Focus labels the fact does not hold; an anchor that asks (such as "CEO") was counted once already. */
    private static List<String> unheldFocus(
            QuestionFocus focus, FactProfile fact, List<Term> terms, List<String> missing, int readWithNumber) {
        for (QuestionFocus.Requirement r : focus.requirements()) {
            // "10 years old" raises an age or a duration, which the scope that holds the 10 has answered.
            if (!r.heldBy(fact, focus.queryStems())
                    && !isAnchor(terms, r.term())
                    && !readAlready(terms, r.term(), readWithNumber)) {
                String label = r.label();
                if (missing == null || !missing.contains(label)) {
                    missing = add(missing, label);
                }
            }
        }
        return missing;
    }

    /**
     * A number in the query followed by a unit, met by a quantity of the fact in the same unit that allows it:
     * "after ten days" by "within 14 days", not "after 45 days" by "within 30 days".
     */
    private static boolean sameQuantity(List<Term> terms, int at, QuestionFocus focus, FactProfile fact) {
        if (!isNumber(terms.get(at).stem())) {
            return false;
        }
        String unit = QuestionFocus.unitAfter(terms, at);
        if (unit == null) {
            return false;
        }
        QuantityRange asked = focus.quantityAt(at);
        return asked == null ? fact.quantityUnits().contains(unit) : fact.allows(unit, asked, focus.promise());
    }

    /**
     * A number in the query followed by a unit, where the fact states quantities in that unit or, for a duration, in
     * another unit of time: whether those quantities hold it decides, however the fact's digits happen to read.
     */
    private static boolean measured(List<Term> terms, int at, QuestionFocus focus, FactProfile fact) {
        if (focus.quantityAt(at) == null || !isNumber(terms.get(at).stem())) {
            return false;
        }
        String unit = QuestionFocus.unitAfter(terms, at);
        return unit != null && fact.measures(unit);
    }

    /**
     * "on one charge", "in one go": a 1 with no unit after it counts things rather than naming one, so a fact need
     * not repeat it ("one" is read as 1, as every number word is).
     */
    private static boolean oneOf(List<Term> terms, int at) {
        return terms.get(at).stem().equals("1") && QuestionFocus.unitAfter(terms, at) == null;
    }

    /** Whether a word names a thing rather than an attribute or a kind of answer ("pay", "price", "when"). */
    private static boolean names(String stem) {
        FocusWords.Word word = FocusWords.of(stem);
        return word.named() == null && word.asked() == null && !ATTRIBUTE_WORDS.contains(stem);
    }

    /** The words that state an attribute ("pay", "free", "power"): what a question asks of its thing, not the thing. */
    private static final Set<String> ATTRIBUTE_WORDS = attributeWords();

    private static Set<String> attributeWords() {
        Set<String> words = new HashSet<>();
        for (FocusKind kind : FocusLexicon.KINDS) {
            words.addAll(kind.words());
        }
        return Set.copyOf(words);
    }

    private static boolean readAlready(List<Term> terms, String stem, int readWithNumber) {
        for (int i = 0; i <= readWithNumber && i < terms.size(); i++) {
            if (terms.get(i).stem().equals(stem)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isNumber(String stem) {
        for (int i = 0; i < stem.length(); i++) {
            char c = stem.charAt(i);
            if (!Character.isDigit(c) && c != '.' && c != ',' && c != ':') {
                return false;
            }
        }
        return true;
    }

    private static boolean isAnchor(List<Term> terms, String stem) {
        if (stem == null) {
            return false;
        }
        for (Term term : terms) {
            if (term.specific() && term.stem().equals(stem)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a term outside the fact's key says what the question asks of its subject: an ordinary word but a
     * generic verb ("turn on", "reach", "get"), or an anchor that is a day, a condition or a quantity — not a name,
     * which says what the question is about.
     */
    private static boolean saysWhatIsAsked(Term term, Condition.Stated condition, int days, QuantityRange quantity) {
        if (term.specific()) {
            return condition != null || days != Weekdays.NONE || quantity != null;
        }
        return !FocusLexicon.GENERIC_VERBS.contains(term.stem());
    }

    private static String predicateStems(List<Term> terms, FactProfile fact) {
        StringBuilder out = new StringBuilder();
        for (Term term : terms) {
            if (!term.specific() && !fact.contains(term.stem()) && !FocusLexicon.GENERIC_VERBS.contains(term.stem())) {
                out.append(out.length() == 0 ? "" : " ").append(term.stem());
            }
        }
        return out.toString();
    }

    private static List<String> add(List<String> list, String item) {
        List<String> out = list == null ? new ArrayList<>(2) : list;
        out.add(item);
        return out;
    }
}
