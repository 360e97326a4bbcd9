package dev.factguard.core.knowledge;

import dev.factguard.core.text.AnalyzedText;
import dev.factguard.core.text.Term;
import dev.factguard.core.text.TermAnalyzer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
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
 */
record FactProfile(
        Set<String> stems,
        Set<String> names,
        boolean hasNumber,
        boolean hasDate,
        Set<String> quantityUnits,
        Set<FocusKind> held) {

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
        FactProfile read = new FactProfile(stems, names, number, date, quantities.units, Set.of());
        Set<FocusKind> held = new HashSet<>();
        for (FocusKind kind : FocusLexicon.KINDS) {
            if (kind.evaluate(read)) {
                held.add(kind);
            }
        }
        return new FactProfile(stems, names, number, date, quantities.units, held);
    }

    boolean contains(String stem) {
        return stems.contains(stem);
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
        boolean date;

        static Quantities scan(String text) {
            Quantities q = new Quantities();
            List<String> tokens = tokens(text);
            for (int i = 0; i < tokens.size(); i++) {
                String token = tokens.get(i);
                if (!Character.isDigit(token.charAt(0))) {
                    continue;
                }
                q.number(token);
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
