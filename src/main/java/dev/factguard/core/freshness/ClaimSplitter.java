package dev.factguard.core.freshness;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits a claim sentence into subject and asserted value, by grammar: "The X of Y is V", "V is the X of Y",
 * "V has been X of Y since …", "Y's X is V", "Y has a population of N", "V holds the R of N", "V won the T",
 * "P costs N". The side that carries the category's cue word (the office, the metric, the superlative) is
 * the subject; the other side is the value. Questions have a subject and no value. Stateless.
 */
final class ClaimSplitter {

    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE;
    private static final String MONTH = "(?:january|february|march|april|may|june|july|august|september|october|"
            + "november|december)";

    /** Verbs that link a subject to its value, longest first so "has been" beats "has". */
    private static final Pattern LINK = Pattern.compile("\\s+(?<ledby>(?:is|are)\\s+(?:now\\s+)?(?:led|headed|run|"
            + "chaired|coached|managed|governed)\\s+by)\\s+|\\s+(?<since>(?:has|have)\\s+(?:been|served\\s+as|"
            + "acted\\s+as|remained))\\s+|\\s+(?<holds>holds|has\\s+held|sets)\\s+(?=the\\s)"
            + "|\\s+(?<won>won|wins|has\\s+won)\\s+|\\s+(?<costs>costs|sells\\s+for|trades\\s+at|"
            + "is\\s+priced\\s+at)\\s+|\\s+(?<copula>(?:is|are|was|were)(?:\\s+now)?|remains|remain|"
            + "stands\\s+at|stood\\s+at|has\\s+become|became|becomes|totals|reached|equals)\\s+"
            + "|\\s+(?<has>has|have)\\s+", FLAGS);

    private static final Pattern LEADING_TIME = Pattern.compile("^(?:(?:as\\s+of|in|by)\\s+(?:" + MONTH
            + "\\s+)?(?:19|20)\\d\\d|currently|today|now|at\\s+present|presently|nowadays|these\\s+days|"
            + "right\\s+now)\\s*,?\\s+", FLAGS);
    private static final Pattern TRAILING_QUALIFIER = Pattern.compile("(?:\\s*[,;(]\\s.*|\\s*\\(.*|\\s+(?:since|"
            + "as\\s+of|according\\s+to|until|after|following|from|for\\s+(?:his|her|their|its)|at\\s+present|"
            + "currently|now|today|this\\s+year|in\\s+(?:(?:early|mid|late)\\s+)?(?:" + MONTH
            + "\\s+)?(?:19|20)\\d\\d)\\b.*)$", FLAGS);
    private static final Pattern LEADING_DETERMINER = Pattern.compile("^(?:the|a|an|current|currently|present|"
            + "reigning|incumbent|sitting|today's|now|about|around|approximately|roughly|nearly|almost|over|"
            + "some|an\\s+estimated|more\\s+than|just\\s+over|just\\s+under|close\\s+to)\\s+", FLAGS);
    private static final Pattern QUESTION_LEAD = Pattern.compile("^(?:who|what|which|where)(?:\\s+(?:is|are|was|"
            + "were)|'s)\\s+", FLAGS);
    private static final Pattern POSSESSIVE = Pattern.compile("^((?:the\\s+)?\\p{Lu}[\\p{L}\\p{N}.&-]*(?:\\s+"
            + "(?:\\p{Lu}[\\p{L}\\p{N}.&-]*|of|the|and|de))*)['’]s\\s+(.+)$");
    private static final Pattern A_METRIC_OF = Pattern.compile("^(?:a|an)\\s+(.+?)\\s+of\\s+(.+)$", FLAGS);
    private static final Pattern COUNT_OF = Pattern.compile("^(\\d[\\d,.]*(?:\\s+(?:million|billion|thousand))?)"
            + "\\s+(.+)$", FLAGS);
    private static final Pattern RECORD_OF = Pattern.compile("^(.+?)\\s+(?:of|with|at)\\s+(?=[\\d$€£])(.+)$", FLAGS);
    private static final Pattern NUMBER = Pattern.compile("\\d");

    private ClaimSplitter() {}

    static SplitClaim split(String sentence, Detection detection) {
        String s = trimEnd(sentence.strip());
        if (detection.question()) {
            String subject = cleanSubject(QUESTION_LEAD.matcher(s).replaceFirst(""));
            return new SplitClaim(subject.isEmpty() ? s : subject, null);
        }
        s = LEADING_TIME.matcher(s).replaceFirst("");
        Matcher link = LINK.matcher(s);
        if (link.find() && link.start() > 0) {
            SplitClaim split = splitAt(s, link, detection.category());
            if (split != null) {
                return split;
            }
        }
        return new SplitClaim(s.isEmpty() ? sentence.strip() : s, null);
    }

    private static SplitClaim splitAt(String s, Matcher link, ClaimCategory category) {
        String left = s.substring(0, link.start()).strip();
        String right = s.substring(link.end()).strip();
        if (left.isEmpty() || right.isEmpty()) {
            return null;
        }
        if (link.group("holds") != null) {
            String record = right.replaceFirst("(?i)^the\\s+", "");
            Matcher of = RECORD_OF.matcher(record);
            return of.matches() ? claim(of.group(1), of.group(2)) : claim(record, left);
        }
        if (link.group("ledby") != null) {
            return claim("leader of " + cleanSubject(left), right);
        }
        if (link.group("won") != null) {
            return claim("winner of " + cleanSubject(right), left);
        }
        if (link.group("costs") != null) {
            return claim("price of " + cleanSubject(left), right);
        }
        if (link.group("has") != null) {
            Matcher metric = A_METRIC_OF.matcher(right);
            if (metric.matches()) {
                return claim(metric.group(1) + " of " + cleanSubject(left), metric.group(2));
            }
            Matcher count = COUNT_OF.matcher(right);
            if (count.matches()) {
                return claim("number of " + trimQualifier(count.group(2)) + " in " + cleanSubject(left),
                        count.group(1));
            }
            return null;
        }
        boolean subjectLeft = subjectOnLeft(left, right, category, link.group("since") == null);
        return subjectLeft ? claim(left, right) : claim(right, left);
    }

    /**
     * The side with the category's cue word is the subject. When both or neither have one, a definite
     * description ("the CEO of …", "Twitter's CEO") is the subject and a bare name or number the value.
     */
    private static boolean subjectOnLeft(String left, String right, ClaimCategory category, boolean leftByDefault) {
        Pattern cue = ClaimDetector.topicalPattern(category);
        boolean cueLeft = CueText.find(cue, CueText.normalize(left)) != null;
        boolean cueRight = CueText.find(cue, CueText.normalize(trimQualifier(right))) != null;
        if (cueLeft != cueRight) {
            return cueLeft;
        }
        boolean numberLeft = NUMBER.matcher(left).find();
        boolean numberRight = NUMBER.matcher(trimQualifier(right)).find();
        if (numberLeft != numberRight) {
            return numberRight;
        }
        boolean definiteLeft = definite(left);
        boolean definiteRight = definite(right);
        if (definiteLeft != definiteRight) {
            return definiteLeft;
        }
        return leftByDefault;
    }

    private static boolean definite(String side) {
        String lower = side.toLowerCase(java.util.Locale.ROOT);
        return lower.startsWith("the ") || lower.startsWith("a ") || lower.startsWith("an ") || side.contains("'s ")
                || side.contains("’s ") || lower.contains(" of ") || Character.isLowerCase(side.charAt(0));
    }

    private static SplitClaim claim(String subject, String value) {
        String cleanedSubject = cleanSubject(subject);
        String cleanedValue = cleanValue(value);
        if (cleanedSubject.isEmpty() || cleanedValue.isEmpty()) {
            return null;
        }
        return new SplitClaim(cleanedSubject, cleanedValue);
    }

    static String cleanSubject(String subject) {
        String s = trimQualifier(trimEnd(subject.strip()));
        s = stripLeading(s);
        Matcher possessive = POSSESSIVE.matcher(s);
        if (possessive.matches()) {
            s = stripLeading(possessive.group(2)) + " of " + possessive.group(1);
        }
        return s.strip();
    }

    static String cleanValue(String value) {
        return stripLeading(trimQualifier(trimEnd(value.strip()))).strip();
    }

    private static String stripLeading(String s) {
        String previous;
        String current = s;
        do {
            previous = current;
            current = LEADING_DETERMINER.matcher(previous).replaceFirst("");
        } while (!current.equals(previous));
        return current;
    }

    private static String trimQualifier(String s) {
        return TRAILING_QUALIFIER.matcher(s).replaceFirst("");
    }

    private static String trimEnd(String s) {
        int end = s.length();
        while (end > 0 && ".!?;:\"'”".indexOf(s.charAt(end - 1)) >= 0) {
            end--;
        }
        return s.substring(0, end).strip();
    }
}
