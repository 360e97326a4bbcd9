package dev.factguard.core.refresh;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which competition a sentence about a win speaks of. A title is only won or lost in its own competition: "England
 * won the Women's Euro, beating world champions Spain" says nothing of Spain's World Cup title, and a US Open final
 * neither ends nor keeps an Australian Open one. Stateless.
 */
final class Competitions {

    /** Capitalised words that make a run of capitalised words the name of a competition. */
    private static final Set<String> EVENT_WORDS = Set.of(
            "open",
            "cup",
            "championship",
            "championships",
            "league",
            "euro",
            "euros",
            "olympics",
            "games",
            "prix",
            "series",
            "bowl",
            "trophy",
            "prize",
            "tour",
            "giro",
            "vuelta",
            "wimbledon",
            "masters",
            "classic",
            "slam",
            "contest",
            "shield",
            "nations");
    /** Words of a clause that say a contest was played in it. */
    private static final Set<String> CONTEST_WORDS = Set.of(
            "won",
            "win",
            "wins",
            "winning",
            "beat",
            "beats",
            "beating",
            "defeated",
            "defeating",
            "lost",
            "losing",
            "loses",
            "defend",
            "defended",
            "defends",
            "retain",
            "retained",
            "retains",
            "clinched",
            "lifted",
            "final",
            "crowned");
    /** Seasons and classes of entrants that make an event another one: "Winter Games", "Youth Olympics". */
    private static final Set<String> EVENT_CLASSES = Set.of(
            "summer",
            "winter",
            "youth",
            "junior",
            "senior",
            "masters",
            "paralympic",
            "paralympics",
            "special",
            "indoor",
            "women",
            "womens",
            "men",
            "mens",
            "world",
            "european",
            "asian",
            "african",
            "commonwealth");

    /** Nouns of a title that a competition's name qualifies. */
    private static final Set<String> TITLE_NOUNS =
            Set.of("title", "titles", "crown", "crowns", "trophy", "championship", "final", "finals", "semifinal");
    /** Plural titles a number counts: "14 titles", "five championships". */
    private static final Set<String> TALLIED = Set.of("titles", "championships", "crowns", "trophies", "cups", "slams");

    private static final Set<String> COUNT_WORDS =
            Set.of("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "several", "multiple");

    /** Words after a competition's name that make it a title labelling a name. */
    private static final Set<String> TITLES =
            Set.of("holders", "holder", "champions", "champion", "winners", "winner", "titleholders");
    /** Words of a competition's name that do not tell one competition from another. */
    private static final Set<String> GENERIC =
            Set.of("the", "of", "de", "d'", "world", "uefa", "fifa", "icc", "fia", "atp", "wta");

    private Competitions() {}

    /**
     * True when the contest the mention's clause tells of belongs to another competition than the subject's: the
     * competition named in its clause, or else the nearest one in its sentence, has a word the subject lacks.
     */
    static boolean another(List<EvidenceTokens.Token> tokens, Mention mention, SubjectTerms subject) {
        int clause = tokens.get(mention.start()).clause();
        int sentence = mention.sentence();
        boolean contest = false;
        int from = mention.start();
        while (from > 0 && tokens.get(from - 1).sentence() == sentence) {
            from--;
        }
        for (int k = from; k < tokens.size() && tokens.get(k).sentence() == sentence; k++) {
            contest |= tokens.get(k).clause() == clause
                    && CONTEST_WORDS.contains(tokens.get(k).lower());
        }
        if (!contest) {
            return false;
        }
        int[] nearest = null;
        int distance = Integer.MAX_VALUE;
        for (int k = from; k < tokens.size() && tokens.get(k).sentence() == sentence; k++) {
            if (!tokens.get(k).capitalised()
                    || !EVENT_WORDS.contains(tokens.get(k).lower())) {
                continue;
            }
            int[] run = run(tokens, k);
            if ((run[0] < mention.end() && run[1] > mention.start()) || titled(tokens, run[1])) {
                k = run[1] - 1;
                continue; // the value itself, or a title that labels a name ("Corvan Cup holders Dalmar")
            }
            int d = (tokens.get(k).clause() == clause ? 0 : 1_000)
                    + Math.min(Math.abs(run[0] - mention.end()), Math.abs(mention.start() - run[1]));
            if (d < distance) {
                distance = d;
                nearest = run;
            }
            k = run[1] - 1;
        }
        return nearest != null && !sameAs(tokens, nearest, subject);
    }

    private static final Set<String> WINNERS_NOUNS =
            Set.of("winner", "winners", "champion", "champions", "holder", "holders");

    /**
     * True when the mention is set beside a title in another competition: "between Dalmar, winners of the Corvan
     * League, and Estavia" names Dalmar as the league's winner, not the subject cup's.
     */
    static boolean titledElsewhere(List<EvidenceTokens.Token> tokens, Mention mention, SubjectTerms subject) {
        int k = mention.end();
        if (k < tokens.size() && tokens.get(k).text().equals(",")) {
            k++;
        }
        if (k + 1 >= tokens.size()
                || !WINNERS_NOUNS.contains(tokens.get(k).lower())
                || !tokens.get(k + 1).lower().equals("of")) {
            return false;
        }
        for (int e = k + 2; e < tokens.size() && e <= k + 5 && tokens.get(e).sentence() == mention.sentence(); e++) {
            if (tokens.get(e).capitalised()
                    && EVENT_WORDS.contains(tokens.get(e).lower())) {
                return !sameAs(tokens, run(tokens, e), subject);
            }
        }
        return false;
    }

    /**
     * {@code mentions}, with the host a subject's event is named after: "the Beijing Winter Olympics" names Beijing as
     * the host of the Winter Olympics. Only when the name ends in every proper word of the subject's event and begins
     * with other names: "the Paris Summer Olympics" is another event than the Winter Olympics, and hosts none of it.
     */
    static List<Mention> withHosts(List<EvidenceTokens.Token> tokens, List<Mention> mentions, SubjectTerms subject) {
        if (subject.lastNameWord() == null || !EVENT_WORDS.contains(subject.lastNameWord())) {
            return mentions;
        }
        List<Mention> hosts = new java.util.ArrayList<>();
        for (Mention m : mentions) {
            if (m.type() != ClaimValue.Kind.NAME) {
                continue;
            }
            int split = m.end();
            while (split > m.start()
                    && subject.entities().contains(tokens.get(split - 1).lower())) {
                split--;
            }
            List<String> event = new java.util.ArrayList<>();
            for (int k = split; k < m.end(); k++) {
                event.add(tokens.get(k).lower());
            }
            boolean host = split > m.start() && split < m.end() && SubjectNames.coversAll(event, subject);
            for (int k = m.start(); k < split && host; k++) {
                EvidenceTokens.Token t = tokens.get(k);
                host = t.capitalised() && !EVENT_WORDS.contains(t.lower()) && !Mentions.NOT_NAMES.contains(t.lower());
            }
            // "the Kellby Winter Games" is the Winter Games, another event than the Games: a season or a class of
            // entrants right before the event's name belongs to the name.
            host = host && !EVENT_CLASSES.contains(tokens.get(split - 1).lower());
            if (host) {
                hosts.add(Mentions.nameAt(tokens, m.start(), split));
            }
        }
        return Mentions.merged(mentions, hosts);
    }

    private static boolean titled(List<EvidenceTokens.Token> tokens, int end) {
        return end < tokens.size() && TITLES.contains(tokens.get(end).lower());
    }

    /**
     * True when the verb read at {@code reading} counts titles rather than winning one: "won a record 14 titles", "has
     * won five championships".
     */
    static boolean tally(List<EvidenceTokens.Token> tokens, Tense.Reading reading) {
        if (reading.at() < 0) {
            return false;
        }
        int clause = tokens.get(reading.at()).clause();
        boolean count = false;
        for (int k = reading.at() + 1;
                k < tokens.size() && k <= reading.at() + 6 && tokens.get(k).clause() == clause;
                k++) {
            EvidenceTokens.Token t = tokens.get(k);
            count |= t.kind() == EvidenceTokens.Kind.NUMBER || COUNT_WORDS.contains(t.lower());
            if (count && TALLIED.contains(t.lower())) {
                return true;
            }
        }
        return false;
    }

    /** True when the mention is itself a competition's name ("Wimbledon", "Euro"): it names no winner. */
    static boolean named(List<EvidenceTokens.Token> tokens, Mention mention) {
        if (mention.end() < tokens.size()
                && TITLE_NOUNS.contains(tokens.get(mention.end()).lower())) {
            return true; // "his Roland Garros title", "the Corvan crown": the competition a title is of
        }
        for (int k = mention.start(); k < mention.end(); k++) {
            if (tokens.get(k).capitalised()
                    && EVENT_WORDS.contains(tokens.get(k).lower())) {
                return true;
            }
        }
        return false;
    }

    /** The run of capitalised words (and numbers, "Euro 2024") around the event word at {@code k}. */
    private static int[] run(List<EvidenceTokens.Token> tokens, int k) {
        int sentence = tokens.get(k).sentence();
        int s = k;
        while (s > 0
                && tokens.get(s - 1).sentence() == sentence
                && tokens.get(s - 1).capitalised()
                && !Mentions.NOT_NAMES.contains(tokens.get(s - 1).lower())
                && !tokens.get(s - 1).lower().equals("beat")) {
            s--;
        }
        int e = k + 1;
        while (e < tokens.size()
                && tokens.get(e).sentence() == sentence
                && !tokens.get(e - 1).possessive()
                && (tokens.get(e).capitalised() || tokens.get(e).kind() == EvidenceTokens.Kind.NUMBER)) {
            e++;
        }
        return new int[] {s, e};
    }

    /** True when every telling word of the competition's name is a word of the subject. */
    private static boolean sameAs(List<EvidenceTokens.Token> tokens, int[] run, SubjectTerms subject) {
        for (int k = run[0]; k < run[1]; k++) {
            EvidenceTokens.Token t = tokens.get(k);
            String w = t.lower().toLowerCase(Locale.ROOT);
            if (t.kind() != EvidenceTokens.Kind.WORD
                    || GENERIC.contains(w)
                    || t.text().matches("[IVXLCM]+")) {
                continue; // "Super Bowl LIX", "Euro 2024": an edition of the same competition
            }
            if (!subject.entities().contains(w) && !subject.isHead(w)) {
                return false;
            }
        }
        return true;
    }
}
