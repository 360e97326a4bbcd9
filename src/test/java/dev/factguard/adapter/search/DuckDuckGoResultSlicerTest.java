package dev.factguard.adapter.search;

import static dev.factguard.testing.WireMockSearchResource.page;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The cut that makes DuckDuckGo parsing fast must never change what the parser reads: on every fixture it is taken
 * and agrees with a parse of the whole page, and markup it does not understand sends the page down the whole parse.
 */
class DuckDuckGoResultSlicerTest {

    private final DuckDuckGoHtmlParser parser = new DuckDuckGoHtmlParser();

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
    void is_taken_on_every_result_fixture_and_reads_what_the_whole_page_parse_reads(String fixture) {
        String html = page(fixture);

        assertThat(DuckDuckGoResultSlicer.slice(html, 0)).isPresent();
        for (int max : new int[] {1, 2, 3, 10}) {
            assertThat(parser.parse(html, max)).isEqualTo(parser.parseWhole(html, max));
        }
    }

    static Stream<Arguments> unexpectedMarkup() {
        return Stream.of(
                Arguments.of(
                        "an anchor class beside another class", "class=\"result__a\"", "class=\"result__a js-title\""),
                Arguments.of(
                        "a snippet that is not an anchor",
                        "<a class=\"result__snippet\"",
                        "<span class=\"result__snippet\"></span><a"),
                Arguments.of(
                        "a snippet inside a comment",
                        "<a class=\"result__snippet\"",
                        "<!-- <a class=\"result__snippet\">old</a> --><a class=\"result__snippet\""),
                Arguments.of(
                        "two titles in one block",
                        "<a rel=\"nofollow\" class=\"result__a\"",
                        "<a class=\"result__a\" href=\"https://a.example/\">A</a><a rel=\"nofollow\" class=\"result__a\""),
                Arguments.of(
                        "the result class not first in a block",
                        "<div class=\"result results_links",
                        "<div class=\"web-result result results_links"),
                Arguments.of("an anchor class named in the text", "<b>Prime</b>", "<b>result__snippet</b>"),
                Arguments.of(
                        "an anchor class in another attribute",
                        "<a class=\"result__snippet\"",
                        "<a data-class=\"result__snippet\""),
                Arguments.of(
                        "an anchor nested in another",
                        "<a class=\"result__snippet\"",
                        "<a class=\"result__snippet\"><a class=\"result__snippet\" href=\"https://x.example/\">x</a>"));
    }

    static Stream<Arguments> wordsInText() {
        return Stream.of(
                Arguments.of("the word result in a snippet", "<b>Prime</b>", "the <b>result</b> of"),
                Arguments.of("the word result in a title", "Prime Minister - GOV.UK", "Election result - GOV.UK"),
                Arguments.of(
                        "the word result in a link",
                        "%2Fprime-minister&amp;",
                        "%2Fprime-minister%2Fresult%20x/result&amp;"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("wordsInText")
    void is_still_taken_when_result_is_a_word_of_the_text(String name, String from, String to) {
        String html = edited(from, to);

        assertThat(DuckDuckGoResultSlicer.slice(html, 0)).isPresent();
        assertThat(parser.parse(html, 10)).isNotEmpty().isEqualTo(parser.parseWhole(html, 10));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unexpectedMarkup")
    void hands_markup_it_does_not_understand_to_the_whole_page_parse(String name, String from, String to) {
        String html = edited(from, to);

        assertThat(DuckDuckGoResultSlicer.slice(html, 0)).isEmpty();
        assertThat(parser.parse(html, 10)).isNotEmpty().isEqualTo(parser.parseWhole(html, 10));
    }

    /** The normal page with {@code from} replaced by {@code to}, which must change it. */
    private static String edited(String from, String to) {
        String html = page("normal.html").replace(from, to);
        assertThat(html).as("the edit applies").isNotEqualTo(page("normal.html"));
        return html;
    }
}
