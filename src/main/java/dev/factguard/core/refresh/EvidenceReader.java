package dev.factguard.core.refresh;

import dev.factguard.core.search.SearchResult;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Reads one search hit for a claim: the values of the claim's kind it mentions, which of them it marks as
 * superseded, and which one it attaches to the subject (the candidate). Stateless.
 *
 * <p>The candidate is taken from the snippet before the title (titles end in site names: "… - Élysée"),
 * only from a hit that names the subject's organisation, and only from a sentence about the subject. Among
 * that sentence's values, one right after a role word ("Prime Minister Mark Carney") beats one followed by
 * a role word in its clause ("Sundar Pichai is the chief executive"), which beats the first one; a name
 * after "of", "in", "at" … is where the office is, not who holds it.
 */
final class EvidenceReader {

    private static final Set<String> PAST_ROLE = Set.of("former", "ex", "previous", "outgoing", "late", "then",
            "past");
    private static final Set<String> PLACE_PREPOSITIONS = Set.of("of", "for", "at", "in", "from", "on", "with",
            "to", "into", "about");

    private EvidenceReader() {}

    static HitReading read(SearchResult hit, SubjectTerms subject, ClaimValue value, int currentYear) {
        Partial snippet = read(hit.snippet(), subject, value, currentYear);
        Partial title = read(hit.title(), subject, value, currentYear);
        String candidate = null;
        boolean matches = false;
        if (subject.namedIn(hit.title() + " " + hit.snippet())) {
            Partial source = snippet.candidate != null ? snippet : title;
            candidate = source.candidate;
            matches = source.candidateMatches;
        }
        return new HitReading(candidate, matches, snippet.mentioned || title.mentioned,
                snippet.superseded || title.superseded);
    }

    private record Partial(String candidate, boolean candidateMatches, boolean mentioned, boolean superseded) {}

    private static Partial read(String text, SubjectTerms subject, ClaimValue value, int currentYear) {
        List<EvidenceTokens.Token> tokens = EvidenceTokens.of(text).tokens();
        List<Mention> mentions = Mentions.find(tokens);
        Predicate<Mention> eligible = m -> eligible(m, subject, value);
        Set<Integer> superseded = Supersession.superseded(tokens, mentions, eligible, currentYear);
        Set<Integer> linked = new HashSet<>();
        Set<Integer> pastOnly = new HashSet<>();
        sentencesAboutSubject(tokens, subject, linked, pastOnly);
        Mention best = null;
        int bestScore = 0;
        boolean bestMatches = false;
        boolean mentioned = false;
        boolean supersededValue = false;
        for (int m = 0; m < mentions.size(); m++) {
            Mention mention = mentions.get(m);
            if (!eligible.test(mention)) {
                continue;
            }
            // A sentence that names the role only as "former CEO" speaks of past holders throughout.
            boolean stale = superseded.contains(m) || pastOnly.contains(mention.sentence());
            boolean matches = matches(mention, value);
            if (matches && stale) {
                supersededValue = true;
            } else if (matches) {
                mentioned = true;
            }
            if (stale || !linked.contains(mention.sentence()) || placeOfOffice(tokens, mention)) {
                continue;
            }
            int score = score(tokens, mention, subject);
            if (score > bestScore) {
                best = mention;
                bestScore = score;
                bestMatches = matches;
            }
        }
        return new Partial(best == null ? null : best.text(), bestMatches, mentioned, supersededValue);
    }

    /**
     * 3: right after a role word, or "X as … role" (the object of "named", "elected", "returned"); 2: a role
     * word follows in its clause; 1: anywhere in the sentence.
     */
    private static int score(List<EvidenceTokens.Token> tokens, Mention mention, SubjectTerms subject) {
        if (mention.start() > 0 && tokens.get(mention.start() - 1).kind() == EvidenceTokens.Kind.WORD
                && subject.isHead(tokens.get(mention.start() - 1).lower())) {
            return 3;
        }
        int clause = tokens.get(mention.start()).clause();
        boolean as = mention.end() < tokens.size() && tokens.get(mention.end()).lower().equals("as");
        for (int k = mention.end(); k < tokens.size() && tokens.get(k).clause() == clause; k++) {
            if (tokens.get(k).kind() == EvidenceTokens.Kind.WORD && subject.isHead(tokens.get(k).lower())) {
                return as ? 3 : 2;
            }
        }
        return 1;
    }

    private static boolean placeOfOffice(List<EvidenceTokens.Token> tokens, Mention mention) {
        return mention.type() == ClaimValue.Kind.NAME && mention.start() > 0
                && PLACE_PREPOSITIONS.contains(tokens.get(mention.start() - 1).lower());
    }

    /** A mention of the claim's kind of value that is not the subject's own name. */
    private static boolean eligible(Mention m, SubjectTerms subject, ClaimValue value) {
        return switch (value.kind()) {
            case NAME -> m.type() == ClaimValue.Kind.NAME && !subject.isSubjectName(m.text());
            case QUANTITY -> m.type() == ClaimValue.Kind.QUANTITY && m.quantity().comparable(value.quantity());
            case VERSION -> m.type() == ClaimValue.Kind.VERSION && ClaimValue.sameName(m.product(), value.product());
        };
    }

    private static boolean matches(Mention m, ClaimValue value) {
        return switch (value.kind()) {
            case NAME -> ClaimValue.sameName(m.text(), value.text());
            case QUANTITY -> m.quantity().sameAs(value.quantity());
            case VERSION -> value.sameVersionNumber(m.version());
        };
    }

    /**
     * Collects the sentences that mention a head word of the subject, and among them those where every such
     * mention is qualified as past ("former CEO", "ex-chairman").
     */
    private static void sentencesAboutSubject(List<EvidenceTokens.Token> tokens, SubjectTerms subject,
            Set<Integer> linked, Set<Integer> pastOnly) {
        Set<Integer> current = new HashSet<>();
        for (int i = 0; i < tokens.size(); i++) {
            EvidenceTokens.Token t = tokens.get(i);
            if (t.kind() != EvidenceTokens.Kind.WORD) {
                continue;
            }
            String lower = t.lower();
            int dash = lower.indexOf('-');
            boolean prefixedPast = dash > 0 && PAST_ROLE.contains(lower.substring(0, dash))
                    && subject.isHead(lower.substring(dash + 1));
            if (!prefixedPast && !subject.isHead(lower)) {
                continue;
            }
            linked.add(t.sentence());
            boolean past = prefixedPast || (i > 0 && PAST_ROLE.contains(tokens.get(i - 1).lower()))
                    || (i > 1 && PAST_ROLE.contains(tokens.get(i - 2).lower())
                            && subject.isHead(tokens.get(i - 1).lower()));
            if (past) {
                pastOnly.add(t.sentence());
            } else {
                current.add(t.sentence());
            }
        }
        pastOnly.removeAll(current);
    }
}
