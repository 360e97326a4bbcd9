package dev.factguard.adapter.search;

import dev.factguard.core.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;

/**
 * Reads organic results straight from the positions {@link DuckDuckGoResultSlicer#blocks} found, without building a
 * DOM: the {@code href} from each anchor's opening tag, the text from its content. jsoup still decodes every entity
 * ({@link Parser#unescapeEntities}) and parses any content with markup other than bold and italics; plain content
 * (the common case) only has its whitespace collapsed, as {@link Element#text()} does.
 *
 * <p>Markup this reader does not understand (an attribute it cannot read, a tag that does not close) makes it answer
 * empty, and the caller parses the results with jsoup instead. Stateless.
 */
final class DuckDuckGoBlockReader {

    private static final int TITLE = 0;
    private static final int DISPLAY_URL = 1;
    private static final int SNIPPET = 2;
    private static final String AMP = "&amp;";
    private static final String NOT_ORGANIC_PREFIX = "result--";

    private DuckDuckGoBlockReader() {}

    /** At most {@code maxResults} results of {@code blocks}, or empty when one of them is not in the expected shape. */
    static Optional<List<SearchResult>> read(String html, List<DuckDuckGoResultSlicer.Block> blocks, int maxResults) {
        List<SearchResult> results = new ArrayList<>();
        for (DuckDuckGoResultSlicer.Block block : blocks) {
            if (results.size() == maxResults) {
                break;
            }
            if (isNotOrganic(html, block)) {
                continue;
            }
            String titleHref = href(html, block, TITLE);
            String title = text(html, block, TITLE);
            String snippet = text(html, block, SNIPPET);
            if (titleHref == null || title == null || snippet == null) {
                return Optional.empty();
            }
            // As the DOM reader does: the title's link, else the display URL's ("" has none).
            Optional<String> link = DuckDuckGoHtmlParser.target(titleHref);
            if (link.isEmpty()) {
                String urlHref = href(html, block, DISPLAY_URL);
                if (urlHref == null) {
                    return Optional.empty();
                }
                link = DuckDuckGoHtmlParser.target(urlHref);
            }
            link.ifPresent(url -> results.add(new SearchResult(title, snippet, url)));
        }
        return Optional.of(List.copyOf(results));
    }

    /** Whether the block's class value has the word {@code result--ad} or {@code result--no-result}. */
    private static boolean isNotOrganic(String html, DuckDuckGoResultSlicer.Block block) {
        int end = block.classEnd();
        for (int at = block.classStart(); at < end; at++) {
            // Words start after a space; both markers start with the same eight letters.
            if (isSpace(html.charAt(at - 1)) && html.startsWith(NOT_ORGANIC_PREFIX, at)) {
                int wordEnd = at;
                while (wordEnd < end && !isSpace(html.charAt(wordEnd))) {
                    wordEnd++;
                }
                if (isWord(html, at, wordEnd, "result--ad") || isWord(html, at, wordEnd, "result--no-result")) {
                    return true;
                }
                at = wordEnd;
            }
        }
        return false;
    }

    private static boolean isWord(String html, int at, int end, String word) {
        return end - at == word.length() && html.startsWith(word, at);
    }

    /**
     * The decoded {@code href} of the anchor, "" when the anchor or its {@code href} is absent, null when its opening
     * tag cannot be read. Attributes are read as HTML has them: names in any case, values in double, single or no
     * quotes, the first of a repeated name winning.
     */
    private static String href(String html, DuckDuckGoResultSlicer.Block block, int part) {
        int open = block.anchorOpen()[part];
        if (open < 0) {
            return "";
        }
        int end = block.anchorTagEnd()[part];
        int at = open + 2;
        while (at < end) {
            while (at < end && (isSpace(html.charAt(at)) || html.charAt(at) == '/')) {
                at++;
            }
            int nameEnd = at;
            while (nameEnd < end && isNameChar(html.charAt(nameEnd))) {
                nameEnd++;
            }
            if (nameEnd == at) {
                return at == end ? "" : null;
            }
            boolean isHref = nameEnd - at == 4 && html.regionMatches(true, at, "href", 0, 4);
            at = nameEnd;
            int valueStart = at;
            int valueEnd = at;
            if (at < end && html.charAt(at) == '=') {
                at++;
                char quote = at < end ? html.charAt(at) : ' ';
                if (quote == '"' || quote == '\'') {
                    valueStart = at + 1;
                    valueEnd = html.indexOf(quote, valueStart);
                    if (valueEnd < 0 || valueEnd > end) {
                        return null;
                    }
                    at = valueEnd + 1;
                } else {
                    valueStart = at;
                    valueEnd = at;
                    while (valueEnd < end && !isSpace(html.charAt(valueEnd))) {
                        valueEnd++;
                    }
                    at = valueEnd;
                }
            }
            if (isHref) {
                return attributeValue(html, valueStart, valueEnd);
            }
        }
        return "";
    }

    /** The visible text of the anchor's content; "" when the anchor is absent, null when it cannot be read. */
    private static String text(String html, DuckDuckGoResultSlicer.Block block, int part) {
        int open = block.anchorOpen()[part];
        if (open < 0) {
            return "";
        }
        int from = block.anchorTagEnd()[part] + 1;
        int to = block.anchorClose()[part];
        String plain = plainText(html, from, to);
        if (plain != null) {
            return plain;
        }
        String content = html.substring(from, to);
        if (content.indexOf('<') >= 0) {
            String untagged = withoutInlineTags(content);
            if (untagged == null) {
                Element root = new Element("div");
                root.appendChildren(Parser.parseFragment(content, null, ""));
                return DuckDuckGoHtmlParser.text(root);
            }
            content = untagged;
        }
        return DuckDuckGoHtmlParser.visible(collapsed(Parser.unescapeEntities(content, false)));
    }

    /**
     * The visible text of {@code html[from, to)} in one pass, when it is plain (the common case): text, bold and
     * italic tags, {@code &amp;}; whitespace made what {@link Element#text()} makes it. Null for any other markup or
     * character reference, which {@link #text} leaves to jsoup.
     */
    private static String plainText(String html, int from, int to) {
        char[] out = new char[to - from];
        int length = 0;
        boolean space = false;
        for (int at = from; at < to; at++) {
            char c = html.charAt(at);
            if (c > ' ' && c != '<' && c != '&' && c != '\u00A0') {
                // The common case first: a visible character, one comparison per kind of markup.
                if (space) {
                    out[length++] = ' ';
                    space = false;
                }
                out[length++] = c;
            } else if (c == '<') {
                int tag = inlineTagAt(html, at, to);
                if (tag < 0) {
                    return null;
                }
                at += tag - 1;
            } else if (c == '&') {
                if (at + AMP.length() > to || !html.startsWith(AMP, at)) {
                    return null;
                }
                at += AMP.length() - 1;
                if (space) {
                    out[length++] = ' ';
                    space = false;
                }
                out[length++] = '&';
            } else if (isSpace(c) || c == '\u00A0') {
                space = length > 0;
            } else {
                if (space) {
                    out[length++] = ' ';
                    space = false;
                }
                out[length++] = c;
            }
        }
        return new String(out, 0, length).strip();
    }

    /**
     * The attribute value {@code html[from, to)} with its character references decoded. jsoup decodes any but the one
     * a result page is full of ({@code &amp;} in every link): setting up its tokeniser costs more than the rest of a
     * block.
     */
    private static String attributeValue(String html, int from, int to) {
        int amp = html.indexOf('&', from);
        if (amp < 0 || amp >= to) {
            return html.substring(from, to);
        }
        char[] out = new char[to - from];
        int length = 0;
        int at = from;
        for (; amp >= 0 && amp < to; amp = html.indexOf('&', at)) {
            if (amp + AMP.length() > to || !html.startsWith(AMP, amp)) {
                return Parser.unescapeEntities(html.substring(from, to), true);
            }
            // Arrays, not a StringBuilder: Java 17 appends a range of a String one character at a time.
            html.getChars(at, amp + 1, out, length);
            length += amp + 1 - at;
            at = amp + AMP.length();
        }
        html.getChars(at, to, out, length);
        return new String(out, 0, length + to - at);
    }

    /** {@code content} without bold and italic tags, or null when it has any other markup. */
    private static String withoutInlineTags(String content) {
        StringBuilder out = new StringBuilder(content.length());
        int at = 0;
        for (int lt = content.indexOf('<'); lt >= 0; lt = content.indexOf('<', at)) {
            int tag = inlineTagAt(content, lt, content.length());
            if (tag < 0) {
                return null;
            }
            out.append(content, at, lt);
            at = lt + tag;
        }
        return out.append(content, at, content.length()).toString();
    }

    /** The length of the bold or italic tag at {@code lt} (ending by {@code to}), or -1. */
    private static int inlineTagAt(String content, int lt, int to) {
        int name = lt + 1 < to && content.charAt(lt + 1) == '/' ? lt + 2 : lt + 1;
        if (name >= to) {
            return -1;
        }
        // One candidate per first letter: a snippet has a tag every few words, so no loop over all of them.
        String tag = switch (content.charAt(name)) {
            case 'b', 'B' -> "b";
            case 'i', 'I' -> "i";
            case 'e', 'E' -> "em";
            case 's', 'S' -> "strong";
            default -> null;
        };
        int end = tag == null ? to : name + tag.length();
        if (end >= to || content.charAt(end) != '>' || !content.regionMatches(true, name, tag, 0, tag.length())) {
            return -1;
        }
        return end + 1 - lt;
    }

    /** Whitespace as {@link Element#text()} treats it: runs made one space, none at either end. */
    private static String collapsed(String text) {
        StringBuilder out = new StringBuilder(text.length());
        boolean pending = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (isSpace(c) || c == '\u00A0') {
                pending = out.length() > 0;
                continue;
            }
            if (pending) {
                out.append(' ');
                pending = false;
            }
            out.append(c);
        }
        return out.toString();
    }

    /** Whether {@code c} continues an attribute name (compared one by one: a String lookup per letter costs more). */
    private static boolean isNameChar(char c) {
        return !isSpace(c) && c != '=' && c != '/' && c != '"' && c != '\'' && c != '<';
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
    }
}
