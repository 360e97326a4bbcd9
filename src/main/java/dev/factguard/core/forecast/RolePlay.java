package dev.factguard.core.forecast;

import static dev.factguard.core.forecast.AskWords.FACTUAL_CUE;
import static dev.factguard.core.forecast.AskWords.FACT_DOMAIN;
import static dev.factguard.core.forecast.AskWords.FICTIONAL;
import static dev.factguard.core.forecast.AskWords.NOW;

/**
 * Make-believe the model is asked to take part in or set: a role to play ("let's role-play: you're a grumpy dragon
 * …", "act as a ship's cat", "imagine you're a tree") or a made-up place to describe ("describe a creepy abandoned
 * lighthouse my players walk into"). Nothing in it is a fact to get wrong — unless a question is put inside it
 * ("pretend you're a librarian: when does the library open?"), it names something real, or it is set in a field
 * whose answers are facts (medicine, law, money) or in the present state of the world.
 */
final class RolePlay {

    /**
     * How far after "describe" the made-up thing may be named: "describe a creepy abandoned lighthouse", or "describe
     * the throne room of a goblin king …" where what the room belongs to is the new thing.
     */
    private static final int OPENS_WITHIN = 6;
    /** How far after that new thing a word of make-believe may come: "… who collects teeth, spooky but not gross". */
    private static final int REACH = 10;

    private RolePlay() {}

    /** A role play opened at {@code lead}, with no question in it. Read only for a prompt that names nothing. */
    static boolean asked(AskText w, int lead, String prompt) {
        if (!opens(w, lead) || prompt.indexOf('?') >= 0 || w.any(FACT_DOMAIN | NOW | FACTUAL_CUE)) {
            return false;
        }
        for (int i = lead; i < w.size; i++) {
            if (w.is(i, "what") || w.is(i, "when") || w.is(i, "where") || w.is(i, "how") || w.is(i, "why")) {
                return false;
            }
        }
        return true;
    }

    /** Works of make-believe a caller is writing or running: the frame a scene to describe is set in. */
    private static final java.util.Set<String> MADE_UP_WORK = java.util.Set.of(
            "novel",
            "story",
            "mystery",
            "thriller",
            "screenplay",
            "script",
            "fanfic",
            "fanfiction",
            "fiction",
            "campaign",
            "game",
            "rpg",
            "adventure",
            "comic");
    /** What a caller does with such a work: "I'm writing a …", "we're running a …". */
    private static final java.util.Set<String> WORKING_ON =
            java.util.Set.of("writing", "running", "planning", "designing", "drafting", "making", "dming");
    /** Verbs that ask for a piece of the work made up: "describe the dining room during a storm". */
    private static final java.util.Set<String> SCENE_VERB =
            java.util.Set.of("describe", "narrate", "write", "invent", "create", "sketch");

    /**
     * "I'm writing a murder mystery set in a seaside hotel. Describe the dining room during a storm", "I'm running a
     * sci-fi tabletop game. Describe a noisy market …": the caller's own made-up work frames the scene asked, so the
     * description is made up too. Read only for a prompt that names nothing and asks no question.
     */
    static boolean sceneForWork(AskText w, String prompt) {
        if (prompt.indexOf('?') >= 0 || w.any(FACT_DOMAIN | NOW | FACTUAL_CUE)) {
            return false;
        }
        int work = -1;
        for (int i = 0; i + 1 < Math.min(w.size, 4) && work < 0; i++) {
            if (WORKING_ON.contains(w.word(i + 1))
                    && (w.is(i, "m") || w.is(i, "re") || w.is(i, "am") || w.is(i, "are"))) {
                for (int j = i + 2; j < Math.min(w.size, i + 8); j++) {
                    if (MADE_UP_WORK.contains(w.word(j))) {
                        work = j;
                        break;
                    }
                }
            }
        }
        for (int i = work + 1; work >= 0 && i < w.size; i++) {
            if (SCENE_VERB.contains(w.word(i))) {
                return true;
            }
        }
        return false;
    }

    /** "Role-play", "roleplay", "pretend you're", "act as", "imagine you are", "you're a …". */
    private static boolean opens(AskText w, int lead) {
        if (w.is(lead, "role")) {
            return w.is(lead + 1, "play") || w.is(lead + 1, "playing");
        }
        if (w.is(lead, "act")) {
            return w.is(lead + 1, "as") || w.is(lead + 1, "like");
        }
        if (w.is(lead, "roleplay") || w.is(lead, "pretend")) {
            return true;
        }
        if (w.is(lead, "imagine")) {
            return w.is(lead + 1, "you");
        }
        // "you" is scaffolding to the reader of the lead: "you're a knight" leads with "re".
        return w.is(lead - 1, "you") && (w.is(lead, "re") || w.is(lead, "are")) && indefinite(w, lead + 1);
    }

    /**
     * "Describe a creepy abandoned lighthouse", "describe an imaginary city", "describe the hall of a wizard who …, eerie
     * and dim": a new thing ("a", "an"), or the place of one, that only make-believe has, so the description is made up
     * rather than known.
     */
    static boolean madeUpPlace(AskText w, int lead) {
        for (int i = lead + 1; i < Math.min(w.size, lead + OPENS_WITHIN); i++) {
            if (indefinite(w, i)) {
                for (int j = i + 1; j < Math.min(w.size, i + REACH); j++) {
                    if (w.has(j, FICTIONAL)) {
                        return true;
                    }
                }
                return false;
            }
        }
        return false;
    }

    private static boolean indefinite(AskText w, int i) {
        return w.is(i, "a") || w.is(i, "an");
    }
}
