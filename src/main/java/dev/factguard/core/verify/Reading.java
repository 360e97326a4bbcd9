package dev.factguard.core.verify;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One sentence read for comparison: its values (amounts, dates, times of day, weekdays, names), its negations and
 * conditions, and its topic — the canonical stems of the content words left once the values are taken out. Each
 * reader takes the tokens it understands, in an order that lets the more specific one win ("20 July 1969" is a
 * date before "20" can be an amount; "7 days a week" is weekdays before it can be "7 days"). Immutable.
 */
final class Reading {

    private static final Set<String> NEGATIONS = Set.of(
            "not", "never", "no", "none", "cannot", "nor", "neither", "nobody", "nothing", "nowhere", "closed", "shut");
    private static final Set<String> UNIVERSAL = Set.of("every", "all", "any", "each", "unlimited");
    private static final Set<String> EVERYONE = Set.of("everyone", "everybody", "anyone", "anybody");
    private static final Set<String> RESTRICTIVE = Set.of("only", "exclusively", "solely");
    private static final Set<String> SKIPPED_BEFORE_HEAD = Set.of(
            "the", "a", "an", "of", "our", "your", "its", "their", "his", "her", "my", "this", "these", "those", "that",
            "kinds", "types", "sorts", "number", "with", "via", "using", "through", "in", "on", "for", "by", "to",
            "from", "at");
    /** Words that make a fact's statement hold only under a condition. */
    private static final Set<String> RESTRICTIONS = Set.of(
            "only",
            "valid",
            "if",
            "provided",
            "require",
            "requires",
            "required",
            "must",
            "except",
            "exclusively",
            "eligible",
            "limited",
            "unless",
            "solely");

    final String text;
    final List<Word> words;
    final List<Amount> amounts;
    final List<DateValue> dates;
    final List<ClockTime> times;
    final List<DaySet> days;
    final List<NameRun> names;
    final List<Quantifier> quantifiers;
    /** Negation words no value reader spent ("not", "never", "don't"). */
    final int negations;
    /** Canonical stems of the content words outside values and names, in order. */
    final Set<String> topic;
    /** Canonical stem of each token that is a content word, else null; for the word before a head noun. */
    final String[] stems;
    /** The first word written for each stem, to quote in reasons. */
    private final java.util.Map<String, String> wordOf = new java.util.HashMap<>();
    /** The restriction a fact states ("with a valid student ID"), or null. */
    final String restriction;
    /**
     * The text without its amounts, dates, times and weekdays: what it is about. A search for the facts that cover
     * a statement uses it, since a value that differs from the fact's would count against the fact.
     */
    final String withoutValues;

    private Reading(String text) {
        this.text = text;
        this.words = Words.read(text);
        boolean[] consumed = new boolean[words.size()];
        List<Integer> negated = negations(words);
        List<Integer> negationWords = List.copyOf(negated);
        this.dates = DateReader.read(text, words, consumed);
        this.times = ClockTimes.read(text, words, consumed);
        this.days = Weekdays.read(text, words, consumed, negated);
        this.amounts = Amounts.read(text, words, consumed, negated);
        this.withoutValues = withoutValues(words, consumed);
        this.names = Names.read(text, words, consumed);
        this.negations = negated.size();
        for (int at : negationWords) {
            consumed[at] = true;
        }
        // A strong name is a value; a weak one (a capitalised opener: "Returns", "Students") may be a plain word, so
        // it stays in the topic as well.
        boolean[] named = new boolean[words.size()];
        for (NameRun run : names) {
            for (int k = run.first(); k <= run.last(); k++) {
                named[k] = run.strong();
            }
        }
        this.stems = new String[words.size()];
        Set<String> topicStems = new LinkedHashSet<>();
        for (int k = 0; k < words.size(); k++) {
            Word w = words.get(k);
            if (consumed[k] || named[k] || !w.isWord()) {
                continue;
            }
            String stem = Paraphrases.of(w.text());
            if (stem != null) {
                stems[k] = stem;
                wordOf.putIfAbsent(stem, w.text());
                boolean number = Character.isDigit(stem.charAt(0));
                if (!number && !Paraphrases.light(w.lower(), stem) && !condition(w.lower())) {
                    topicStems.add(stem);
                }
            }
        }
        // What is counted is also what the sentence is about: "connect up to 5 devices" speaks of devices.
        for (Amount amount : amounts) {
            if (amount.dimension() != Unit.Dimension.COUNT) {
                continue;
            }
            for (int k = amount.first(); k <= amount.last(); k++) {
                Word w = words.get(k);
                String stem = w.isWord() ? Paraphrases.of(w.text()) : null;
                if (stem != null && !Character.isDigit(stem.charAt(0)) && !condition(w.lower())) {
                    topicStems.add(stem);
                }
            }
        }
        this.topic = topicStems;
        this.quantifiers = quantifiers(text, words, stems, names);
        this.restriction = restriction(text, words);
    }

    /** A condition word: it is compared as a condition, never as topic. */
    private static boolean condition(String lower) {
        return UNIVERSAL.contains(lower) || EVERYONE.contains(lower) || RESTRICTIVE.contains(lower);
    }

    static Reading of(String text) {
        return new Reading(text == null ? "" : text);
    }

    private static String withoutValues(List<Word> words, boolean[] values) {
        StringBuilder out = new StringBuilder();
        for (int k = 0; k < words.size(); k++) {
            if (!values[k]) {
                out.append(out.length() == 0 ? "" : " ").append(words.get(k).text());
            }
        }
        return out.toString();
    }

    /** The word this reading writes for a stem of its topic ("delivered" for "deliver"), or the stem. */
    String word(String stem) {
        return wordOf.getOrDefault(stem, stem);
    }

    /** Every lower-cased word of the names. */
    Set<String> nameWords() {
        Set<String> all = new LinkedHashSet<>();
        for (NameRun run : names) {
            all.addAll(run.words());
        }
        return all;
    }

    boolean hasValues() {
        return !amounts.isEmpty() || !dates.isEmpty() || !times.isEmpty() || !days.isEmpty();
    }

    /**
     * Indexes of the negation words: "not", "never", "no", "cannot", any "n't", and "closed" (of what the other
     * side says is open; closed weekdays spend it). Not "not only"/"not just" (a
     * contrast), nor a "No," that answers a question before the statement starts.
     */
    private static List<Integer> negations(List<Word> words) {
        List<Integer> at = new ArrayList<>();
        for (int k = 0; k < words.size(); k++) {
            Word w = words.get(k);
            if (!w.isWord()) {
                continue;
            }
            boolean negation = NEGATIONS.contains(w.lower()) || w.lower().endsWith("n't");
            if (!negation) {
                continue;
            }
            Word next = k + 1 < words.size() ? words.get(k + 1) : null;
            if (next != null && (next.is("only") || next.is("just") || (w.is("no") && next.is(",")))) {
                continue;
            }
            if (w.is("no") && next != null && next.is("matter")) {
                continue;
            }
            at.add(k);
        }
        return at;
    }

    private static List<Quantifier> quantifiers(String text, List<Word> words, String[] stems, List<NameRun> names) {
        List<Quantifier> found = new ArrayList<>();
        for (int k = 0; k < words.size(); k++) {
            Word w = words.get(k);
            if (EVERYONE.contains(w.lower())) {
                found.add(new Quantifier(true, List.of("person"), w.text()));
                continue;
            }
            boolean universal = UNIVERSAL.contains(w.lower());
            if (!universal && !RESTRICTIVE.contains(w.lower())) {
                continue;
            }
            if (k > 0 && (words.get(k - 1).is("not") || words.get(k - 1).lower().endsWith("n't"))) {
                continue;
            }
            int j = k + 1;
            while (j < words.size() && SKIPPED_BEFORE_HEAD.contains(words.get(j).lower())) {
                j++;
            }
            List<String> nouns = new ArrayList<>();
            int end = j;
            while (end < words.size() && words.get(end).isWord() && (stems[end] != null || inName(names, end))) {
                if (stems[end] != null) {
                    nouns.add(stems[end]);
                }
                end++;
            }
            if (end > j) {
                found.add(new Quantifier(universal, nouns, DateReader.span(text, words, k, end)));
            }
        }
        return found;
    }

    /** True when token {@code k} is part of one of {@code names}. */
    static boolean inName(List<NameRun> names, int k) {
        for (NameRun run : names) {
            if (k >= run.first() && k <= run.last()) {
                return true;
            }
        }
        return false;
    }

    /** The fact's restriction phrase from its cue word to the end of its clause, or null. */
    private static String restriction(String text, List<Word> words) {
        for (int k = 0; k < words.size(); k++) {
            if (RESTRICTIONS.contains(words.get(k).lower())) {
                int start =
                        k > 0 && (words.get(k - 1).is("a") || words.get(k - 1).is("with")) ? k - 1 : k;
                start = start > 0 && words.get(start - 1).is("with") ? start - 1 : start;
                int end = k;
                while (end + 1 < words.size() && !isClauseEnd(words.get(end + 1))) {
                    end++;
                }
                return DateReader.span(text, words, start, end + 1);
            }
        }
        return null;
    }

    private static boolean isClauseEnd(Word w) {
        return w.is(",") || w.is(".") || w.is(";") || w.is("!") || w.is("?");
    }
}
