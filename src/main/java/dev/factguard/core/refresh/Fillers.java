package dev.factguard.core.refresh;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What kind of entity fills the claim's role, and what kind a name in the evidence is, read from the sentence's
 * structure: a name another name is "of" is its side ("X of the leftist Y"), a name after "his" is his side or
 * country ("his England career"), the name after "in A," is a region of A ("in Springfield, Ohio"), the one a
 * club signs or waives is a player. A name of another kind than the claim's value is not a rival for the role: a
 * party does not hold a presidency, a player is not a club. Stateless.
 */
final class Fillers {

    /** The kinds of entity a role may take; {@code UNKNOWN} when the text does not say. */
    enum Kind {
        PERSON,
        SIDE,
        PLACE,
        /** A body of people that governs, rules or trades: "Football Federation", "Wage Commission". */
        INSTITUTION,
        /** A league or a country that qualifies a club: "Premier League club X", "Serie A side Y". */
        QUALIFIER,
        UNKNOWN
    }

    private static final Set<String> CLUB_NOUNS = Set.of("club", "side", "team", "outfit");

    /** Verbs whose object is a player a club takes on or lets go: "the Hawks signed X", "waived X". */
    private static final Set<String> SIGNINGS = Set.of(
            "sign",
            "signed",
            "signs",
            "re-signed",
            "acquire",
            "acquired",
            "acquires",
            "waive",
            "waived",
            "waives",
            "draft",
            "drafted",
            "drafts");

    private static final Set<String> LOCATIVES = Set.of("in", "at", "near");
    /** Verbs of winning: "X wins the cup for Y" makes Y the side that won and X one of its players. */
    private static final Set<String> WINS = Set.of("wins", "won", "win", "clinches", "clinched", "lifts", "lifted");
    /** Head nouns of a body, never of a person's name: "Manchester City", "Labour Party", "Broad Front". */
    private static final Set<String> BODY_WORDS = Set.of(
            "fc",
            "cf",
            "afc",
            "club",
            "united",
            "city",
            "team",
            "party",
            "front",
            "union",
            "republic",
            "kingdom",
            "states",
            "association",
            "league",
            "council",
            "athletic",
            "sporting",
            "real",
            "racing",
            "national");

    /**
     * Head nouns of an institution: a name ending in one is a body that rules, regulates or sells, never a person
     * holding an office nor a club ("the Turkish Football Federation", "the Pay Review Commission").
     */
    private static final Set<String> INSTITUTION_WORDS = Set.of(
            "federation",
            "confederation",
            "commission",
            "committee",
            "authority",
            "agency",
            "ministry",
            "department",
            "court",
            "tribunal",
            "parliament",
            "assembly",
            "senate",
            "congress",
            "board",
            "bureau",
            "institute",
            "foundation",
            "organisation",
            "organization");
    /** Verbs whose place follows "in" or "at": "held in Doha", "sold at Bonhams" names a venue, not a holder. */
    private static final Set<String> STAGINGS =
            Set.of("held", "hosted", "staged", "played", "sold", "auctioned", "place", "located", "based");

    private static final Pattern ORDINAL =
            Pattern.compile("(?i)^(\\d+(st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth"
                    + "|eleventh|twelfth)$");

    private Fillers() {}

    /**
     * The kind of the claim's value: a person for an office ("CEO of …"), a side for a player's club; for a record
     * or a title, a person when the value is written as a person's name (two to four capitalised words, none a
     * body's head noun), a side when it carries one ("FC Barcelona").
     */
    static Kind claimed(SubjectTerms subject, ClaimValue value) {
        if (value.kind() != ClaimValue.Kind.NAME) {
            return Kind.UNKNOWN;
        }
        if (subject.team()) {
            return Kind.SIDE;
        }
        if (subject.personal()) {
            return Kind.PERSON;
        }
        if (!subject.champion() && !subject.record()) {
            return Kind.UNKNOWN;
        }
        String[] words = value.text().trim().split("\\s+");
        boolean body = false;
        for (String w : words) {
            body |= BODY_WORDS.contains(w.toLowerCase(Locale.ROOT));
        }
        if (body) {
            return Kind.SIDE;
        }
        boolean personLike = words.length >= 2 && words.length <= 4;
        for (String w : words) {
            personLike &= Character.isUpperCase(w.charAt(0)) && w.chars().allMatch(Character::isLetter);
        }
        return personLike ? Kind.PERSON : Kind.UNKNOWN;
    }

    /**
     * {@link #claimed(SubjectTerms, ClaimValue)}, less a person's form that the evidence writes after "the" ("the
     * Harbour Kings won the cup"): a person's name never takes it, a side's often does.
     */
    static Kind claimed(SubjectTerms subject, ClaimValue value, List<List<EvidenceTokens.Token>> texts) {
        Kind kind = claimed(subject, value);
        if (kind != Kind.PERSON || subject.personal()) {
            return kind;
        }
        String[] words = value.text().trim().toLowerCase(Locale.ROOT).split("\\s+");
        for (List<EvidenceTokens.Token> tokens : texts) {
            for (int i = 0; i + words.length < tokens.size(); i++) {
                if (tokens.get(i).lower().equals("the") && spells(tokens, i + 1, words)) {
                    return Kind.SIDE;
                }
            }
        }
        return kind;
    }

    private static boolean spells(List<EvidenceTokens.Token> tokens, int from, String[] words) {
        for (int w = 0; w < words.length; w++) {
            if (!tokens.get(from + w).lower().equals(words[w])) {
                return false;
            }
        }
        return true;
    }

    /** True when the sentence makes {@code m} an entity of a known kind other than {@code claimed}. */
    static boolean otherKind(List<EvidenceTokens.Token> tokens, Mention m, Kind claimed) {
        if (claimed == Kind.UNKNOWN || m.type() != ClaimValue.Kind.NAME) {
            return false;
        }
        Kind kind = of(tokens, m);
        return kind != Kind.UNKNOWN && kind != claimed;
    }

    /** The kind of entity the sentence makes {@code m}, or {@code UNKNOWN}. */
    static Kind of(List<EvidenceTokens.Token> tokens, Mention m) {
        if (INSTITUTION_WORDS.contains(tokens.get(m.end() - 1).lower())) {
            return Kind.INSTITUTION;
        }
        if (venue(tokens, m)) {
            return Kind.PLACE;
        }
        if (m.end() + 1 < tokens.size()
                && CLUB_NOUNS.contains(tokens.get(m.end()).lower())
                && tokens.get(m.end() + 1).capitalised()) {
            return Kind.QUALIFIER; // "Premier League club Tottenham": the club's league, not a club
        }
        if (m.start() == 0) {
            return member(tokens, m) ? Kind.PERSON : Kind.UNKNOWN;
        }
        String before = tokens.get(m.start() - 1).lower();
        if (Exemptions.POSSESSIVE_DETERMINERS.contains(before)) {
            return Kind.SIDE; // "his England career", "her Arsenal debut": a person's side, never a person
        }
        if (SIGNINGS.contains(before)) {
            return Kind.PERSON;
        }
        if (affiliation(tokens, m.start())) {
            return Kind.SIDE;
        }
        if (regionOfPlace(tokens, m)) {
            return Kind.PLACE;
        }
        return member(tokens, m) ? Kind.PERSON : Kind.UNKNOWN;
    }

    /**
     * "Ana Ruiz of the centrist Civic Alliance", "Jo Kim of Norway": a name that another name is "of" — past "the"
     * and lower-case modifiers — is that one's party, country or club.
     */
    private static boolean affiliation(List<EvidenceTokens.Token> tokens, int start) {
        int k = start - 1;
        while (k >= 0
                && k >= start - 3
                && lowerWord(tokens.get(k))
                && !tokens.get(k).lower().equals("of")) {
            k--;
        }
        if (k < 1 || !tokens.get(k).lower().equals("of")) {
            return false;
        }
        for (int j = k + 1; j < start; j++) {
            String w = tokens.get(j).lower();
            if (j > k + 1 || !w.equals("the")) {
                // Only modifiers may stand between: "of the ruling …", not "of state Marco Rubio".
                if (Mentions.ROLES.contains(w) || Mentions.PERSON_NOUNS.contains(w) || !w.matches("[a-z-]+")) {
                    return false;
                }
            }
        }
        EvidenceTokens.Token owner = tokens.get(k - 1);
        return owner.capitalised()
                && owner.sentence() == tokens.get(start).sentence()
                && !Mentions.NOT_NAMES.contains(owner.lower());
    }

    /**
     * "in Springfield, Ohio, …": the name after the comma, closed by punctuation, is the region the place before it
     * lies in. Not after a phrase that opens the sentence ("In Norland, Ada Pike remains mayor").
     */
    private static boolean regionOfPlace(List<EvidenceTokens.Token> tokens, Mention m) {
        int start = m.start();
        if (start < 3 || !tokens.get(start - 1).text().equals(",")) {
            return false;
        }
        if (m.end() < tokens.size() && tokens.get(m.end()).kind() != EvidenceTokens.Kind.PUNCT) {
            return false;
        }
        int k = start - 2;
        while (k >= 0 && tokens.get(k).capitalised()) {
            k--;
        }
        if (k < 0 || k == start - 2 || !LOCATIVES.contains(tokens.get(k).lower())) {
            return false;
        }
        return k > 0 && tokens.get(k - 1).sentence() == tokens.get(k).sentence();
    }

    /**
     * "The final was held in Lusail", "it sold at Bonhams in London": the name after a verb of staging and "in" or
     * "at" is where it happened, neither the one who won nor the thing that holds the record.
     */
    static boolean venue(List<EvidenceTokens.Token> tokens, Mention m) {
        return venueAt(tokens, m.start());
    }

    /** True when the name starting at {@code k} follows a verb of staging, or another venue, and "in" or "at". */
    private static boolean venueAt(List<EvidenceTokens.Token> tokens, int k) {
        if (k < 2
                || !LOCATIVES.contains(tokens.get(k - 1).lower())
                || tokens.get(k - 2).sentence() != tokens.get(k).sentence()) {
            return false;
        }
        if (STAGINGS.contains(tokens.get(k - 2).lower())) {
            return true;
        }
        int start = k - 2; // "sold at Bonhams in London": the place of the venue is a venue too
        while (start > 0
                && tokens.get(start).capitalised()
                && tokens.get(start - 1).capitalised()) {
            start--;
        }
        return tokens.get(k - 2).capitalised() && venueAt(tokens, start);
    }

    /** "Lena Park wins the cup for Riverside": the winner for a side is one of its players. */
    private static boolean member(List<EvidenceTokens.Token> tokens, Mention m) {
        if (m.end() >= tokens.size() || !WINS.contains(tokens.get(m.end()).lower())) {
            return false;
        }
        int clause = tokens.get(m.end()).clause();
        for (int k = m.end() + 1; k + 1 < tokens.size() && tokens.get(k).clause() == clause; k++) {
            if (tokens.get(k).lower().equals("for") && tokens.get(k + 1).capitalised()) {
                return true;
            }
        }
        return false;
    }

    /** "Lena Park wins the cup for Riverside": the name after "for", in a clause of winning, is the side that won. */
    static boolean wonFor(List<EvidenceTokens.Token> tokens, Mention m) {
        if (m.start() < 2 || !tokens.get(m.start() - 1).lower().equals("for")) {
            return false;
        }
        int clause = tokens.get(m.start()).clause();
        for (int k = m.start() - 2; k >= 0 && tokens.get(k).clause() == clause; k--) {
            if (WINS.contains(tokens.get(k).lower())) {
                return true;
            }
        }
        return false;
    }

    /**
     * "Sixth Assessment Report": a value that counts its place in a series is rivalled only by another of the series
     * (the same head noun, or another count), not by a subtitle ("Synthesis Report: Ocean Futures 2023").
     */
    static boolean outsideSeries(Mention m, ClaimValue value) {
        if (value.kind() != ClaimValue.Kind.NAME || m.type() != ClaimValue.Kind.NAME) {
            return false;
        }
        String[] claimed = value.text().trim().split("\\s+");
        if (claimed.length < 2 || !ORDINAL.matcher(claimed[0]).matches()) {
            return false;
        }
        String[] words = m.text().trim().split("\\s+");
        String head = claimed[claimed.length - 1];
        return !words[words.length - 1].equalsIgnoreCase(head)
                && !ORDINAL.matcher(words[0]).matches();
    }

    private static boolean lowerWord(EvidenceTokens.Token t) {
        return t.kind() == EvidenceTokens.Kind.WORD && !t.capitalised();
    }
}
