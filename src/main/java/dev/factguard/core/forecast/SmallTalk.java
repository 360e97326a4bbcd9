package dev.factguard.core.forecast;

import static dev.factguard.core.forecast.AskWords.CODE_VERB;
import static dev.factguard.core.forecast.AskWords.CREATIVE_VERB;
import static dev.factguard.core.forecast.AskWords.FACT_DOMAIN;
import static dev.factguard.core.forecast.AskWords.FEELING;
import static dev.factguard.core.forecast.AskWords.GREETING;
import static dev.factguard.core.forecast.AskWords.NOW;
import static dev.factguard.core.forecast.AskWords.PREFIX;
import static dev.factguard.core.forecast.AskWords.REWRITE_VERB;
import static dev.factguard.core.forecast.AskWords.SMALL_TALK;
import static dev.factguard.core.forecast.AskWords.WORK;

import dev.factguard.core.knowledge.KnowledgeQuery;

/**
 * Small talk: what is said to keep a conversation going rather than to learn something. Three shapes:
 *
 * <ul>
 *   <li>greetings, thanks and pleasantries only — or with one word the lists do not have, where it opens with a
 *       greeting and asks nothing ("good morning, hope you slept well"), or comes before a question about the
 *       model's own day ("ugh, mondays. how's your day going?");
 *   <li>an invitation to talk with no topic ("can we just chat for a bit");
 *   <li>news of the caller's own, and how they feel about it ("I just finished my first half marathon and I'm
 *       exhausted but happy") or that they had to share it ("I just got engaged!!! had to tell someone"): first
 *       person, a word of feeling or of telling, no question, no task, no name.
 * </ul>
 *
 * A task verb, a name, a field whose answers are facts, or a second word of its own makes it something else.
 */
final class SmallTalk {

    /** The longest prompt that may be greetings and pleasantries. */
    private static final int WORDS = 14;
    /** The longest prompt that may be news of the caller's own. */
    private static final int NEWS_WORDS = 24;
    /** What makes a prompt ask or name something beyond talk. */
    private static final int TASK = CREATIVE_VERB | REWRITE_VERB | CODE_VERB | FACT_DOMAIN | WORK;

    private SmallTalk() {}

    static boolean is(AskText w, KnowledgeQuery query) {
        if (w.size < w.all || AskReader.names(query)) {
            return false;
        }
        boolean question = query.text().indexOf('?') >= 0;
        return (w.size <= WORDS && pleasantries(w, question)) || (!question && news(w));
    }

    private static boolean pleasantries(AskText w, boolean question) {
        // Words of scaffolding ("can we just …") are talk when what they ask for is talk.
        boolean invites = invitation(w);
        int talk = SMALL_TALK | (invites ? PREFIX : 0);
        boolean greeting = false;
        int other = -1;
        int asked = -1;
        for (int i = 0; i < w.size; i++) {
            if ((w.flags[i] & talk) == 0) {
                if (other >= 0 || (w.flags[i] & TASK) != 0) {
                    return false;
                }
                other = i;
                continue;
            }
            if (asked < 0 && howAreYou(w, i)) {
                asked = i;
            }
            greeting |= (w.flags[i] & GREETING) != 0 || asked == i;
        }
        if (other < 0) {
            return greeting;
        }
        // One word of its own: after an opening greeting or in an invitation that asks nothing, or before "how's your
        // day?".
        boolean opens = w.has(0, GREETING) || w.has(1, GREETING) || invites;
        return (greeting && opens && !question) || (asked > other);
    }

    /** "How are you", "how's your day going", "how is it going", "how are things", "what's up", "what's new". */
    private static boolean howAreYou(AskText w, int i) {
        if (w.is(i, "what")) {
            return w.is(i + 1, "s") && (w.is(i + 2, "up") || w.is(i + 2, "new"));
        }
        if (!w.is(i, "how")) {
            return false;
        }
        if (w.is(i + 1, "are")) {
            return w.is(i + 2, "you") || w.is(i + 2, "things");
        }
        return (w.is(i + 1, "s") || w.is(i + 1, "is") || w.is(i + 1, "was"))
                && (w.is(i + 2, "your") || (w.is(i + 2, "it") && w.is(i + 3, "going")) || w.is(i + 2, "life"));
    }

    /** "Chat", "talk" with no topic after it: "can we just chat for a bit", not "can we talk about refunds". */
    private static boolean invitation(AskText w) {
        for (int i = 0; i < w.size; i++) {
            if ((w.is(i, "chat") || w.is(i, "talk")) && !w.is(i + 1, "about") && !w.is(i + 2, "about")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Words that say the prompt is news being shared, which stands for a word of feeling: "had to tell someone", "just
     * wanted to share", "guess what": the index of its first word, or -1.
     */
    private static int told(AskText w) {
        for (int i = 0; i + 1 < w.size; i++) {
            String next = w.word(i + 1);
            // Not "tell someone to refund me", which asks for something to be done.
            if ((w.is(i, "tell")
                            && (next.equals("someone") || next.equals("somebody") || next.equals("everyone"))
                            && !w.is(i + 2, "to"))
                    || (w.is(i, "to") && next.equals("share"))
                    || (w.is(i, "guess") && next.equals("what"))) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The caller's own news and how they feel (or that they are sharing it): "I" within the first words (after a
     * greeting), a word of feeling, no task, nothing current in the world, no question (checked by the caller).
     */
    private static boolean news(AskText w) {
        if (w.size > NEWS_WORDS || w.any(NOW)) {
            return false;
        }
        int told = told(w);
        for (int i = 0; i < w.size; i++) {
            // "tell" in "had to tell someone" tells news, not a story.
            if (i != told && (w.flags[i] & TASK) != 0) {
                return false;
            }
        }
        if (told < 0 && !w.any(FEELING)) {
            return false;
        }
        // "guess what, we …": the words that say news is told may come first.
        int from = told == 0 ? 2 : 0;
        for (int i = from; i < Math.min(w.size, from + 3); i++) {
            if (w.is(i, "i") || w.is(i, "we")) {
                return true;
            }
            if ((w.flags[i] & GREETING) == 0) {
                return false;
            }
        }
        return false;
    }
}
