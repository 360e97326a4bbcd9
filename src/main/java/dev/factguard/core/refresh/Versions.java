package dev.factguard.core.refresh;

import dev.factguard.core.refresh.Statement.Stance;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How versions and editions are read and ordered. A version names a release line: "iOS 26.0.1" and "Python 3.13.7" are
 * releases of "iOS 26" and "Python 3.13". The latest version is the highest release line that has shipped — not the
 * most recently dated page, since older lines keep getting point releases ("iOS 18.7", "PostgreSQL 17.6" after 18),
 * and not a pre-release ("3.14.0rc3", "Spring Boot 4.0.0-M3", "Release Candidate 1"). Stateless.
 */
final class Versions {

    /** "ICD-11", "GPT-5", "ICD-10-CM", "HTTP/3": a product and its number in one word. */
    private static final Pattern HYPHENATED =
            Pattern.compile("^(\\p{L}[\\p{L}.+]*)[-/](\\d+(?:\\.\\d+)*)(?:-\\p{L}+)?$");

    /** "GPLv3", "IPv6", "SNMPv2": an abbreviated product with its version glued on after a "v". */
    private static final Pattern GLUED = Pattern.compile("^(\\p{Lu}{2,}[\\p{Lu}\\d]*)v(\\d+(?:\\.\\d+)*)$");

    /** "ISO 9001:2015", "ISO/IEC 27001:2022": a standard and the year of its edition after a colon. */
    private static final Pattern EDITION_YEAR = Pattern.compile("^(\\p{L}.*\\d)\\s*:\\s*((?:19|20)\\d\\d)$");

    private static final Pattern YEAR = Pattern.compile("^(?:19|20)\\d\\d$");

    private static final Pattern ROMAN = Pattern.compile("^(?=[IVX])X{0,2}(?:IX|IV|V?I{0,3})$");
    /** Words that make a version a pre-release or a promise: "3.14.0rc3", "Release Candidate 1", "M3", "beta". */
    private static final Pattern PRE_RELEASE = Pattern.compile(
            "(?i)^(?:rc\\d*|a\\d+|b\\d+|m\\d+|alpha\\d*|beta\\d*|preview\\d*|ea|nightly|canary|snapshot)$");

    private static final Set<String> PRE_RELEASE_WORDS =
            Set.of("candidate", "milestone", "beta", "alpha", "preview", "nightly", "canary", "snapshot", "prerelease");

    /** Words after a version that introduce what it brings: a preview after them is a feature's, not the version's. */
    private static final Set<String> FEATURES =
            Set.of("with", "including", "featuring", "adds", "brings", "introduces", "ships", "makes");

    /** Nouns after "release" that make a page of the plan for a release: "Release Process", "release schedule". */
    private static final Set<String> PLANNING = Set.of("process", "schedule", "plan", "roadmap", "timeline");

    /** Words before a version that say it is still to come. */
    private static final Set<String> PLANNED = Set.of("planned", "upcoming", "forthcoming", "unreleased", "next");

    /**
     * Words of a replacement: a version a later one replaced is out of date however recently a page says it shipped
     * (not "released in 2021", which only dates it).
     */
    private static final Set<String> REPLACEMENTS = Set.of(
            "replaces",
            "replaced",
            "replacing",
            "supersedes",
            "superseded",
            "superseding",
            "withdrawn",
            "revised",
            "cancels",
            "cancelled");

    private Versions() {}

    /** A product and the version it names; product null when the text names only a number ("version 1.3"). */
    record Named(String product, String version) {}

    /**
     * The version a mention names: a version mention as found, or a name ending in a roman numeral ("Grand Theft Auto
     * VI"), a hyphenated number ("ICD-11") or a number glued on after a "v" ("GPLv3"); null when it names none.
     */
    static Named of(Mention m) {
        if (m.type() == ClaimValue.Kind.VERSION) {
            return new Named(m.product(), m.version());
        }
        return m.type() == ClaimValue.Kind.NAME ? ofName(m.text()) : null;
    }

    /** {@link #of} for a name as written: "ICD-11", "Grand Theft Auto V"; null otherwise. */
    static Named ofName(String name) {
        String text = name.strip();
        Matcher hyphen = HYPHENATED.matcher(text);
        if (hyphen.matches()) {
            return new Named(hyphen.group(1), hyphen.group(2));
        }
        Matcher edition = EDITION_YEAR.matcher(text);
        if (edition.matches()) {
            return new Named(edition.group(1), edition.group(2));
        }
        Matcher glued = GLUED.matcher(text);
        if (glued.matches()) {
            return new Named(glued.group(1), glued.group(2));
        }
        int space = text.lastIndexOf(' ');
        if (space > 0) {
            int roman = roman(text.substring(space + 1));
            if (roman > 0) {
                return new Named(text.substring(0, space), String.valueOf(roman));
            }
        }
        return null;
    }

    /**
     * True when the version is a year after {@code today}'s: "ISO 9001:2026" or "Server 2027", read in 2025, is an
     * edition still to come, whatever tense the page uses for it.
     */
    static boolean yearAhead(Named named, java.time.LocalDate today) {
        String v = named.version();
        return v.length() == 4 && YEAR.matcher(v).matches() && Integer.parseInt(v) > today.getYear();
    }

    /** The value of a roman numeral up to thirty, or 0. */
    static int roman(String word) {
        if (word.isEmpty() || !ROMAN.matcher(word).matches()) {
            return 0;
        }
        int total = 0;
        for (int i = 0; i < word.length(); i++) {
            int v = value(word.charAt(i));
            int next = i + 1 < word.length() ? value(word.charAt(i + 1)) : 0;
            total += v < next ? -v : v;
        }
        return total;
    }

    private static int value(char c) {
        return switch (c) {
            case 'I' -> 1;
            case 'V' -> 5;
            default -> 10;
        };
    }

    /** True when {@code version} is {@code line} or a release of it: "26.0.1" of "26", "3.13.7" of "3.13". */
    static boolean inLine(String version, String line) {
        String v = normal(version);
        String l = normal(line);
        // "6.0" is the line of 6.0.x only: its trailing zero is kept for the prefix, so 6.1 is not a release of it.
        return v.equals(l) || raw(version).startsWith(raw(line) + ".");
    }

    private static String raw(String version) {
        return version.toLowerCase(Locale.ROOT).replaceFirst("^v", "");
    }

    /** Dotted numbers compared part by part: 3.9 < 3.13 < 4. Letters after a part are ignored. */
    static int compare(String a, String b) {
        String[] x = normal(a).split("\\.");
        String[] y = normal(b).split("\\.");
        for (int i = 0; i < Math.max(x.length, y.length); i++) {
            long p = i < x.length ? number(x[i]) : 0;
            long q = i < y.length ? number(y[i]) : 0;
            if (p != q) {
                return Long.compare(p, q);
            }
        }
        return 0;
    }

    /** True when a token right after a version, or a word of its clause, makes it a pre-release. */
    static boolean preRelease(List<EvidenceTokens.Token> tokens, Mention m) {
        int clause = tokens.get(m.start()).clause();
        for (int k = m.end(); k < tokens.size() && k <= m.end() + 2; k++) {
            if (PRE_RELEASE.matcher(tokens.get(k).text()).matches()) {
                return true;
            }
        }
        for (int k = Math.max(0, m.start() - 3); k < m.start(); k++) {
            if (tokens.get(k).sentence() == m.sentence()
                    && PLANNED.contains(tokens.get(k).lower())) {
                return true; // "planned as TypeScript 7", "the upcoming iOS 27": not out yet
            }
        }
        for (int k = Math.max(0, m.start() - 4); k < tokens.size() && k <= m.end() + 6; k++) {
            if (k >= m.end() && FEATURES.contains(tokens.get(k).lower())) {
                break; // "Kotlin 2.2.0 is released with context parameters in preview": a feature's preview
            }
            if (tokens.get(k).clause() == clause
                    && PRE_RELEASE_WORDS.contains(tokens.get(k).lower())) {
                return true;
            }
        }
        return labelledPreRelease(tokens, m) || planningPage(tokens, m) || unfinished(tokens, m);
    }

    /** "Preview release: X 2025": a label before a colon that calls the version a preview. */
    private static boolean labelledPreRelease(List<EvidenceTokens.Token> tokens, Mention m) {
        if (m.start() < 2 || !tokens.get(m.start() - 1).text().equals(":")) {
            return false;
        }
        for (int k = m.start() - 2;
                k >= 0 && k >= m.start() - 4 && tokens.get(k).sentence() == m.sentence();
                k--) {
            if (PRE_RELEASE_WORDS.contains(tokens.get(k).lower())) {
                return true;
            }
        }
        return false;
    }

    /**
     * "X 14.3 Release Process", "X 9 release schedule": a page that plans a version's release, written before it is
     * out; release notes or an announcement are not this.
     */
    private static boolean planningPage(List<EvidenceTokens.Token> tokens, Mention m) {
        int k = m.end();
        return k + 1 < tokens.size()
                && tokens.get(k).lower().equals("release")
                && PLANNING.contains(tokens.get(k + 1).lower());
    }

    /**
     * True when the version's sentence says it is still being made: "Work on v6 continues", "X 8 is still a draft
     * standard", "the next one (X 8) is in development", "there is no release date yet". A feature list does not
     * stop this reading: the whole sentence speaks of a version not out.
     */
    private static boolean unfinished(List<EvidenceTokens.Token> tokens, Mention m) {
        if (m.start() >= 2
                && tokens.get(m.start() - 2).lower().equals("work")
                && tokens.get(m.start() - 1).lower().equals("on")) {
            return true;
        }
        for (int k = 0; k < tokens.size(); k++) {
            if (tokens.get(k).sentence() != m.sentence()) {
                continue;
            }
            String w = tokens.get(k).lower();
            String before = k > 0 ? tokens.get(k - 1).lower() : "";
            String after = k + 1 < tokens.size() ? tokens.get(k + 1).lower() : "";
            if (w.equals("draft")
                    || (w.equals("development") && (before.equals("in") || before.equals("under")))
                    || (w.equals("release") && before.equals("no") && after.equals("date"))) {
                return true;
            }
        }
        return false;
    }

    /** True when a word of {@code text} marks a pre-release: "v1.19.0-rc.0 released", "2.0 beta 1". */
    static boolean marked(String text) {
        for (String word : text.split("[^\\p{L}\\p{N}]+")) {
            if (PRE_RELEASE.matcher(word).matches() || PRE_RELEASE_WORDS.contains(word.toLowerCase(Locale.ROOT))) {
                return true;
            }
        }
        return false;
    }

    /** True when one of {@code preReleases} is a release of the line {@code version} names: "1.19.0-rc.0" of "1.19". */
    static boolean inPreReleaseLine(String version, Set<String> preReleases) {
        for (String pre : preReleases) {
            if (inLine(pre, version)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The verdict on a claimed version from what shipped: a higher release line stated as out means drift, whatever
     * its date; the claimed line (or a release of it) stated as out and nothing higher means supported. Null when no
     * statement says a version of the subject shipped, for the general reading to decide.
     */
    static Judgement judge(List<Statement> all, ClaimValue claimed) {
        Statement newest = null;
        Statement claimedOut = null;
        for (Statement s : all) {
            if (s.stance() != Stance.CURRENT || s.version() == null) {
                continue;
            }
            if (s.claimed()) {
                claimedOut = claimedOut == null ? s : claimedOut;
            } else if (compare(s.version(), claimed.version()) > 0
                    && (newest == null || compare(s.version(), newest.version()) > 0)) {
                newest = s;
            }
        }
        if (newest != null) {
            return new Judgement(
                    Verdict.DRIFT_SUSPECTED,
                    VerdictSource.LEXICAL,
                    null,
                    newest.value(),
                    null,
                    newest.explain() + ", a later version than " + claimed.text());
        }
        if (claimedOut != null && !endedSince(all, claimedOut)) {
            return new Judgement(
                    Verdict.SUPPORTED, VerdictSource.LEXICAL, null, claimedOut.value(), null, claimedOut.explain());
        }
        return null;
    }

    /**
     * True when a statement ends the claimed line no earlier than {@code out} says it shipped: "IFRS 17 … replaces IFRS
     * 4" outweighs "IFRS 4 was issued in 2004"; the general reading then weighs them by date.
     */
    private static boolean endedSince(List<Statement> all, Statement out) {
        for (Statement s : all) {
            if (s.claimed()
                    && s.stance() == Stance.ENDED
                    && replacedIn(s)
                    && (s.asOf() == null || out.asOf() == null || !s.asOf().isBefore(out.asOf()))) {
                return true;
            }
        }
        return false;
    }

    /** True when the statement's sentence tells a replacement: "replaces X", "superseded by", "withdrawn". */
    private static boolean replacedIn(Statement s) {
        for (EvidenceTokens.Token t : s.tokens()) {
            if (t.sentence() == s.sentence() && REPLACEMENTS.contains(t.lower())) {
                return true;
            }
        }
        return false;
    }

    private static String normal(String version) {
        return version.toLowerCase(Locale.ROOT).replaceFirst("^v", "").replaceAll("(\\.0+)+$", "");
    }

    private static long number(String part) {
        int end = 0;
        while (end < part.length() && end < 18 && Character.isDigit(part.charAt(end))) {
            end++;
        }
        return end == 0 ? 0 : Long.parseLong(part.substring(0, end));
    }
}
