package dev.factguard.core.verify;

import dev.factguard.core.verify.Unit.Dimension;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Numbers with their units, ranges and bounds: "1.7 litres", "about 2,850 km", "3 to 5 working days", "between 10
 * and 20 percent", "up to 5 devices", "within 14 days", "a week", "half an hour", "$1.4 billion", "two strands". A
 * number right after a capitalised word is part of a name ("Apollo 11", "Windows 11") and left to the names; a
 * number in words with nothing counted after it ("one of the longest") is no amount. "Cannot … after 14 days" and
 * "older than 24 months … cannot" are read as "within", spending that negation. Reads only tokens no earlier reader consumed. Stateless.
 */
final class Amounts {

    private record Cue(List<String> words, Bound bound) {}

    /** Words before a number, longest first; a null bound is a hedge ("about"). */
    private static final List<Cue> CUES = cues(Map.ofEntries(
            Map.entry("no more than", Bound.AT_MOST),
            Map.entry("not more than", Bound.AT_MOST),
            Map.entry("no longer than", Bound.AT_MOST),
            Map.entry("not longer than", Bound.AT_MOST),
            Map.entry("no later than", Bound.AT_MOST),
            Map.entry("not later than", Bound.AT_MOST),
            Map.entry("a maximum of", Bound.AT_MOST),
            Map.entry("maximum of", Bound.AT_MOST),
            Map.entry("a max of", Bound.AT_MOST),
            Map.entry("up to", Bound.AT_MOST),
            Map.entry("at most", Bound.AT_MOST),
            Map.entry("maximum", Bound.AT_MOST),
            Map.entry("max", Bound.AT_MOST),
            Map.entry("within", Bound.AT_MOST),
            Map.entry("no less than", Bound.AT_LEAST),
            Map.entry("not less than", Bound.AT_LEAST),
            Map.entry("no fewer than", Bound.AT_LEAST),
            Map.entry("not fewer than", Bound.AT_LEAST),
            Map.entry("no earlier than", Bound.AT_LEAST),
            Map.entry("a minimum of", Bound.AT_LEAST),
            Map.entry("minimum of", Bound.AT_LEAST),
            Map.entry("at least", Bound.AT_LEAST),
            Map.entry("minimum", Bound.AT_LEAST),
            Map.entry("less than", Bound.BELOW),
            Map.entry("fewer than", Bound.BELOW),
            Map.entry("shorter than", Bound.BELOW),
            Map.entry("lower than", Bound.BELOW),
            Map.entry("under", Bound.BELOW),
            Map.entry("below", Bound.BELOW),
            Map.entry("more than", Bound.ABOVE),
            Map.entry("longer than", Bound.ABOVE),
            Map.entry("greater than", Bound.ABOVE),
            Map.entry("higher than", Bound.ABOVE),
            Map.entry("later than", Bound.ABOVE),
            Map.entry("in excess of", Bound.ABOVE),
            Map.entry("exceeding", Bound.ABOVE),
            Map.entry("over", Bound.ABOVE),
            Map.entry("above", Bound.ABOVE),
            Map.entry("after", Bound.ABOVE),
            Map.entry("beyond", Bound.ABOVE),
            Map.entry("older than", Bound.ABOVE),
            Map.entry("newer than", Bound.BELOW)));

    private static final List<List<String>> HEDGES = phrases(
            "just over",
            "just under",
            "a little over",
            "a little under",
            "slightly more than",
            "slightly less than",
            "more or less",
            "an estimated",
            "close to",
            "about",
            "around",
            "approximately",
            "approx",
            "roughly",
            "nearly",
            "almost",
            "some",
            "circa",
            "ca",
            "~",
            "estimated",
            "an average of",
            "on average");

    /** "After", "beyond", "later than", "more than", "longer than" under a negation: "cannot … after 14 days". */
    private static final Set<String> NEGATABLE = Set.of("after", "beyond", "later", "more", "longer", "older");

    private static final Map<String, String> CURRENCY_SYMBOLS = Map.of("$", "USD", "€", "EUR", "£", "GBP", "¥", "JPY");
    private static final Map<String, String> CURRENCY_WORDS = Map.ofEntries(
            Map.entry("eur", "EUR"),
            Map.entry("euro", "EUR"),
            Map.entry("euros", "EUR"),
            Map.entry("usd", "USD"),
            Map.entry("dollar", "USD"),
            Map.entry("dollars", "USD"),
            Map.entry("gbp", "GBP"),
            Map.entry("chf", "CHF"),
            Map.entry("francs", "CHF"),
            Map.entry("jpy", "JPY"),
            Map.entry("yen", "JPY"));
    private static final Map<String, Double> SCALES =
            Map.of("thousand", 1e3, "million", 1e6, "billion", 1e9, "trillion", 1e12, "bn", 1e9, "mn", 1e6);
    private static final Set<String> RANGE_WORDS = Set.of("-", "–", "—", "to", "or");
    /** Words after which "a week" is a rate ("once a week"), not an amount. */
    private static final Set<String> RATE_WORDS = Set.of("once", "twice", "thrice", "times", "per", "every");

    private Amounts() {}

    private static List<Cue> cues(Map<String, Bound> byPhrase) {
        List<Cue> cues = new ArrayList<>();
        byPhrase.forEach((phrase, bound) -> cues.add(new Cue(List.of(phrase.split(" ")), bound)));
        cues.sort((a, b) -> b.words().size() - a.words().size());
        return List.copyOf(cues);
    }

    private static List<List<String>> phrases(String... phrases) {
        List<List<String>> out = new ArrayList<>();
        for (String p : phrases) {
            out.add(List.of(p.split(" ")));
        }
        out.sort((a, b) -> b.size() - a.size());
        return List.copyOf(out);
    }

    static List<Amount> read(String text, List<Word> words, boolean[] consumed, List<Integer> negations) {
        List<Amount> amounts = new ArrayList<>();
        int i = 0;
        while (i < words.size()) {
            Amount amount = consumed[i] ? null : at(text, words, consumed, negations, i);
            if (amount == null) {
                i++;
                continue;
            }
            for (int k = amount.first(); k <= amount.last(); k++) {
                consumed[k] = true;
            }
            amounts.add(amount);
            i = amount.last() + 1;
        }
        return amounts;
    }

    /** A number written from {@code i}. */
    private record Num(double value, int decimals, int zeros, boolean inWords, int end) {}

    private static Amount at(String text, List<Word> words, boolean[] consumed, List<Integer> negations, int i) {
        int start = i;
        String currency = null;
        Word w = words.get(i);
        if (CURRENCY_SYMBOLS.containsKey(w.text())
                && i + 1 < words.size()
                && words.get(i + 1).isNumber()) {
            currency = CURRENCY_SYMBOLS.get(w.text());
            i++;
        } else if (w.isWord()
                && CURRENCY_WORDS.containsKey(w.lower())
                && w.acronym()
                && i + 1 < words.size()
                && words.get(i + 1).isNumber()) {
            currency = CURRENCY_WORDS.get(w.lower());
            i++;
        }
        Num first = number(words, i, consumed);
        Unit unit = null;
        int j;
        if (first == null) {
            Amount one = oneUnit(text, words, consumed, i);
            if (one == null) {
                return null;
            }
            return bounded(text, words, negations, one, 0.05 * one.high());
        }
        if (currency == null && !first.inWords() && nameNumber(words, i)) {
            return null;
        }
        j = first.end();
        double scale = scaleAt(words, j);
        if (scale > 1) {
            j++;
        }
        Units.Match m = currency == null ? unitAt(words, j) : null;
        if (m != null) {
            unit = m.unit();
            j += m.length();
        }
        // "3-5 days", "3 to 5 working days", "between 10 and 20 percent", "1 or 2 days"
        Num second = null;
        double secondScale = 1;
        boolean between = start > 0 && words.get(start - 1).is("between");
        if (j < words.size()
                && (RANGE_WORDS.contains(words.get(j).lower())
                        || (between && words.get(j).is("and")))) {
            int k = j + 1;
            if (currency != null
                    && k < words.size()
                    && CURRENCY_SYMBOLS.containsKey(words.get(k).text())) {
                k++;
            }
            second = number(words, k, consumed);
            if (second != null) {
                j = second.end();
                secondScale = scaleAt(words, j);
                if (secondScale > 1) {
                    j++;
                }
                Units.Match m2 = currency == null ? unitAt(words, j) : null;
                if (m2 != null && (unit == null || m2.unit().dimension() == unit.dimension())) {
                    unit = unit == null ? m2.unit() : unit;
                    j += m2.length();
                } else if (unit == null && m2 == null && currency == null) {
                    second = null;
                    j = first.end() + (scale > 1 ? 1 : 0);
                }
            }
        }
        if (second == null && j < words.size() && words.get(j).is("-") && unit == null && currency == null) {
            // "two-factor", "one-time": a number word fused with a word is part of that word.
            if (first.inWords()) {
                return null;
            }
        }
        if (currency == null
                && j < words.size()
                && CURRENCY_WORDS.containsKey(words.get(j).lower())
                && unit == null) {
            currency = CURRENCY_WORDS.get(words.get(j).lower());
            j++;
        }
        if (currency != null
                && unit == null
                && scale == 1
                && j < words.size()
                && words.get(j).is("m")
                && words.get(j).attachedTo(words.get(j - 1))) {
            scale = 1e6;
            j++;
        }
        String thing = "";
        if (currency != null) {
            // "€9 per month" and "€108 per year" are different things to compare, not different amounts.
            Rate rate = per(words, j);
            thing = rate == null ? currency : currency + "/" + rate.per();
            unit = Unit.of(thing, Dimension.MONEY, 1);
            j += rate == null ? 0 : rate.length();
        } else if (unit == null) {
            int head = countedHead(words, consumed, j);
            String counted = head < 0 ? null : Paraphrases.of(words.get(head).text());
            // "on one charge", "with one touch": "one" counts only in a unit ("one week").
            if (counted != null && !(first.inWords() && first.value() == 1)) {
                unit = Unit.of(counted, Dimension.COUNT, 1);
                thing = counted;
                j = head + 1;
            } else if (first.inWords()) {
                return null;
            } else {
                unit = Unit.of("", Dimension.PLAIN, 1);
            }
        }
        double low = unit.toBase(first.value() * scale);
        double tolerance = tolerance(first, scale) * unit.factor();
        double hedged = hedged(first, scale) * unit.factor();
        double high = low;
        Bound bound = Bound.EXACT;
        if (second != null) {
            double secondValue = unit.toBase(second.value() * (secondScale > 1 ? secondScale : scale));
            high = Math.max(low, secondValue);
            low = Math.min(low, secondValue);
            bound = Bound.RANGE;
            start = between || (start > 0 && words.get(start - 1).is("from")) ? start - 1 : start;
        }
        Amount amount = new Amount(
                unit, thing, low, high, bound, tolerance, DateReader.span(text, words, start, j), start, j - 1);
        return second != null ? amount : bounded(text, words, negations, amount, hedged);
    }

    private record Rate(String per, int length) {}

    private static final Map<String, String> PERIODS = Map.of(
            "month", "month", "year", "year", "week", "week", "day", "day", "hour", "hour", "mo", "month", "yr", "year",
            "annum", "year");
    private static final Map<String, String> PERIOD_ADVERBS = Map.of(
            "monthly",
            "month",
            "yearly",
            "year",
            "annually",
            "year",
            "weekly",
            "week",
            "daily",
            "day",
            "hourly",
            "hour");

    /** "per month", "a month", "/month", "monthly" after a price: what the price is per; null when none is said. */
    private static Rate per(List<Word> words, int j) {
        if (j >= words.size()) {
            return null;
        }
        String adverb = PERIOD_ADVERBS.get(words.get(j).lower());
        if (adverb != null) {
            return new Rate(adverb, 1);
        }
        boolean per = words.get(j).is("per")
                || words.get(j).is("a")
                || words.get(j).is("an")
                || words.get(j).is("/");
        if (per && j + 1 < words.size()) {
            String period = PERIODS.get(words.get(j + 1).lower());
            if (period != null) {
                return new Rate(period, 2);
            }
        }
        return null;
    }

    /** "a week", "an hour", "a litre", "half an hour": one (or a half) of a unit, unless it is a rate. */
    private static Amount oneUnit(String text, List<Word> words, boolean[] consumed, int i) {
        Word w = words.get(i);
        double value;
        int unitAt;
        if ((w.is("a") || w.is("an")) && !rate(words, i)) {
            value = 1;
            unitAt = i + 1;
        } else if (w.is("half")
                && i + 1 < words.size()
                && (words.get(i + 1).is("a") || words.get(i + 1).is("an"))) {
            value = 0.5;
            unitAt = i + 2;
        } else {
            return null;
        }
        Units.Match m = unitAt < words.size() && !consumed[unitAt] ? Units.at(words, unitAt) : null;
        if (m == null
                || m.unit().dimension() == Dimension.PERCENT
                || m.unit() == Units.DEGREES
                || words.get(unitAt).lower().length() < 3) {
            return null;
        }
        int end = unitAt + m.length();
        return new Amount(
                m.unit(),
                "",
                m.unit().toBase(value),
                m.unit().toBase(value),
                Bound.EXACT,
                0,
                DateReader.span(text, words, i, end),
                i,
                end - 1);
    }

    /** True when "a" at {@code i} follows a number, a unit, a price or a rate word: "€49 a year", "once a week". */
    private static boolean rate(List<Word> words, int i) {
        if (i == 0) {
            return false;
        }
        Word before = words.get(i - 1);
        return before.isNumber()
                || RATE_WORDS.contains(before.lower())
                || Units.at(words, i - 1) != null
                || before.is("%");
    }

    /**
     * The amount with the bound and hedge words written before it, the amount's span grown to cover them.
     *
     * @param hedged its tolerance if a hedge ("about") is written before it
     */
    private static Amount bounded(
            String text, List<Word> words, List<Integer> negations, Amount amount, double hedged) {
        int start = amount.first();
        Bound bound = amount.bound();
        double tolerance = amount.tolerance();
        for (int round = 0; round < 2; round++) {
            List<String> hedge = match(words, start, HEDGES);
            if (hedge != null) {
                start -= hedge.size();
                tolerance = Math.max(tolerance, hedged);
                continue;
            }
            Cue cue = cue(words, start);
            if (cue == null || bound != Bound.EXACT) {
                break;
            }
            int phraseStart = start - cue.words().size();
            bound = cue.bound();
            for (int k = phraseStart; k < start; k++) {
                negations.remove(Integer.valueOf(k));
            }
            if (bound == Bound.ABOVE && NEGATABLE.contains(cue.words().get(0))) {
                Integer negation = negations.isEmpty() ? null : negations.get(0);
                if (negation != null) {
                    negations.remove(negation);
                    bound = Bound.AT_MOST;
                }
            }
            start = phraseStart;
        }
        if (start == amount.first() && bound == amount.bound() && tolerance == amount.tolerance()) {
            return amount;
        }
        return new Amount(
                amount.unit(),
                amount.thing(),
                amount.low(),
                amount.high(),
                bound,
                tolerance,
                DateReader.span(text, words, start, amount.last() + 1),
                start,
                amount.last());
    }

    private static Cue cue(List<Word> words, int end) {
        for (Cue cue : CUES) {
            if (endsAt(words, end, cue.words())) {
                return cue;
            }
        }
        return null;
    }

    private static List<String> match(List<Word> words, int end, List<List<String>> phrases) {
        for (List<String> phrase : phrases) {
            if (endsAt(words, end, phrase)) {
                return phrase;
            }
        }
        return null;
    }

    private static boolean endsAt(List<Word> words, int end, List<String> phrase) {
        int from = end - phrase.size();
        if (from < 0) {
            return false;
        }
        for (int k = 0; k < phrase.size(); k++) {
            if (!words.get(from + k).is(phrase.get(k))) {
                return false;
            }
        }
        return true;
    }

    /** The number written at {@code i} in digits or words, or null. */
    private static Num number(List<Word> words, int i, boolean[] consumed) {
        if (i >= words.size() || consumed[i]) {
            return null;
        }
        Word w = words.get(i);
        if (w.isNumber()) {
            String t = w.text().replace(",", "");
            int colons = (int) t.chars().filter(c -> c == ':').count();
            if (colons > 0 || t.indexOf('.') != t.lastIndexOf('.')) {
                return null;
            }
            int dot = t.indexOf('.');
            int decimals = dot < 0 ? 0 : t.length() - dot - 1;
            int zeros = 0;
            if (dot < 0) {
                for (int k = t.length() - 1; k > 0 && t.charAt(k) == '0'; k--) {
                    zeros++;
                }
            }
            return new Num(Double.parseDouble(t), decimals, zeros, false, i + 1);
        }
        NumberWords.Parsed parsed = NumberWords.at(words, i);
        if (parsed == null) {
            return null;
        }
        for (int k = i; k < i + parsed.length(); k++) {
            if (consumed[k]) {
                return null;
            }
        }
        return new Num(parsed.value(), 0, 0, true, i + parsed.length());
    }

    /**
     * How far the value may be off and still be the same: half a unit of its last decimal ("1.7" ± 0.05), to the
     * rounding its trailing zeros suggest for numbers from 100 ("384,000" ± 500, at most 2%), and at least 5% when
     * hedged (set by the caller). A whole number is exact: "2 litres" is not 1.7 litres.
     */
    private static double tolerance(Num n, double scale) {
        double t = n.decimals() > 0 ? 0.5 * Math.pow(10, -n.decimals()) : 0;
        if (!n.inWords() && n.decimals() == 0 && n.zeros() > 0 && n.value() >= 100) {
            t = Math.max(t, Math.min(0.5 * Math.pow(10, n.zeros()), 0.02 * n.value()));
        }
        return t * scale;
    }

    /** The tolerance of a hedged number: at least 5%, and the rounding its trailing zeros suggest up to 10%. */
    private static double hedged(Num n, double scale) {
        double t = Math.max(tolerance(n, scale), 0.05 * n.value() * scale);
        if (!n.inWords() && n.decimals() == 0 && n.zeros() > 0) {
            t = Math.max(t, Math.min(0.5 * Math.pow(10, n.zeros()), 0.10 * n.value()) * scale);
        }
        return t;
    }

    private static double scaleAt(List<Word> words, int j) {
        return j < words.size() ? SCALES.getOrDefault(words.get(j).lower(), 1.0) : 1.0;
    }

    /** A unit at {@code j}, also after a hyphen ("14-day"). */
    private static Units.Match unitAt(List<Word> words, int j) {
        Units.Match m = Units.at(words, j);
        if (m != null) {
            return m;
        }
        if (j + 1 < words.size() && words.get(j).is("-")) {
            Units.Match hyphened = Units.at(words, j + 1);
            if (hyphened != null) {
                return new Units.Match(hyphened.unit(), hyphened.length() + 1);
            }
        }
        return null;
    }

    /**
     * Where the thing counted from {@code j} ends: the last of up to three content words ("strands" in "two
     * strands", "seats" in "10 user seats"), or -1 when no content word follows.
     */
    private static int countedHead(List<Word> words, boolean[] consumed, int j) {
        int head = -1;
        for (int k = j; k < Math.min(words.size(), j + 3); k++) {
            Word w = words.get(k);
            if (consumed[k] || !w.isWord() || w.capitalised() || w.hasDigit() || Paraphrases.stem(w.text()) == null) {
                break;
            }
            head = k;
        }
        return head;
    }

    /**
     * True when the number at {@code i} belongs to the name before it ("Apollo 11", "Windows 11"): right after a
     * capitalised word that is no sentence opener, a whole number with nothing counted or measured after it.
     */
    private static boolean nameNumber(List<Word> words, int i) {
        if (i == 0) {
            return false;
        }
        Word before = words.get(i - 1);
        Word w = words.get(i);
        if (!before.capitalised() || Names.opener(before) || !w.text().chars().allMatch(Character::isDigit)) {
            return false;
        }
        return i + 1 >= words.size()
                || (Units.at(words, i + 1) == null && !words.get(i + 1).is("%"));
    }
}
