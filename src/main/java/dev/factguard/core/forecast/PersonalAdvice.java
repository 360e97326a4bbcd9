package dev.factguard.core.forecast;

import java.util.Set;

/**
 * Advice on how to say something to a person in the caller's life: "what's a gentle way to tell my flatmate …", "how
 * do I bring it up with her without a fight". The answer is a way of putting things, which no fact makes right or
 * wrong — unlike how to tell an organisation something ("how do I tell the bank I moved"), which its rules decide.
 */
final class PersonalAdvice {

    /** Verbs of saying something to someone. */
    private static final Set<String> SAYING = Set.of(
            "tell",
            "say",
            "ask",
            "bring",
            "raise",
            "explain",
            "talk",
            "approach",
            "confront",
            "apologise",
            "apologize",
            "refuse",
            "decline",
            "convince",
            "persuade",
            "remind",
            "encourage",
            "thank",
            "break");
    /**
     * The people a caller talks to about their own life: pronouns, the words for kin, friends and colleagues, and for
     * anyone at all ("the person behind me", "the man next to me"): a stranger is no organisation with rules either.
     */
    private static final Set<String> PERSON = Set.of(
            "person",
            "people",
            "man",
            "woman",
            "guy",
            "lady",
            "stranger",
            "him",
            "her",
            "them",
            "someone",
            "somebody",
            "friend",
            "friends",
            "partner",
            "boyfriend",
            "girlfriend",
            "husband",
            "wife",
            "son",
            "daughter",
            "kids",
            "kid",
            "child",
            "children",
            "mum",
            "mom",
            "dad",
            "parents",
            "brother",
            "sister",
            "boss",
            "colleague",
            "colleagues",
            "coworker",
            "neighbour",
            "neighbor",
            "flatmate",
            "roommate",
            "teenager");
    /** How far after its verb the person may come: "bring it up without nagging him". */
    private static final int REACH = 5;

    private PersonalAdvice() {}

    /** "How do I tell …", "a way to ask …" followed by a person within {@value #REACH} words. */
    static boolean asked(AskText w) {
        for (int i = 1; i < w.size; i++) {
            if (!SAYING.contains(w.word(i)) || !(w.is(i - 1, "to") || w.is(i - 1, "i") || w.is(i - 1, "we"))) {
                continue;
            }
            boolean how = w.is(i - 1, "to") ? w.is(i - 2, "way") || w.is(i - 2, "how") : howAsked(w, i - 1);
            if (!how) {
                continue;
            }
            for (int j = i + 1; j < Math.min(w.size, i + 1 + REACH); j++) {
                if (PERSON.contains(w.word(j))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** "how do I", "how can we", "how should I": the subject at {@code subject}. */
    private static boolean howAsked(AskText w, int subject) {
        return w.is(subject - 2, "how")
                && (w.is(subject - 1, "do")
                        || w.is(subject - 1, "can")
                        || w.is(subject - 1, "should")
                        || w.is(subject - 1, "could"));
    }
}
