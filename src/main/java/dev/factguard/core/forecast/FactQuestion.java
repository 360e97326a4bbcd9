package dev.factguard.core.forecast;

import dev.factguard.core.text.WordSets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Whether a prompt asks for a fact at all, read from its form rather than from lists of what states none: a question
 * (a question mark, or a clause that opens with a question word or an inverted verb — "is the shop open on
 * Sundays", "I lost my card, can I get a new one"), a request to be told or given ("tell me", "give me", "explain", "list"), or a wish
 * that needs the tenant's service ("I want to book …", "I need a refund"). Whatever does none of these — news and
 * feelings, thanks, a task named by its output ("bash one-liner to count lines", "pros and cons of …", "help me
 * decide: …") — asks no fact an answer could get wrong. A question whose only words are the question word and a
 * particle ("what's up", "how's it going") asks about nothing. A verb put before its subject makes a question
 * wherever the clause has it ("if I didn't book ahead can I pay at the desk"); an imperative whose object is what
 * is so asks for it ("predict the exact date …", "reveal the contents of …"). A prompt of open-class words alone,
 * with no article, pronoun, preposition, auxiliary or interjection ({@link WordSets#closedClass}), is typed as into
 * a search box and asks for what it names — a made-up run of words included: nothing shows it states no fact.
 *
 * <p>Reads the raw text, clause by clause: where a clause starts is what the word lists of {@link AskWords} cannot
 * tell. English only; stateless.
 */
final class FactQuestion {

    /** Words that open a question: "who", "how", "is", "can", and the contracted forms a chat writes unspaced. */
    private static final Set<String> QUESTION_OPENER = Set.of(
            "who",
            "whom",
            "whose",
            "what",
            "whats",
            "when",
            "whens",
            "where",
            "wheres",
            "which",
            "why",
            "how",
            "hows",
            "is",
            "isn",
            "isnt",
            "are",
            "aren",
            "arent",
            "was",
            "were",
            "do",
            "does",
            "doesn",
            "doesnt",
            "did",
            "didn",
            "can",
            "cant",
            "could",
            "will",
            "would",
            "may",
            "might",
            "shall",
            "should",
            "has",
            "have",
            "had",
            "am",
            "must",
            "any",
            "anyone",
            "anything",
            "whether");
    /** Verbs that ask to be told what is so. */
    private static final Set<String> TELL = Set.of(
            "tell",
            "give",
            "explain",
            "list",
            "name",
            "define",
            "show",
            "find",
            "compare",
            "confirm",
            "check",
            "describe",
            "identify",
            "summarize",
            "summarise",
            "look",
            "recommend",
            "remind",
            // Imperatives whose object is what is so: "predict the exact date …", "reveal the contents of …".
            "predict",
            "reveal",
            "detail",
            "determine",
            "estimate",
            "decode",
            "outline",
            "recite",
            "provide",
            "state",
            "specify",
            "forecast",
            "guess",
            "quote",
            "cite",
            "locate");
    /** "I want/need/would like …": a wish the tenant would have to meet, so what it can do is asked. */
    private static final Set<String> WISH = Set.of("want", "wanna", "need", "like", "wish", "wonder", "wondering");
    /** Words that may open a clause before its real first word: "so, is it …", "ok and what about …". */
    private static final Set<String> FILLER = Set.of(
            "so",
            "and",
            "but",
            "also",
            "ok",
            "okay",
            "well",
            "oh",
            "hey",
            "hi",
            "hello",
            "then",
            "just",
            "please",
            "pls",
            "quick",
            "question",
            "btw",
            "um",
            "uh",
            "or",
            "now",
            "sorry");
    /**
     * The words of a question that names nothing, only how the other is: "what's up", "how's it going". Any other
     * word ("who did it", "what is it") asks about something, however vaguely.
     */
    private static final Set<String> EMPTY =
            Set.of("what", "whats", "how", "hows", "s", "up", "new", "going", "it", "you", "u", "ya", "with");

    /** Verbs that, put before their subject, make a question anywhere in a clause: "if I missed it, can I …". */
    private static final Set<String> INVERTING = Set.of(
            "is", "are", "was", "were", "am", "do", "does", "did", "can", "could", "will", "would", "should", "shall",
            "may", "might", "must", "has", "have");
    /** The subjects an inverted verb is followed by in a question. */
    private static final Set<String> SUBJECT = Set.of("i", "we", "you", "u", "they", "he", "she", "it", "there");
    /** Where a clause ends: what the words before it ask is read apart from what the words after it do. */
    private static final String CLAUSE_END = ".!?,;:\n";

    private FactQuestion() {}

    /** Whether the prompt asks for a fact: a question about something, a request to be told, or a wish. */
    static boolean asked(String prompt) {
        boolean question = prompt.indexOf('?') >= 0;
        boolean named = false;
        boolean closed = prompt.indexOf('!') >= 0;
        int count = 0;
        // One pass, clause by clause, without a regular expression: this runs on every ask that needs facts.
        List<String> words = new ArrayList<>(16);
        int n = prompt.length();
        int at = 0;
        while (at < n) {
            words.clear();
            at = clause(prompt, at, words);
            int i = 0;
            while (i < words.size() && FILLER.contains(words.get(i))) {
                i++;
            }
            count += words.size();
            for (String word : words) {
                closed |= WordSets.closedClass(word);
            }
            if (i == words.size()) {
                continue;
            }
            String first = words.get(i);
            if (QUESTION_OPENER.contains(first) || TELL.contains(first) || inverted(words, i)) {
                question = true;
            }
            if (wish(words, i)) {
                return true;
            }
            for (String word : words) {
                named |= !EMPTY.contains(word);
            }
        }
        return (question && named) || (!closed && count >= 2);
    }

    /** An inverted verb and its subject past the clause's start, with a word after them: "…, can I pay at the desk". */
    private static boolean inverted(List<String> words, int from) {
        for (int j = from + 1; j + 1 < words.size(); j++) {
            if (SUBJECT.contains(words.get(j)) && INVERTING.contains(words.get(j - 1))) {
                return true;
            }
        }
        return false;
    }

    /** Reads the lower-cased words of the clause from {@code at} into {@code words}; returns where the next starts. */
    private static int clause(String text, int at, List<String> words) {
        int n = text.length();
        while (at < n) {
            char c = text.charAt(at);
            if (CLAUSE_END.indexOf(c) >= 0) {
                return at + 1;
            }
            if (!Character.isLetterOrDigit(c)) {
                at++;
                continue;
            }
            int start = at;
            while (at < n && Character.isLetterOrDigit(text.charAt(at))) {
                at++;
            }
            words.add(text.substring(start, at).toLowerCase(Locale.ROOT));
        }
        return n;
    }

    /** "I want to …", "I'd like …", "we need …": first person and a wish within two words. */
    private static boolean wish(List<String> words, int from) {
        String first = words.get(from);
        if (!(first.equals("i") || first.equals("we") || first.equals("id"))) {
            return false;
        }
        for (int j = from + 1; j < Math.min(words.size(), from + 4); j++) {
            if (WISH.contains(words.get(j))) {
                return true;
            }
        }
        return false;
    }
}
