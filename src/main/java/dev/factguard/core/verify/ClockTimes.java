package dev.factguard.core.verify;

import dev.factguard.core.verify.ClockTime.Role;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Times of day: "10:00", "8:30 pm", "10 am", "8 p.m.", "noon", "midnight", an hour after "opens at" or "until",
 * and spans of two ("from 10:00 to 20:00", "10 am – 8 pm", "between 9 and 5 pm"). A single time remembers whether
 * it was said to start or end something. Marks the tokens it reads as consumed. Stateless.
 */
final class ClockTimes {

    private static final Set<String> START_CUES =
            Set.of("open", "opens", "opening", "from", "start", "starts", "begin", "begins", "starting");
    private static final Set<String> END_CUES =
            Set.of("close", "closes", "closing", "until", "till", "shut", "shuts", "end", "ends");
    private static final Set<String> SPAN_WORDS = Set.of("-", "–", "—", "to", "until", "till", "and");

    private ClockTimes() {}

    static List<ClockTime> read(String text, List<Word> words, boolean[] consumed) {
        List<ClockTime> times = new ArrayList<>();
        int i = 0;
        while (i < words.size()) {
            Read first = consumed[i] ? null : at(words, i);
            if (first == null) {
                i++;
                continue;
            }
            int end = first.end();
            Read second = null;
            if (end < words.size() && SPAN_WORDS.contains(words.get(end).lower())) {
                second = at(words, end + 1);
            }
            if (second != null) {
                boolean twelve = first.twelve() && second.twelve();
                int from = first.minutes();
                // "9 to 5 pm": the first takes the second's half of the day when it has none of its own.
                if (first.twelve()
                        && !second.twelve()
                        && second.minutes() >= 720
                        && from < 720
                        && from + 720 < second.minutes()) {
                    from += 720;
                }
                times.add(new ClockTime(
                        from, second.minutes(), Role.SPAN, twelve, DateReader.span(text, words, i, second.end())));
                mark(consumed, i, second.end());
                i = second.end();
            } else {
                times.add(new ClockTime(
                        first.minutes(),
                        first.minutes(),
                        role(words, i),
                        first.twelve(),
                        DateReader.span(text, words, i, end)));
                mark(consumed, i, end);
                i = end;
            }
        }
        return times;
    }

    private static void mark(boolean[] consumed, int from, int to) {
        for (int k = from; k < to; k++) {
            consumed[k] = true;
        }
    }

    /** What the words just before a single time say it is. */
    private static Role role(List<Word> words, int i) {
        for (int k = i - 1; k >= Math.max(0, i - 3); k--) {
            String w = words.get(k).lower();
            if (START_CUES.contains(w)) {
                return Role.START;
            }
            if (END_CUES.contains(w)) {
                return Role.END;
            }
        }
        return Role.AT;
    }

    /** A time of day at {@code i}: its minutes, whether am/pm was left open, and the index after it. */
    private static Read at(List<Word> words, int i) {
        if (i >= words.size()) {
            return null;
        }
        Word w = words.get(i);
        if (w.is("noon") || w.is("midday")) {
            return new Read(720, false, i + 1);
        }
        if (w.is("midnight")) {
            return new Read(0, false, i + 1);
        }
        if (!w.isNumber()) {
            return null;
        }
        String t = w.text();
        int hour;
        int minute = 0;
        int colon = t.indexOf(':');
        if (colon > 0) {
            if (t.indexOf(':', colon + 1) >= 0 || t.length() - colon != 3 || colon > 2) {
                return null;
            }
            hour = Integer.parseInt(t.substring(0, colon));
            minute = Integer.parseInt(t.substring(colon + 1));
        } else if (t.length() <= 2 && t.chars().allMatch(Character::isDigit)) {
            hour = Integer.parseInt(t);
        } else {
            return null;
        }
        if (hour > 24 || minute > 59) {
            return null;
        }
        int k = i + 1;
        int half = -1;
        if (k < words.size() && (words.get(k).is("am") || words.get(k).is("pm"))) {
            half = words.get(k).is("pm") ? 1 : 0;
            k++;
        } else if (k + 2 < words.size()
                && (words.get(k).is("a") || words.get(k).is("p"))
                && words.get(k + 1).is(".")
                && words.get(k + 2).is("m")) {
            half = words.get(k).is("p") ? 1 : 0;
            k += 3;
            k = k < words.size() && words.get(k).is(".") ? k + 1 : k;
        } else if (k < words.size() && words.get(k).is("o'clock")) {
            k++;
        } else if (colon < 0 && !hourAfterCue(words, i)) {
            return null;
        }
        if (half >= 0) {
            if (hour > 12) {
                return null;
            }
            return new Read((hour % 12 + 12 * half) * 60 + minute, false, k);
        }
        return new Read(hour * 60 + minute, hour <= 12, k);
    }

    /** "opens at 10", "until 8": a bare hour that the words before make a time, with no unit after it. */
    private static boolean hourAfterCue(List<Word> words, int i) {
        if (i + 1 < words.size() && Units.at(words, i + 1) != null) {
            return false;
        }
        int k = i - 1;
        if (k >= 0 && words.get(k).is("at")) {
            k--;
        }
        return k >= 0
                && (START_CUES.contains(words.get(k).lower()) && !words.get(k).is("from")
                        || END_CUES.contains(words.get(k).lower()));
    }

    private record Read(int minutes, boolean twelve, int end) {}
}
