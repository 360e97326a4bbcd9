package dev.factguard.core.verify;

import java.util.List;
import java.util.Map;

/**
 * Numbers written in words: "four", "twenty-four", "twenty four", "one hundred and fifty", "three thousand",
 * "a dozen", "one and a half". Stateless.
 */
final class NumberWords {

    private static final Map<String, Integer> UNITS = Map.ofEntries(
            Map.entry("zero", 0),
            Map.entry("one", 1),
            Map.entry("two", 2),
            Map.entry("three", 3),
            Map.entry("four", 4),
            Map.entry("five", 5),
            Map.entry("six", 6),
            Map.entry("seven", 7),
            Map.entry("eight", 8),
            Map.entry("nine", 9),
            Map.entry("ten", 10),
            Map.entry("eleven", 11),
            Map.entry("twelve", 12),
            Map.entry("thirteen", 13),
            Map.entry("fourteen", 14),
            Map.entry("fifteen", 15),
            Map.entry("sixteen", 16),
            Map.entry("seventeen", 17),
            Map.entry("eighteen", 18),
            Map.entry("nineteen", 19),
            Map.entry("dozen", 12));
    private static final Map<String, Integer> TENS = Map.of(
            "twenty", 20, "thirty", 30, "forty", 40, "fifty", 50, "sixty", 60, "seventy", 70, "eighty", 80, "ninety",
            90);
    private static final Map<String, Long> SCALES =
            Map.of("hundred", 100L, "thousand", 1_000L, "million", 1_000_000L, "billion", 1_000_000_000L);

    private NumberWords() {}

    /** A number written in words from {@code at}, or null: its value and how many tokens it takes. */
    static Parsed at(List<Word> words, int at) {
        int i = at;
        if (i < words.size()
                && words.get(i).is("a")
                && i + 1 < words.size()
                && words.get(i + 1).is("dozen")) {
            return new Parsed(12, 2);
        }
        Integer small = small(words, i);
        if (small == null) {
            return null;
        }
        double total = 0;
        double group = small;
        i += smallLength(words, i);
        while (i < words.size()) {
            Long scale = SCALES.get(words.get(i).lower());
            if (scale == null) {
                break;
            }
            group *= scale;
            i++;
            if (scale >= 1000) {
                total += group;
                group = 0;
            }
            // "one hundred and fifty": the "and" belongs to the number only when a number follows it.
            int next = i < words.size() && words.get(i).is("and") ? i + 1 : i;
            Integer more = small(words, next);
            if (more == null) {
                break;
            }
            group += more;
            i = next + smallLength(words, next);
        }
        total += group;
        if (i + 2 < words.size()
                && words.get(i).is("and")
                && words.get(i + 1).is("a")
                && words.get(i + 2).is("half")) {
            return new Parsed(total + 0.5, i + 3 - at);
        }
        return new Parsed(total, i - at);
    }

    /** A number below 100 in words at {@code i} ("four", "twenty-four", "twenty four"), or null. */
    private static Integer small(List<Word> words, int i) {
        if (i >= words.size()) {
            return null;
        }
        String w = words.get(i).lower();
        Integer unit = UNITS.get(w);
        if (unit != null) {
            return unit;
        }
        Integer tens = TENS.get(w);
        if (tens == null) {
            return null;
        }
        int ones = onesAfter(words, i);
        return ones < 0 ? tens : tens + ones;
    }

    private static int smallLength(List<Word> words, int i) {
        if (TENS.containsKey(words.get(i).lower()) && onesAfter(words, i) >= 0) {
            return words.get(i + 1).is("-") ? 3 : 2;
        }
        return 1;
    }

    /** The 1–9 after a tens word ("twenty-four", "twenty four"), or -1. */
    private static int onesAfter(List<Word> words, int i) {
        int k = i + 1 < words.size() && words.get(i + 1).is("-") ? i + 2 : i + 1;
        if (k >= words.size()) {
            return -1;
        }
        Integer ones = UNITS.get(words.get(k).lower());
        return ones != null && ones >= 1 && ones <= 9 ? ones : -1;
    }

    /** A number read from words and the tokens it spans. */
    record Parsed(double value, int length) {}
}
