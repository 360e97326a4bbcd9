package dev.factguard.adapter.search;

import dev.factguard.core.search.SearchFailure;
import dev.factguard.core.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.parser.Parser;
import org.jsoup.select.Evaluator;
import org.jsoup.select.QueryParser;

/**
 * Reads a DuckDuckGo HTML result page ({@code html.duckduckgo.com/html/}) into organic results: ads skipped, redirect
 * links unwrapped to their target. Pure and thread-safe: no network, no state.
 */
public final class DuckDuckGoHtmlParser {

    static final String PROVIDER = "duckduckgo";

    // Compiled once: jsoup would otherwise re-parse each CSS query for every result block of every page.
    private static final Evaluator TITLE = QueryParser.parse("a.result__a");
    private static final Evaluator SNIPPET = QueryParser.parse(".result__snippet");
    private static final Evaluator DISPLAY_URL = QueryParser.parse("a.result__url");

    // What a challenge page has and a result page has not; hopping on their rarest letters keeps the check cheap.
    private static final Needle ANOMALY = new Needle("anomaly", 'y');
    private static final Needle CHALLENGE_FORM = new Needle("challenge-form", 'g');

    /**
     * Organic results of {@code html}, best first, at most {@code maxResults}; empty when the page says there are none.
     *
     * @throws SearchFailure {@code RATE_LIMITED} on the bot-challenge page, {@code MALFORMED} on a page that is
     *                       neither results nor "no results" (DuckDuckGo changed its layout, or a wrong URL)
     */
    public List<SearchResult> parse(String html, int maxResults) {
        if (html == null) {
            throw new IllegalArgumentException("html must not be null");
        }
        if (maxResults < 1) {
            throw new IllegalArgumentException("maxResults must be at least 1, was " + maxResults);
        }
        // Fast path for the common page: read the results' anchors where they lie, without a DOM of the head,
        // scripts, forms and icons around them (parse throughput is a benchmarked figure: it sits on every
        // refresh); markup outside the template gets a DOM of the results. A page with result blocks is a result
        // page, so only a page without any is checked for the challenge markers: each check sweeps the whole page.
        Optional<List<DuckDuckGoResultSlicer.Block>> blocks = DuckDuckGoResultSlicer.blocks(html, 0);
        if (blocks.isPresent() && !blocks.get().isEmpty()) {
            List<DuckDuckGoResultSlicer.Block> found = blocks.get();
            return DuckDuckGoBlockReader.read(html, found, maxResults)
                    .orElseGet(() -> organic(fragment(DuckDuckGoResultSlicer.markup(html, found)), maxResults));
        }
        if (!mayBeChallenge(html)) {
            int results = resultsStart(html);
            if (results >= 0) {
                return blocks.isPresent() ? List.of() : organic(fragment(html.substring(results)), maxResults);
            }
        }
        return parseWhole(html, maxResults);
    }

    /** The whole page through jsoup: the slow path, and the reference the fast path is tested against. */
    List<SearchResult> parseWhole(String html, int maxResults) {
        Document page = Jsoup.parse(html);
        if (isChallenge(page)) {
            throw new SearchFailure(PROVIDER, SearchFailure.Kind.RATE_LIMITED, "bot challenge page instead of results");
        }
        if (!isResultPage(page)) {
            // Reading an unknown page as "no results" would hide a broken scraper behind no_evidence verdicts.
            throw new SearchFailure(PROVIDER, SearchFailure.Kind.MALFORMED, "not a DuckDuckGo result page");
        }
        return organic(page.body(), maxResults);
    }

    private static List<SearchResult> organic(Element root, int maxResults) {
        List<SearchResult> results = new ArrayList<>();
        for (Element block : root.getElementsByClass("result")) {
            if (results.size() == maxResults) {
                break;
            }
            if (!block.tagName().equals("div") || block.hasClass("result--ad") || block.hasClass("result--no-result")) {
                continue;
            }
            Element title = block.selectFirst(TITLE);
            link(block, title)
                    .ifPresent(
                            url -> results.add(new SearchResult(text(title), text(block.selectFirst(SNIPPET)), url)));
        }
        return List.copyOf(results);
    }

    /** A fragment under a bare root: no document shell, which {@code Jsoup.parseBodyFragment} would build. */
    private static Element fragment(String markup) {
        Element root = new Element("div");
        root.appendChildren(Parser.parseFragment(markup, null, ""));
        return root;
    }

    /** Where the results markup starts (the tag holding the first {@code class="result…"}), or -1. */
    private static int resultsStart(String html) {
        int attribute = html.indexOf("class=\"result");
        return attribute < 0 ? -1 : html.lastIndexOf('<', attribute);
    }

    /** A cheap pre-check; a page that may be a challenge takes the full parse, which decides. */
    private static boolean mayBeChallenge(String html) {
        return ANOMALY.isIn(html) || CHALLENGE_FORM.isIn(html);
    }

    private static boolean isChallenge(Document page) {
        return !page.select("form#challenge-form, .anomaly-modal, [class^=anomaly-modal], form[action*=anomaly]")
                .isEmpty();
    }

    private static boolean isResultPage(Document page) {
        return !page.select("div.results, #links, div.result, .no-results").isEmpty();
    }

    /** The target of the title link, or of the display-URL link when the title has none; empty for ads. */
    private static Optional<String> link(Element block, Element title) {
        Optional<String> titleLink = hrefOf(title);
        return titleLink.isPresent() ? titleLink : hrefOf(block.selectFirst(DISPLAY_URL));
    }

    private static Optional<String> hrefOf(Element anchor) {
        return anchor == null ? Optional.empty() : target(anchor.attr("href"));
    }

    /**
     * Where a result link really points: DuckDuckGo redirects ({@code //duckduckgo.com/l/?uddg=<encoded>&rut=…}, with
     * or without scheme, or relative {@code /l/?uddg=}) unwrapped and decoded; direct http(s) links as they are.
     * Empty for ads ({@code duckduckgo.com/y.js}), other DuckDuckGo-internal links and non-web schemes.
     *
     * @param href the attribute value, entities already decoded
     */
    static Optional<String> target(String href) {
        return DuckDuckGoLinks.target(href);
    }

    /** Visible text with entities decoded, inline tags flattened, and no-break spaces made ordinary. */
    static String text(Element element) {
        return element == null ? "" : visible(element.text());
    }

    /** {@link Element#text()}-style text with no-break spaces made ordinary and no whitespace at either end. */
    static String visible(String text) {
        return (text.indexOf('\u00A0') < 0 ? text : text.replace('\u00A0', ' ').replaceAll("\\s+", " ")).strip();
    }
}
