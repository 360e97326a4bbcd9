package dev.factguard.core.knowledge;

import dev.factguard.core.text.AnalyzedText;
import dev.factguard.core.text.Term;
import dev.factguard.core.text.TermAnalyzer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What one fact (key and text together) holds, read once when the fact is indexed: its stems, the names it
 * gives, whether it states a number or a date, and the units written right after its numbers — so that a
 * question's focus is checked with set lookups on every search. Immutable.
 *
 * @param stems         the fact's content stems, as {@link TermAnalyzer} reads them
 * @param names         stems of its proper nouns and acronyms (numbers excluded)
 * @param hasNumber     whether it states any number
 * @param hasDate       whether it states a year, day, month, weekday, clock time, a word for a time, or a
 *                      duration tied to an event ("within 14 days of delivery")
 * @param quantityUnits stems and symbols written right after a number (or a currency sign right before one):
 *                      "14 days" gives "day", "2000W" gives "w", "€49" gives "€"
 * @param held          the attribute kinds it holds, evaluated once here so a search only looks them up
 * @param keyStems      the stems of its key alone: the name the tenant gave its subject ("support hotline")
 * @param ranges        per unit stem (or sign), the values its quantities allow ("within 30 days": day → [0, 30])
 * @param weekdays      the days of the week it states, ranges included ({@link Weekdays} bits)
 * @param conditions    the {@link Condition}s it states, as bits of their ordinals
 * @param negated       the conditions it states in the negative ("without a receipt"), as bits
 * @param negatedStems  the stems of the words it negates ({@link Negation}): "not refundable" gives "refundabl"
 * @param counted       the stems of the words after each of its numbers: what it gives a number of ("up to 5
 *                      e-books" gives "e", "book"); not after a measure ("a 23 kg checked bag" counts no bags)
 */
record FactProfile(
        Set<String> stems,
        Set<String> names,
        boolean hasNumber,
        boolean hasDate,
        Set<String> quantityUnits,
        Set<FocusKind> held,
        Set<String> keyStems,
        Map<String, List<QuantityRange>> ranges,
        int weekdays,
        int conditions,
        int negated,
        Set<String> negatedStems,
        Set<String> counted) {

    static FactProfile of(Fact fact) {
        String text = fact.key() + ". " + fact.text();
        AnalyzedText analyzed = TermAnalyzer.analyze(text);
        Set<String> stems = new HashSet<>();
        Set<String> names = new HashSet<>();
        boolean number = false;
        for (Term term : analyzed.terms()) {
            stems.add(term.stem());
            boolean digit = Character.isDigit(term.stem().charAt(0));
            number |= digit;
            if (term.specific() && !digit) {
                names.add(term.stem());
            }
        }
        Quantities quantities = Quantities.scan(text);
        boolean date = quantities.date || FocusLexicon.DATE_WORDS.stream().anyMatch(stems::contains);
        Set<String> keyStems = new HashSet<>();
        TermAnalyzer.terms(fact.key()).forEach(t -> keyStems.add(t.stem()));
        int[] conditions = Quantities.conditions(quantities.words);
        Set<String> counted = counted(quantities.words);
        // What it measures is read without "time" where the word counts occasions ("5 e-books at a time", "renewed
        // up to two times"): neither says how long anything lasts.
        FactProfile read = new FactProfile(
                occasionsOnly(quantities.words) ? withoutTime(stems) : stems,
                names,
                number,
                date,
                quantities.units,
                Set.of(),
                keyStems,
                quantities.ranges,
                Weekdays.inText(text),
                conditions[0],
                conditions[1],
                Quantities.negatedStems(quantities.words),
                counted);
        Set<FocusKind> held = new HashSet<>();
        for (FocusKind kind : FocusLexicon.KINDS) {
            if (kind.evaluate(read)) {
                held.add(kind);
            }
        }
        return new FactProfile(
                stems,
                names,
                number,
                date,
                quantities.units,
                held,
                keyStems,
                quantities.ranges,
                read.weekdays,
                read.conditions,
                read.negated,
                read.negatedStems,
                counted);
    }

    /** Whether it gives a number of any of {@code stems}. */
    boolean counts(List<String> stems) {
        for (String stem : stems) {
            if (counted.contains(stem)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The stems of the words (stop words aside) among the three after each number it states ("5", "two"), but for a
     * number of a unit, which gives a number of the unit alone: "a 23 kg checked bag" gives no number of bags.
     */
    private static Set<String> counted(List<String> words) {
        Set<String> out = new HashSet<>();
        for (int i = 0; i < words.size(); i++) {
            if (!number(words.get(i))) {
                continue;
            }
            String unit = Quantities.unitOf(words, i);
            if (unit != null) {
                out.add(unit); // "48 hours" gives a number of hours, and of nothing after them
                continue;
            }
            for (int j = i + 1; j <= i + 3 && j < words.size() && !number(words.get(j)); j++) {
                TermAnalyzer.terms(words.get(j)).forEach(t -> out.add(t.stem()));
            }
        }
        return out;
    }

    private static final Set<String> OCCASION_BEFORE =
            Set.of("a", "one", "any", "same", "each", "every", "first", "last");
    private static final Set<String> TIME_STEMS = timeStems();

    private static Set<String> timeStems() {
        Set<String> out = new HashSet<>();
        TermAnalyzer.terms("time times").forEach(t -> out.add(t.stem()));
        return Set.copyOf(out);
    }

    /**
     * Whether every "time" it says counts occasions: "at a time", "at any time", "each time", "two times" — and it
     * says one at least.
     */
    private static boolean occasionsOnly(List<String> words) {
        boolean any = false;
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if (!w.equals("time") && !w.equals("times")) {
                continue;
            }
            String before = i > 0 ? words.get(i - 1) : "";
            if (!OCCASION_BEFORE.contains(before) && !number(before)) {
                return false;
            }
            any = true;
        }
        return any;
    }

    /** "2", "two": a number as the analysis reads it. */
    private static boolean number(String word) {
        if (!word.isEmpty() && Character.isDigit(word.charAt(0))) {
            return true;
        }
        List<Term> terms = word.isEmpty() ? List.of() : TermAnalyzer.terms(word);
        return terms.size() == 1 && Character.isDigit(terms.get(0).stem().charAt(0));
    }

    private static Set<String> withoutTime(Set<String> stems) {
        Set<String> out = new HashSet<>(stems);
        out.removeAll(TIME_STEMS);
        return out;
    }

    /** Whether it states the condition as the question does (a negated one with no opposite, negated too). */
    boolean holds(Condition.Stated asked) {
        int bit = 1 << asked.condition().ordinal();
        return ((asked.negated() ? negated : conditions) & bit) != 0;
    }

    /**
     * Whether one of its quantities in {@code unit} allows a value of {@code asked}; true when it states the unit
     * only in a form that gives no value.
     */
    boolean allows(String unit, QuantityRange asked) {
        return allows(unit, asked, false);
    }

    /**
     * {@link #allows(String, QuantityRange)}, where a question that asks whether a bound is kept ({@code promise})
     * is held only by a quantity that keeps it ({@link QuantityRange#settles}). A duration in another unit of time
     * is compared in the fact's: "within two weeks" is "within 14 days".
     */
    boolean allows(String unit, QuantityRange asked, boolean promise) {
        List<QuantityRange> stated = ranges.get(unit);
        if (stated == null) {
            return inOtherUnitOfTime(unit, asked, promise);
        }
        for (QuantityRange range : stated) {
            if (range.settles(asked, promise)) {
                return true;
            }
        }
        return false;
    }

    /** Whether it states a quantity in {@code unit} or, for a unit of time, in any unit of time. */
    boolean measures(String unit) {
        if (ranges.containsKey(unit)) {
            return true;
        }
        if (Double.isNaN(QuantityRange.days(unit))) {
            return false;
        }
        for (String stated : ranges.keySet()) {
            if (!Double.isNaN(QuantityRange.days(stated))) {
                return true;
            }
        }
        return false;
    }

    /** A duration asked in a unit the fact does not use, compared in the units of time the fact does. */
    private boolean inOtherUnitOfTime(String unit, QuantityRange asked, boolean promise) {
        double days = QuantityRange.days(unit);
        boolean compared = false;
        if (!Double.isNaN(days)) {
            for (Map.Entry<String, List<QuantityRange>> stated : ranges.entrySet()) {
                double per = QuantityRange.days(stated.getKey());
                if (Double.isNaN(per)) {
                    continue;
                }
                compared = true;
                QuantityRange converted = asked.times(days / per);
                for (QuantityRange range : stated.getValue()) {
                    if (range.settles(converted, promise)) {
                        return true;
                    }
                }
            }
        }
        return !compared && quantityUnits.contains(unit);
    }

    boolean contains(String stem) {
        return stems.contains(stem);
    }

    /**
     * Whether one of its stems and {@code stem} are the same word but for a short ending the light stemmer leaves:
     * "cancel" and "cancell" (cancelled), "deliver" and "delivery".
     */
    boolean containsVariantOf(String stem) {
        if (stem.length() < 4) {
            return false;
        }
        for (String s : stems) {
            String shorter = s.length() < stem.length() ? s : stem;
            String longer = s.length() < stem.length() ? stem : s;
            if (shorter.length() >= 4 && longer.length() - shorter.length() <= 6 && longer.startsWith(shorter)) {
                return true;
            }
        }
        return false;
    }

    boolean containsAny(Set<String> candidates) {
        for (String candidate : candidates) {
            if (stems.contains(candidate)) {
                return true;
            }
        }
        return false;
    }

    /** A unit counts after a number always, elsewhere only if it is a word longer than one letter. */
    boolean hasUnit(String unit) {
        return quantityUnits.contains(unit) || (unit.length() > 1 && stems.contains(unit));
    }

    boolean hasNameBeyond(Set<String> queryStems) {
        for (String name : names) {
            if (!queryStems.contains(name)) {
                return true;
            }
        }
        return false;
    }

    /** One pass over the raw text for what the term analysis drops: symbols and what follows a number. */
    private static final class Quantities {
        final Set<String> units = new HashSet<>();
        final Map<String, List<QuantityRange>> ranges = new HashMap<>();
        List<String> words = List.of();
        boolean date;

        static Quantities scan(String text) {
            Quantities q = new Quantities();
            List<String> tokens = tokens(text);
            q.words = tokens;
            for (int i = 0; i < tokens.size(); i++) {
                String token = tokens.get(i);
                if (!Character.isDigit(token.charAt(0))) {
                    continue;
                }
                q.number(token);
                q.range(tokens, i);
                if (i > 0 && FocusLexicon.CURRENCY_SIGNS.contains(tokens.get(i - 1))) {
                    q.units.add(tokens.get(i - 1));
                }
                // "3 to 5 working days": the unit may sit one word further on.
                for (int j = i + 1; j <= i + 2 && j < tokens.size(); j++) {
                    String next = tokens.get(j);
                    if (Character.isDigit(next.charAt(0))) {
                        break;
                    }
                    if (q.unit(next) && relative(tokens, i, j)) {
                        q.date = true;
                    }
                }
            }
            return q;
        }

        /**
         * The range the number at {@code i} allows, under its unit: "within 30 days", "3 to 5 working days" (the
         * second number gives the unit), "€49", "2000W". A number with no unit is no quantity here.
         */
        private void range(List<String> tokens, int i) {
            if (time(tokens, i)) {
                return;
            }
            double value = QuantityRange.value(tokens.get(i));
            if (Double.isNaN(value)) {
                return;
            }
            if (i > 0 && isNumber(tokens.get(i - 1))) {
                return; // the end of a range, read with its start
            }
            if (i > 1 && QuantityRange.RANGE_WORDS.contains(tokens.get(i - 1)) && isNumber(tokens.get(i - 2))) {
                return;
            }
            int last = i;
            double high = value;
            int next = i + 1 < tokens.size() && QuantityRange.RANGE_WORDS.contains(tokens.get(i + 1)) ? i + 2 : i + 1;
            if (next < tokens.size() && isNumber(tokens.get(next))) {
                double end = QuantityRange.value(tokens.get(next));
                if (!Double.isNaN(end) && end >= value) {
                    last = next;
                    high = end;
                }
            }
            String unit = unitOf(tokens, last);
            if (unit == null) {
                bound(tokens, i, last, value);
                return;
            }
            QuantityRange range = last > i
                    ? new QuantityRange(value, high)
                    : QuantityRange.of(
                            value,
                            QuantityRange.boundBefore(
                                    i > 0 ? tokens.get(i - 1) : null, i > 1 ? tokens.get(i - 2) : null, true));
            ranges.computeIfAbsent(unit, u -> new ArrayList<>(2)).add(range);
        }

        /** A bare number a bound word sets ("under 18"), kept under {@link QuantityRange#BOUND}; a plain one is not. */
        private void bound(List<String> tokens, int i, int last, double value) {
            QuantityRange.Bound bound = QuantityRange.boundBefore(
                    i > 0 ? tokens.get(i - 1) : null, i > 1 ? tokens.get(i - 2) : null, false);
            if (bound == QuantityRange.Bound.EXACTLY && i + 2 < tokens.size()) {
                bound = QuantityRange.boundAfter(tokens.get(i + 1), tokens.get(i + 2));
            }
            if (last == i && bound != QuantityRange.Bound.EXACTLY && bound != QuantityRange.Bound.ABOUT) {
                ranges.computeIfAbsent(QuantityRange.BOUND, u -> new ArrayList<>(2))
                        .add(QuantityRange.of(value, bound));
            }
        }

        /**
         * A clock time, kept as hours under {@link QuantityRange#CLOCK}: "from 6:00 to 23:00" (or "6:00 until
         * 23:00", "6:00 23:00" from "6:00–23:00") as a range, "opens at 7:30" as that time; "pm" adds 12 hours.
         */
        private boolean time(List<String> tokens, int i) {
            double start = clock(tokens, i);
            if (Double.isNaN(start)) {
                return false;
            }
            if (i > 0 && !Double.isNaN(clock(tokens, i - 1))) {
                return true; // the end of a range, read with its start
            }
            if (i > 1 && RANGE_TIME_WORDS.contains(tokens.get(i - 1)) && !Double.isNaN(clock(tokens, i - 2))) {
                return true;
            }
            int next = i + 1 < tokens.size() && RANGE_TIME_WORDS.contains(tokens.get(i + 1)) ? i + 2 : i + 1;
            double end = next < tokens.size() ? clock(tokens, next) : Double.NaN;
            QuantityRange range = !Double.isNaN(end) && end >= start
                    ? new QuantityRange(start, end)
                    : new QuantityRange(start, start);
            ranges.computeIfAbsent(QuantityRange.CLOCK, u -> new ArrayList<>(2)).add(range);
            return true;
        }

        private static final Set<String> RANGE_TIME_WORDS = Set.of("to", "until", "till", "and");

        private static double clock(List<String> tokens, int i) {
            double h = QuantityRange.hours(tokens.get(i));
            if (!Double.isNaN(h)
                    && h < 12
                    && i + 1 < tokens.size()
                    && tokens.get(i + 1).equals("pm")) {
                h += 12;
            }
            return h;
        }

        /** The unit of the number at {@code i}: its own suffix ("2000W"), a sign before it, or one of the next two words. */
        private static String unitOf(List<String> tokens, int i) {
            String token = tokens.get(i);
            int letters = 0;
            while (letters < token.length() && !Character.isLetter(token.charAt(letters))) {
                letters++;
            }
            if (letters < token.length()) {
                String suffix = unitStem(token.substring(letters));
                if (suffix != null) {
                    return suffix;
                }
            }
            if (i > 0 && FocusLexicon.CURRENCY_SIGNS.contains(tokens.get(i - 1))) {
                return tokens.get(i - 1);
            }
            for (int j = i + 1; j <= i + 2 && j < tokens.size(); j++) {
                String unit = unitStem(tokens.get(j));
                if (unit != null) {
                    return unit;
                }
                if (isNumber(tokens.get(j))) {
                    return null;
                }
            }
            return null;
        }

        private static String unitStem(String word) {
            if (word.length() == 1 && FocusLexicon.UNIT_SIGNS.indexOf(word.charAt(0)) >= 0) {
                return word;
            }
            List<Term> terms = TermAnalyzer.terms(word);
            return terms.size() == 1 && FocusLexicon.UNITS.contains(terms.get(0).stem())
                    ? terms.get(0).stem()
                    : null;
        }

        private static boolean isNumber(String token) {
            return Character.isDigit(token.charAt(0));
        }

        /**
         * The conditions the words state, as bits: [0] stated, [1] stated in the negative (a negator at most
         * {@link Condition#NEGATION_REACH} words before); "not used" is stated as "unused".
         */
        static Set<String> negatedStems(List<String> words) {
            Set<String> stems = new HashSet<>();
            for (int i = 0; i < words.size(); i++) {
                if (Negation.negator(words.get(i))) {
                    String stem = Negation.negatedStem(words, i);
                    if (stem != null) {
                        stems.add(stem);
                        stems.addAll(Negation.notContainedIn(words, i, stem));
                    }
                }
            }
            return stems.isEmpty() ? Set.of() : Set.copyOf(stems);
        }

        static int[] conditions(List<String> words) {
            int stated = 0;
            int negated = 0;
            int lastNegator = Integer.MIN_VALUE / 2;
            for (int i = 0; i < words.size(); i++) {
                String w = words.get(i);
                if (Condition.NEGATORS.contains(w)) {
                    lastNegator = i;
                    continue;
                }
                Condition c = Condition.of(w);
                if (c == null) {
                    c = Condition.perUnit(i > 1 ? words.get(i - 2) : null, i > 0 ? words.get(i - 1) : null, w);
                }
                if (c != null) {
                    Condition.Stated s = new Condition.Stated(c, i - lastNegator <= Condition.NEGATION_REACH).normal();
                    if (s.negated()) {
                        negated |= 1 << s.condition().ordinal();
                    } else {
                        stated |= 1 << s.condition().ordinal();
                    }
                }
            }
            return new int[] {stated, negated};
        }

        private void number(String token) {
            int letters = 0;
            while (letters < token.length() && !Character.isLetter(token.charAt(letters))) {
                letters++;
            }
            String digits = token.substring(0, letters);
            String suffix = token.substring(letters);
            if (digits.indexOf(':') > 0
                    || (digits.length() == 4
                            && digits.chars().allMatch(Character::isDigit)
                            && digits.charAt(0) >= '1'
                            && digits.charAt(0) <= '2')) {
                date = true;
            }
            if (FocusLexicon.ORDINAL_SUFFIXES.contains(suffix)) {
                date = true;
            } else if (!suffix.isEmpty()) {
                unit(suffix);
            }
        }

        /** Records what follows a number; true when it is a unit of duration. */
        private boolean unit(String word) {
            if (!Character.isLetterOrDigit(word.charAt(0))) {
                units.add(word);
                return false;
            }
            if (word.equals("am") || word.equals("pm")) {
                date = true;
            }
            boolean duration = false;
            for (Term term : TermAnalyzer.terms(word)) {
                units.add(term.stem());
                duration |= FocusLexicon.DURATION.units().contains(term.stem());
            }
            return duration;
        }

        /** "within 14 days", "3 weeks after", "2 years ago": a duration that places an event in time. */
        private static boolean relative(List<String> tokens, int number, int unit) {
            for (int k = Math.max(0, number - 2); k < number; k++) {
                if (FocusLexicon.RELATIVE_CUES.contains(tokens.get(k))) {
                    return true;
                }
            }
            return unit + 1 < tokens.size() && FocusLexicon.RELATIVE_CUES.contains(tokens.get(unit + 1));
        }

        /** Lower-cased words (numbers keep their inner '.', ',' and ':') and the unit signs as one-char tokens. */
        private static List<String> tokens(String text) {
            List<String> tokens = new ArrayList<>();
            int n = text.length();
            int i = 0;
            while (i < n) {
                char c = text.charAt(i);
                if (FocusLexicon.UNIT_SIGNS.indexOf(c) >= 0) {
                    tokens.add(String.valueOf(c));
                    i++;
                } else if (Character.isLetterOrDigit(c)) {
                    int start = i;
                    while (i < n
                            && (Character.isLetterOrDigit(text.charAt(i))
                                    || (".,:".indexOf(text.charAt(i)) >= 0
                                            && i + 1 < n
                                            && Character.isDigit(text.charAt(i - 1))
                                            && Character.isDigit(text.charAt(i + 1))))) {
                        i++;
                    }
                    tokens.add(text.substring(start, i).toLowerCase(Locale.ROOT));
                } else {
                    i++;
                }
            }
            return tokens;
        }
    }
}
