package dev.factguard.core.refresh;

import dev.factguard.core.refresh.Statement.Stance;
import dev.factguard.core.search.SearchResult;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Reads one search hit for a claim into statements: each value of the claim's kind it names, where it places
 * that value in time (current, ended, past, announced, or merely mentioned) and as of when. Stateless.
 *
 * <p>A value holds the role only in a sentence about the subject (one naming a head word of it, or a list
 * entry with its own span under a title that does) of a hit that names the subject's organisation, and not
 * right after "of", "in", "at" … (where the office is, not who holds it). Headings, labels ("Managers:"),
 * boilerplate and a bare acronym are never holders. The date of a statement is the page's (the provider's
 * {@code publishedDate}, a date the snippet opens with, a year in the title), or one written in its
 * sentence — for a past event ("won in 2019") the sentence's own date first, since the page may be newer
 * than the event it recalls.
 */
final class EvidenceReader {

    private static final Set<String> PLACE_PREPOSITIONS =
            Set.of("of", "for", "at", "in", "from", "on", "with", "to", "into", "about");
    private static final Set<String> TRANSFERS = Set.of(
            "sold",
            "sells",
            "selling",
            "handed",
            "hands",
            "passed",
            "passes",
            "transferred",
            "transfers",
            "went",
            "goes",
            "lost",
            "loses",
            "awarded",
            "given",
            "traded",
            "trade",
            "trades",
            "dealt",
            "sent",
            "moved",
            "move",
            "moves",
            "loaned",
            "joined",
            "joins",
            "returned",
            "returns");
    private static final Set<String> JOINS = Set.of("joins", "joined", "joining", "join", "rejoins", "rejoined");
    /** Words after a figure that make it a reference, not a reading: "the 2% target". */
    private static final Set<String> REFERENCES =
            Set.of("target", "goal", "cap", "ceiling", "limit", "threshold", "forecast", "projection");
    /** Offset of title positions, so that a hit's snippet speaks before its title on ties. */
    private static final int TITLE_OFFSET = 100_000;

    private EvidenceReader() {}

    static List<Statement> read(SearchResult hit, int rank, SubjectTerms subject, ClaimValue value, LocalDate today) {
        List<EvidenceTokens.Token> snippet = EvidenceTokens.of(hit.snippet()).tokens();
        List<EvidenceTokens.Token> title = EvidenceTokens.of(hit.title()).tokens();
        LocalDate page = hit.publishedDate();
        if (page == null) {
            page = EvidenceDates.leading(snippet, today);
        }
        if (page == null) {
            page = EvidenceDates.inTitle(title, today);
        }
        String text = hit.title() + " " + hit.snippet();
        boolean namesSubject = (subject.namedIn(text) || SubjectNames.officeAlone(text, subject))
                && !Comparisons.onlyCompared(List.of(snippet, title), subject);
        boolean titleAbout =
                title.stream().anyMatch(t -> t.kind() == EvidenceTokens.Kind.WORD && subject.isHead(t.lower()));
        List<Statement> out = new ArrayList<>();
        Context context = new Context(
                rank,
                subject,
                value,
                Fillers.claimed(subject, value, List.of(snippet, title)),
                today,
                page,
                namesSubject,
                titleAbout,
                Set.of(),
                Tracks.labelledOther(List.of(snippet, title), subject));
        // "A progress update on TypeScript 7": a version the snippet calls a preview is one in the title too; and
        // "Elixir v1.19.0-rc.0 released" over "Elixir v1.19 brings …": the line a titled pre-release names is not out.
        List<Statement> titled = new ArrayList<>();
        read(title, true, context, titled);
        // Only a title's marked pre-releases: a title's other words are no guide to tense ("v1.34: Of Wind & Will").
        Set<String> titledPreReleases = new java.util.HashSet<>();
        for (Statement s : titled) {
            if (s.stance() == Stance.FUTURE && s.version() != null && Versions.marked(s.quote())) {
                titledPreReleases.add(s.version());
            }
        }
        read(snippet, false, context.withPreReleases(titledPreReleases), out);
        read(title, true, context.withPreReleases(preReleases(out)), out);
        return out;
    }

    private static final Set<String> NOW_LINKS = Set.of("with", "at", "for", "of");

    /** "Former Rennes forward X, now with Y": "now with" places the value in the present whatever "former" says. */
    private static boolean nowWith(List<EvidenceTokens.Token> tokens, Mention m) {
        return m.start() >= 2
                && NOW_LINKS.contains(tokens.get(m.start() - 1).lower())
                && tokens.get(m.start() - 2).lower().equals("now");
    }

    /** The versions {@code statements} read as announced or pre-release. */
    private static Set<String> preReleases(List<Statement> statements) {
        Set<String> versions = new java.util.HashSet<>();
        for (Statement s : statements) {
            if (s.stance() == Stance.FUTURE && s.version() != null) {
                versions.add(s.version());
            }
        }
        return versions;
    }

    private record Context(
            int rank,
            SubjectTerms subject,
            ClaimValue value,
            Fillers.Kind filler,
            LocalDate today,
            LocalDate page,
            boolean namesSubject,
            boolean titleAbout,
            Set<String> preReleases,
            Set<String> otherTracks) {

        Context withPreReleases(Set<String> versions) {
            return new Context(
                    rank,
                    subject,
                    value,
                    filler,
                    today,
                    page,
                    namesSubject,
                    titleAbout,
                    Set.copyOf(versions),
                    otherTracks);
        }
    }

    /** The version a mention names, or "" when none: for lookups in sets of versions. */
    private static String versionOf(Mention m) {
        Versions.Named named = Versions.of(m);
        return named == null ? "" : named.version();
    }

    private static void read(List<EvidenceTokens.Token> tokens, boolean inTitle, Context c, List<Statement> out) {
        List<Mention> found = Mentions.withYearEditions(tokens, Mentions.find(tokens), c.value);
        List<Mention> mentions =
                Competitions.withHosts(tokens, Mentions.withClaimed(tokens, found, c.value), c.subject);
        int site = inTitle ? Headings.siteName(tokens) : tokens.size();
        // Decided once per mention: cue matching asks again for every cue that reaches it.
        Set<Mention> eligibleMentions = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Mention m : mentions) {
            if (m.start() < site
                    && eligible(m, c.subject, c.value)
                    && !numberedThing(tokens, m, c.subject)
                    && !Headings.heading(m, c.value)
                    && !(m.type() == ClaimValue.Kind.NAME && Fillers.venue(tokens, m))
                    && !(c.subject.personal() && !matches(m, c.value) && organisation(tokens, m))
                    && !(!matches(m, c.value)
                            && (Fillers.otherKind(tokens, m, c.filler)
                                    || Fillers.outsideSeries(m, c.value)
                                    || c.otherTracks.contains(versionOf(m))))) {
                eligibleMentions.add(m);
            }
        }
        Predicate<Mention> eligible = eligibleMentions::contains;
        Set<Integer> superseded = Supersession.superseded(tokens, mentions, eligible, c.today.getYear(), c.subject);
        SubjectSentences about = SubjectSentences.of(tokens, c.subject);
        for (int m = 0; m < mentions.size(); m++) {
            Mention mention = mentions.get(m);
            if (!eligible.test(mention)
                    || joinedBeside(tokens, mention)
                    || (c.subject.champion()
                            && (Competitions.named(tokens, mention)
                                    || Competitions.another(tokens, mention, c.subject)
                                    || Competitions.titledElsewhere(tokens, mention, c.subject)))) {
                continue; // a title is won and lost in its own competition only
            }
            int next = nextEligible(mentions, m, eligible, tokens.size());
            Tenure tenure = Tenure.after(tokens, mention.end(), next, c.today);
            Tense.Reading reading = Tense.read(tokens, mention.start(), mention.end());
            Tense tense = reading.tense();
            if (mention.type() == ClaimValue.Kind.NAME && Holders.elect(tokens, mention, c.subject)) {
                tense = Tense.FUTURE; // "X, president-elect of …": elected, not yet in office
            }
            LocalDate written = EvidenceDates.latestIn(tokens, mention.sentence(), c.today);
            if (tense == Tense.FUTURE && written != null && (c.page == null || written.isAfter(c.page))) {
                tense = Tense.PAST_EVENT; // "will succeed Y on 1 July 2024", read after that day: done
            }
            if (tense != Tense.PRESENT
                    && tense != Tense.PAST_STATE
                    && EvidenceDates.takesEffectLater(tokens, mention.start(), mention.end(), c.page, c.today)) {
                tense = Tense.FUTURE; // "named X chief executive, effective February 1, 2026", read before then
            }
            Versions.Named named = c.value.kind() == ClaimValue.Kind.VERSION ? Versions.of(mention) : null;
            if (named != null
                    && (Versions.preRelease(tokens, mention)
                            || Versions.inPreReleaseLine(named.version(), c.preReleases))) {
                tense = Tense.FUTURE; // "Python 3.14.0rc3", "Spring Boot 4.0.0-M3", "Release Candidate 1"
            }
            if (tense == Tense.PAST_STATE && mention.type() != ClaimValue.Kind.NAME) {
                // A figure reported in the past tense ("inflation held at 3.8% in August") is the figure as of then.
                tense = Tense.PAST_EVENT;
            }
            // A sentence that names the role only as "former CEO" speaks of past holders throughout.
            boolean marked = (superseded.contains(m) || about.pastOnly().contains(mention.sentence()))
                    && !nowWith(tokens, mention);
            Stance stance;
            LocalDate asOf;
            if (tense == Tense.FUTURE) {
                stance = Stance.FUTURE;
                asOf = latest(c.page, written);
            } else if (marked || (tenure != null && !tenure.current())) {
                stance = Stance.ENDED;
                asOf = latest(latest(c.page, written), tenure == null ? null : tenure.date());
            } else if (tenure != null) {
                stance = Stance.CURRENT;
                asOf = latest(latest(c.page, written), tenure.date());
            } else if (tense == Tense.PAST_STATE) {
                stance = Stance.PAST;
                asOf = written != null ? written : c.page;
            } else if (tense == Tense.PAST_EVENT && c.subject.champion() && Competitions.tally(tokens, reading)) {
                stance = Stance.PAST; // "won a record 14 titles": a career's count, no title held now
                asOf = written != null ? written : c.page;
            } else if (tense == Tense.PAST_EVENT) {
                stance = Stance.CURRENT;
                asOf = written != null ? written : c.page;
            } else {
                stance = Stance.CURRENT;
                // "The area comprises 29 countries. Two joined on 1 January 2025.": a page's present is no earlier
                // than the latest event it reports.
                asOf = latest(c.page, written);
                asOf = asOf == null && !inTitle ? reported(tokens, c.today) : asOf;
            }
            boolean aboutRole = c.namesSubject
                    && !placeOfOffice(tokens, mention)
                    && (about.linked().contains(mention.sentence()) || (tenure != null && c.titleAbout))
                    && !(mention.type() == ClaimValue.Kind.NAME
                            && c.subject.personal()
                            && Holders.elsewhere(tokens, mention, reading, c.subject, mentions))
                    && !reference(tokens, mention);
            boolean claimed = matches(mention, c.value);
            if ((reading.at() >= 0 && Prospects.attempt(tokens, reading.at()))
                    || (mention.type() != ClaimValue.Kind.NAME && Prospects.aimedAt(tokens, mention))) {
                // "X chase the record", "Y have made an offer for X", "aims to raise it to N": none of it is had
                stance = Stance.MENTION;
            }
            if (stance == Stance.CURRENT
                    && (Asides.narrowerRecord(tokens, mention, c.subject)
                            || Asides.boundedBest(tokens, mention, c.subject)
                            || Asides.spanAfter(tokens, mention))) {
                stance = Stance.MENTION; // "a women-only world record", "two years after X's title": not the role now
            }
            if ((stance == Stance.CURRENT || stance == Stance.FUTURE) && !aboutRole) {
                // A figure the page gives for an earlier year is that year's, named or not with its subject.
                boolean earlier = claimed
                        && mention.type() != ClaimValue.Kind.NAME
                        && Asides.earlierYearsFigure(tense, written, c.today);
                stance = earlier ? Stance.PAST : Stance.MENTION;
            }
            if (c.value.upper() != null) {
                // A claimed range is read only against ranges, end for end.
                Quantity upper = Ranges.after(tokens, mention);
                if (upper == null || Ranges.closes(tokens, mention)) {
                    continue;
                }
                claimed = claimed && upper.sameAs(c.value.upper());
            }
            if (EvidenceDates.laterIn(tokens, mention.sentence(), c.today)
                    ? stance == Stance.FUTURE
                    : named != null && Versions.yearAhead(named, c.today)) {
                // "The 2026 Games will be held in …", "ISO 9001:2026", read in 2025: still to come, the current value
                // stands until then.
                stance = Stance.MENTION;
            }
            if (!claimed && stance != Stance.CURRENT && stance != Stance.FUTURE && stance != Stance.ENDED) {
                continue; // another value's past says nothing about the claim
            }
            boolean label = stance == Stance.CURRENT
                    && tenure == null
                    && mention.type() == ClaimValue.Kind.NAME
                    && !Holders.predicated(tokens, mention, reading, c.subject)
                    && !Fillers.wonFor(tokens, mention);
            if (label && !Holders.tied(tokens, mention, c.subject)) {
                stance = Stance.MENTION; // "… opened the season against the Chargers": named beside the role
            } else if (label) {
                // "England, the 2022 T20 world champions, …": a title with its year speaks for that year.
                LocalDate titled = Holders.titleYear(tokens, mention, c.today);
                asOf = titled != null ? titled : asOf;
            }
            out.add(new Statement(
                    mention.text(),
                    claimed,
                    stance,
                    asOf,
                    c.rank,
                    inTitle,
                    score(tokens, mention, c.subject),
                    mention.start() + (inTitle ? TITLE_OFFSET : 0),
                    tokens,
                    mention.sentence(),
                    label,
                    named == null ? null : named.version()));
        }
    }

    /**
     * "the Milwaukee Bucks", "Leverkusen have sacked …": for a role a person holds, a name after "the" or the one that
     * hires or sacks is an organisation.
     */
    private static boolean organisation(List<EvidenceTokens.Token> tokens, Mention m) {
        // "the General Assembly": a name after "the", past title words trimmed off it.
        int before = m.start() - 1;
        while (before > 0
                && tokens.get(before).capitalised()
                && Mentions.NOT_NAMES.contains(tokens.get(before).lower())) {
            before--;
        }
        if (before >= 0 && tokens.get(before).lower().equals("the")) {
            return true;
        }
        if (m.type() == ClaimValue.Kind.NAME && tokens.get(m.end() - 1).possessive() && qualifies(tokens, m.end())) {
            return true; // "Norway's finance minister", "Chipotle's Brian Niccol"; not "Carney's government"
        }
        // "United States ambassador", "Bayer Leverkusen head coach": a qualifier.
        boolean roleAfter = m.end() < tokens.size()
                && tokens.get(m.end()).kind() == EvidenceTokens.Kind.WORD
                && Mentions.ROLES.contains(tokens.get(m.end()).lower())
                && !Holders.namedBefore(tokens, m);
        return roleAfter || Holders.employer(tokens, m);
    }

    /**
     * "Lewis Hamilton joins Charles Leclerc at Ferrari": the one who joins and the one joined are both of the place
     * after "at"; neither holds the other's seat, nor is a club.
     */
    static boolean joinedBeside(List<EvidenceTokens.Token> tokens, Mention m) {
        if (m.type() != ClaimValue.Kind.NAME) {
            return false;
        }
        if (m.start() > 0 && JOINS.contains(tokens.get(m.start() - 1).lower())) {
            return besideAt(tokens, m.end());
        }
        if (m.end() < tokens.size() && JOINS.contains(tokens.get(m.end()).lower())) {
            int k = m.end() + 1;
            while (k < tokens.size() && tokens.get(k).capitalised()) {
                k++;
            }
            return k > m.end() + 1 && besideAt(tokens, k);
        }
        return false;
    }

    /** "at Ferrari", "in Miami": a place named after the person joined. */
    private static boolean besideAt(List<EvidenceTokens.Token> tokens, int k) {
        return k + 1 < tokens.size()
                && (tokens.get(k).lower().equals("at") || tokens.get(k).lower().equals("in"))
                && tokens.get(k + 1).capitalised()
                && tokens.get(k).sentence() == tokens.get(k + 1).sentence();
    }

    /** A role within two words, or a name, after a possessive: it qualifies them. */
    private static boolean qualifies(List<EvidenceTokens.Token> tokens, int from) {
        for (int k = from; k < tokens.size() && k < from + 3; k++) {
            EvidenceTokens.Token t = tokens.get(k);
            if (t.kind() != EvidenceTokens.Kind.WORD) {
                return false;
            }
            if (Mentions.ROLES.contains(t.lower()) || (k == from && t.capitalised())) {
                return true;
            }
        }
        return false;
    }

    /**
     * "element 120" read for the number of elements: a number right after one of the things counted is that thing's
     * label, not a count of them.
     */
    private static boolean numberedThing(List<EvidenceTokens.Token> tokens, Mention m, SubjectTerms subject) {
        return m.type() == ClaimValue.Kind.QUANTITY
                && m.start() > 0
                && tokens.get(m.start() - 1).kind() == EvidenceTokens.Kind.WORD
                && subject.counts(tokens.get(m.start() - 1).lower());
    }

    /** "the Bank of England's 2% target": a figure named as a target, cap or limit is not a reading of the measure. */
    private static boolean reference(List<EvidenceTokens.Token> tokens, Mention m) {
        return m.type() == ClaimValue.Kind.QUANTITY
                && m.end() < tokens.size()
                && REFERENCES.contains(tokens.get(m.end()).lower());
    }

    private static int nextEligible(List<Mention> mentions, int m, Predicate<Mention> eligible, int none) {
        for (int k = m + 1; k < mentions.size(); k++) {
            if (eligible.test(mentions.get(k))) {
                return mentions.get(k).start();
            }
        }
        return none;
    }

    /** The latest date any sentence of {@code tokens} reports, up to {@code today}; null when none does. */
    private static LocalDate reported(List<EvidenceTokens.Token> tokens, LocalDate today) {
        LocalDate out = null;
        int sentences = tokens.isEmpty() ? 0 : tokens.get(tokens.size() - 1).sentence() + 1;
        for (int s = 0; s < sentences; s++) {
            out = latest(out, EvidenceDates.latestIn(tokens, s, today));
        }
        return out;
    }

    private static LocalDate latest(LocalDate a, LocalDate b) {
        if (a == null) {
            return b;
        }
        return b == null || a.isAfter(b) ? a : b;
    }

    /**
     * 3: right after a role word, or "X as … role" (the object of "named", "elected", "returned"); 2: a role
     * word follows in its clause; 1: anywhere in the sentence.
     */
    private static int score(List<EvidenceTokens.Token> tokens, Mention mention, SubjectTerms subject) {
        if (mention.start() > 0
                && tokens.get(mention.start() - 1).kind() == EvidenceTokens.Kind.WORD
                && subject.isHead(tokens.get(mention.start() - 1).lower())) {
            return 3;
        }
        int clause = tokens.get(mention.start()).clause();
        boolean as = mention.end() < tokens.size()
                && tokens.get(mention.end()).lower().equals("as");
        for (int k = mention.end(); k < tokens.size() && tokens.get(k).clause() == clause; k++) {
            if (tokens.get(k).kind() == EvidenceTokens.Kind.WORD
                    && subject.isHead(tokens.get(k).lower())) {
                return as ? 3 : 2;
            }
        }
        return 1;
    }

    private static boolean placeOfOffice(List<EvidenceTokens.Token> tokens, Mention mention) {
        if (mention.type() != ClaimValue.Kind.NAME
                || mention.start() == 0
                || !PLACE_PREPOSITIONS.contains(tokens.get(mention.start() - 1).lower())) {
            return false;
        }
        if (Fillers.wonFor(tokens, mention)) {
            return false; // "wins the cup for B": the side the title was won for
        }
        // "sold by A to B", "handed the title to B": after a transfer, "to" names who receives it.
        int clause = tokens.get(mention.start()).clause();
        for (int k = mention.start() - 2; k >= 0 && tokens.get(k).clause() == clause; k--) {
            if (TRANSFERS.contains(tokens.get(k).lower())) {
                return false;
            }
        }
        return true;
    }

    /** A mention of the claim's kind of value that is not the subject's own name. */
    private static boolean eligible(Mention m, SubjectTerms subject, ClaimValue value) {
        return switch (value.kind()) {
            case NAME ->
                (m.type() == ClaimValue.Kind.NAME || (m.type() == ClaimValue.Kind.VERSION && value.numbered()))
                        && !subject.isSubjectName(m.text());
            case QUANTITY ->
                m.type() == ClaimValue.Kind.QUANTITY && m.quantity().comparable(value.quantity());
            case VERSION -> {
                Versions.Named named = Versions.of(m);
                yield named != null
                        && (named.product() == null || ClaimValue.sameProduct(named.product(), value.product()));
            }
        };
    }

    static boolean matches(Mention m, ClaimValue value) {
        return switch (value.kind()) {
            case NAME -> value.sameNameAs(m.text());
            case QUANTITY -> m.quantity().sameAs(value.quantity());
            case VERSION -> {
                Versions.Named named = Versions.of(m);
                yield named != null && Versions.inLine(named.version(), value.version());
            }
        };
    }
}
