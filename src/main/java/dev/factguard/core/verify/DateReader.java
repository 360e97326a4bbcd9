package dev.factguard.core.verify;

import dev.factguard.core.text.CalendarWords;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Dates in the usual written forms: "20 July 1969", "20th of July, 1969", "July 20, 1969", "July 20th 1969",
 * "1969-07-20", "20/07/1969", "07/20/1969", "20.07.1969", "July 1969", "20 July", and a year alone ("in 1953") —
 * a four-digit number from 1000 to 2099 with no unit after it and no thousands separator. A numeric date whose
 * first two parts could each be the day keeps both readings. Marks the tokens it reads as consumed. Stateless.
 */
final class DateReader {

    /** Month names and abbreviations ("sept" too), 1 to 12. */
    static final Map<String, Integer> MONTHS = months();

    private static Map<String, Integer> months() {
        Map<String, Integer> months = new HashMap<>();
        for (int m = 0; m < CalendarWords.MONTHS.size(); m++) {
            months.put(CalendarWords.MONTHS.get(m), m + 1);
        }
        for (String abbreviation : CalendarWords.MONTH_ABBREVIATIONS) {
            for (int m = 0; m < CalendarWords.MONTHS.size(); m++) {
                if (CalendarWords.MONTHS.get(m).startsWith(abbreviation)) {
                    months.put(abbreviation, m + 1);
                }
            }
        }
        return Map.copyOf(months);
    }

    private DateReader() {}

    static List<DateValue> read(String text, List<Word> words, boolean[] consumed) {
        List<DateValue> dates = new ArrayList<>();
        int i = 0;
        while (i < words.size()) {
            int end = readAt(text, words, i, dates);
            if (end > i) {
                for (int k = i; k < end; k++) {
                    consumed[k] = true;
                }
                i = end;
            } else {
                i++;
            }
        }
        return dates;
    }

    /** Reads a date starting at {@code i} into {@code out}; returns the index after it, or {@code i} when none. */
    private static int readAt(String text, List<Word> words, int i, List<DateValue> out) {
        Word w = words.get(i);
        if (w.isNumber()) {
            int numeric = numeric(text, words, i, out);
            if (numeric > i) {
                return numeric;
            }
            int day = day(w);
            if (day > 0) {
                int k = skipOrdinal(words, i + 1);
                k = k < words.size() && words.get(k).is("of") ? k + 1 : k;
                int month = month(words, k);
                if (month > 0) {
                    int after = skipDot(words, k + 1);
                    int yearAt = skipComma(words, after);
                    int year = year(words, yearAt);
                    int end = year > 0 ? yearAt + 1 : after;
                    out.add(new DateValue(year, month, day, null, span(text, words, i, end)));
                    return end;
                }
            }
            int year = year(words, i);
            if (year > 0 && !followedByUnit(words, i + 1)) {
                out.add(new DateValue(year, 0, 0, null, w.text()));
                return i + 1;
            }
            return i;
        }
        int month = month(words, i);
        if (month == 0) {
            return i;
        }
        int k = skipDot(words, i + 1);
        int day = k < words.size() ? day(words.get(k)) : 0;
        if (day > 0 && !(k + 1 < words.size() && words.get(k + 1).is(":"))) {
            int after = skipOrdinal(words, k + 1);
            int yearAt = skipComma(words, after);
            int year = year(words, yearAt);
            int end = year > 0 ? yearAt + 1 : after;
            out.add(new DateValue(year, month, day, null, span(text, words, i, end)));
            return end;
        }
        int yearAt = skipComma(words, k);
        int year = year(words, yearAt);
        if (year > 0) {
            out.add(new DateValue(year, month, 0, null, span(text, words, i, yearAt + 1)));
            return yearAt + 1;
        }
        return i;
    }

    /** "1969-07-20", "20/07/1969", "07/20/1969", "20.07.1969" (one token, the tokenizer keeps its dots). */
    private static int numeric(String text, List<Word> words, int i, List<DateValue> out) {
        Word w = words.get(i);
        String[] dotted = w.text().split("\\.");
        if (dotted.length == 3 && allDigits(dotted)) {
            return add(out, dotted[0], dotted[1], dotted[2], w.text()) ? i + 1 : i;
        }
        if (i + 4 < words.size()
                && words.get(i + 2).isNumber()
                && words.get(i + 4).isNumber()) {
            String sep = words.get(i + 1).text();
            if ((sep.equals("-") || sep.equals("/")) && words.get(i + 3).text().equals(sep)) {
                String a = w.text();
                String b = words.get(i + 2).text();
                String c = words.get(i + 4).text();
                String written = span(text, words, i, i + 5);
                if (a.length() == 4 && sep.equals("-")) {
                    return add(out, c, b, a, written) ? i + 5 : i;
                }
                if (c.length() == 4 || c.length() == 2) {
                    return add(out, a, b, c, written) ? i + 5 : i;
                }
            }
        }
        return i;
    }

    /** Adds a numeric date read as day, month, year, with the month-first reading when that is also a date. */
    private static boolean add(List<DateValue> out, String first, String second, String yearText, String written) {
        if (!allDigits(new String[] {first, second, yearText}) || first.length() > 2 || second.length() > 2) {
            return false;
        }
        int a = Integer.parseInt(first);
        int b = Integer.parseInt(second);
        int year = Integer.parseInt(yearText);
        year = yearText.length() == 2 ? (year < 50 ? 2000 + year : 1900 + year) : year;
        if (year < 1000 || year > 2099) {
            return false;
        }
        boolean dayFirst = a >= 1 && a <= 31 && b >= 1 && b <= 12;
        boolean monthFirst = b >= 1 && b <= 31 && a >= 1 && a <= 12;
        if (dayFirst && monthFirst && a != b) {
            out.add(new DateValue(year, b, a, new DateValue(year, a, b, null, written), written));
        } else if (dayFirst) {
            out.add(new DateValue(year, b, a, null, written));
        } else if (monthFirst) {
            out.add(new DateValue(year, a, b, null, written));
        } else {
            return false;
        }
        return true;
    }

    private static boolean allDigits(String[] parts) {
        for (String p : parts) {
            if (p.isEmpty() || !p.chars().allMatch(Character::isDigit)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The month named at {@code i}, or 0. "May" and the abbreviations ("Mar", "Jan") are months only when
     * capitalised: in lower case they are a verb or a word of their own.
     */
    static int month(List<Word> words, int i) {
        if (i >= words.size() || !words.get(i).isWord()) {
            return 0;
        }
        Word w = words.get(i);
        int month = MONTHS.getOrDefault(w.lower(), 0);
        boolean full = w.lower().length() > 4 || w.is("june") || w.is("july");
        return month > 0 && (w.capitalised() || (full && !w.is("may"))) ? month : 0;
    }

    private static int day(Word w) {
        if (!w.isNumber() || w.text().length() > 2 || !w.text().chars().allMatch(Character::isDigit)) {
            return 0;
        }
        int d = Integer.parseInt(w.text());
        return d >= 1 && d <= 31 ? d : 0;
    }

    /** A four-digit year from 1000 to 2099 at {@code i}, or 0. */
    static int year(List<Word> words, int i) {
        if (i >= words.size() || !words.get(i).isNumber()) {
            return 0;
        }
        String t = words.get(i).text();
        if (t.length() != 4 || !t.chars().allMatch(Character::isDigit)) {
            return 0;
        }
        int y = Integer.parseInt(t);
        return y >= 1000 && y <= 2099 ? y : 0;
    }

    /**
     * True when the number before {@code i} is an amount rather than a year: a unit follows ("1500 metres"), a
     * thing counted ("2000 employees"), or a range that ends in a unit ("1500 to 2000 metres").
     */
    private static boolean followedByUnit(List<Word> words, int i) {
        if (i >= words.size()) {
            return false;
        }
        Word next = words.get(i);
        if (Units.at(words, i) != null || next.is("%")) {
            return true;
        }
        if (next.isWord() && !next.capitalised() && Paraphrases.stem(next.text()) != null) {
            return true;
        }
        boolean range = next.is("-") || next.is("–") || next.is("to");
        return range
                && i + 2 < words.size()
                && words.get(i + 1).isNumber()
                && (Units.at(words, i + 2) != null || words.get(i + 2).is("%"));
    }

    private static int skipOrdinal(List<Word> words, int i) {
        return i < words.size()
                        && words.get(i).isWord()
                        && words.get(i).attachedTo(words.get(i - 1))
                        && (words.get(i).is("st")
                                || words.get(i).is("nd")
                                || words.get(i).is("rd")
                                || words.get(i).is("th"))
                ? i + 1
                : i;
    }

    private static int skipDot(List<Word> words, int i) {
        return i < words.size() && words.get(i).is(".") && words.get(i).attachedTo(words.get(i - 1)) ? i + 1 : i;
    }

    private static int skipComma(List<Word> words, int i) {
        return i < words.size() && words.get(i).is(",") ? i + 1 : i;
    }

    static String span(String text, List<Word> words, int from, int to) {
        return text.substring(words.get(from).start(), words.get(to - 1).end());
    }
}
