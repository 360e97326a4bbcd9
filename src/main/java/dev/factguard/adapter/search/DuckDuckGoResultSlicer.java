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
    // Hopping on u: the rarest letter of "result" in result pages, where '=' and '"' fill every tag.
    private static final Needle RESULT = new Needle("result", 'u');
    private static final Needle COMMENT = new Needle("<!--", '!');
    private static final Needle ANCHOR_CLOSE = new Needle("</a>", '/');
    private static final String[] PARTS = {"result__a", "result__url", "result__snippet"};

    /**
     * One result block of the page: where its opening tag and its class value lie, and for each of {@link #PARTS} the
     * anchor's {@code <}, the {@code >} closing its opening tag and the {@code <} of its {@code </a>} (-1 when
     * absent).
     */
    record Block(
            int open,
            int tagEnd,
            int classStart,
            int classEnd,
            int[] anchorOpen,
            int[] anchorTagEnd,
            int[] anchorClose) {}

    private final String html;
    private final int from;
    private final List<Block> blocks = new ArrayList<>();
    private Block block;
    private int partsInBlock;
    /** Where the last anchor taken closes: anchors do not nest. */
    private int lastClose;

    private int nextComment;

    private DuckDuckGoResultSlicer(String html, int from) {
        this.html = html;
        this.from = from;
        this.nextComment = COMMENT.in(html, from);
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

    /**
     * Visits every occurrence of {@code result} from {@link #from} on: every block, every anchor and every other
     * mention of their class names contains it, so one sweep finds the blocks and proves that nothing was missed.
     */
    private boolean cut() {
        for (int at = RESULT.in(html, from); at >= 0; ) {
            int next = take(at);
            if (next < 0) {
                return false;
            }
            at = RESULT.in(html, next);
        }
        return true;
    }

    /** Handles the occurrence of {@code result} at {@code at}; returns where to search on, or -1 to decline. */
    private int take(int at) {
        int end = at + RESULT.length();
        if (at > 0 && isWordChar(html.charAt(at - 1))) {
            return end; // inside another word: web-result, serp__results
        }
        while (end < html.length() && isWordChar(html.charAt(end))) {
            end++;
        }
        boolean firstInClass = isClassValueStart(at);
        int part = part(at, end);
        if (part >= 0) {
            // Alone in a class attribute of its own, or markup the cut would misread.
            return firstInClass && charAt(end) == '"' ? anchor(part, at, end) : -1;
        }
        if (end - at != RESULT.length()) {
            return end; // results, result__body, result--ad: read from the block's class, if at all
        }
        if (firstInClass) {
            return block(at, html.indexOf('"', at));
        }
        return inClassValue(at) ? -1 : end;
    }

    /** Whether {@code at} starts the value of a {@code class="…"} attribute. */
    private boolean isClassValueStart(int at) {
        int attribute = at - CLASS.length();
        return attribute > 0 && html.startsWith(CLASS, attribute) && isSpace(html.charAt(attribute - 1));
    }

    /** Whether {@code at} lies later in a double-quoted class value ({@code class="web-result result"}). */
    private boolean inClassValue(int at) {
        int quote = html.lastIndexOf('"', at);
        return quote >= 0 && isClassValueStart(quote + 1);
    }

    private int block(int value, int valueEnd) {
        int open = html.lastIndexOf('<', value);
        int tagEnd = valueEnd < 0 ? -1 : html.indexOf('>', valueEnd);
        if (!isTag(open, "div") || tagEnd < 0 || inComment(open)) {
            return -1;
        }
        block = new Block(open, tagEnd, value, valueEnd, absent(), absent(), absent());
        blocks.add(block);
        partsInBlock = 0;
        return tagEnd;
    }

    /**
     * Records the anchor whose class value is {@code [value, valueEnd)}; searching goes on inside its content, so
     * that a class name there is not missed either.
     */
    private int anchor(int part, int value, int valueEnd) {
        int open = html.lastIndexOf('<', value);
        int close = ANCHOR_CLOSE.in(html, valueEnd);
        boolean once = (partsInBlock & (1 << part)) == 0;
        if (block == null || !once || open < lastClose || !isTag(open, "a") || close < 0 || inComment(open)) {
            return -1;
        }
        int tagEnd = html.indexOf('>', valueEnd);
        if (tagEnd < 0 || tagEnd > close) {
            return -1;
        }
        partsInBlock |= 1 << part;
        lastClose = close;
        block.anchorOpen()[part] = open;
        block.anchorTagEnd()[part] = tagEnd;
        block.anchorClose()[part] = close;
        return tagEnd;
    }

    private static int[] absent() {
        return new int[] {-1, -1, -1};
    }

    /** Index in {@link #PARTS} of the word {@code html[at, end)}, or -1. */
    private int part(int at, int end) {
        for (int i = 0; i < PARTS.length; i++) {
            if (end - at == PARTS[i].length() && html.startsWith(PARTS[i], at)) {
                return i;
            }
        }
        return -1;
    }

    private boolean isTag(int open, String name) {
        return open >= 0 && html.startsWith(name, open + 1) && isSpace(charAt(open + 1 + name.length()));
    }

    /**
     * Whether {@code at} lies inside an HTML comment. Positions are asked in page order, so the comments are walked
     * once per page, not once per question.
     */
    private boolean inComment(int at) {
        while (nextComment >= 0 && nextComment < at) {
            int close = html.indexOf("-->", nextComment + COMMENT.length());
            if (close < 0 || close > at) {
                return true;
            }
            nextComment = COMMENT.in(html, close + 3);
        }
        return false;
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
