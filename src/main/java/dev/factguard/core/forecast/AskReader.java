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
import static dev.factguard.core.forecast.AskWords.NEEDS_OBJECT;
import static dev.factguard.core.forecast.AskWords.NOW;
import static dev.factguard.core.forecast.AskWords.OPINION_NOUN;
import static dev.factguard.core.forecast.AskWords.OPINION_VERB;
import static dev.factguard.core.forecast.AskWords.REQUEST_OPENER;
import static dev.factguard.core.forecast.AskWords.REWRITE_VERB;
import static dev.factguard.core.forecast.AskWords.SUMMARY_VERB;

import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.outcome.PromptCues;
import dev.factguard.core.outcome.PromptFeatures;
import dev.factguard.core.text.CalendarWords;
import dev.factguard.core.text.Term;
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
 *       not about a named thing or anything current, and not in medicine, law or money; or how to put something to
 *       a person in the caller's life ({@link PersonalAdvice}).
 * </ol>
 *
 * Anything else needs facts. Stateless and thread-safe.
 */
final class AskReader {

    /** How far after its verb a creative form may come: "write me a short funny poem". */
    private static final int FORM_REACH = 10;

    private AskReader() {}

    static AskKind of(KnowledgeQuery query, Set<PromptCues.Cue> cues) {
        return of(query, AskText.of(query), cues);
    }

    /** {@link #of(KnowledgeQuery, Set)} on the prompt's words read already, which later readings share. */
    static AskKind of(KnowledgeQuery query, AskText words, Set<PromptCues.Cue> cues) {
        AskKind kind = read(query, words, cues);
        if (kind == AskKind.NEEDS_FACTS) {
            // "I'm running a game tonight. Describe a creepy lighthouse …": a sentence about the caller sets the
            // scene for a task in the sentence after it. Only a task: a question after it ("I lost my card. How do
            // I get a new one?") is asked about the scene, which the rest alone does not show.
            String rest = afterScene(query.text());
            if (rest != null) {
                KnowledgeQuery q = KnowledgeQuery.of(rest);
                AskKind task = read(
                        q,
                        AskText.of(q),
                        PromptFeatures.of(rest, q.analyzed(), null).cues());
                return task == AskKind.CREATIVE || task == AskKind.REWRITE || task == AskKind.CODE ? task : kind;
            }
        }
        return kind;
    }

    private static AskKind read(KnowledgeQuery query, AskText w, Set<PromptCues.Cue> cues) {
        if (cues.contains(PromptCues.Cue.ASKS_FOR_SOURCES)) {
            return AskKind.NEEDS_FACTS;
        }
        // Material outside the prompt (a URL, "the attached image") is what the answer would be about; only code
        // may name a file or an image as what it works on ("read a file line by line in Python").
        boolean outside = cues.contains(PromptCues.Cue.EXTERNAL_MATERIAL);
        if (outside && hasUrl(query.text())) {
            return AskKind.NEEDS_FACTS;
        }
        if (w.size == 0) {
            return AskKind.NEEDS_FACTS;
        }
        // "A caption for a photo of my dog" tells what the photo shows; "this photo" hands one over.
        outside = outside && !onlyDescribed(w) && !onlyInGivenText(w, query.text());
        if (SmallTalk.is(w, query)) {
            return AskKind.SMALL_TALK;
        }
        int lead = w.lead();
        int verb = lead < w.size ? w.flags[lead] : 0;
        boolean code = cues.contains(PromptCues.Cue.CODE)
                || w.any(CODE_WORD)
                || regularExpression(w)
                || query.text().contains("++")
                || query.text().contains("C#");
        // Code named and text handed over after it ("what's wrong with this query: SELECT …"): the ask is about it.
        if (code
                && ((verb & CODE_VERB) != 0
                        || howTo(w)
                        || codeGiven(query.text())
                        || GivenText.words(query.text(), 2) >= 2)) {
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
        if (!names && Arithmetic.asked(w, query.text())) {
            return AskKind.ARITHMETIC;
        }
        if (creative(w, lead, cues)
                || ownText(w, lead, query.text(), cues, names)
                || (!names && (RolePlay.asked(w, lead, query.text()) || RolePlay.sceneForWork(w, query.text())))) {
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
    private static boolean rewrite(AskText w, int lead, String prompt) {
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
     * Whether every word for material (the words of the outcome model's material cue) follows "a" or "an": "a photo
     * of my dog" describes one. Read only when that cue is present.
     */
    private static boolean onlyDescribed(AskText w) {
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

    /**
     * Whether every word for material comes inside the text given to rewrite: "new passport photo" in notes to put
     * in a list is a word of the notes, not a photo handed over.
     */
    private static boolean onlyInGivenText(AskText w, String prompt) {
        int start = w.has(w.lead(), REWRITE_VERB) ? GivenText.start(prompt) : -1;
        if (start < 0) {
            return false;
        }
        int before = GivenText.count(prompt, 0, start, w.size);
        for (int i = 0; i < Math.min(before, w.size); i++) {
            if (material(w.word(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the prompt asks for figures (a date, a statistic, "how many"), as its cue says, beyond an age that only
     * tells whom a text is for ("a story for a 5 year old").
     */
    private static boolean figuresAsked(AskText w, Set<PromptCues.Cue> cues) {
        if (!cues.contains(PromptCues.Cue.EXACT_FIGURES)) {
            return false;
        }
        for (int i = 0; i < w.size; i++) {
            boolean age = (w.is(i, "year") || w.is(i, "years")) && w.is(i + 1, "old");
            boolean figure = PromptCues.of(List.of(w.word(i)), w.word(i)).contains(PromptCues.Cue.EXACT_FIGURES);
            if ((figure && !age) || (w.is(i, "how") && (w.is(i + 1, "many") || w.is(i + 1, "much")))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The rest of a prompt after a first sentence about the caller ("I'm …", "we have …", "my …") that asks
     * nothing, or null when it does not open so.
     */
    static String afterScene(String prompt) {
        int n = prompt.length();
        int end = -1;
        for (int i = 0; i + 1 < n; i++) {
            char c = prompt.charAt(i);
            if (c == '?') {
                return null;
            }
            if ((c == '.' || c == '!') && Character.isWhitespace(prompt.charAt(i + 1))) {
                end = i;
                break;
            }
        }
        if (end < 0 || !firstPerson(prompt)) {
            return null;
        }
        String rest = prompt.substring(end + 1).strip();
        return rest.isEmpty() ? null : rest;
    }

    private static boolean firstPerson(String prompt) {
        int i = 0;
        while (i < prompt.length() && Character.isLetter(prompt.charAt(i))) {
            i++;
        }
        String first = prompt.substring(0, i).toLowerCase(Locale.ROOT);
        return first.equals("i")
                || first.equals("im")
                || first.equals("we")
                || first.equals("my")
                || first.equals("our");
    }

    /** A word the outcome model reads as material outside the prompt ("photo", "file", "attached"). */
    private static boolean material(String lowerWord) {
        return PromptCues.of(List.of(lowerWord), lowerWord).contains(PromptCues.Cue.EXTERNAL_MATERIAL);
    }

    private static boolean indefinite(AskText w, int i) {
        return w.is(i, "a") || w.is(i, "an");
    }

    /**
     * A text the caller will send as their own, named by what it is for rather than by its form: "draft an
     * out-of-office reply for my holiday", "write a few lines to my neighbour" — a making verb, a new thing ("a",
     * "an", "some") and who or what it is for ("for my …", "to our …"). Not when the prompt asks a question, names
     * something (a reply to a named company rests on what it is), or names a form that states facts.
     */
    private static boolean ownText(AskText w, int lead, String prompt, Set<PromptCues.Cue> cues, boolean names) {
        if (lead >= w.size
                || !w.has(lead, CREATIVE_VERB)
                || names
                || prompt.indexOf('?') >= 0
                || w.any(FACTUAL_CUE | NOW | FACTUAL_FORM)
                || figuresAsked(w, cues)
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

    private static boolean creative(AskText w, int lead, Set<PromptCues.Cue> cues) {
        if (lead >= w.size
                || w.any(FACTUAL_CUE | NOW)
                || figuresAsked(w, cues)
                || cues.contains(PromptCues.Cue.PRESUPPOSES_EVENT)) {
            return false;
        }
        if (w.is(lead, "describe")) {
            return RolePlay.madeUpPlace(w, lead);
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
    private static boolean regularExpression(AskText w) {
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
    private static int adjectiveOpener(AskText w, int from) {
        for (int i = from; i < Math.min(w.size, from + 3); i++) {
            if ((w.flags[i] & REQUEST_OPENER) != 0 && !w.is(i, "a") && !w.is(i, "an") && !w.is(i, "some")) {
                return i;
            }
        }
        return -1;
    }

    /** "The lyrics of …", "its title", "the names of the planets": a work that exists, whose words are facts. */
    private static boolean existing(AskText w, int form) {
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
    private static boolean howTo(AskText w) {
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
    static boolean names(KnowledgeQuery query) {
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

    private static boolean opinion(AskText w, boolean names) {
        if (names) {
            return false;
        }
        // How to put something to a person: the words of what is to be said ("money", "his medicine") do not make
        // the way of saying it a fact.
        if (PersonalAdvice.asked(w)) {
            return true;
        }
        if (w.any(FACT_DOMAIN | NOW)) {
            return false;
        }
        if (choiceAsked(w)) {
            return true;
        }
        if (w.any(ADVICE)) {
            return true;
        }
        if (wayTo(w)) {
            return true;
        }
        // "Any ideas for a cosy evening?", "any recommendations?" wherever it is asked.
        if (w.pair("any", "ideas", "idea", "recommendations")) {
            return true;
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

    /**
     * "Help me decide", "what would you do", "how would you split it", "any tips for …": the answerer's own
     * judgement is asked for by name. What it is about may be a fact domain (insurance, a budget, driving abroad),
     * but the answer is a view, not a value; the caller reads it only when no fact of the tenant's names its
     * subject ({@code Forecaster}), so a tenant's own policy asked as "any tips for getting a refund from X" still
     * needs facts.
     */
    static boolean judgementAsked(AskText w) {
        for (int i = 0; i + 2 < w.size; i++) {
            if (w.is(i, "help")
                    && w.is(i + 1, "me")
                    && (w.is(i + 2, "decide") || w.is(i + 2, "choose") || w.is(i + 2, "pick"))) {
                return true;
            }
            if (w.is(i, "what")
                    && w.is(i + 1, "would")
                    && w.is(i + 2, "you")
                    && i + 3 < w.size
                    && (w.is(i + 3, "do") || w.is(i + 3, "choose") || w.is(i + 3, "pick"))) {
                return true;
            }
            if (w.is(i, "how") && w.is(i + 1, "would") && w.is(i + 2, "you") && i + 3 < w.size) {
                return true;
            }
        }
        return w.pair("any", "tips", "advice");
    }

    /**
     * "A good way to stay focused", "the best ways to relax": advice on a habit asked for as a way — not a way to
     * get somewhere ("the best way to get to the station").
     */
    private static boolean wayTo(AskText w) {
        for (int i = 0; i + 3 < w.size; i++) {
            if ((w.is(i, "good") || w.is(i, "best") || w.is(i, "better"))
                    && (w.is(i + 1, "way") || w.is(i + 1, "ways"))
                    && w.is(i + 2, "to")) {
                int v = w.has(i + 3, ADVICE_VERB) ? i + 3 : w.has(i + 4, ADVICE_VERB) ? i + 4 : -1;
                return v >= 0 && !place(w, v + 1);
            }
        }
        return false;
    }

    private static boolean place(AskText w, int i) {
        return w.is(i, "to") || w.is(i, "from") || w.is(i, "into") || w.is(i, "there") || w.is(i, "here");
    }

    /** Verbs after "would you" that ask what is so rather than what the model would choose. */
    private static final Set<String> JUDGING = Set.of(
            "say", "know", "guess", "estimate", "tell", "describe", "explain", "define", "call", "name", "consider");

    /**
     * The model asked to choose between things offered: "which would you pick, the beach or the mountains?", "would
     * you go for tea or coffee?" — what it would do, offered as alternatives, not what it would say is so.
     */
    private static boolean choiceAsked(AskText w) {
        for (int i = 0; i + 2 < w.size; i++) {
            // "Can't decide between a cat or a dog": the caller's own choice between what they offer.
            if ((w.is(i, "decide") || w.is(i, "choose") || w.is(i, "pick"))
                    && (w.is(i + 1, "between") || w.is(i + 2, "between"))
                    && offered(w, i + 2, true)) {
                return true;
            }
            if (w.is(i, "would") && w.is(i + 1, "you") && !JUDGING.contains(w.word(i + 2))) {
                return offered(w, i + 3, false);
            }
        }
        return false;
    }

    /** Alternatives from {@code from} on: an "or" ("the beach or the mountains"), or "and" after "between". */
    private static boolean offered(AskText w, int from, boolean between) {
        for (int j = from; j < w.size; j++) {
            if (w.is(j, "or") || (between && w.is(j, "and"))) {
                return true;
            }
        }
        return false;
    }
}
