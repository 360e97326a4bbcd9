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
        // "Can I borrow 3 or 5 in total?" asks what a rule allows, which no sum works out.
        if (!w.any(OPERATION) || w.any(FACT_DOMAIN | NOW | PERMISSION)) {
            return false;
        }
        Numbers n = Numbers.of(prompt);
        return n.count >= 2 && (!w.any(PRICE) || n.amount || currency(prompt));
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
    private record Numbers(int count, boolean amount) {

        static Numbers of(String text) {
            int count = 0;
            boolean amount = false;
            int n = text.length();
            int i = 0;
            while (i < n) {
                if (!Character.isDigit(text.charAt(i))) {
                    i++;
                    continue;
                }
                boolean joined = i > 0 && Character.isLetter(text.charAt(i - 1));
                boolean decimals = false;
                while (i < n && (Character.isDigit(text.charAt(i)) || separator(text, i))) {
                    decimals |= text.charAt(i) == '.';
                    i++;
                }
                joined |= i < n && Character.isLetter(text.charAt(i)) && !unit(text, i);
                if (!joined) {
                    count++;
                    amount |= decimals;
                }
            }
            return new Numbers(count, amount);
        }

        /** A "." or "," with a digit after it: "120.50", "1,200" — not the full stop after "240.00.". */
        private static boolean separator(String text, int i) {
            char c = text.charAt(i);
            return (c == '.' || c == ',') && i + 1 < text.length() && Character.isDigit(text.charAt(i + 1));
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
