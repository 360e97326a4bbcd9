package dev.factguard.core.forecast;

import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.text.WordRuns;
import java.util.Locale;

/**
 * The first {@value #MAX_WORDS} words of a prompt, lower-cased, with their {@link AskWords} flags: the words the
 * analysis kept ({@link WordRuns}), read where they are, or for a prompt whose words it did not keep whole (a
 * number such as "1.7") read here.
 */
final class AskText {

    /** Words read at most: the kind of an ask is in its first words, and a long prompt costs no more. */
    static final int MAX_WORDS = 48;
    /** How far the leading scaffolding ("could you please …") may reach. */
    private static final int MAX_PREFIX = 8;

    private final WordRuns runs;
    private final String[] scanned;
    final int[] flags;
    final int size;
    /** How many words the prompt has in all (more than {@link #size} when it was cut). */
    final int all;

    private AskText(WordRuns runs, String[] scanned, int[] flags, int size, int all) {
        this.runs = runs;
        this.scanned = scanned;
        this.flags = flags;
        this.size = size;
        this.all = all;
    }

    static AskText of(KnowledgeQuery query) {
        WordRuns runs = query.analyzed().runs();
        if (runs != null && runs.complete()) {
            int size = Math.min(runs.size(), MAX_WORDS);
            int[] flags = new int[size];
            for (int i = 0; i < size; i++) {
                flags[i] = AskWords.of(runs.word(i).lower());
            }
            return new AskText(runs, null, flags, size, runs.size());
        }
        return scan(query.text());
    }

    private static AskText scan(String text) {
        String[] words = new String[MAX_WORDS];
        int[] flags = new int[MAX_WORDS];
        int size = 0;
        int all = 0;
        int n = text.length();
        int i = 0;
        while (i < n) {
            if (!Character.isLetterOrDigit(text.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < n && Character.isLetterOrDigit(text.charAt(i))) {
                i++;
            }
            if (size < MAX_WORDS) {
                words[size] = text.substring(start, i).toLowerCase(Locale.ROOT);
                flags[size] = AskWords.of(words[size]);
                size++;
            }
            all++;
        }
        return new AskText(null, words, flags, size, all);
    }

    String word(int i) {
        return runs != null ? runs.word(i).lower() : scanned[i];
    }

    /** The first word past the leading scaffolding ("could you please"), or {@link #size} if all of it is. */
    int lead() {
        for (int i = 0; i < Math.min(size, MAX_PREFIX); i++) {
            if ((flags[i] & AskWords.PREFIX) == 0) {
                return i;
            }
        }
        return size <= MAX_PREFIX ? size : MAX_PREFIX;
    }

    boolean is(int i, String word) {
        return i >= 0 && i < size && word(i).equals(word);
    }

    /** Whether {@code first} is followed somewhere by one of {@code next}: "any tips", "how much". */
    boolean pair(String first, String... next) {
        for (int i = 0; i + 1 < size; i++) {
            if (word(i).equals(first)) {
                for (String n : next) {
                    if (word(i + 1).equals(n)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    boolean has(int i, int flag) {
        return i >= 0 && i < size && (flags[i] & flag) != 0;
    }

    boolean any(int flag) {
        for (int i = 0; i < size; i++) {
            if ((flags[i] & flag) != 0) {
                return true;
            }
        }
        return false;
    }
}
