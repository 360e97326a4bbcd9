package dev.factguard.adapter.search;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds, in one pass over a DuckDuckGo result page, what the parser reads: each result block's own opening tag with
 * its title, display-URL and snippet anchors, without the icons, whitespace and page around them. {@link #blocks}
 * gives their positions, which {@link DuckDuckGoBlockReader} reads without a DOM; {@link #slice} their markup, of
 * which jsoup builds a DOM of a quarter of the page when that reader declines.
 *
 * <p>The cut relies on DuckDuckGo's template: blocks are {@code <div class="result …">} and each anchor is written
 * {@code <a … class="result__a" …>…</a>}. When a page is not in that shape, {@link #slice} says so and the caller
 * parses the whole results markup instead: a layout change costs speed, never results.
 */
final class DuckDuckGoResultSlicer {

    private static final String CLASS = "class=\"";
    private static final String[] PARTS = {"result__a", "result__url", "result__snippet"};

    /**
     * One result block of the page: where its opening tag and its class value lie, and for each of {@link #PARTS} the
     * anchor's {@code <}, the {@code >} closing its opening tag and the {@code <} of its {@code </a>} (-1 when
     * absent).
     */
    record Block(int open, int tagEnd, int classStart, int classEnd, int[] anchorOpen, int[] anchorTagEnd,
            int[] anchorClose) {}

    private final String html;
    private final int from;
    private final List<Block> blocks = new ArrayList<>();
    private Block block;
    private boolean inBlock;
    private int partsInBlock;
    private int anchors;
    private int nextComment;

    private DuckDuckGoResultSlicer(String html, int from) {
        this.html = html;
        this.from = from;
        this.nextComment = html.indexOf("<!--", from);
    }

    /**
     * The result blocks of {@code html} from {@code from} on, reduced to their anchors; empty when the markup is not
     * in the expected shape (an anchor the cut would miss, misplace, or take out of a comment).
     */
    static Optional<String> slice(String html, int from) {
        return blocks(html, from).map(blocks -> markup(html, blocks));
    }

    /** The result blocks of {@code html} from {@code from} on, as positions; empty as for {@link #slice}. */
    static Optional<List<Block>> blocks(String html, int from) {
        DuckDuckGoResultSlicer slicer = new DuckDuckGoResultSlicer(html, from);
        return slicer.cut() ? Optional.of(slicer.blocks) : Optional.empty();
    }

    /** The markup of {@code blocks}: each block's opening tag with its anchors, closed. */
    static String markup(String html, List<Block> blocks) {
        StringBuilder out = new StringBuilder(html.length() / 3);
        for (Block b : blocks) {
            // Java 17's append(CharSequence, int, int) copies char by char; a substring is one array copy.
            out.append(html.substring(b.open(), b.tagEnd() + 1));
            for (int part = 0; part < PARTS.length; part++) {
                if (b.anchorOpen()[part] >= 0) {
                    out.append(html.substring(b.anchorOpen()[part], b.anchorClose()[part] + "</a>".length()));
                }
            }
            out.append("</div>");
        }
        return out.toString();
    }

    private boolean cut() {
        for (int at = html.indexOf(CLASS, from); at >= 0; ) {
            int value = at + CLASS.length();
            int valueEnd = html.indexOf('"', value);
            if (valueEnd < 0) {
                return false;
            }
            int next = take(value, valueEnd);
            if (next < 0) {
                return false;
            }
            at = html.indexOf(CLASS, next);
        }
        // Every mention of an anchor class must have been cut out; any other is markup the cut did not understand.
        return anchors == mentions();
    }

    /** Handles one class attribute; returns where to search on, or -1 when the markup is not in shape. */
    private int take(int value, int valueEnd) {
        int part = part(value, valueEnd);
        if (part >= 0) {
            return anchor(part, valueEnd);
        }
        if (startsWithToken(value, valueEnd, "result")) {
            return block(value, valueEnd);
        }
        return hasToken(value, valueEnd, "result") ? -1 : valueEnd;
    }

    private int block(int value, int valueEnd) {
        int open = html.lastIndexOf('<', value);
        int tagEnd = html.indexOf('>', valueEnd);
        if (!isTag(open, "div") || tagEnd < 0 || inComment(open)) {
            return -1;
        }
        block = new Block(open, tagEnd, value, valueEnd, absent(), absent(), absent());
        blocks.add(block);
        inBlock = true;
        partsInBlock = 0;
        return tagEnd;
    }

    private int anchor(int part, int valueEnd) {
        int open = html.lastIndexOf('<', valueEnd);
        int close = html.indexOf("</a>", valueEnd);
        boolean once = (partsInBlock & (1 << part)) == 0;
        if (!inBlock || !once || !isTag(open, "a") || close < 0 || inComment(open)) {
            return -1;
        }
        int tagEnd = html.indexOf('>', valueEnd);
        if (tagEnd < 0 || tagEnd > close) {
            return -1;
        }
        partsInBlock |= 1 << part;
        anchors++;
        block.anchorOpen()[part] = open;
        block.anchorTagEnd()[part] = tagEnd;
        block.anchorClose()[part] = close;
        return close;
    }

    private static int[] absent() {
        return new int[] {-1, -1, -1};
    }

    /** Index in {@link #PARTS} of a class value that is exactly one part name, or -1. */
    private int part(int value, int valueEnd) {
        for (int i = 0; i < PARTS.length; i++) {
            if (valueEnd - value == PARTS[i].length() && html.startsWith(PARTS[i], value)) {
                return i;
            }
        }
        return -1;
    }

    private boolean isTag(int open, String name) {
        return open >= 0 && html.startsWith(name, open + 1) && isSpace(charAt(open + 1 + name.length()));
    }

    private boolean startsWithToken(int value, int valueEnd, String token) {
        int end = value + token.length();
        return end <= valueEnd && html.startsWith(token, value) && (end == valueEnd || isSpace(charAt(end)));
    }

    private boolean hasToken(int value, int valueEnd, String token) {
        for (int at = value; at < valueEnd; ) {
            while (at < valueEnd && isSpace(charAt(at))) {
                at++;
            }
            if (startsWithToken(at, valueEnd, token)) {
                return true;
            }
            while (at < valueEnd && !isSpace(charAt(at))) {
                at++;
            }
        }
        return false;
    }

    /**
     * Whether {@code at} lies inside an HTML comment. Positions are asked in page order, so the comments are walked
     * once per page, not once per question.
     */
    private boolean inComment(int at) {
        while (nextComment >= 0 && nextComment < at) {
            int close = html.indexOf("-->", nextComment + 4);
            if (close < 0 || close > at) {
                return true;
            }
            nextComment = html.indexOf("<!--", close + 3);
        }
        return false;
    }

    /** How many times the anchor class names occur as whole words in the region, in one pass. */
    private int mentions() {
        int count = 0;
        for (int at = html.indexOf("result__", from); at >= 0; at = html.indexOf("result__", at + 1)) {
            for (String part : PARTS) {
                if (html.startsWith(part, at) && !isWordChar(charAt(at + part.length()))) {
                    count++;
                }
            }
        }
        return count;
    }

    private char charAt(int index) {
        return index < html.length() ? html.charAt(index) : '\0';
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-';
    }
}
