package dev.factguard.core.refresh;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Which sentences of a result speak of the subject's role, and how. A sentence is linked when it names a role head of
 * the subject ("CEO", "record", "tallest"); it speaks of past holders only when every such word is qualified as past
 * ("former CEO", "ex-Microsoft chief executive", "former New York governor", "speaker emerita"); and a head ranked
 * below the first ("second-tallest", "the second most-followed") does not link it, nor does a head that is part of
 * the subject's own name ("Champions League"). Immutable.
 *
 * @param linked   sentences with a role head that is not ranked
 * @param pastOnly linked sentences whose role heads are all qualified as past
 */
record SubjectSentences(Set<Integer> linked, Set<Integer> pastOnly) {

    private static final Set<String> PAST_ROLE =
            Set.of("former", "ex", "previous", "outgoing", "late", "then", "past", "one-time", "onetime", "erstwhile");
    private static final Set<String> PAST_AFTER = Set.of("emeritus", "emerita");
    private static final Set<String> RANKS = Set.of(
            "second", "third", "fourth", "fifth", "sixth", "2nd", "3rd", "4th", "5th", "6th", "runner-up", "next");
    /** Verbs that give a place on a list: "moved second", "sits third". */
    private static final Set<String> PLACINGS = Set.of(
            "move", "moves", "moved", "moving", "climb", "climbs", "climbed", "sit", "sits", "sat", "lies", "ranks",
            "ranked", "stands", "rose", "rises");
    /** How far before a role head a "former" may stand: "former [Boeing chief] executive", "former [New York] governor". */
    private static final int PAST_REACH = 4;

    static SubjectSentences of(List<EvidenceTokens.Token> tokens, SubjectTerms subject) {
        Set<Integer> linked = new HashSet<>();
        Set<Integer> past = new HashSet<>();
        Set<Integer> current = new HashSet<>();
        Set<Integer> ranked = new HashSet<>();
        for (int i = 0; i < tokens.size(); i++) {
            EvidenceTokens.Token t = tokens.get(i);
            if (t.kind() != EvidenceTokens.Kind.WORD) {
                continue;
            }
            String lower = versionMark(tokens, i) ? "version" : t.lower();
            if (subject.nameOnly()) {
                // "Time Person of the Year": a subject that is a name is spoken of where it is named.
                if (t.capitalised() && subject.isSubjectName(lower)) {
                    linked.add(t.sentence());
                    current.add(t.sentence());
                }
                continue;
            }
            if ((subject.isRoleHead(lower) && ranked(tokens, i)) || placedBelowFirst(tokens, i)) {
                ranked.add(t.sentence());
                continue;
            }
            int dash = lower.indexOf('-');
            boolean prefixedPast = dash > 0
                    && PAST_ROLE.contains(lower.substring(0, dash))
                    && (subject.isRoleHead(lower.substring(dash + 1)) || headAfter(tokens, i, subject));
            if (!prefixedPast && (!subject.isRoleHead(lower) || inName(tokens, i, subject))) {
                continue;
            }
            linked.add(t.sentence());
            if (prefixedPast || pastBefore(tokens, i, subject) || pastAfter(tokens, i)) {
                past.add(t.sentence());
            } else {
                current.add(t.sentence());
            }
        }
        past.removeAll(current);
        // "Messi is the second most-followed person on Instagram, followed by Selena Gomez": a ranking below the top.
        linked.removeAll(ranked);
        return new SubjectSentences(Set.copyOf(linked), Set.copyOf(past));
    }

    /** "Angular v20": the "v" before a number is the word "version" abbreviated. */
    private static boolean versionMark(List<EvidenceTokens.Token> tokens, int i) {
        return tokens.get(i).lower().equals("v")
                && i + 1 < tokens.size()
                && tokens.get(i + 1).kind() == EvidenceTokens.Kind.NUMBER;
    }

    /** "ex-Microsoft CEO": the prefixed word is the organisation and a head follows it. */
    private static boolean headAfter(List<EvidenceTokens.Token> tokens, int i, SubjectTerms subject) {
        return i + 1 < tokens.size() && subject.isRoleHead(tokens.get(i + 1).lower());
    }

    private static boolean inName(List<EvidenceTokens.Token> tokens, int i, SubjectTerms subject) {
        if (!tokens.get(i).capitalised()) {
            return false;
        }
        String word = tokens.get(i).lower();
        return (i + 1 < tokens.size()
                        && subject.namePair(word, tokens.get(i + 1).lower()))
                || (i > 0 && subject.namePair(tokens.get(i - 1).lower(), word));
    }

    /**
     * "moved second on the list", "moves up to third", "sits third behind X", "behind only X": a place on a list below the top, so the
     * sentence's names are not the holder of the first place.
     */
    private static boolean placedBelowFirst(List<EvidenceTokens.Token> tokens, int i) {
        String w = tokens.get(i).lower();
        String next = i + 1 < tokens.size() ? tokens.get(i + 1).lower() : "";
        if (w.equals("behind")) {
            return next.equals("only");
        }
        if (!RANKS.contains(w) || w.equals("next")) {
            return false;
        }
        int b = i - 1;
        while (b > 0
                && (tokens.get(b).lower().equals("to") || tokens.get(b).lower().equals("up"))) {
            b--; // "moves up to second"
        }
        String before = b >= 0 ? tokens.get(b).lower() : "";
        return PLACINGS.contains(before)
                || next.equals("behind")
                || ((next.equals("on") || next.equals("in"))
                        && i + 3 < tokens.size()
                        && tokens.get(i + 3).lower().equals("list"));
    }

    /** "second-tallest", "the second most-followed", "third-largest": not the holder of the first place. */
    private static boolean ranked(List<EvidenceTokens.Token> tokens, int i) {
        String lower = tokens.get(i).lower();
        int dash = lower.indexOf('-');
        if (dash > 0 && RANKS.contains(lower.substring(0, dash))) {
            return true;
        }
        for (int k = i - 1; k >= 0 && k >= i - 2; k--) {
            String w = tokens.get(k).lower();
            if (RANKS.contains(w) || (w.indexOf('-') > 0 && RANKS.contains(w.substring(0, w.indexOf('-'))))) {
                return true;
            }
            if (!w.equals("most") && !w.startsWith("most-") && !w.equals("-")) {
                return false;
            }
        }
        return false;
    }

    /**
     * A past word before the head, with only names, other heads and possessives between: "former YouTube CEO", "the
     * former New York governor", "former prime minister".
     */
    private static boolean pastBefore(List<EvidenceTokens.Token> tokens, int i, SubjectTerms subject) {
        for (int k = i - 1; k >= 0 && k >= i - PAST_REACH; k--) {
            EvidenceTokens.Token t = tokens.get(k);
            if (PAST_ROLE.contains(t.lower())) {
                return true;
            }
            int dash = t.lower().indexOf('-');
            if (dash > 0 && PAST_ROLE.contains(t.lower().substring(0, dash))) {
                return true; // "ex-Microsoft chief executive"
            }
            boolean between = t.kind() == EvidenceTokens.Kind.WORD && (t.capitalised() || subject.isHead(t.lower()));
            if (!between) {
                return false;
            }
        }
        return false;
    }

    private static boolean pastAfter(List<EvidenceTokens.Token> tokens, int i) {
        return i + 1 < tokens.size() && PAST_AFTER.contains(tokens.get(i + 1).lower());
    }
}
