package dev.factguard.core.forecast;

/**
 * Code given in a prompt, known by its syntax rather than by a word that names it: "Why does this throw an error? let
 * x = null; x.length". Prose uses one of these marks now and then — a semicolon, an equals sign in a sum, "(s)" — but
 * rarely two different kinds, so two kinds are needed, one of them a mark only code makes:
 *
 * <ul>
 *   <li>a statement ended by {@code ;} before a space, a line break or the end;
 *   <li>a call: a name of two or more characters, starting with a letter, followed directly by {@code (}
 *       ("print()", "range(5)"), not a plural's "(s)" nor a sum's "3(2x + 1)";
 *   <li>a member: a name, a dot and a lower-case name with no space ("x.length", "result.append");
 *   <li>a block's brace <code>{</code>;
 * </ul>
 *
 * and, as the second kind only — arithmetic and data have them too ("A = [[2, 3], [1, 5]]") — an assignment or a
 * comparison ({@code =}, with {@code ==}, {@code !=}, {@code <=}, {@code =>}, {@code +=}) and a list's brackets
 * {@code [ … ]} holding a comma, a space or nothing ("[painting.jpg]" names a file).
 *
 * Reads at most {@value #MAX_CHARS} characters. Stateless and thread-safe.
 */
final class CodeSyntax {

    /** How far the prompt is read: code asked about comes with its question. */
    static final int MAX_CHARS = 2_000;

    private static final int END = 1;
    private static final int ASSIGN = 1 << 1;
    private static final int CALL = 1 << 2;
    private static final int MEMBER = 1 << 3;
    private static final int BRACE = 1 << 4;
    private static final int LIST = 1 << 5;
    /** The marks only code makes. */
    private static final int CODE_ONLY = END | CALL | MEMBER | BRACE;

    private CodeSyntax() {}

    /** Whether the prompt holds code: two different kinds of mark, one of them a mark only code makes. */
    static boolean given(String prompt) {
        int n = Math.min(prompt.length(), MAX_CHARS);
        int seen = 0;
        int openList = -1;
        boolean listHolds = false;
        for (int i = 0; i < n; i++) {
            char c = prompt.charAt(i);
            switch (c) {
                case ';' ->
                    seen |= i > 0 && !Character.isWhitespace(prompt.charAt(i - 1)) && spaceOrEnd(prompt, i + 1)
                            ? END
                            : 0;
                case '=' -> seen |= ASSIGN;
                case '(' -> seen |= call(prompt, i) ? CALL : 0;
                case '.' -> seen |= member(prompt, i) ? MEMBER : 0;
                case '{' -> seen |= BRACE;
                case '[' -> {
                    openList = i;
                    listHolds = false;
                }
                case ',', ' ' -> listHolds |= openList >= 0;
                case ']' -> {
                    seen |= openList >= 0 && (listHolds || openList == i - 1) ? LIST : 0;
                    openList = -1;
                }
                default -> {}
            }
            if (Integer.bitCount(seen) >= 2 && (seen & CODE_ONLY) != 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean spaceOrEnd(String s, int i) {
        return i >= s.length() || Character.isWhitespace(s.charAt(i));
    }

    private static boolean nameChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }

    /** "print(", "range(": a name of two or more characters that starts with a letter, and not a plural's "(s)". */
    private static boolean call(String s, int open) {
        int start = open;
        while (start > 0 && nameChar(s.charAt(start - 1))) {
            start--;
        }
        return open - start >= 2 && !Character.isDigit(s.charAt(start)) && !s.startsWith("s)", open + 1);
    }

    /**
     * "x.length", "list.append": a name before the dot, a lower-case letter after it, and a name of at least two
     * characters — not "e.g.", "i.e." nor "U.S.", nor a number ("1.5") or a sentence's end.
     */
    private static boolean member(String s, int dot) {
        if (dot == 0 || dot + 2 >= s.length() || !nameChar(s.charAt(dot - 1)) || Character.isDigit(s.charAt(dot - 1))) {
            return false;
        }
        int end = dot + 1;
        while (end < s.length() && nameChar(s.charAt(end))) {
            end++;
        }
        int start = dot - 1;
        while (start > 0 && nameChar(s.charAt(start - 1))) {
            start--;
        }
        return end - dot - 1 >= 2
                && Character.isLowerCase(s.charAt(dot + 1))
                && !(dot - start == 1 && end < s.length() && s.charAt(end) == '.');
    }
}
