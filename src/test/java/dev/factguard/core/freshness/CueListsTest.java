package dev.factguard.core.freshness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class CueListsTest {

    /**
     * The lists the claim detector reads in one pass, and a few more with overlapping phrases and rules. A list of
     * one phrase searches alone by indexOf, not by its trie: the comparison covers that path too.
     */
    private static final CueList[] LISTS = Stream.concat(
                    Arrays.stream(ClaimDetector.READ_LISTS),
                    Stream.of(
                            Cues.NEW_LOWER_CASE,
                            CueList.of("chief executive", "chief executive officer", "ceo"),
                            CueList.of("chief executive").with(CueRules::lastBeforeWord)))
            .toArray(CueList[]::new);

    private static final CueLists ALL = new CueLists(LISTS);

    @Test
    void finds_for_each_list_what_the_list_finds_alone() {
        CueList longer = LISTS[LISTS.length - 2];
        CueList ruled = LISTS[LISTS.length - 1];
        CueLists.Found found = ALL.scan("the last chief executive officer and the ceo");
        assertThat(found.find(longer)).isEqualTo("chief executive officer");
        assertThat(found.find(ruled)).isEqualTo("last");
        assertThat(found.in(Cues.FICTION)).isFalse();
        assertThat(found.find(Cues.POSITION)).isEqualTo(Cues.POSITION.find(found.text()));
    }

    @Test
    void agrees_with_every_list_on_real_claims_and_on_generated_texts() throws IOException {
        List<String> texts = new ArrayList<>(claims());
        texts.addAll(List.of(
                "Who holds the record for most goals in a season?",
                "How many novels has Stephen King published so far?",
                "What did the mayor of Oberwelden say at the 1893 harvest fair?",
                "Who was the first president of the United States?",
                "Which is the new iPhone, released last year, and who is Apple's CEO since 2011?",
                "The fictional character who played the captain in the film",
                "What is the tallest building in the world as of 2024?"));
        Random random = new Random(7);
        List<String> words = vocabulary();
        for (int t = 0; t < 4_000; t++) {
            texts.add(generated(random, words));
        }
        int matched = 0;
        for (String raw : texts) {
            String text = CueText.normalize(raw);
            CueLists.Found found = ALL.scan(text);
            for (CueList list : LISTS) {
                long alone = list.next(text, 0);
                assertThat(found.first(list))
                        .as("%s in %s", list.find(text), text)
                        .isEqualTo(alone);
                matched += alone >= 0 ? 1 : 0;
            }
        }
        // The texts do exercise the lists: a comparison of nothing but misses would prove nothing.
        assertThat(matched).isGreaterThan(texts.size());
    }

    @Test
    void only_the_lists_it_was_built_with_can_be_asked_for() {
        CueLists.Found found = ALL.scan("anything");
        assertThatThrownBy(() -> found.in(CueList.of("other"))).isInstanceOf(IllegalArgumentException.class);
    }

    /** Every phrase of the lists, split into words, with fillers, numbers, years and punctuation. */
    private static List<String> vocabulary() {
        List<String> words = new ArrayList<>(List.of(
                "the",
                "of",
                "a",
                "in",
                "2019",
                "1893",
                "5",
                "version",
                "ever",
                "most",
                "has",
                "published",
                "is",
                "was",
                "did",
                "who",
                "what",
                "x",
                ",",
                ".",
                "?",
                "-",
                "'s",
                "apple",
                "lakers",
                "2.0"));
        for (CueList list : LISTS) {
            for (String phrase : list.phrases()) {
                words.add(phrase);
                words.addAll(List.of(phrase.split(" ")));
            }
        }
        return words;
    }

    private static String generated(Random random, List<String> words) {
        StringBuilder out = new StringBuilder();
        int n = 1 + random.nextInt(14);
        for (int i = 0; i < n; i++) {
            String w = words.get(random.nextInt(words.size()));
            out.append(random.nextInt(10) == 0 ? w.toUpperCase(Locale.ROOT) : w);
            out.append(random.nextInt(12) == 0 ? "" : " ");
        }
        return out.toString();
    }

    private static List<String> claims() throws IOException {
        try (InputStream in = CueListsTest.class.getResourceAsStream("/refresh/dev_claims.json")) {
            String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            Matcher m = Pattern.compile("\"claim\": \"([^\"]*)\"").matcher(json);
            List<String> out = new ArrayList<>();
            while (m.find()) {
                out.add(m.group(1));
            }
            assertThat(out).hasSizeGreaterThan(10);
            return out;
        }
    }
}
