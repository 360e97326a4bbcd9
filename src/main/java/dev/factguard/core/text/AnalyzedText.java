package dev.factguard.core.text;

import dev.factguard.core.Frozen;
import java.util.List;

/**
 * What {@link TermAnalyzer} reads off a text, computed once and shared by every signal.
 *
 * @param terms         distinct content terms in order of first appearance (no stop words, no vague terms)
 * @param tokenCount    all word tokens, stop words included
 * @param contentCount  content words counted with repetition
 * @param vagueTerms    the vague words found, in order
 * @param questionMarks number of '?' characters
 * @param anchored      true when the text has a digit or a capitalised word that is not sentence-initial
 * @param leadingWord   first word lower-cased, or {@code ""} for an empty text
 * @param runs          the text's runs of letters and digits as cached words, or null when the analysis did not
 *                      keep them ({@link TermAnalyzer#analyzeKeepingRuns})
 */
public record AnalyzedText(
        List<Term> terms,
        int tokenCount,
        int contentCount,
        List<String> vagueTerms,
        int questionMarks,
        boolean anchored,
        String leadingWord,
        WordRuns runs) {

    public AnalyzedText {
        terms = Frozen.copyOf(terms);
        vagueTerms = Frozen.copyOf(vagueTerms);
        leadingWord = leadingWord == null ? "" : leadingWord;
    }
}
