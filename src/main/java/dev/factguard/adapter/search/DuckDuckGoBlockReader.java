package dev.factguard.adapter.search;

import dev.factguard.core.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
    private static final String[] INLINE_TAGS = {"<b>", "</b>", "<strong>", "</strong>", "<em>", "</em>", "<i>",
        "</i>"};

    private DuckDuckGoBlockReader() {}

    /** At most {@code maxResults} results of {@code blocks}, or empty when one of them is not in the expected shape. */
    static Optional<List<SearchResult>> read(String html, List<DuckDuckGoResultSlicer.Block> blocks, int maxResults) {
        List<SearchResult> results = new ArrayList<>();
        for (DuckDuckGoResultSlicer.Block block : blocks) {
            if (results.size() == maxResults) {
                break;
            }
            if (hasClass(html, block, "result--ad") || hasClass(html, block, "result--no-result")) {
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

    private static boolean hasClass(String html, DuckDuckGoResultSlicer.Block block, String name) {
        for (int at = block.classStart(); at < block.classEnd(); ) {
            while (at < block.classEnd() && isSpace(html.charAt(at))) {
                at++;
            }
            int end = at;
            while (end < block.classEnd() && !isSpace(html.charAt(end))) {
                end++;
            }
            if (end - at == name.length() && html.startsWith(name, at)) {
                return true;
            }
            at = end;
        }
        return false;
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
            while (nameEnd < end && !isSpace(html.charAt(nameEnd)) && "=/\"'<".indexOf(html.charAt(nameEnd)) < 0) {
                nameEnd++;
            }
            if (nameEnd == at) {
                return at == end ? "" : null;
            }
            String name = html.substring(at, nameEnd).toLowerCase(Locale.ROOT);
            at = nameEnd;
            String value = "";
            if (at < end && html.charAt(at) == '=') {
                at++;
                char quote = at < end ? html.charAt(at) : ' ';
                int valueEnd;
                if (quote == '"' || quote == '\'') {
                    valueEnd = html.indexOf(quote, at + 1);
                    if (valueEnd < 0 || valueEnd > end) {
                        return null;
                    }
                    value = html.substring(at + 1, valueEnd);
                    at = valueEnd + 1;
                } else {
                    valueEnd = at;
                    while (valueEnd < end && !isSpace(html.charAt(valueEnd))) {
                        valueEnd++;
                    }
                    value = html.substring(at, valueEnd);
                    at = valueEnd;
                }
            }
            if (name.equals("href")) {
                return decoded(value, true);
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
        String content = html.substring(block.anchorTagEnd()[part] + 1, block.anchorClose()[part]);
        if (content.indexOf('<') >= 0) {
            String plain = withoutInlineTags(content);
            if (plain == null) {
                Element root = new Element("div");
                root.appendChildren(Parser.parseFragment(content, null, ""));
                return DuckDuckGoHtmlParser.text(root);
            }
            content = plain;
        }
        return DuckDuckGoHtmlParser.visible(collapsed(decoded(content, false)));
    }

    /**
     * {@code s} with its character references decoded. jsoup decodes any but the one a result page is full of
     * ({@code &amp;} in every link): setting up its tokeniser costs more than the rest of a block.
     */
    private static String decoded(String s, boolean inAttribute) {
        int amp = s.indexOf('&');
        if (amp < 0) {
            return s;
        }
        StringBuilder out = new StringBuilder(s.length());
        int at = 0;
        for (; amp >= 0; amp = s.indexOf('&', at)) {
            if (!s.startsWith("&amp;", amp)) {
                return Parser.unescapeEntities(s, inAttribute);
            }
            out.append(s, at, amp + 1);
            at = amp + "&amp;".length();
        }
        return out.append(s, at, s.length()).toString();
    }

    /** {@code content} without bold and italic tags, or null when it has any other markup. */
    private static String withoutInlineTags(String content) {
        StringBuilder out = new StringBuilder(content.length());
        int at = 0;
        for (int lt = content.indexOf('<'); lt >= 0; lt = content.indexOf('<', at)) {
            int tag = inlineTagAt(content, lt);
            if (tag < 0) {
                return null;
            }
            out.append(content, at, lt);
            at = lt + tag;
        }
        return out.append(content, at, content.length()).toString();
    }

    private static int inlineTagAt(String content, int lt) {
        for (String tag : INLINE_TAGS) {
            if (content.regionMatches(true, lt, tag, 0, tag.length())) {
                return tag.length();
            }
        }
        return -1;
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

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
    }
}
