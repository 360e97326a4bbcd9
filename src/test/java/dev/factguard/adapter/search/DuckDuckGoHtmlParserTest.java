package dev.factguard.adapter.search;

import static dev.factguard.testing.WireMockSearchResource.page;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.core.search.SearchFailure;
import dev.factguard.core.search.SearchResult;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class DuckDuckGoHtmlParserTest {

    private final DuckDuckGoHtmlParser parser = new DuckDuckGoHtmlParser();

    @Test
    void reads_organic_results_in_page_order_with_unwrapped_links() {
        List<SearchResult> results = parser.parse(page("normal.html"), 10);

        assertThat(results)
                .extracting(SearchResult::url)
                .containsExactly(
                        "https://www.gov.uk/government/ministers/prime-minister",
                        "https://en.wikipedia.org/wiki/Prime_Minister_of_the_United_Kingdom",
                        "https://www.bbc.co.uk/news/topics/c9vqw8qm4q7t",
                        "https://www.parliament.uk/about/mps-and-lords/principal/prime-minister/",
                        "https://www.britannica.com/topic/prime-minister");
        assertThat(results.get(0))
                .isEqualTo(new SearchResult(
                        "Prime Minister - GOV.UK",
                        "The Prime Minister is the leader of His Majesty's Government and is ultimately responsible for the "
                                + "policy and decisions of the government.",
                        "https://www.gov.uk/government/ministers/prime-minister"));
        assertThat(results.get(4).title()).isEqualTo("Prime minister | Definition, History, & Facts | Britannica");
        assertThat(results.get(4).snippet())
                .isEqualTo("prime minister, the head of government in a parliamentary system.");
    }

    @Test
    void keeps_only_the_top_max_results() {
        assertThat(parser.parse(page("normal.html"), 3))
                .extracting(SearchResult::title)
                .containsExactly(
                        "Prime Minister - GOV.UK",
                        "Prime Minister of the United Kingdom - Wikipedia",
                        "Keir Starmer - latest news, breaking stories and comment - BBC News");
    }

    @Test
    void skips_ads_whether_marked_by_class_or_by_their_redirect() {
        List<SearchResult> results = parser.parse(page("ads-first.html"), 2);

        assertThat(results)
                .containsExactly(
                        new SearchResult(
                                "The Best VPN Services for 2026 | PCMag",
                                "We test and rate the top VPN services to help you find the right one.",
                                "https://www.pcmag.com/picks/the-best-vpn-services"),
                        new SearchResult(
                                "The Best VPN Services (2026), Tested and Reviewed | WIRED",
                                "A VPN can keep your browsing private on public Wi-Fi.",
                                "https://www.wired.com/gallery/best-vpns/"));
        assertThat(parser.parse(page("ads-first.html"), 10))
                .hasSize(3)
                .noneMatch(r -> r.url().contains("duckduckgo.com") || r.url().contains("bing.com"));
    }

    @Test
    void reads_a_no_results_page_as_an_empty_list() {
        assertThat(parser.parse(page("no-results.html"), 3)).isEmpty();
    }

    @Test
    void reads_the_two_result_page() {
        assertThat(parser.parse(page("two-results.html"), 3))
                .containsExactly(
                        new SearchResult(
                                "FIFA World Cup - Wikipedia",
                                "Argentina are the current champions, having won their third title at the 2022 tournament "
                                        + "in Qatar.",
                                "https://en.wikipedia.org/wiki/FIFA_World_Cup"),
                        new SearchResult(
                                "FIFA World Cup 26™ | FIFA",
                                "The FIFA World Cup 26™ will be hosted by Canada, Mexico and the USA.",
                                "https://www.fifa.com/en/tournaments/mens/worldcup"));
    }

    @Test
    void turns_the_bot_challenge_into_a_rate_limit() {
        assertThatThrownBy(() -> parser.parse(page("challenge.html"), 3))
                .isInstanceOfSatisfying(SearchFailure.class, f -> {
                    assertThat(f.kind()).isEqualTo(SearchFailure.Kind.RATE_LIMITED);
                    assertThat(f.provider()).isEqualTo("duckduckgo");
                });
    }

    @Test
    void recognises_a_challenge_form_even_without_the_modal_markup() {
        String bare = "<html><body><form id=\"challenge-form\" action=\"/x\" method=\"POST\"></form></body></html>";

        assertThatThrownBy(() -> parser.parse(bare, 3))
                .isInstanceOfSatisfying(
                        SearchFailure.class, f -> assertThat(f.kind()).isEqualTo(SearchFailure.Kind.RATE_LIMITED));
    }

    @Test
    void reads_a_page_with_result_blocks_as_results_whatever_else_it_mentions() {
        // The challenge markers are only looked for on a page without result blocks (each look sweeps the page):
        // a result page that names them — a snippet about anomaly detection, a stray form — is still results.
        String results = page("two-results.html");
        String mentioning = results.replace(
                "</body>", "<p>anomaly-modal</p><form id=\"challenge-form\" action=\"/x\"></form></body>");

        assertThat(mentioning).isNotEqualTo(results);
        assertThat(parser.parse(mentioning, 3))
                .isEqualTo(parser.parse(results, 3))
                .hasSize(2);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "<html><body><p>Service temporarily unavailable</p></body></html>", "{\"q\":1}"})
    void refuses_a_page_that_is_neither_results_nor_no_results(String html) {
        assertThatThrownBy(() -> parser.parse(html, 3))
                .isInstanceOfSatisfying(
                        SearchFailure.class, f -> assertThat(f.kind()).isEqualTo(SearchFailure.Kind.MALFORMED));
    }

    @Test
    void gives_an_empty_snippet_when_the_result_has_none_and_drops_results_without_a_link() {
        List<SearchResult> results = parser.parse(page("missing-snippets.html"), 10);

        assertThat(results)
                .containsExactly(
                        new SearchResult(
                                "Download Python | Python.org",
                                "The official home of the Python Programming Language.",
                                "https://www.python.org/downloads/"),
                        new SearchResult("What's New in Python", "", "https://docs.python.org/3/whatsnew/index.html"),
                        new SearchResult(
                                "PEP 745 – Python 3.14 Release Schedule", "", "https://peps.python.org/pep-0745/"),
                        new SearchResult("Python | endoflife.date", "", "https://endoflife.date/python"));
    }

    @Test
    void decodes_entities_and_flattens_inline_tags() {
        List<SearchResult> results = parser.parse(page("odd-entities.html"), 10);

        assertThat(results)
                .containsExactly(
                        new SearchResult(
                                "AT&T names new CEO 'effective immediately' | Reuters",
                                "AT&T said on Monday that \"John Stankey\" will step down… the board's decision — effective "
                                        + "immediately.",
                                "https://www.reuters.com/business/media-telecom/att-names-new-ceo-2026-01-12/"
                                        + "?utm_source=ddg&utm_medium=search"),
                        new SearchResult(
                                "Zürich – Wikipedia",
                                "Stadtpräsidentin von Zürich ist seit 2009 Corine Mauch (SP). Die Stadt hat 443\u202F037 "
                                        + "Einwohner.",
                                "https://de.wikipedia.org/wiki/Z%C3%BCrich"),
                        new SearchResult(
                                "東京都知事 - Wikipedia",
                                "東京都知事は、東京都の首長である。現職は小池百合子。",
                                "https://ja.wikipedia.org/wiki/東京都知事"),
                        new SearchResult(
                                "Tags like <b> in \"titles\" stay text",
                                "Partial bolding of words, and line breaks with spaces.",
                                "https://example.com/search?q=a+b&lang=en"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "//duckduckgo.com/l/?uddg=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2&rut=9f | https://example.com/a?b=1&c=2",
                "https://duckduckgo.com/l/?uddg=https%3A%2F%2Fexample.com%2Fpage&rut=9f1e | https://example.com/page",
                "/l/?uddg=https%3A%2F%2Fexample.com%2Frelative&rut=9f1e | https://example.com/relative",
                "//html.duckduckgo.com/l/?rut=9f1e&uddg=http%3A%2F%2Fexample.org%2F | http://example.org/",
                "//duckduckgo.com/l/?uddg=https%3A%2F%2Fexample.com%2Fa%2Bb%20c&rut=9f1e | https://example.com/a+b c",
                "https://www.example.org/direct?x=1 | https://www.example.org/direct?x=1",
                "//www.example.org/scheme-relative | https://www.example.org/scheme-relative",
                "//duckduckgo.com/l/?uddg=https%3A%2F%2Fde.example%2Fz%C3%BCrich&rut=1 | https://de.example/zürich",
                "//duckduckgo.com/l/?x=uddg%3D1&uddg=https%3A%2F%2Fexample.com%2F%3Fq%3Da%23b&rut=1 | https://example.com/?q=a#b",
                "HTTPS://DuckDuckGo.COM/l/?uddg=https%3A%2F%2Fexample.com%2Fcase | https://example.com/case",
                "https://example.com/page#frag?x | https://example.com/page#frag?x",
            })
    void unwraps_uddg_redirects(String href, String target) {
        assertThat(DuckDuckGoHtmlParser.target(href)).contains(target);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "https://duckduckgo.com/y.js?ad_domain=example.com&ad_provider=bingv7aa&u3=https%3A%2F%2Fwww.bing.com",
                "//duckduckgo.com/l/?uddg=https%3A%2F%2Fduckduckgo.com%2Fy.js%3Fad_domain%3Dexample.com&rut=1",
                "//duckduckgo.com/l/?rut=9f1e",
                "//duckduckgo.com/l/?uddg=%E0%A4%A&rut=1",
                "//duckduckgo.com/l/?uddg=ftp%3A%2F%2Fexample.com%2Ffile&rut=1",
                "//duckduckgo.com/l/#?uddg=https%3A%2F%2Fexample.com%2F",
                "//duckduckgo.com/l/?uddg=https%3A%2F%2Fexample.com%2F%2",
                "//duckduckgo.com/l/?uddg=https%3A%2F%2Fsub.duckduckgo.com%2Fx",
                "/html/?q=next+page",
                "javascript:void(0)",
                "mailto:someone@example.com",
                "",
                "   ",
            })
    void refuses_links_that_lead_nowhere_useful(String href) {
        assertThat(DuckDuckGoHtmlParser.target(href)).isEmpty();
    }

    @Test
    void rejects_a_max_results_below_one() {
        assertThatThrownBy(() -> parser.parse(page("normal.html"), 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxResults");
    }
}
