package dev.factguard.core.text;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * Word lists shared by more than one reader of text, and the union that builds a reader's set from them, so a
 * vocabulary two readers agree on is written once and cannot drift apart.
 */
public final class WordSets {

    /**
     * Office holders whose title is one word, common to the cue list that finds offices in a claim and to the
     * title words trimmed off a name found in evidence.
     */
    public static final List<String> OFFICE_HOLDERS = List.of(
            "pope",
            "governor",
            "mayor",
            "chair",
            "chairman",
            "chairwoman",
            "chairperson",
            "coach",
            "manager",
            "leader",
            "king",
            "queen");

    /**
     * Connectives and sentence adverbs: capitalised when they open a sentence ("Therefore this version remains
     * current."), and never a name.
     */
    public static final List<String> CONNECTIVES = List.of(
            "therefore",
            "thus",
            "hence",
            "however",
            "moreover",
            "furthermore",
            "additionally",
            "meanwhile",
            "nevertheless",
            "nonetheless",
            "consequently",
            "accordingly",
            "otherwise",
            "instead",
            "indeed",
            "also",
            "still",
            "yet",
            "then",
            "so");

    private WordSets() {}

    /** {@code words} together with every word of {@code lists}, as an unmodifiable set. */
    @SafeVarargs
    public static Set<String> union(Collection<String> words, Collection<String>... lists) {
        List<String> all = new ArrayList<>(words);
        for (Collection<String> list : lists) {
            all.addAll(list);
        }
        return Set.copyOf(all);
    }

    /** The interjections and unspaced contractions of chat, which {@link Lexicon#STOP_WORDS} does not hold. */
    private static final Set<String> CHAT = Set.of(
            "im",
            "ive",
            "id",
            "dont",
            "cant",
            "wont",
            "isnt",
            "whats",
            "hows",
            "hi",
            "hello",
            "hey",
            "thanks",
            "thank",
            "thx",
            "cheers",
            "lol",
            "haha",
            "ugh",
            "wow",
            "omg",
            "yay",
            "ok",
            "okay",
            "yeah",
            "happy",
            "congrats",
            "sorry",
            "bye",
            "it",
            "this",
            "that",
            "these",
            "those",
            "like",
            "u",
            "ur");

    /** The digits a number word stands for ("ten" is "10"), or null for any other word. */
    public static String numberWord(String lowerCaseWord) {
        return Lexicon.NUMBER_WORDS.get(lowerCaseWord);
    }

    /**
     * Whether a word is of a closed class of English — articles, pronouns, prepositions, conjunctions, auxiliaries,
     * question words — or an interjection of chat. A sentence, a greeting or a feeling shows at least one; a run of
     * open-class words alone ("opening hours sunday", "weather berlin tomorrow", a made-up "orange square motion
     * today") is how a search box is typed.
     */
    public static boolean closedClass(String lowerCaseWord) {
        return Lexicon.STOP_WORDS.contains(lowerCaseWord) || CHAT.contains(lowerCaseWord);
    }
}
