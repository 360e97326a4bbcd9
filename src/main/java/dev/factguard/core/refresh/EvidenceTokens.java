package dev.factguard.core.refresh;

import dev.factguard.core.freshness.Sentences;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Evidence text cut into tokens, sentences and clauses.
 *
 * <p>Words keep inner hyphens and apostrophes ("Lip-Bu", "T-Series", "d'Or"); a possessive "'s" is cut off
 * and remembered. Numbers keep their inner ',', '.' and ':' ("21,196", "2.00", "2:09:56"), a leading
 * currency sign and a trailing '%'. A '.' after an initial or a known abbreviation ("Jerome H. Powell",
 * "Tesla, Inc.", "Warner Bros.") does not end a sentence unless a word that opens one follows ("The", "It").
 * Clauses also end at commas, colons, brackets and dashes: the scope of a cue such as "replacing" or
 * "following". Immutable once built.
 */
final class EvidenceTokens {

    enum Kind {
        WORD,
        NUMBER,
        PUNCT
    }

    /** @param lower {@code text} lower-cased once: cue matching compares it many times per token */
    record Token(String text, String lower, Kind kind, boolean possessive, int sentence, int clause) {

        boolean capitalised() {
            return kind == Kind.WORD
                    && (Character.isUpperCase(text.charAt(0))
                            || text.chars().skip(1).anyMatch(Character::isUpperCase));
        }
    }

    private static final String SENTENCE_ENDS = ".!?;|";
    /** Units written against their number: "6.30m", "10km", "$2.5bn". Not "s": "the 1990s" is a decade. */
    private static final java.util.Set<String> UNITS = java.util.Set.of(
            "m", "km", "cm", "mm", "kg", "g", "ms", "mph", "kph", "ft", "mi", "h", "hr", "hrs", "min", "bn", "tn", "k",
            "gb", "mb", "tb", "ghz", "mhz", "w", "kw", "mw", "gw", "kwh", "l", "ml");

    private static final String CLAUSE_ENDS = ",:()[]–—-";

    private final List<Token> tokens;

    private EvidenceTokens(List<Token> tokens) {
        this.tokens = tokens;
    }

    List<Token> tokens() {
        return tokens;
    }

    static EvidenceTokens of(String text) {
        List<Raw> raw = scan(text == null ? "" : text);
        List<Token> out = new ArrayList<>(raw.size());
        int sentence = 0;
        int clause = 0;
        for (int i = 0; i < raw.size(); i++) {
            Raw r = raw.get(i);
            out.add(new Token(r.text, r.text.toLowerCase(Locale.ROOT), r.kind, r.possessive, sentence, clause));
            if (r.kind == Kind.PUNCT) {
                boolean abbreviation = r.text.equals(".") && i > 0 && abbreviation(raw, i);
                if (SENTENCE_ENDS.contains(r.text) && !abbreviation) {
                    sentence++;
                    clause++;
                } else if (CLAUSE_ENDS.contains(r.text)) {
                    clause++;
                }
            }
        }
        return new EvidenceTokens(List.copyOf(out));
    }

    /**
     * True when the '.' at {@code dot} follows an initial or an abbreviation ({@link Sentences#isAbbreviation}) and
     * the next word does not open a new sentence ("Apple Inc. The company …", "in the U.S. It …").
     */
    private static boolean abbreviation(List<Raw> raw, int dot) {
        Raw before = raw.get(dot - 1);
        if (before.kind != Kind.WORD) {
            return false;
        }
        boolean initial = before.text.length() == 1 && Character.isUpperCase(before.text.charAt(0));
        if (!initial && !Sentences.isAbbreviation(before.text)) {
            return false;
        }
        Raw next = dot + 1 < raw.size() ? raw.get(dot + 1) : null;
        if (next == null || next.kind != Kind.WORD) {
            return true;
        }
        // "U.S." is read as U . S . here: the acronym, not its last letter, is what may close a sentence.
        boolean acronym = initial
                && dot >= 3
                && raw.get(dot - 2).text.equals(".")
                && raw.get(dot - 3).kind == Kind.WORD
                && raw.get(dot - 3).text.length() == 1;
        String word = acronym ? raw.get(dot - 3).text + "." + before.text : before.text;
        return !Sentences.closesSentence(word, next.text);
    }

    private record Raw(String text, Kind kind, boolean possessive) {}

    private static List<Raw> scan(String text) {
        List<Raw> out = new ArrayList<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (Character.isDigit(c) || (isCurrency(c) && i + 1 < n && Character.isDigit(text.charAt(i + 1)))) {
                int start = i++;
                while (i < n
                        && (Character.isDigit(text.charAt(i))
                                || (",.:".indexOf(text.charAt(i)) >= 0
                                        && i + 1 < n
                                        && Character.isDigit(text.charAt(i + 1))))) {
                    i++;
                }
                if (i < n && text.charAt(i) == '%') {
                    i++;
                }
                int letters = i;
                while (letters < n && Character.isLetter(text.charAt(letters))) {
                    letters++;
                }
                String unit = text.substring(i, letters).toLowerCase(Locale.ROOT);
                boolean digitAfter = letters < n && Character.isDigit(text.charAt(letters));
                if (digitAfter) {
                    while (letters < n && Character.isLetterOrDigit(text.charAt(letters))) {
                        letters++; // "25H2", "3.14.0rc3": one word
                    }
                } else if (UNITS.contains(unit)) {
                    // "6.30m", "2.5bn": the number, then its unit as a word of its own.
                    out.add(new Raw(text.substring(start, i), Kind.NUMBER, false));
                    out.add(new Raw(text.substring(i, letters), Kind.WORD, false));
                    i = letters;
                    continue;
                }
                // "24th" is an ordinal word; "16e", "4o" keep their letters as part of the word.
                boolean word = letters > i;
                i = letters;
                out.add(new Raw(text.substring(start, i), word ? Kind.WORD : Kind.NUMBER, false));
            } else if ((c == 'v' || c == 'V')
                    && i + 1 < n
                    && Character.isDigit(text.charAt(i + 1))
                    && (i == 0 || !Character.isLetterOrDigit(text.charAt(i - 1)))) {
                out.add(new Raw("v", Kind.WORD, false)); // "v4.0.1": the version mark, then its number
                i++;
            } else if (Character.isLetter(c) || dottedName(text, i)) {
                int start = i++;
                while (i < n
                        && (Character.isLetterOrDigit(text.charAt(i))
                                || ("-'’".indexOf(text.charAt(i)) >= 0
                                        && i + 1 < n
                                        && Character.isLetterOrDigit(text.charAt(i + 1)))
                                || innerDot(text, i))) {
                    i++;
                }
                String word = text.substring(start, i);
                boolean possessive = word.length() > 2 && (word.endsWith("'s") || word.endsWith("’s"));
                if (possessive) {
                    word = word.substring(0, word.length() - 2);
                } else if (i < n && "'’".indexOf(text.charAt(i)) >= 0 && word.endsWith("s")) {
                    possessive = true; // plural possessive: "the players' union"
                    i++;
                }
                out.add(new Raw(word, Kind.WORD, possessive));
            } else {
                out.add(new Raw(String.valueOf(c), Kind.PUNCT, false));
                i++;
            }
        }
        return out;
    }

    /** ".NET" after a space: a name that starts with a dot, not the end of a sentence. */
    private static boolean dottedName(String text, int i) {
        return text.charAt(i) == '.'
                && (i == 0 || Character.isWhitespace(text.charAt(i - 1)))
                && i + 2 < text.length()
                && Character.isUpperCase(text.charAt(i + 1))
                && Character.isUpperCase(text.charAt(i + 2));
    }

    /** "Node.js", "ASP.NET": a dot inside a word, with two letters or more after it (not "U.S."). */
    private static boolean innerDot(String text, int i) {
        return text.charAt(i) == '.'
                && i + 2 < text.length()
                && Character.isLetter(text.charAt(i - 1))
                && Character.isLetter(text.charAt(i + 1))
                && Character.isLetter(text.charAt(i + 2));
    }

    private static boolean isCurrency(char c) {
        return c == '$' || c == '€' || c == '£' || c == '¥';
    }
}
