package dev.factguard.adapter.search;

import static dev.factguard.testing.WireMockSearchResource.page;
import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.search.SearchResult;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Reading results without a DOM must read what jsoup reads from the whole page: on every fixture, and on the
 * variations of markup a template change could bring (quotes, letter case, entities, tags inside the text).
 */
class DuckDuckGoBlockReaderTest {

    private final DuckDuckGoHtmlParser parser = new DuckDuckGoHtmlParser();

    private static Optional<List<SearchResult>> read(String html, int max) {
        int start = html.lastIndexOf('<', html.indexOf("class=\"result"));
        return DuckDuckGoResultSlicer.blocks(html, start).flatMap(b -> DuckDuckGoBlockReader.read(html, b, max));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "normal.html",
                "ads-first.html",
                "missing-snippets.html",
                "odd-entities.html",
                "two-results.html",
                "no-results.html"
            })
    void reads_every_fixture_as_the_whole_page_parse_does(String fixture) {
        String html = page(fixture);
        for (int max : new int[] {1, 2, 3, 10}) {
            assertThat(read(html, max)).contains(parser.parseWhole(html, max));
        }
    }

    static Stream<Arguments> variations() {
        String title = "<a rel=\"nofollow\" class=\"result__a\" href=\"";
        return Stream.of(
                Arguments.of("upper-case attribute name", title, "<a rel=\"nofollow\" class=\"result__a\" HREF=\""),
                Arguments.of("href before class", title, "<a href=\"https://first.example/\" class=\"result__a\" x=\""),
                Arguments.of("entities in a snippet", "<b>Prime</b>", "&lt;b&gt; &eacute;&#233;&#xE9; &copy"),
                Arguments.of("a line break in a snippet", "<b>Prime</b>", "lead<br>er"),
                Arguments.of("a span in a title", "Prime Minister - GOV.UK", "Prime <span class=\"x\">Minister</span>"),
                Arguments.of(
                        "whitespace and no-break spaces",
                        "Prime Minister - GOV.UK",
                        "\n  Prime\u00A0\u00A0Minister &nbsp; -\tGOV.UK  "),
                Arguments.of("upper-case bold", "<b>Prime</b>", "<B>leader</B>"),
                Arguments.of("strong and emphasis in any case", "<b>Prime</b>", "<STRONG>lead</strong><Em>er</eM>"),
                Arguments.of("a tag that only starts like an inline one", "<b>Prime</b>", "<br/>lead<span>er</span>"),
                Arguments.of("bold in a title", "Prime Minister - GOV.UK", "<b>Prime</b> Minister - GOV.UK"),
                Arguments.of("an ampersand in a title", "Prime Minister - GOV.UK", "Prime Minister &amp; Cabinet"),
                Arguments.of("a bare ampersand in a snippet", "<b>Prime</b>", "Q&A"),
                Arguments.of(
                        "class after href, single-quoted",
                        "<a rel=\"nofollow\" class=\"result__a\" href=\"",
                        "<a rel='nofollow' href=\"https://a.example/?x=1&amp;y=2\" class=\"result__a\" x=\""));
    }

    @Test
    void reads_single_quoted_and_unquoted_links_as_the_whole_page_parse_does() {
        String single = page("normal.html").replaceAll("(class=\"result__a\" )href=\"([^\"]*)\"", "$1href='$2'");
        String unquoted = page("normal.html").replaceAll("(class=\"result__a\" )href=\"([^\"]*)\"", "$1href=$2");

        for (String html : List.of(single, unquoted)) {
            assertThat(html).as("the edit applies").isNotEqualTo(page("normal.html"));
            assertThat(read(html, 10)).isPresent().contains(parser.parseWhole(html, 10));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("variations")
    void reads_template_variations_as_the_whole_page_parse_does(String name, String from, String to) {
        String html = page("normal.html").replace(from, to);

        assertThat(html).as("the edit applies").isNotEqualTo(page("normal.html"));
        assertThat(parser.parse(html, 10)).isNotEmpty().isEqualTo(parser.parseWhole(html, 10));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {"<a \"odd\" rel=\"nofollow\" class=\"result__a\"", "<a rel=\"nofollow\" class=\"result__a\" <"})
    void declines_an_opening_tag_it_cannot_read_and_the_parser_still_answers(String broken) {
        String html = page("normal.html").replace("<a rel=\"nofollow\" class=\"result__a\"", broken);

        assertThat(read(html, 10)).isEmpty();
        assertThat(parser.parse(html, 10)).isEqualTo(parser.parseWhole(html, 10));
    }
}
