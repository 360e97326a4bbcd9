package dev.factguard.core.refresh;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Whether a text names the subject's organisation, place or competition. A run of capitalised words names it when it
 * holds one of the subject's proper-name words — unless it leaves out another of them and adds a word of its own:
 * "Grand Tour" is not the Tour de France, "Manchester City" not Manchester United. An acronym of the subject ("US",
 * "NBA") is also named by the words it stands for ("United States"). Stateless.
 */
final class SubjectNames {

    /** Words a company or club adds to its name without making it another: "Real Madrid CF", "Tesla Inc". */
    private static final Set<String> SUFFIXES = Set.of(
            "inc",
            "corp",
            "corporation",
            "co",
            "company",
            "ltd",
            "plc",
            "llc",
            "ag",
            "sa",
            "se",
            "nv",
            "group",
            "cf",
            "fc",
            "afc",
            "club",
            "holdings",
            "system",
            "the",
            "of",
            "and",
            "de",
            "la",
            "le",
            "del");

    private SubjectNames() {}

    static boolean named(String text, SubjectTerms subject) {
        for (List<String> run : runs(text)) {
            if (names(run, subject) || spellsAcronym(run, subject.entities())) {
                return true;
            }
        }
        // "won best picture": a name of two words or more, written in lower case.
        String phrase = subject.namePhrase();
        return phrase != null && text.toLowerCase(Locale.ROOT).contains(phrase);
    }

    /**
     * True when {@code text} names the subject's office by its own name with nothing that places it elsewhere: "Yvette
     * Cooper became foreign secretary" for the UK foreign secretary, on a page that never says "UK". Not when a name or
     * a possessive stands before it ("India's foreign secretary", "Indian Foreign Secretary") or "of", "for", "at" and a
     * name follow it ("foreign secretary of Pakistan"). See {@link SubjectTerms#office()}.
     */
    static boolean officeAlone(String text, SubjectTerms subject) {
        String office = subject.office();
        if (office == null) {
            return false;
        }
        String lower = text.toLowerCase(Locale.ROOT);
        for (int at = lower.indexOf(office); at >= 0; at = lower.indexOf(office, at + 1)) {
            int end = at + office.length();
            if (wordEdge(lower, at - 1) && wordEdge(lower, end) && !placedBefore(text, at) && !placedAfter(text, end)) {
                return true;
            }
        }
        return false;
    }

    private static boolean wordEdge(String text, int i) {
        return i < 0 || i >= text.length() || !Character.isLetterOrDigit(text.charAt(i));
    }

    /** A capitalised word or a possessive right before {@code at}: "India's", "Indian", "Pakistani". */
    private static boolean placedBefore(String text, int at) {
        int end = at;
        while (end > 0 && text.charAt(end - 1) == ' ') {
            end--;
        }
        int start = end;
        while (start > 0 && (Character.isLetter(text.charAt(start - 1)) || "'’".indexOf(text.charAt(start - 1)) >= 0)) {
            start--;
        }
        if (start == end || end == at) {
            return false; // "— Treasury Secretary …": punctuation, or nothing, before it
        }
        String word = text.substring(start, end);
        if (word.endsWith("'s") || word.endsWith("’s") || word.endsWith("'") || word.endsWith("’")) {
            return true;
        }
        return Character.isUpperCase(word.charAt(0))
                && !Mentions.NOT_NAMES.contains(word.toLowerCase(Locale.ROOT))
                && !sentenceStart(text, start);
    }

    /** "of Pakistan", "for Justice", "at the Foreign Office": the office of a place or body named after it. */
    private static boolean placedAfter(String text, int end) {
        String rest = text.substring(end).stripLeading();
        for (String preposition : new String[] {"of ", "for ", "at ", "in "}) {
            if (rest.startsWith(preposition)) {
                String next = rest.substring(preposition.length()).stripLeading();
                next = next.startsWith("the ") ? next.substring(4) : next;
                return !next.isEmpty() && Character.isUpperCase(next.charAt(0));
            }
        }
        return false;
    }

    /** True when only spaces and a sentence end (or nothing) come before {@code start}. */
    private static boolean sentenceStart(String text, int start) {
        int k = start;
        while (k > 0 && text.charAt(k - 1) == ' ') {
            k--;
        }
        return k == 0 || ".!?:—–-|".indexOf(text.charAt(k - 1)) >= 0;
    }

    private static boolean names(List<String> run, SubjectTerms subject) {
        boolean shared = false;
        boolean extra = false;
        for (String word : run) {
            if (subject.isSubjectName(word) || subject.mayNameSubject(word)) {
                shared = true;
            } else if (!SUFFIXES.contains(word) && !Mentions.NOT_NAMES.contains(word)) {
                extra = true;
            }
        }
        if (!shared) {
            return false;
        }
        // "Grand Tour" is not the Tour de France, "Manchester City" not Manchester United; "Paris Olympics" is still
        // a Summer Olympics: a name is named by its last word.
        return !extra || coversAll(run, subject) || run.contains(subject.lastNameWord());
    }

    /** True when every proper-name word of the subject (but its acronyms) is in the run. */
    static boolean coversAll(List<String> run, SubjectTerms subject) {
        for (String entity : subject.entities()) {
            boolean found = false;
            for (String word : run) {
                found |= word.equals(entity) || (entity.length() > word.length() && entity.startsWith(word));
            }
            if (!found && !acronymOf(entity, subject.entities())) {
                return false;
            }
        }
        return true;
    }

    /** An acronym the subject's own words make ("ecb" of european central bank): not a word to look for. */
    private static boolean acronymOf(String entity, Set<String> entities) {
        return entity.length() >= 2 && entity.length() <= 5 && entities.size() > entity.length();
    }

    /** "United States" for US, "National Basketball Association" for NBA. */
    private static boolean spellsAcronym(List<String> run, Set<String> entities) {
        StringBuilder initials = new StringBuilder();
        for (String word : run) {
            if (!word.equals("of") && !word.equals("the") && !word.equals("and")) {
                initials.append(word.charAt(0));
            }
        }
        return initials.length() >= 2 && entities.contains(initials.toString());
    }

    /** Runs of capitalised words, with "of", "the", "de" inside them, lower case; punctuation ends a run. */
    private static List<List<String>> runs(String text) {
        List<List<String>> runs = new ArrayList<>();
        List<String> run = new ArrayList<>();
        int n = text.length();
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (!Character.isLetterOrDigit(c)) {
                if (!Character.isWhitespace(c) && !run.isEmpty()) {
                    runs.add(run); // ", . ; : ( ) – —" end a name
                    run = new ArrayList<>();
                }
                i++;
                continue;
            }
            int start = i;
            while (i < n && (Character.isLetterOrDigit(text.charAt(i)) || "'’&-".indexOf(text.charAt(i)) >= 0)) {
                i++;
            }
            String word = text.substring(start, i).replaceAll("['’]s?$", "");
            boolean capitalised = !word.isEmpty()
                    && (Character.isUpperCase(word.charAt(0))
                            || word.chars().skip(1).anyMatch(Character::isUpperCase));
            String lower = word.toLowerCase(Locale.ROOT);
            if (capitalised) {
                run.add(lower);
            } else if (!run.isEmpty() && (lower.equals("of") || lower.equals("de") || lower.equals("the"))) {
                run.add(lower);
            } else if (!run.isEmpty()) {
                runs.add(run);
                run = new ArrayList<>();
            }
        }
        if (!run.isEmpty()) {
            runs.add(run);
        }
        return runs;
    }
}
