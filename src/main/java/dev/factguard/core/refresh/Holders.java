package dev.factguard.core.refresh;

import java.util.List;
import java.util.Set;

/**
 * Whether a name in a sentence about the subject's role holds that role, or is named beside it: the employer that
 * hires or sacks ("Bayer Leverkusen have sacked head coach …"), someone who holds the role at another organisation
 * ("USMNT head coach Mauricio Pochettino", "… was appointed Norway's finance minister"), an organisation where a
 * person is meant ("joining the Milwaukee Bucks staff"), or a title that only labels a name ("Pope Francis remains the
 * reference point", "Steve Ballmer, Microsoft's longtime chief executive, has overtaken …"). Stateless.
 */
final class Holders {

    /** Verbs whose subject is the employer, not the holder: "Starbucks names X CEO", "Leverkusen have sacked X". */
    private static final Set<String> EMPLOYS = Set.of(
            "names",
            "named",
            "name",
            "appoints",
            "appointed",
            "appoint",
            "hires",
            "hired",
            "hire",
            "sacks",
            "sacked",
            "sack",
            "fires",
            "fired",
            "fire",
            "dismisses",
            "dismissed",
            "promotes",
            "promoted",
            "taps",
            "picks",
            "picked",
            "chooses",
            "chose",
            "tapped");

    /** Words that open an office's name without being one: "deputy prime minister", "acting head coach". */
    private static final Set<String> ROLE_MODIFIERS =
            Set.of("deputy", "acting", "interim", "assistant", "shadow", "junior", "associate", "vice");
    /** Offices a headline writes by their initials: "Lammy deputy PM". */
    private static final Set<String> ROLE_ACRONYMS = Set.of("pm", "fm");

    private static final Set<String> AUXILIARIES = Set.of("has", "have", "had", "will", "would", "on", "today");
    /** Verbs and words that predicate the role itself, whatever else the sentence says. */
    private static final Set<String> NOW = Set.of("now", "currently", "incumbent", "current", "reigning", "defending");

    private Holders() {}

    /** True when the name at {@code m} is the subject of a hiring or firing verb: the employer, not a holder. */
    static boolean employer(List<EvidenceTokens.Token> tokens, Mention m) {
        int k = m.end();
        int sentence = tokens.get(m.start()).sentence();
        for (int seen = 0; k < tokens.size() && seen < 3 && tokens.get(k).sentence() == sentence; k++, seen++) {
            String w = tokens.get(k).lower();
            if (EMPLOYS.contains(w)) {
                return personAfter(tokens, k + 1);
            }
            if (!AUXILIARIES.contains(w)) {
                return false;
            }
        }
        return false;
    }

    /**
     * True when a person's name follows the verb, past any title: "Starbucks names Brian Niccol …", "Leverkusen have
     * sacked head coach Erik ten Hag". A headline's "Maya Chen named CEO of Tidewater" has none: Chen was named.
     */
    private static boolean personAfter(List<EvidenceTokens.Token> tokens, int from) {
        int k = from;
        while (k < tokens.size()
                && tokens.get(k).kind() == EvidenceTokens.Kind.WORD
                && (Mentions.ROLES.contains(tokens.get(k).lower())
                        || tokens.get(k).lower().equals("its"))) {
            k++;
        }
        return k < tokens.size()
                && tokens.get(k).capitalised()
                && !Mentions.NOT_NAMES.contains(tokens.get(k).lower());
    }

    /** True after a verb that gives the name after it a role: "named Jo Kim President", "appointed X chair". */
    static boolean namedBefore(List<EvidenceTokens.Token> tokens, Mention m) {
        return m.start() > 0 && EMPLOYS.contains(tokens.get(m.start() - 1).lower());
    }

    /**
     * True when the sentence gives the name at {@code m} a role elsewhere: an employer other than the subject hires
     * it, another organisation stands before its title, or the role its verb gives it is not the subject's.
     */
    static boolean elsewhere(
            List<EvidenceTokens.Token> tokens,
            Mention m,
            Tense.Reading reading,
            SubjectTerms subject,
            List<Mention> all) {
        return otherEmployer(tokens, m, subject, all)
                || otherOrganisationTitle(tokens, m, subject)
                || otherTitle(tokens, m, subject)
                || otherRole(tokens, reading, subject)
                || otherRoleAfter(tokens, m, subject)
                || roleAtOtherBody(tokens, m, subject);
    }

    /**
     * "X is an executive who has been chief executive of Kering since 2025", read about Renault's: the first head of
     * the subject's role after the name, in its sentence, is placed at another body.
     */
    private static boolean roleAtOtherBody(List<EvidenceTokens.Token> tokens, Mention m, SubjectTerms subject) {
        for (int k = m.end(); k < tokens.size() && tokens.get(k).sentence() == m.sentence(); k++) {
            Boolean other = tokens.get(k).kind() == EvidenceTokens.Kind.WORD
                            && subject.isRoleHead(tokens.get(k).lower())
                    ? otherBodyAfter(tokens, k, subject)
                    : null;
            if (other != null) {
                return other; // "business executive who …": a head placed nowhere says nothing either way
            }
        }
        return false;
    }

    /**
     * "Ana Ruiz became finance minister and Tom Vale deputy prime minister", "Ruiz finance minister, Vale deputy PM":
     * a role written right after a name, its verb left out, is that name's; when it is not the subject's, the name
     * holds another office. Modifiers ("deputy", "acting") may open it.
     */
    private static boolean otherRoleAfter(List<EvidenceTokens.Token> tokens, Mention m, SubjectTerms subject) {
        int k = m.end();
        while (k < tokens.size()
                && k < m.end() + 2
                && ROLE_MODIFIERS.contains(tokens.get(k).lower())) {
            k++;
        }
        boolean role = false;
        for (; k < tokens.size() && tokens.get(k).kind() == EvidenceTokens.Kind.WORD; k++) {
            String w = tokens.get(k).lower();
            if (subject.isRoleHead(w)) {
                return false;
            }
            boolean joined = role
                    && (w.equals("and") || w.equals("&"))
                    && k + 1 < tokens.size()
                    && officeWord(tokens.get(k + 1).lower());
            if (!officeWord(w) && !joined) {
                break; // "President and Chief Executive Officer" is one office; "… minister and justice secretary" two
            }
            role = true;
        }
        return role;
    }

    private static boolean officeWord(String w) {
        return Mentions.ROLES.contains(w) || ROLE_ACRONYMS.contains(w);
    }

    /** "President Trump said …" in a sentence about the Fed chair: the title before the name is another office. */
    private static boolean otherTitle(List<EvidenceTokens.Token> tokens, Mention m, SubjectTerms subject) {
        boolean other = false;
        for (int k = m.start() - 1; k >= 0 && isRole(tokens.get(k), subject); k--) {
            if (subject.isRoleHead(tokens.get(k).lower())) {
                return false;
            }
            other = true;
        }
        return other;
    }

    /**
     * True when a name sits in the role's own phrase: after its title ("Apple CEO Tim Cook", "Super Bowl champions
     * Kansas City Chiefs") or before an apposition that names it ("X, the NBA's leading scorer, …").
     */
    static boolean tied(List<EvidenceTokens.Token> tokens, Mention m, SubjectTerms subject) {
        if (m.start() > 0 && ",:".contains(tokens.get(m.start() - 1).text())) {
            // "Ireland's ambassador to Norland, Ciara Walsh, …", "Chief Executive Officer: Lise Aro": the role before.
            int clause = tokens.get(m.start() - 1).clause();
            for (int k = m.start() - 2;
                    k >= 0 && k >= m.start() - 8 && tokens.get(k).clause() == clause;
                    k--) {
                if (speaksOf(tokens.get(k), subject)) {
                    return true;
                }
            }
        }
        for (int k = m.start() - 1; k >= 0 && k >= m.start() - 4; k--) {
            EvidenceTokens.Token t = tokens.get(k);
            if (speaksOf(t, subject)) {
                return true;
            }
            if (t.kind() != EvidenceTokens.Kind.WORD || !(t.capitalised() || isRole(t, subject))) {
                break;
            }
        }
        int clause = m.end() < tokens.size() ? tokens.get(m.end()).clause() : -1;
        if (m.end() < tokens.size() && tokens.get(m.end()).text().equals(",")) {
            clause = m.end() + 1 < tokens.size() ? tokens.get(m.end() + 1).clause() : -1;
        }
        for (int k = m.end(); k < tokens.size() && k <= m.end() + 7; k++) {
            EvidenceTokens.Token t = tokens.get(k);
            if (t.clause() != clause && !t.text().equals(",")) {
                break;
            }
            if (speaksOf(t, subject)) {
                return true;
            }
        }
        return false;
    }

    /** "US Soccer named Mauricio Pochettino head coach": hired by someone other than the subject. */
    private static boolean otherEmployer(
            List<EvidenceTokens.Token> tokens, Mention m, SubjectTerms subject, List<Mention> all) {
        for (Mention other : all) {
            if (other.sentence() == m.sentence()
                    && other.end() <= m.start()
                    && other.type() == ClaimValue.Kind.NAME
                    && employer(tokens, other)
                    && !names(other, subject)) {
                return true;
            }
        }
        return false;
    }

    /** "USMNT head coach Mauricio Pochettino", "Chipotle chief Brian Niccol": a title of another organisation. */
    private static boolean otherOrganisationTitle(List<EvidenceTokens.Token> tokens, Mention m, SubjectTerms subject) {
        int k = m.start() - 1;
        boolean title = false;
        while (k >= 0 && isRole(tokens.get(k), subject)) {
            title = true;
            k--;
        }
        if (!title || k < 0) {
            return false;
        }
        EvidenceTokens.Token before = tokens.get(k);
        return before.kind() == EvidenceTokens.Kind.WORD
                && before.capitalised()
                && !Mentions.NOT_NAMES.contains(before.lower())
                && !subject.mayNameSubject(before.lower());
    }

    /** "… was appointed Norway's finance minister": the role after the verb is another one. */
    private static boolean otherRole(List<EvidenceTokens.Token> tokens, Tense.Reading reading, SubjectTerms subject) {
        if (!reading.after()) {
            return false;
        }
        int clause = tokens.get(reading.at()).clause();
        boolean otherOffice = false;
        for (int k = reading.at() + 1; k < tokens.size() && tokens.get(k).clause() == clause; k++) {
            String w = tokens.get(k).lower();
            if (subject.isRoleHead(w)) {
                if (Boolean.TRUE.equals(otherBodyAfter(tokens, k, subject))) {
                    return true; // "has been chief executive of Kering": the subject's title, at another body
                }
                // "was named USMNT head coach": another organisation's title, even with the subject's head word.
                int j = k - 1;
                while (j > reading.at() && isRole(tokens.get(j), subject)) {
                    j--;
                }
                EvidenceTokens.Token before = tokens.get(j);
                return j > reading.at()
                        && before.kind() == EvidenceTokens.Kind.WORD
                        && before.capitalised()
                        && !Mentions.NOT_NAMES.contains(before.lower())
                        && !subject.mayNameSubject(before.lower());
            }
            otherOffice |= Mentions.ROLES.contains(w) && !w.equals("head");
        }
        return otherOffice;
    }

    /**
     * Whether the role whose head is at {@code head} is placed, by "of", "at" or "for" after it, at a capitalised
     * body the subject does not name ("chief executive of Kering" in a sentence about Renault's): true, false when the
     * body is the subject's, null when no body is named there.
     */
    private static Boolean otherBodyAfter(List<EvidenceTokens.Token> tokens, int head, SubjectTerms subject) {
        int k = head + 1;
        while (k < tokens.size() && isRole(tokens.get(k), subject)) {
            k++;
        }
        if (k + 1 >= tokens.size()
                || !Set.of("of", "at", "for").contains(tokens.get(k).lower())) {
            return null;
        }
        int body = tokens.get(k + 1).lower().equals("the") ? k + 2 : k + 1;
        EvidenceTokens.Token first = body < tokens.size() ? tokens.get(body) : null;
        if (first == null
                || first.kind() != EvidenceTokens.Kind.WORD
                || !first.capitalised()
                || Mentions.NOT_NAMES.contains(first.lower())) {
            return null;
        }
        for (int next = body + 1; next < tokens.size() && next <= body + 3; next++) {
            if (RENAMED.contains(tokens.get(next).lower())) {
                return false; // "CEO of X, formerly Twitter": the subject's body under its new name
            }
        }
        return !subject.mayNameSubject(first.lower());
    }

    /** Words that give a body's earlier name: "X, formerly Twitter". */
    private static final Set<String> RENAMED = Set.of("formerly", "previously");

    /**
     * True when the verb that gives the name at {@code m} its tense says it holds the role: an event of taking it
     * ("was named", "took office", "won"), a word of the present ("now", "incumbent"), or a verb with a head of the
     * role after it ("X is the CEO", "X remains president"). False for a name the role only labels: "Pope Francis
     * remains the reference point", "Steve Ballmer, Microsoft's chief executive, has overtaken …".
     */
    static boolean predicated(
            List<EvidenceTokens.Token> tokens, Mention m, Tense.Reading reading, SubjectTerms subject) {
        if (reading.tense() == Tense.UNKNOWN) {
            return false;
        }
        String verb = tokens.get(reading.at()).lower();
        if (reading.tense() == Tense.PAST_EVENT || NOW.contains(verb) || subject.isRoleHead(verb)) {
            return !apposition(tokens, m, reading, subject);
        }
        if (!reading.after()) {
            return true;
        }
        if (apposition(tokens, m, reading, subject)) {
            return false;
        }
        int sentence = tokens.get(reading.at()).sentence();
        for (int k = reading.at() + 1; k < tokens.size() && k <= reading.at() + 8; k++) {
            if (tokens.get(k).sentence() != sentence) {
                return false;
            }
            if (subject.isRoleHead(tokens.get(k).lower())
                    || NOW.contains(tokens.get(k).lower())) {
                return true;
            }
        }
        return false;
    }

    /**
     * "X, Microsoft's longtime chief executive, has overtaken …": the verb after an apposition that names the role
     * tells what X did, not that X holds the role.
     */
    private static boolean apposition(
            List<EvidenceTokens.Token> tokens, Mention m, Tense.Reading reading, SubjectTerms subject) {
        if (!reading.after()
                || m.end() >= tokens.size()
                || !tokens.get(m.end()).text().equals(",")) {
            return false;
        }
        boolean role = false;
        for (int k = m.end() + 1; k < reading.at(); k++) {
            EvidenceTokens.Token t = tokens.get(k);
            if (t.text().equals(",")) {
                return role;
            }
            if (t.lower().equals("who") || t.lower().equals("which")) {
                return false;
            }
            role |= subject.isRoleHead(t.lower());
        }
        return false;
    }

    /**
     * The year written in the title or apposition of a name ("the 2022 T20 world champions", "2019 champion X"), as a
     * date; null when it has none.
     */
    static java.time.LocalDate titleYear(List<EvidenceTokens.Token> tokens, Mention m, java.time.LocalDate today) {
        for (int k = m.start() - 1; k >= 0 && k >= m.start() - 3; k--) {
            if (tokens.get(k).kind() == EvidenceTokens.Kind.PUNCT) {
                break; // "Sep 2025 — England": the page's date, not the title's
            }
            int year = EvidenceDates.year(tokens.get(k), today);
            if (year > 0) {
                return EvidenceDates.dateAt(tokens, k, year);
            }
            if (k > 0 && lastYears(tokens, k)) {
                // "ahead of last year's winner X": the title of the year before the sentence's own date
                java.time.LocalDate written = EvidenceDates.latestIn(tokens, m.sentence(), today);
                return written == null ? null : written.minusYears(1);
            }
        }
        if (m.end() + 1 >= tokens.size() || !tokens.get(m.end()).text().equals(",")) {
            return null;
        }
        int clause = tokens.get(m.end() + 1).clause();
        for (int k = m.end() + 1;
                k < tokens.size() && k <= m.end() + 7 && tokens.get(k).clause() == clause;
                k++) {
            int year = EvidenceDates.year(tokens.get(k), today);
            if (year > 0) {
                return EvidenceDates.dateAt(tokens, k, year);
            }
        }
        return null;
    }

    /** "last year's", "last season's", "previous year's" at {@code k} (the noun) and the word before it. */
    private static boolean lastYears(List<EvidenceTokens.Token> tokens, int k) {
        String noun = tokens.get(k).lower().replaceAll("['’]s$", "");
        String before = tokens.get(k - 1).lower();
        return (noun.equals("year") || noun.equals("season") || noun.equals("edition"))
                && (before.equals("last") || before.equals("previous"));
    }

    /**
     * True when the name at {@code m} is called the role's "-elect" ("Jo Kim, president-elect of …", "Mayor-elect Jo
     * Kim"): elected, not yet in office, as of the page.
     */
    static boolean elect(List<EvidenceTokens.Token> tokens, Mention m, SubjectTerms subject) {
        int sentence = tokens.get(m.start()).sentence();
        int from = Math.max(0, m.start() - 2);
        for (int k = from;
                k < tokens.size() && k <= m.end() + 8 && tokens.get(k).sentence() == sentence;
                k++) {
            String w = tokens.get(k).lower();
            boolean glued = w.endsWith("-elect") && subject.isHead(w.substring(0, w.length() - "-elect".length()));
            boolean apart = w.equals("elect")
                    && k > 0
                    && subject.isHead(tokens.get(k - 1).lower());
            if (glued || apart) {
                return true;
            }
        }
        return false;
    }

    /** A word of the role, or of the subject's name when the subject is a name only ("Tokyo 2020 Olympics"). */
    private static boolean speaksOf(EvidenceTokens.Token t, SubjectTerms subject) {
        return subject.isRoleHead(t.lower())
                || (subject.nameOnly() && t.capitalised() && subject.isSubjectName(t.lower()));
    }

    /** A title word before a name: one of the subject's heads or an office ("head coach", "chief executive"). */
    private static boolean isRole(EvidenceTokens.Token t, SubjectTerms subject) {
        return t.kind() == EvidenceTokens.Kind.WORD
                && (subject.isHead(t.lower()) || Mentions.ROLES.contains(t.lower()));
    }

    private static boolean names(Mention m, SubjectTerms subject) {
        for (String word : m.text().toLowerCase(java.util.Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (!word.isEmpty() && subject.mayNameSubject(word)) {
                return true;
            }
        }
        return false;
    }
}
