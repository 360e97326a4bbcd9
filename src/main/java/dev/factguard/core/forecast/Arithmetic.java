package dev.factguard.core.forecast;

import static dev.factguard.core.forecast.AskWords.FACT_DOMAIN;
import static dev.factguard.core.forecast.AskWords.NOW;
import static dev.factguard.core.forecast.AskWords.OPERATION;
import static dev.factguard.core.forecast.AskWords.PERMISSION;
import static dev.factguard.core.forecast.AskWords.PRICE;

/**
 * Arithmetic on numbers the prompt gives: "I have 3 invoices: 120.50, 89.99 and 240.00 — the total?", "a recipe for 4
 * needs 300 g of flour; scale it for 6". Its answer is worked out from what is given, so no fact can be wrong in it:
 * at least two numbers, a word that says what to do with them (total, average, split, scale, …), nothing current
 * no field whose numbers are facts (tax, medicine) and no "can" or "may", which ask what a rule allows. A sum that puts a price on something needs the price given
 * ("120.50", "186 euros"): "the total late fee for 3 books over 10 days" needs the tenant's fee. A quantity
 * converted to another unit ("how many minutes is 2 hours 45 minutes") is worked out from it too.
 */
final class Arithmetic {

    private static final String[] CURRENCY = {"euro", "dollar", "pound", "cent", "eur", "usd", "gbp", "€", "$", "£"};

    private Arithmetic() {}

    static boolean asked(AskText w, String prompt) {
        if (conversion(w) && !w.any(FACT_DOMAIN | NOW)) {
            return true;
        }
        if (expression(prompt)) {
            return true;
        }
        // "Can I borrow 3 or 5 in total?" asks what a rule allows, which no sum works out. A field whose numbers are
        // facts (a dose, a treatment) is no sum unless the money it works on is given ("a treatment costs 1,200 euros
        // and I split it into 6 payments").
        if (w.any(NOW | PERMISSION) || (w.any(FACT_DOMAIN) && !(w.any(PRICE) && currency(prompt)))) {
            return false;
        }
        Numbers n = Numbers.of(prompt);
        if (n.count < 2) {
            return false;
        }
        if (w.any(OPERATION)) {
            return !w.any(PRICE) || n.amount || currency(prompt);
        }
        return chat(w, n, prompt);
    }

    /** What may come before a bare expression: "what's 55 x 40 x 23", "calculate 12*7". */
    private static final String[] EXPRESSION_OPENERS = {"what's", "what is", "whats", "calculate", "compute", ""};

    /**
     * A bare expression and nothing else but an opener: "what's 55 x 40 x 23", "12.5 * 8 =". Numbers joined by
     * operators are worked out, whatever a fact of the tenant's says with the same numbers; a unit or any other word
     * after them ("55 x 40 x 23 cm bag") makes it something else.
     */
    private static boolean expression(String prompt) {
        String text = prompt.strip();
        for (String opener : EXPRESSION_OPENERS) {
            // Compared in place, ignoring case: every forecast that reaches here would otherwise copy its prompt.
            if (text.regionMatches(true, 0, opener, 0, opener.length())) {
                return bare(text, opener.length());
            }
        }
        return false;
    }

    private static boolean bare(String text, int from) {
        int numbers = 0;
        int operators = 0;
        boolean inNumber = false;
        for (int i = from; i < text.length(); i++) {
            char c = Character.toLowerCase(text.charAt(i));
            if (Character.isDigit(c)) {
                numbers += inNumber ? 0 : 1;
                inNumber = true;
            } else if ((c == '.' || c == ',') && inNumber) {
                continue;
            } else if ("x×*+-/".indexOf(c) >= 0) {
                operators++;
                inNumber = false;
            } else if (Character.isWhitespace(c) || "()?=".indexOf(c) >= 0) {
                inNumber = false;
            } else {
                return false;
            }
        }
        return numbers >= 2 && operators >= numbers - 1;
    }

    /** Words that say, in chat, how given numbers combine: "how much is that altogether", "how many kilos over". */
    private static final java.util.Set<String> COMBINING =
            java.util.Set.of("altogether", "each", "every", "per", "over", "left", "short", "remaining");

    /** What a rate is counted over when written with "a": "10 euros a day", "12 euros a kilo". */
    private static final java.util.Set<String> RATE_PERIOD = java.util.Set.of(
            "day", "night", "hour", "week", "month", "year", "kilo", "kg", "litre", "liter", "person", "head");

    /**
     * Arithmetic asked as chat, with no word of an operation: "my bag weighs 27 kg and the limit is 23, how many kilos
     * over am i", "if every extra kilo costs 12 euros, what do i pay for 4". A quantity is asked (how many, how much,
     * what do I pay), a word says how the given numbers combine, and an amount of money asked is worked out from one
     * given; "how long" from two given clock times ("leaves at 22:40 and lands at 06:15") is their difference.
     */
    private static boolean chat(AskText w, Numbers n, String prompt) {
        if (n.clockTimes >= 2 && w.pair("how", "long")) {
            return true;
        }
        boolean money = w.pair("how", "much") || paid(w);
        if (!money && !w.pair("how", "many")) {
            return false;
        }
        boolean combining = false;
        for (int i = 0; i < w.size && !combining; i++) {
            // "10 euros a day": a rate written with "a" is "per".
            combining = COMBINING.contains(w.word(i))
                    || ((w.is(i, "a") || w.is(i, "an")) && i + 1 < w.size && RATE_PERIOD.contains(w.word(i + 1)));
        }
        return combining && (!money || n.amount || currency(prompt));
    }

    /** "what do i pay", "what would we owe": a sum of money asked with "what". */
    private static boolean paid(AskText w) {
        for (int i = 0; i + 3 < w.size; i++) {
            if (w.is(i, "what") && (w.is(i + 3, "pay") || w.is(i + 3, "owe"))) {
                return true;
            }
        }
        return false;
    }

    /** Units of time, length, weight and volume, whose conversions are definitions rather than facts. */
    private static final java.util.Set<String> UNIT = java.util.Set.of(
            "seconds",
            "minutes",
            "hours",
            "days",
            "weeks",
            "months",
            "years",
            "millimetres",
            "millimeters",
            "centimetres",
            "centimeters",
            "metres",
            "meters",
            "kilometres",
            "kilometers",
            "inches",
            "feet",
            "yards",
            "miles",
            "grams",
            "kilos",
            "kilograms",
            "ounces",
            "pounds",
            "litres",
            "liters",
            "millilitres",
            "milliliters",
            "cups",
            "tablespoons",
            "teaspoons");

    /**
     * "How many minutes is 2 hours 45 minutes", "how many cups are 500 ml": a quantity the prompt gives, converted to
     * another unit — a number right after "is", "are" or "in".
     */
    private static boolean conversion(AskText w) {
        for (int i = 0; i + 4 < w.size; i++) {
            if (w.is(i, "how")
                    && w.is(i + 1, "many")
                    && UNIT.contains(w.word(i + 2))
                    && (w.is(i + 3, "is") || w.is(i + 3, "are") || w.is(i + 3, "in"))
                    && Character.isDigit(w.word(i + 4).charAt(0))) {
                return true;
            }
        }
        return false;
    }

    private static boolean currency(String prompt) {
        String lower = prompt.toLowerCase(java.util.Locale.ROOT);
        for (String c : CURRENCY) {
            if (lower.contains(c)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The numbers standing alone in a prompt ("3D" and "e-books" hold none) and whether one has decimals, as an
     * amount of money does.
     */
    private record Numbers(int count, boolean amount, int clockTimes) {

        static Numbers of(String text) {
            int count = 0;
            boolean amount = false;
            int clockTimes = 0;
            int n = text.length();
            int i = 0;
            while (i < n) {
                if (!Character.isDigit(text.charAt(i))) {
                    i++;
                    continue;
                }
                boolean joined = i > 0 && Character.isLetter(text.charAt(i - 1));
                boolean decimals = false;
                boolean clock = false;
                while (i < n && (Character.isDigit(text.charAt(i)) || separator(text, i))) {
                    decimals |= text.charAt(i) == '.';
                    clock |= text.charAt(i) == ':';
                    i++;
                }
                joined |= i < n && Character.isLetter(text.charAt(i)) && !unit(text, i);
                if (!joined) {
                    count++;
                    amount |= decimals;
                    clockTimes += clock ? 1 : 0;
                }
            }
            return new Numbers(count, amount, clockTimes);
        }

        /**
         * A ".", "," or ":" with a digit after it: "120.50", "1,200", "22:40" (one time) — not the full stop after
         * "240.00.".
         */
        private static boolean separator(String text, int i) {
            char c = text.charAt(i);
            return (c == '.' || c == ',' || c == ':') && i + 1 < text.length() && Character.isDigit(text.charAt(i + 1));
        }

        /** "300g", "5kg", "10km": a unit written against its number, which still stands for a number. */
        private static boolean unit(String text, int i) {
            int end = i;
            while (end < text.length() && Character.isLetter(text.charAt(end))) {
                end++;
            }
            return end - i <= 2 && Character.toLowerCase(text.charAt(i)) != 'd';
        }
    }
}
