package dev.factguard.core.text;

import dev.factguard.core.Frozen;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads a text once into {@link AnalyzedText}: content terms with a light stemmer, vague words, question
 * marks, and whether a concrete anchor is present.
 *
 * <p>Words are runs of letters and digits; '.', ',' and ':' stay inside numbers ({@code 1.7},
 * {@code 21,196}, {@code 2:01:09}); hyphens and apostrophes split ({@code two-factor} is two words).
 * Hand-written rather than regex-based because it runs on every forecast. Stateless and thread-safe.
 */
public final class TermAnalyzer {

    private TermAnalyzer() {}

    public static AnalyzedText analyze(String text) {
        return analyze(text, null);
    }

    /**
     * {@link #analyze}, keeping the text's {@link WordRuns} in the result: for a prompt, whose words the outcome
     * features read again.
     */
    public static AnalyzedText analyzeKeepingRuns(String text) {
        return analyze(text, new WordRuns());
    }

    private static AnalyzedText analyze(String text, WordRuns runs) {
        Scan scan = new Scan(runs);
        if (text != null) {
            scan.run(text);
        }
        return new AnalyzedText(
                Frozen.handOver(scan.terms),
                scan.tokens,
                scan.content,
                Frozen.handOver(scan.vague),
                scan.questionMarks,
                scan.anchored,
                scan.leading,
                runs);
    }

    /** Stems only, for indexing facts: the same normalisation as the query side, without the counts. */
    public static List<Term> terms(String text) {
        return analyze(text).terms();
    }

    /**
     * A deliberately small suffix stripper: it only has to map a word and its inflections to the same key
     * ("freezes"/"freeze", "landed"/"land", "litres"/"litre"), not produce dictionary stems.
     */
    static String stem(String word) {
        String w = word;
        if (w.length() > 4 && w.endsWith("ies")) {
            return w.substring(0, w.length() - 3) + "y";
        }
        if (w.length() > 4 && w.endsWith("es")) {
            w = w.substring(0, w.length() - 2);
        } else if (w.length() > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) {
            w = w.substring(0, w.length() - 1);
        }
        if (w.length() > 5 && w.endsWith("ing")) {
            w = w.substring(0, w.length() - 3);
        } else if (w.length() > 4 && w.endsWith("ed")) {
            w = w.substring(0, w.length() - 2);
        }
        if (w.length() > 3 && w.endsWith("e")) {
            w = w.substring(0, w.length() - 1);
        }
        return w;
    }

    /** {@code word.equals(word.toUpperCase(Locale.ROOT))}, without building the upper-case copy for ASCII words. */
    static boolean upperCase(String word) {
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (c >= 0x80) {
                return word.equals(word.toUpperCase(Locale.ROOT));
            }
            if (c >= 'a' && c <= 'z') {
                return false;
            }
        }
        return true;
    }

    /** {@link #upperCase(String)} of {@code text[start, end)}, cutting it out only when it is not ASCII. */
    private static boolean upperCase(String text, int start, int end) {
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c >= 0x80) {
                return upperCase(text.substring(start, end));
            }
            if (c >= 'a' && c <= 'z') {
                return false;
            }
        }
        return true;
    }

    /** What the lexicon says about a lower-cased word, looked up once per word while it stays cached. */
    private static final WordCache<CachedWord> WORDS = new WordCache<>(13, CachedWord::of);

    private static final class Scan {
        /** Past this many terms, a hash index finds a repeated one; below, a scan of the few kept so far. */
        private static final int LINEAR_TERMS = 32;

        /** Distinct terms in order of first occurrence; a term is specific if any of its occurrences is. */
        final ArrayList<Term> terms = new ArrayList<>();
        /** Where each term is in {@link #terms}, once there are more than {@link #LINEAR_TERMS}. */
        Map<String, Integer> index;

        final ArrayList<String> vague = new ArrayList<>();
        int tokens;
        int content;
        int questionMarks;
        boolean anchored;
        String leading = "";
        boolean sentenceStart = true;
        /** Where the runs of letters and digits are recorded, or null. */
        final WordRuns runs;

        Scan(WordRuns runs) {
            this.runs = runs;
        }

        void run(String text) {
            int n = text.length();
            int i = 0;
            while (i < n) {
                char c = text.charAt(i);
                if (!Character.isLetterOrDigit(c)) {
                    if (c == '?') {
                        questionMarks++;
                    }
                    if (c == '.' || c == '?' || c == '!') {
                        sentenceStart = true;
                    }
                    i++;
                    continue;
                }
                int start = i;
                boolean digit = false;
                while (i < n) {
                    char d = text.charAt(i);
                    if (Character.isLetterOrDigit(d)) {
                        digit |= Character.isDigit(d);
                        i++;
                    } else if ((d == '.' || d == ',' || d == ':')
                            && i + 1 < n
                            && i > start
                            && Character.isDigit(text.charAt(i - 1))
                            && Character.isDigit(text.charAt(i + 1))) {
                        if (runs != null) {
                            // A number's separators join runs into one word, which none of them is as a whole.
                            runs.addPart();
                        }
                        i++;
                    } else {
                        break;
                    }
                }
                CachedWord known = word(text, start, i, digit);
                if (runs != null) {
                    runs.add(known, i - start);
                }
            }
        }

        /** Reads the word {@code text[start, end)} as written ({@code digit}: it has one); returns its cached word. */
        CachedWord word(String text, int start, int end, boolean digit) {
            CachedWord known = WORDS.of(text, start, end);
            String lower = known.lower;
            boolean initial = sentenceStart;
            sentenceStart = false;
            if (tokens++ == 0) {
                leading = lower;
            }
            boolean capitalised = Character.isUpperCase(text.charAt(start)) && !lower.equals("i");
            if (digit || (capitalised && !initial)) {
                anchored = true;
            }
            if (known.number != null) {
                content++;
                term(known.number, true);
                return known;
            }
            if (known.stop) {
                return known;
            }
            if (known.vague) {
                vague.add(lower);
                return known;
            }
            content++;
            boolean acronym = end - start > 1 && !digit && upperCase(text, start, end);
            boolean specific = digit || acronym || (capitalised && !initial);
            term(digit ? lower : known.stem, specific);
            return known;
        }

        private void term(String stem, boolean specific) {
            int at = indexOf(stem);
            if (at < 0) {
                terms.add(new Term(stem, specific));
                if (index != null) {
                    index.put(stem, terms.size() - 1);
                } else if (terms.size() > LINEAR_TERMS) {
                    index = new HashMap<>();
                    for (int i = 0; i < terms.size(); i++) {
                        index.put(terms.get(i).stem(), i);
                    }
                }
            } else if (specific && !terms.get(at).specific()) {
                terms.set(at, new Term(stem, true));
            }
        }

        private int indexOf(String stem) {
            if (index != null) {
                Integer at = index.get(stem);
                return at == null ? -1 : at;
            }
            for (int i = 0; i < terms.size(); i++) {
                // Stems come from the word cache: the same instance while cached, so equals mostly ends at ==.
                if (terms.get(i).stem().equals(stem)) {
                    return i;
                }
            }
            return -1;
        }
    }
}
