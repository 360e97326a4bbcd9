package dev.factguard.core.knowledge;

import dev.factguard.core.text.Term;
import dev.factguard.core.text.TermAnalyzer;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * A qualifier a question may put on its subject — the state of a product, a time it asks about, a group of
 * customers, a way to pay or ship — which a fact must state to answer it. "Is the support hotline open on public
 * holidays?" is not answered by the hotline's weekday hours, and "Can I return a used product?" is not answered by
 * a rule for unused ones, however close the sentences are. A condition is held by any of its words, so the words
 * of one condition stand for each other ("people at university" for "students"); a word of its opposite, or the
 * condition negated ("not in its original packaging"), is another condition and does not hold it. The period a
 * rate is counted over is a condition too, said by a word ("monthly", "annual") or by a unit after "per", "each",
 * "every", or after "a" where an amount comes first ("8 euros a month", "twice a year"): {@link #perUnit}.
 *
 * <p>Read off lower-cased words, not stems: "used" and "use" share a stem. English only.
 */
enum Condition {
    USED("used", "used", "secondhand", "preowned", "worn", "opened", "unsealed"),
    UNUSED("unused", "unused", "unworn", "unopened", "sealed"),
    DAMAGED("damage or defects", "damaged", "damage", "broken", "defective", "defect", "defects", "faulty", "cracked"),
    ACCIDENTAL("accidental damage", "accidental", "accidentally", "accident", "accidents", "dropped", "spilled"),
    PACKAGING("original packaging", "packaging", "packaged", "box", "boxed", "wrapping"),
    RECEIPT("receipt", "receipt", "receipts"),
    REFURBISHED("refurbished", "refurbished", "reconditioned"),
    HOLIDAYS("public holidays", "holiday", "holidays", "christmas", "xmas", "easter"),
    NIGHT("night", "night", "nights", "overnight", "midnight"),
    EXPRESS("express delivery", "express", "expedited", "priority"),
    ONLINE("online", "online", "web", "website", "webshop", "internet"),
    PHONE("by phone", "phone", "telephone", "phoning", "hotline", "calls"),
    ABROAD("abroad", "abroad", "international", "internationally", "overseas", "worldwide", "foreign"),
    // "Anyone who studies in the city" says it of students.
    STUDENTS(
            "students",
            "student",
            "students",
            "university",
            "universities",
            "college",
            "pupil",
            "pupils",
            "studies",
            "studying"),
    SENIORS("pensioners", "pensioner", "pensioners", "senior", "seniors", "retiree", "retirees", "retired", "elderly"),
    CHILDREN("children", "child", "children", "kid", "kids", "minor", "minors", "teenager", "teenagers"),
    BUSINESSES("businesses", "business", "businesses", "corporate", "enterprise", "enterprises"),
    INSTALMENTS("instalments", "instalment", "instalments", "installment", "installments", "financing"),
    CASH("cash", "cash"),
    VOUCHERS("vouchers", "voucher", "vouchers", "coupon", "coupons", "giftcard", "giftcards"),
    TRIAL("a trial", "trial", "trials"),
    // The period a price or an amount is counted over: "8 euros per month" says nothing of a price per year.
    PER_YEAR("per year", "yearly", "annual", "annually", "annum"),
    PER_MONTH("per month", "monthly"),
    PER_WEEK("per week", "weekly"),
    PER_DAY("per day", "daily");

    private final String label;
    private final String[] words;
    private final String posting;

    Condition(String label, String... words) {
        this.label = label;
        this.words = words;
        this.posting = "#" + name();
    }

    /** How a rationale names it: "public holidays", "used". */
    String label() {
        return label;
    }

    /** How a rationale names it when negated: "no original packaging". */
    String label(boolean negated) {
        return negated ? "no " + label : label;
    }

    /** The index key of the facts that state it: not a stem, which has letters and digits only. */
    String posting() {
        return posting;
    }

    /** The condition the negated one is: "not used" is "unused", "not unused" is "used"; null when none is. */
    Condition opposite() {
        return switch (this) {
            case USED -> UNUSED;
            case UNUSED -> USED;
            default -> null;
        };
    }

    /** The periods a unit after "per" names. */
    private static final Map<String, Condition> PER_UNIT = Map.of(
            "year", PER_YEAR,
            "years", PER_YEAR,
            "month", PER_MONTH,
            "months", PER_MONTH,
            "week", PER_WEEK,
            "weeks", PER_WEEK,
            "day", PER_DAY,
            "days", PER_DAY);

    /** Words after which "a" or "an" before a unit means "per": an amount, how often, or what is paid. */
    private static final Set<String> AMOUNT_BEFORE_ARTICLE = Set.of(
            "once", "twice", "thrice", "times", "much", "euro", "euros", "dollar", "dollars", "pound", "pounds", "cent",
            "cents", "eur", "usd", "gbp", "cost", "costs", "pay", "pays", "charge", "charges", "spend", "earn",
            "earns");

    /**
     * The period a unit counts a rate over, given the two words before it: "per month", "each year", "every day",
     * "8 euros a month", "twice a week", "what does it cost a year"; null for a unit that counts a duration
     * ("within a week", "for a year").
     *
     * @param before2 the word before {@code before1}, or null
     * @param before1 the word before the unit, or null
     * @param unit    the lower-cased word
     */
    static Condition perUnit(String before2, String before1, String unit) {
        Condition period = PER_UNIT.get(unit);
        if (period == null || before1 == null) {
            return null;
        }
        if (before1.equals("per") || before1.equals("each") || before1.equals("every")) {
            return period;
        }
        boolean article = before1.equals("a") || before1.equals("an");
        boolean amount =
                before2 != null && (AMOUNT_BEFORE_ARTICLE.contains(before2) || Character.isDigit(before2.charAt(0)));
        return article && amount ? period : null;
    }

    /** Words that put a condition in the negative when they come shortly before it ("isn't" reads "isn", "t"). */
    static final Set<String> NEGATORS = Set.of("not", "no", "without", "never", "non", "t", "nor", "cannot");

    /** How many words after a negator it still applies to: "not in their original packaging". */
    static final int NEGATION_REACH = 4;

    private static final Map<String, Condition> BY_WORD = new HashMap<>();
    /** The analyzer's stems of the words above: a query term with one of them may be a condition. */
    private static final Map<String, String> STEM_OF_WORD = new HashMap<>();

    private static final Set<String> STEMS = new HashSet<>();
    /**
     * Stems of condition words the stemmer leaves whole, each from one condition only: what a question's stems say
     * when its words were not kept.
     */
    private static final Map<String, Condition> BY_STEM = new HashMap<>();

    static {
        Set<String> shared = new HashSet<>(Set.of("us"));
        for (Condition c : values()) {
            for (String word : c.words) {
                BY_WORD.put(word, c);
                for (Term term : TermAnalyzer.terms(word)) {
                    STEM_OF_WORD.put(word, term.stem());
                    STEMS.add(term.stem());
                    // Only a word the stemmer leaves whole (or a plural): "opened" is stemmed to "open", which
                    // any question about opening hours has.
                    boolean whole = term.stem().equals(word) || (term.stem() + "s").equals(word);
                    Condition other = whole ? BY_STEM.putIfAbsent(term.stem(), c) : null;
                    if (other != null && other != c) {
                        shared.add(term.stem());
                    }
                }
            }
        }
        BY_STEM.keySet().removeAll(shared);
        // A unit may name a period after "per": its stem may be a condition's, though never alone (not in BY_STEM).
        for (String unit : PER_UNIT.keySet()) {
            for (Term term : TermAnalyzer.terms(unit)) {
                STEM_OF_WORD.put(unit, term.stem());
                STEMS.add(term.stem());
            }
        }
    }

    /** The condition a stem can only come from, or null: for a question whose words were not kept. */
    static Condition ofStem(String stem) {
        return BY_STEM.get(stem);
    }

    /** The condition a lower-cased word names, or null. */
    static Condition of(String lowerWord) {
        return BY_WORD.get(lowerWord);
    }

    /** The stem the term analysis gives the condition word {@code lowerWord}. */
    static String stemOf(String lowerWord) {
        return STEM_OF_WORD.get(lowerWord);
    }

    /** Whether a stem may come from a condition word: only then are a question's words read for conditions. */
    static boolean mayName(String stem) {
        return STEMS.contains(stem);
    }

    /** A condition as a text states it. */
    record Stated(Condition condition, boolean negated) {

        /** The same statement without negation where the condition has an opposite: "not used" ⇒ "unused". */
        Stated normal() {
            Condition opposite = negated ? condition.opposite() : null;
            return opposite == null ? this : new Stated(opposite, false);
        }

        String label() {
            return condition.label(negated);
        }
    }
}
