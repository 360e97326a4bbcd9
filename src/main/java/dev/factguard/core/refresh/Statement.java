package dev.factguard.core.refresh;

import java.time.LocalDate;
import java.util.List;

/**
 * One value that one search result states about the claim's subject, placed in time.
 *
 * @param value    the value as written ("Omar Said", "4.6 million")
 * @param claimed  true when it is the claimed value
 * @param stance   how the result places it
 * @param asOf     the date the statement speaks for (the page's date, a date in its sentence, the end or
 *                 start of a span); null when the result gives none
 * @param result   the result's rank, from 0
 * @param inTitle  read from the result's title rather than its snippet
 * @param score    how firmly it sits in the role position of the subject (higher first)
 * @param position token index in its text, for ties
 * @param tokens   the text it was read from, for {@link #quote()}
 * @param sentence its sentence in {@code tokens}
 * @param label    true for a current statement whose verb does not speak of the role: the role only labels the name
 *                 ("Pope Francis remains the reference point"); it gives way to an ending of the same value
 * @param version  the version number it names ("26.0.1" of "iOS 26.0.1") when the claim is a version; else null
 */
record Statement(
        String value,
        boolean claimed,
        Stance stance,
        LocalDate asOf,
        int result,
        boolean inTitle,
        int score,
        int position,
        List<EvidenceTokens.Token> tokens,
        int sentence,
        boolean label,
        String version) {

    enum Stance {
        /** Holds the role now, as of {@code asOf}: "X is the mayor", "named X CEO", "X (2018–present)". */
        CURRENT,
        /** Held it and no longer does: "former", "succeeding X", "X (2011–2018)", "X served as … until …". */
        ENDED,
        /** Held it then, tense silent on now: "In 2016, X held the record". */
        PAST,
        /** Announced, expected or conditional: "X would replace Y", "X will run for mayor". */
        FUTURE,
        /** Named, but not in a sentence about the subject's role. */
        MENTION
    }

    /** The sentence it was read from, shortened to about 160 characters. */
    String quote() {
        int from = 0;
        while (from < tokens.size() && tokens.get(from).sentence() != sentence) {
            from++;
        }
        int to = from;
        while (to < tokens.size() && tokens.get(to).sentence() == sentence) {
            to++;
        }
        String text = Mentions.join(tokens, from, to);
        return text.length() <= 160 ? text : text.substring(0, 157) + "…";
    }

    /** "result 2 (snippet), dated 2023-03-08: "…" names Omar Said as the current holder". */
    String explain() {
        String role = switch (stance) {
            case CURRENT -> "as current";
            case ENDED -> "as former";
            case PAST -> "in the past tense only";
            case FUTURE -> "as announced, not done";
            case MENTION -> "without its role";
        };
        return "result " + (result + 1) + " (" + (inTitle ? "title" : "snippet") + "), "
                + (asOf == null ? "undated" : "dated " + asOf) + ": \"" + quote() + "\" names " + value + " " + role;
    }
}
