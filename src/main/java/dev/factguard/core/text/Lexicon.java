package dev.factguard.core.text;

import java.util.Map;
import java.util.Set;

/**
 * Word lists the analyzer relies on. English only: prompts in other languages fall back to treating
 * every word as content, which errs towards "specific", never towards "vague".
 */
final class Lexicon {

    private Lexicon() {}

    /** Function words and question scaffolding: they carry no topic, so they never count as coverage. */
    static final Set<String> STOP_WORDS = Set.of(
            "a", "an", "the", "and", "or", "but", "if", "then", "than", "so", "of", "in", "on", "at", "to", "for",
            "from", "by", "with", "without", "into", "onto", "as", "about", "over", "under", "after", "before",
            "between", "within", "per", "via", "up", "down", "out", "off", "is", "are", "was", "were", "be", "been",
            "being", "am", "do", "does", "did", "done", "doing", "have", "has", "had", "having", "can", "could", "will",
            "would", "shall", "should", "may", "might", "must", "i", "me", "my", "mine", "we", "us", "our", "you",
            "your", "he", "him", "his", "she", "her", "they", "them", "their", "its", "what", "which", "who", "whom",
            "whose", "when", "where", "why", "how", "many", "much", "there", "here", "not", "no", "yes", "please",
            "tell", "give", "get", "got", "s", "t", "let", "also", "just", "very", "too", "really", "again", "ever",
            "still", "yet", "own", "same", "such", "each", "every", "both", "either", "neither", "more", "most", "less",
            "least", "few", "only", "even", "now", "know", "say", "said", "want", "need");

    /**
     * Words that stand in for a topic instead of naming one. A prompt built from them cannot be grounded,
     * which is why they raise ambiguity and are excluded from coverage.
     */
    static final Set<String> VAGUE_TERMS = Set.of(
            "something",
            "stuff",
            "things",
            "thing",
            "whatever",
            "anything",
            "everything",
            "somehow",
            "someone",
            "somebody",
            "anyone",
            "somewhere",
            "it",
            "that",
            "this",
            "those",
            "these",
            "other",
            "others",
            "all",
            "some",
            "etc",
            "kind",
            "sort",
            "whichever",
            "whoever",
            "whatnot");

    /** Number words normalised to digits so "five" and "5" are the same exact-match token. */
    static final Map<String, String> NUMBER_WORDS = Map.ofEntries(
            Map.entry("zero", "0"),
            Map.entry("one", "1"),
            Map.entry("two", "2"),
            Map.entry("three", "3"),
            Map.entry("four", "4"),
            Map.entry("five", "5"),
            Map.entry("six", "6"),
            Map.entry("seven", "7"),
            Map.entry("eight", "8"),
            Map.entry("nine", "9"),
            Map.entry("ten", "10"),
            Map.entry("eleven", "11"),
            Map.entry("twelve", "12"),
            Map.entry("thirteen", "13"),
            Map.entry("fourteen", "14"),
            Map.entry("fifteen", "15"),
            Map.entry("twenty", "20"),
            Map.entry("thirty", "30"),
            Map.entry("fifty", "50"),
            Map.entry("hundred", "100"),
            Map.entry("thousand", "1000"));
}
