package dev.factguard.core.verify;

import dev.factguard.core.freshness.Sentences;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cuts an answer into statements: markdown taken off (list markers, headings, emphasis), sentences as
 * {@link Sentences} finds them, and each sentence into clauses at "; ", ", and ", ", but ", ", while ", ", whereas ",
 * ", although ", " but ", " and it/they/he/she ", and " and " before a verb ("… weighs 1.1 kg and comes with …") —
 * a clause too short to say anything on its own ("and Crick", "Dogs") stays with its neighbour, so "Watson and Crick"
 * and "Dogs and cats are mammals" are not cut. Each statement carries what it may lean on: the words of the prompt
 * and of the statement before it (for "It holds 1.7 litres."), and the prompt's topic when it says little itself
 * ("About 2,850 km." to "How long is the Danube?"). Stateless.
 */
final class AnswerStatements {

    private static final Pattern LIST_MARKER = Pattern.compile("(?m)^\\s*(?:[-*•+]|\\d{1,2}[.)]|#{1,6})\\s+");
    private static final Pattern EMPHASIS = Pattern.compile("\\*\\*|__|`|(?<=\\s|^)\\*(?=\\S)|(?<=\\S)\\*(?=\\s|$)");
    private static final Pattern CLAUSE =
            Pattern.compile(";\\s+|,\\s+(?=(?:and|but|while|whereas|although|though|which|who)\\s)"
                    + "|\\s+(?=and\\s+(?:it|they|he|she|its|their)\\s)|\\s+(?=but\\s)"
                    + "|\\s+(?=and\\s+(?:is|are|was|were|has|have|had|can|will|also|then|comes|offers|includes"
                    + "|[a-z]*[a-rt-z]s|[a-z]+ed)\\b)");

    /**
     * A short label before a colon ("Return policy: You can …"): taken off a sentence that says something without
     * it, and kept as words the statement may lean on. "Delivery to Austria: 3–5 working days" keeps its label, since
     * what follows says nothing on its own.
     */
    private static final Pattern LABEL = Pattern.compile("^([^:.!?]{1,40}):\\s+(?=\\S)");

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
        Set<String> promptWords = words(prompt);
        Set<String> promptTopic = prompt == null ? Set.of() : prompt.topic;
        Set<String> previousNames = strongNames(prompt);
        Set<String> previousWords = Set.of();
        List<Statement> statements = new ArrayList<>();
        for (String sentence : Sentences.split(plain)) {
            Set<String> labelWords = Set.of();
            Matcher label = LABEL.matcher(sentence);
            if (label.lookingAt()
                    && Reading.of(sentence.substring(label.end())).topic.size() >= 2) {
                labelWords = words(Reading.of(label.group(1)));
                sentence = sentence.substring(label.end());
            }
            for (String clause : clauses(sentence)) {
                Reading reading = Reading.of(clause);
                boolean checkable = checkable(clause, reading);
                Set<String> own = strongNames(reading);
                Set<String> lean = new LinkedHashSet<>(promptWords);
                lean.addAll(previousWords);
                lean.addAll(labelWords);
                LexicalCheck.Context context = new LexicalCheck.Context(
                        lean,
                        reading.topic.size() < 2 ? promptTopic : Set.of(),
                        own.isEmpty() ? previousNames : Set.of());
                statements.add(new Statement(clause, reading, context, checkable));
                if (checkable) {
                    // "It weighs 1.1 kg. It has a 2-year warranty.": the second leans on what the first leaned on.
                    Set<String> said = words(reading);
                    if (own.isEmpty()) {
                        said.addAll(previousWords);
                    }
                    previousWords = said;
                    if (!own.isEmpty()) {
                        previousNames = own;
                    }
                }
            }
        }
        return statements;
    }

    /** The clauses of a sentence, each a part of its text; facts are cut the same way. */
    static List<String> clauses(String sentence) {
        List<int[]> parts = new ArrayList<>();
        Matcher m = CLAUSE.matcher(sentence);
        int from = 0;
        while (m.find()) {
            parts.add(new int[] {from, m.start()});
            from = m.end();
        }
        parts.add(new int[] {from, sentence.length()});
        List<int[]> merged = new ArrayList<>();
        for (int[] part : parts) {
            String text = sentence.substring(part[0], part[1]);
            if (!merged.isEmpty() && (tooShort(text) || tooShort(clause(sentence, merged.get(merged.size() - 1))))) {
                merged.get(merged.size() - 1)[1] = part[1];
            } else {
                merged.add(part);
            }
        }
        List<String> out = new ArrayList<>();
        for (int[] part : merged) {
            String clause = clause(sentence, part);
            if (!clause.isEmpty()) {
                out.add(clause);
            }
        }
        return out;
    }

    /** A part of a sentence without the conjunction that opens it. */
    private static String clause(String sentence, int[] part) {
        return LEADING_CONJUNCTION
                .matcher(sentence.substring(part[0], part[1]).strip())
                .replaceFirst("")
                .strip();
    }

    /**
     * A clause of fewer than three words, or without a topic word, a value or two names ("… CTO is Jonas Albrecht"),
     * cannot be checked on its own.
     */
    private static boolean tooShort(String clause) {
        Reading r = Reading.of(clause);
        int words = 0;
        for (Word w : r.words) {
            words += w.isWord() || w.isNumber() ? 1 : 0;
        }
        return words < 3 || (r.topic.isEmpty() && !r.hasValues() && r.names.size() < 2);
    }

    /** Lower-cased words and canonical stems of a reading, for a later statement to lean on. */
    static Set<String> words(Reading reading) {
        Set<String> words = new LinkedHashSet<>();
        if (reading != null) {
            words.addAll(Anchors.lowerWords(reading));
            words.addAll(reading.topic);
        }
        return words;
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
