package dev.factguard.core.knowledge;

import java.util.List;

/**
 * What {@link FocusLexicon} says about one word, looked up once per word while it stays cached: a question's
 * stems were each looked up in three or four of the lexicon's maps on every forecast, and its leading word in
 * another set. The words come from the term analyser's bounded caches (the same instances while cached), so a
 * cached word is mostly found on identity.
 *
 * <p>Bounded: a fixed table, one word per slot; a word whose slot another took is looked up again (and takes the
 * slot back). Not a {@code WordCache}: that one reads a word out of a text character by character, while a stem is
 * a whole string whose hash it already holds (through a {@code WordCache} here the forecast allocated ~100 bytes
 * more, measured in turns). Thread-safe without locks: a slot holds an immutable entry, so a reader sees a whole one or another.
 */
final class FocusWords {

    /**
     * @param named    {@link FocusLexicon#NAMED}'s kinds for the word, or null
     * @param asked    {@link FocusLexicon#ASKED}'s, or null
     * @param afterWho {@link FocusLexicon#AFTER_WHO}'s, or null
     * @param afterHow {@link FocusLexicon#AFTER_HOW}'s, or null
     * @param yesNoLead whether a question led by the word is a yes/no question
     * @param weekdays  the days of the week the word names ({@link Weekdays}), 0 for none
     * @param condition whether the word may be the stem of a {@link Condition}'s word
     * @param variant   whether the word picks a variant of a product ({@link FocusLexicon#VARIANT_WORDS})
     * @param classNoun whether the word names members of a class a word before it may narrow
     *                  ({@link FocusLexicon#CLASS_NOUNS})
     */
    record Word(
            String word,
            List<Focus> named,
            List<Focus> asked,
            List<Focus> afterWho,
            List<Focus> afterHow,
            boolean yesNoLead,
            int weekdays,
            boolean condition,
            boolean variant,
            boolean classNoun) {}

    private static final Word[] SLOTS = new Word[1 << 10];

    private FocusWords() {}

    static Word of(String word) {
        int h = word.hashCode() * 0x9E3779B9;
        int slot = (h ^ (h >>> 16)) & (SLOTS.length - 1);
        Word w = SLOTS[slot];
        if (w != null && w.word.equals(word)) {
            return w;
        }
        w = new Word(
                word,
                FocusLexicon.NAMED.get(word),
                FocusLexicon.ASKED.get(word),
                FocusLexicon.AFTER_WHO.get(word),
                FocusLexicon.AFTER_HOW.get(word),
                FocusLexicon.YES_NO_LEADS.contains(word),
                Weekdays.ofStem(word),
                Condition.mayName(word),
                FocusLexicon.VARIANT_WORDS.contains(word),
                FocusLexicon.CLASS_NOUNS.contains(word));
        SLOTS[slot] = w;
        return w;
    }
}
