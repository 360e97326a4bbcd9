package dev.factguard.core.verify;

/**
 * A time of day, or a span of one ("10:00 to 20:00"), as written.
 *
 * @param from   minutes after midnight; the start of a span
 * @param to     minutes after midnight; the end of a span, equal to {@code from} for a single time
 * @param role   what a single time is said to be: the start ("opens at 10 am", "from"), the end ("closes at",
 *               "until") or just a time
 * @param twelve true when written without am/pm and at most 12: "8:00" may be morning or evening
 * @param text   as written
 */
record ClockTime(int from, int to, Role role, boolean twelve, String text) {

    enum Role {
        START,
        END,
        AT,
        SPAN
    }

    ClockTime {
        if (from < 0 || from > 1440 || to < 0 || to > 1440 || role == null || text == null) {
            throw new IllegalArgumentException("not a time of day: " + from + "–" + to);
        }
    }

    /** True when this (from an answer) agrees with {@code fact}: the same time where the fact has one. */
    boolean agrees(ClockTime fact) {
        if (role == Role.SPAN) {
            return same(from, fact.from) && same(to, fact.to);
        }
        return switch (role) {
            case START -> same(from, fact.from);
            case END -> same(from, fact.to);
            default -> same(from, fact.from) || same(from, fact.to);
        };
    }

    private boolean same(int answer, int fact) {
        return answer == fact || (twelve && (answer + 720) % 1440 == fact % 1440) || (answer % 1440 == fact % 1440);
    }
}
