package dev.factguard.core.verify;

import dev.factguard.core.freshness.Sentences;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Cuts an answer into statements: markdown taken off (list markers, headings, emphasis), sentences as
 * {@link Sentences} finds them, and each sentence into clauses at "; ", ", and ", ", but ", ", while ", ", whereas ",
 * ", although " and " and it/they/he/she " — a clause too short to say anything on its own (a last list item, "and
 * Crick") stays with the one before. A statement that names nothing ("It holds 1.7 litres.") leans on the names of
 * the statement before it, or of the prompt; one with less than two topic words also on the prompt's topic ("About
 * 2,850 km." to "How long is the Danube?"). Stateless.
 */
final class AnswerStatements {

    private static final Pattern LIST_MARKER = Pattern.compile("(?m)^\\s*(?:[-*•+]|\\d{1,2}[.)]|#{1,6})\\s+");
    private static final Pattern EMPHASIS = Pattern.compile("\\*\\*|__|`|(?<=\\s|^)\\*(?=\\S)|(?<=\\S)\\*(?=\\s|$)");
    private static final Pattern CLAUSE = Pattern.compile(
            ";\\s+|,\\s+(?=(?:and|but|while|whereas|although|though)\\s)|\\s+(?=and\\s+(?:it|they|he|she|its|their)\\s)"
                    + "|\\s+(?=but\\s)",
            Pattern.CASE_INSENSITIVE);
    /** A statement that opens with a pronoun speaks of what the one before it named. */
    private static final Pattern PRONOUN_OPENER =
            Pattern.compile("(?:it|its|it's|they|their|this|these|he|she|his|her)\\b", Pattern.CASE_INSENSITIVE);

    private static final Pattern LEADING_CONJUNCTION =
            Pattern.compile("^(?:and|but|while|whereas|although|though)\\s+", Pattern.CASE_INSENSITIVE);

    /** Openings of sentences that say nothing about the world. */
    private static final List<String> COURTESIES = List.of(
            "let me know",
            "i hope",
            "hope this",
            "hope that",
            "feel free",
            "if you have",
            "if you need",
            "if you'd like",
            "if you would like",
            "is there anything",
            "happy to",
            "glad to",
            "sure",
            "certainly",
            "of course",
            "great question",
            "good question",
            "thanks",
            "thank you",
            "here is",
            "here are",
            "here's",
            "i'm happy",
            "i'd be happy",
            "i would be happy",
            "please let",
            "please contact",
            "please reach",
            "please note",
            "you're welcome",
            "you are welcome",
            "absolutely",
            "in summary",
            "to summarize",
            "to sum up",
            "good luck",
            "enjoy");

    private AnswerStatements() {}

    static List<Statement> split(String answer, Reading prompt) {
        String plain =
                EMPHASIS.matcher(LIST_MARKER.matcher(answer).replaceAll("")).replaceAll("");
        Set<String> promptNames = strongNames(prompt);
        Set<String> promptTopic = prompt == null ? Set.of() : prompt.topic;
        List<Statement> statements = new ArrayList<>();
        Set<String> previousNames = promptNames;
        for (String sentence : Sentences.split(plain)) {
            for (String clause : clauses(sentence)) {
                Reading reading = Reading.of(clause);
                boolean checkable = checkable(clause, reading);
                Set<String> own = strongNames(reading);
                Set<String> leanNames =
                        own.isEmpty() || PRONOUN_OPENER.matcher(clause).lookingAt() ? previousNames : Set.of();
                Set<String> leanTopic = reading.topic.size() < 2 ? promptTopic : Set.of();
                statements.add(
                        new Statement(clause, reading, new LexicalCheck.Context(leanNames, leanTopic), checkable));
                if (checkable && !own.isEmpty()) {
                    Set<String> named = new LinkedHashSet<>(own);
                    named.addAll(leanNames);
                    previousNames = named;
                }
            }
        }
        return statements;
    }

    private static List<String> clauses(String sentence) {
        List<String> out = new ArrayList<>();
        for (String part : CLAUSE.split(sentence)) {
            String clause =
                    LEADING_CONJUNCTION.matcher(part.strip()).replaceFirst("").strip();
            if (clause.isEmpty()) {
                continue;
            }
            if (!out.isEmpty() && tooShort(clause)) {
                out.set(out.size() - 1, out.get(out.size() - 1) + ", and " + clause);
            } else {
                out.add(clause);
            }
        }
        return out;
    }

    /** A clause of fewer than three words, or of names only, cannot be checked on its own. */
    private static boolean tooShort(String clause) {
        Reading r = Reading.of(clause);
        int words = 0;
        for (Word w : r.words) {
            words += w.isWord() || w.isNumber() ? 1 : 0;
        }
        return words < 3 || (r.topic.isEmpty() && !r.hasValues());
    }

    private static boolean checkable(String clause, Reading reading) {
        String lower = clause.toLowerCase(Locale.ROOT).strip();
        if (lower.endsWith("?")) {
            return false;
        }
        for (String courtesy : COURTESIES) {
            if (lower.startsWith(courtesy)) {
                return false;
            }
        }
        return !reading.topic.isEmpty() || reading.hasValues() || !reading.names.isEmpty();
    }

    private static Set<String> strongNames(Reading reading) {
        Set<String> names = new LinkedHashSet<>();
        if (reading == null) {
            return names;
        }
        for (NameRun run : reading.names) {
            if (run.strong()) {
                names.addAll(run.words());
            }
        }
        return names;
    }
}
