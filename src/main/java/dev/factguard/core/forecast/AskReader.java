package dev.factguard.core.forecast;

import static dev.factguard.core.forecast.AskWords.ADVICE;
import static dev.factguard.core.forecast.AskWords.ADVICE_VERB;
import static dev.factguard.core.forecast.AskWords.CODE_VERB;
import static dev.factguard.core.forecast.AskWords.CODE_WORD;
import static dev.factguard.core.forecast.AskWords.CREATIVE_FORM;
import static dev.factguard.core.forecast.AskWords.CREATIVE_VERB;
import static dev.factguard.core.forecast.AskWords.DEMONSTRATIVE;
import static dev.factguard.core.forecast.AskWords.FACTUAL_CUE;
import static dev.factguard.core.forecast.AskWords.FACTUAL_FORM;
import static dev.factguard.core.forecast.AskWords.FACT_DOMAIN;
import static dev.factguard.core.forecast.AskWords.GREETING;
import static dev.factguard.core.forecast.AskWords.NEEDS_OBJECT;
import static dev.factguard.core.forecast.AskWords.NOW;
import static dev.factguard.core.forecast.AskWords.OPINION_NOUN;
import static dev.factguard.core.forecast.AskWords.OPINION_VERB;
import static dev.factguard.core.forecast.AskWords.PREFIX;
import static dev.factguard.core.forecast.AskWords.REQUEST_OPENER;
import static dev.factguard.core.forecast.AskWords.REWRITE_VERB;
import static dev.factguard.core.forecast.AskWords.SMALL_TALK;
import static dev.factguard.core.forecast.AskWords.SUMMARY_VERB;

import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.outcome.PromptCues;
import dev.factguard.core.text.CalendarWords;
import dev.factguard.core.text.Term;
import dev.factguard.core.text.WordRuns;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads what kind of ask a prompt is ({@link AskKind}) from its words as the term analysis kept them, the task cues
 * the outcome features found — nothing is scanned again but, for an ask to rewrite, where the given text starts.
 * The rules, in order:
 *
 * <ol>
 *   <li>an ask for sources, or about a URL, needs facts whatever its form; one about other material outside the
 *       prompt ("the attached image") too, unless it asks for code;
 *   <li><b>small talk</b>: a short prompt made only of greetings, thanks and pleasantries;
 *   <li><b>rewrite</b>: a rewriting verb first (after "please", "can you", …) and text given after a colon, in
 *       quotes (not a title) or after a line break ({@link GivenText}) — eight words of it to summarise;
 *   <li><b>code</b>: a code word (function, SQL, Python, regex, bash, …) and a verb that asks for code, or "how do
 *       I …";
 *   <li><b>creative</b>: a making verb (write, compose, make up, tell, …) or a bare request ("a catchy slogan …")
 *       followed by a form that states no fact (poem, story, joke, slogan, names, email, …) before any form that
 *       states facts (biography, history, report, description, …), not an existing one ("the lyrics of …"), with
 *       nothing that makes it rest on facts ("summarizing what happened", a definition, a comparison), no cue for
 *       exact figures or a past event, and nothing current ("the current president", "today's news");
 *   <li><b>opinion or advice</b>: "what do you think", "your favourite", "should I", "tips", "how can I stay …" —
 *       not about a named thing or anything current, and not in medicine, law or money.
 * </ol>
 *
 * Anything else needs facts. Stateless and thread-safe.
 */
final class AskReader {

    /** Words read at most: the kind of an ask is in its first words, and a long prompt costs no more. */
    static final int MAX_WORDS = 48;
    /** How far the leading scaffolding ("could you please …") may reach. */
    private static final int MAX_PREFIX = 8;
    /** How far after its verb a creative form may come: "write me a short funny poem". */
    private static final int FORM_REACH = 10;
    /** The longest prompt that may be small talk. */
    private static final int SMALL_TALK_WORDS = 14;

    private AskReader() {}

    static AskKind of(KnowledgeQuery query, Set<PromptCues.Cue> cues) {
        if (cues.contains(PromptCues.Cue.ASKS_FOR_SOURCES)) {
            return AskKind.NEEDS_FACTS;
        }
        // Material outside the prompt (a URL, "the attached image") is what the answer would be about; only code
        // may name a file or an image as what it works on ("read a file line by line in Python").
        boolean outside = cues.contains(PromptCues.Cue.EXTERNAL_MATERIAL);
        if (outside && hasUrl(query.text())) {
            return AskKind.NEEDS_FACTS;
        }
        Words w = Words.of(query);
        if (w.size == 0) {
            return AskKind.NEEDS_FACTS;
        }
        // "A caption for a photo of my dog" tells what the photo shows; "this photo" hands one over.
        outside = outside && !onlyDescribed(w);
        if (smallTalk(w, query)) {
            return AskKind.SMALL_TALK;
        }
        int lead = w.lead();
        int verb = lead < w.size ? w.flags[lead] : 0;
        boolean code = cues.contains(PromptCues.Cue.CODE)
                || w.any(CODE_WORD)
                || regularExpression(w)
                || query.text().contains("++")
                || query.text().contains("C#");
        if (code && ((verb & CODE_VERB) != 0 || howTo(w) || codeGiven(query.text()))) {
            return AskKind.CODE;
        }
        if (outside) {
            return AskKind.NEEDS_FACTS;
        }
        if (CodeSyntax.given(query.text())) {
            // Code given in the prompt, known by its syntax without a word naming it: what is asked is about it.
            return AskKind.CODE;
        }
        if (rewrite(w, lead, query.text())) {
            return AskKind.REWRITE;
        }
        boolean names = names(query);
        if (creative(w, lead, cues) || ownText(w, lead, query.text(), cues, names)) {
            return AskKind.CREATIVE;
        }
        if (opinion(w, names)) {
            return AskKind.OPINION;
        }
        return AskKind.NEEDS_FACTS;
    }

    /**
     * A verb that works on text, first, and the text given: at least {@value #SUMMARY_WORDS} words to summarise (a
     * title or a line names a work, whose summary rests on facts), two for anything else. A verb that is a rewrite
     * only with its object ("make this shorter", "turn this into a list") needs that object.
     */
    private static boolean rewrite(Words w, int lead, String prompt) {
        if (!w.has(lead, REWRITE_VERB)
                || (w.has(lead, NEEDS_OBJECT) && !w.has(lead + 1, DEMONSTRATIVE) && !w.has(lead + 2, DEMONSTRATIVE))) {
            return false;
        }
        int needed = w.has(lead, SUMMARY_VERB) ? SUMMARY_WORDS : 2;
        return GivenText.words(prompt, needed) >= needed;
    }

    /** Words of text to summarise before the summary is of that text rather than of something it names. */
    static final int SUMMARY_WORDS = 8;

    /**
     * Greetings, thanks and pleasantries only — or, opening with a greeting and asking nothing, one word the lists do
     * not have ("good morning, hope you slept well"): no list holds every pleasantry, and a greeting that goes on to
     * ask something has a question mark, a task verb, a name or a second word of its own.
     */
    private static boolean smallTalk(Words w, KnowledgeQuery query) {
        if (w.size > SMALL_TALK_WORDS || w.size < w.all) {
            return false;
        }
        boolean greeting = false;
        int other = -1;
        for (int i = 0; i < w.size; i++) {
            if ((w.flags[i] & SMALL_TALK) == 0) {
                if (other >= 0 || (w.flags[i] & (CREATIVE_VERB | REWRITE_VERB | CODE_VERB | FACT_DOMAIN)) != 0) {
                    return false;
                }
                other = i;
                continue;
            }
            greeting |= (w.flags[i] & GREETING) != 0
                    || (w.is(i, "how") && w.is(i + 1, "are") && w.is(i + 2, "you"))
                    || (w.is(i, "what") && w.is(i + 1, "s") && (w.is(i + 2, "up") || w.is(i + 2, "new")));
        }
        if (other < 0) {
            return greeting;
        }
        return (w.has(0, GREETING) || w.has(1, GREETING)) && query.text().indexOf('?') < 0 && !names(query);
    }

    /**
     * Whether every word for material (the words of the outcome model's material cue) follows "a" or "an": "a photo
     * of my dog" describes one. Read only when that cue is present.
     */
    private static boolean onlyDescribed(Words w) {
        boolean any = false;
        for (int i = 0; i < w.size; i++) {
            if (!material(w.word(i))) {
                continue;
            }
            any = true;
            // "a photo", "a funny photo": the article, or one word before the article's noun.
            boolean indefinite = indefinite(w, i - 1)
                    || (indefinite(w, i - 2) && !material(w.word(i - 1)) && !w.has(i - 1, DEMONSTRATIVE));
            if (!indefinite || w.is(i, "attached") || w.is(i, "attachment")) {
                return false;
            }
        }
        return any;
    }

    /** A word the outcome model reads as material outside the prompt ("photo", "file", "attached"). */
    private static boolean material(String lowerWord) {
        return PromptCues.of(List.of(lowerWord), lowerWord).contains(PromptCues.Cue.EXTERNAL_MATERIAL);
    }

    private static boolean indefinite(Words w, int i) {
        return w.is(i, "a") || w.is(i, "an");
    }

    /**
     * A text the caller will send as their own, named by what it is for rather than by its form: "draft an
     * out-of-office reply for my holiday", "write a few lines to my neighbour" — a making verb, a new thing ("a",
     * "an", "some") and who or what it is for ("for my …", "to our …"). Not when the prompt asks a question, names
     * something (a reply to a named company rests on what it is), or names a form that states facts.
     */
    private static boolean ownText(Words w, int lead, String prompt, Set<PromptCues.Cue> cues, boolean names) {
        if (lead >= w.size
                || !w.has(lead, CREATIVE_VERB)
                || names
                || prompt.indexOf('?') >= 0
                || w.any(FACTUAL_CUE | NOW | FACTUAL_FORM)
                || cues.contains(PromptCues.Cue.EXACT_FIGURES)
                || cues.contains(PromptCues.Cue.PRESUPPOSES_EVENT)) {
            return false;
        }
        int object = w.is(lead + 1, "me") || w.is(lead + 1, "us") ? lead + 2 : lead + 1;
        if (!(indefinite(w, object) || w.is(object, "some"))) {
            return false;
        }
        for (int i = object + 1; i < Math.min(w.size - 1, object + FORM_REACH); i++) {
            if ((w.is(i, "for") || w.is(i, "to"))
                    && (w.is(i + 1, "my") || w.is(i + 1, "our") || w.is(i + 1, "me") || w.is(i + 1, "us"))) {
                return true;
            }
        }
        return false;
    }

    private static boolean creative(Words w, int lead, Set<PromptCues.Cue> cues) {
        if (lead >= w.size
                || w.any(FACTUAL_CUE | NOW)
                || cues.contains(PromptCues.Cue.EXACT_FIGURES)
                || cues.contains(PromptCues.Cue.PRESUPPOSES_EVENT)) {
            return false;
        }
        int from;
        if ((w.flags[lead] & (CREATIVE_VERB | REQUEST_OPENER)) != 0 || w.is(lead, "any")) {
            from = lead;
        } else if (w.is(lead, "what") && (w.is(lead + 1, "s") || w.is(lead + 1, "is") || w.is(lead + 1, "would"))) {
            // "What's a good name for …", "what would be a catchy title …": asks for one to be made up.
            from = adjectiveOpener(w, lead + 2);
            if (from < 0) {
                return false;
            }
        } else {
            return false;
        }
        // The first form named decides: "write the lyrics of a famous song" asks for lyrics that exist, "write a
        // biography of …" for facts, "write an apology email … about their report" for an email.
        for (int i = from; i < Math.min(w.size, from + FORM_REACH); i++) {
            if ((w.flags[i] & FACTUAL_FORM) != 0) {
                return false;
            }
            if ((w.flags[i] & CREATIVE_FORM) != 0) {
                return !existing(w, i);
            }
        }
        return false;
    }

    /** Code given in the prompt, which any question about it works on: "What does this code do? x = [i * 2 …]". */
    private static boolean codeGiven(String prompt) {
        return prompt.indexOf('=') >= 0
                || prompt.indexOf('{') >= 0
                || prompt.indexOf(';') >= 0
                || prompt.contains("()")
                || prompt.contains("\n ");
    }

    /** "a regular expression": code, though neither word is one alone. */
    private static boolean regularExpression(Words w) {
        for (int i = 1; i < w.size; i++) {
            if (w.is(i, "expression") && w.is(i - 1, "regular")) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasUrl(String text) {
        return text.contains("://") || text.contains("www.");
    }

    /** The index of an adjective opening a request ("good", "catchy") within three words of {@code from}, or -1. */
    private static int adjectiveOpener(Words w, int from) {
        for (int i = from; i < Math.min(w.size, from + 3); i++) {
            if ((w.flags[i] & REQUEST_OPENER) != 0 && !w.is(i, "a") && !w.is(i, "an") && !w.is(i, "some")) {
                return i;
            }
        }
        return -1;
    }

    /** "The lyrics of …", "its title", "the names of the planets": a work that exists, whose words are facts. */
    private static boolean existing(Words w, int form) {
        if (form > 0) {
            String before = w.word(form - 1);
            if (before.equals("the")
                    || before.equals("its")
                    || before.equals("his")
                    || before.equals("her")
                    || before.equals("their")) {
                return true;
            }
        }
        return w.is(form + 1, "of") && !(form > 0 && (w.is(form - 1, "a") || w.is(form - 1, "an")));
    }

    /** "How do I …", "how can I …", "how to …": a how-to question (about code, when a code word is present). */
    private static boolean howTo(Words w) {
        for (int i = 0; i < Math.min(w.size, 3); i++) {
            if (w.is(i, "how")) {
                return w.is(i + 1, "to")
                        || ((w.is(i + 1, "do") || w.is(i + 1, "can") || w.is(i + 1, "would") || w.is(i + 1, "should"))
                                && (w.is(i + 2, "i") || w.is(i + 2, "you") || w.is(i + 2, "we")));
            }
        }
        return false;
    }

    /** Whether the prompt names something (a proper noun, an acronym, a model): an opinion on it rests on facts. */
    private static boolean names(KnowledgeQuery query) {
        for (Term term : query.analyzed().terms()) {
            if (term.specific()
                    && !Character.isDigit(term.stem().charAt(0))
                    && !CalendarWords.WEEKDAYS.contains(term.stem())
                    && !CalendarWords.MONTHS.contains(term.stem())) {
                return true;
            }
        }
        return false;
    }

    private static boolean opinion(Words w, boolean names) {
        if (names || w.any(FACT_DOMAIN | NOW)) {
            return false;
        }
        if (choiceAsked(w)) {
            return true;
        }
        if (w.any(ADVICE)) {
            return true;
        }
        for (int i = 0; i + 1 < w.size; i++) {
            // "Any ideas for a cosy evening?", "any recommendations?" wherever it is asked.
            if (w.is(i, "any") && (w.is(i + 1, "ideas") || w.is(i + 1, "idea") || w.is(i + 1, "recommendations"))) {
                return true;
            }
        }
        for (int i = 0; i < w.size; i++) {
            if ((w.is(i, "you") && (w.has(i + 1, OPINION_VERB) || w.has(i + 2, OPINION_VERB)))
                    || (w.is(i, "your") && w.has(i + 1, OPINION_NOUN))
                    || (w.is(i, "should") && (w.is(i + 1, "i") || w.is(i + 1, "we")))
                    || (w.is(i, "is")
                            && w.is(i + 1, "it")
                            && (w.is(i + 2, "worth")
                                    || w.is(i + 2, "normal")
                                    || w.is(i + 2, "ok")
                                    || w.is(i + 2, "okay")
                                    || w.is(i + 2, "better")
                                    || w.is(i + 2, "rude")
                                    || w.is(i + 2, "weird")
                                    || w.is(i + 2, "wise")))) {
                return true;
            }
            if (w.is(i, "how")
                    && (w.is(i + 1, "can") || w.is(i + 1, "do") || w.is(i + 1, "should") || w.is(i + 1, "could"))
                    && (w.is(i + 2, "i") || w.is(i + 2, "we"))
                    && (w.has(i + 3, ADVICE_VERB) || w.has(i + 4, ADVICE_VERB))) {
                return true;
            }
        }
        return false;
    }

    /** Verbs after "would you" that ask what is so rather than what the model would choose. */
    private static final Set<String> JUDGING = Set.of(
            "say", "know", "guess", "estimate", "tell", "describe", "explain", "define", "call", "name", "consider");

    /**
     * The model asked to choose between things offered: "which would you pick, the beach or the mountains?", "would
     * you go for tea or coffee?" — what it would do, offered as alternatives, not what it would say is so.
     */
    private static boolean choiceAsked(Words w) {
        for (int i = 0; i + 2 < w.size; i++) {
            if (w.is(i, "would") && w.is(i + 1, "you") && !JUDGING.contains(w.word(i + 2))) {
                for (int j = i + 3; j < w.size; j++) {
                    if (w.is(j, "or")) {
                        return true;
                    }
                }
                return false;
            }
        }
        return false;
    }

    /**
     * The first {@value #MAX_WORDS} words of a prompt, lower-cased, with their {@link AskWords} flags: the words the
     * analysis kept ({@link WordRuns}), read where they are, or for a prompt whose words it did not keep whole (a
     * number such as "1.7") read here.
     */
    private static final class Words {
        private final WordRuns runs;
        private final String[] scanned;
        final int[] flags;
        final int size;
        /** How many words the prompt has in all (more than {@link #size} when it was cut). */
        final int all;

        private Words(WordRuns runs, String[] scanned, int[] flags, int size, int all) {
            this.runs = runs;
            this.scanned = scanned;
            this.flags = flags;
            this.size = size;
            this.all = all;
        }

        static Words of(KnowledgeQuery query) {
            WordRuns runs = query.analyzed().runs();
            if (runs != null && runs.complete()) {
                int size = Math.min(runs.size(), MAX_WORDS);
                int[] flags = new int[size];
                for (int i = 0; i < size; i++) {
                    flags[i] = AskWords.of(runs.word(i).lower());
                }
                return new Words(runs, null, flags, size, runs.size());
            }
            return scan(query.text());
        }

        private static Words scan(String text) {
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
            return new Words(null, words, flags, size, all);
        }

        String word(int i) {
            return runs != null ? runs.word(i).lower() : scanned[i];
        }

        /** The first word past the leading scaffolding ("could you please"), or {@link #size} if all of it is. */
        int lead() {
            for (int i = 0; i < Math.min(size, MAX_PREFIX); i++) {
                if ((flags[i] & PREFIX) == 0) {
                    return i;
                }
            }
            return size <= MAX_PREFIX ? size : MAX_PREFIX;
        }

        boolean is(int i, String word) {
            return i >= 0 && i < size && word(i).equals(word);
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
}
