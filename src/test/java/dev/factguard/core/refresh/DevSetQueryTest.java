package dev.factguard.core.refresh;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.factguard.core.freshness.ClaimCategory;
import dev.factguard.core.freshness.FreshnessReport;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.freshness.ScoredClaim;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Properties over every claim of the refresh development set (its claims and values, copied to
 * {@code src/test/resources/refresh/dev_claims.json}), of the project's own
 * {@code benchmarks/quality/refresh_kinds.json}, and of the real-derived sets ({@code refresh_real.json} and its
 * held-out batches).
 */
class DevSetQueryTest {

    static final String DEV_SET = "/refresh/dev_claims.json";
    /** The project's own development cases, one group per kind of evidence (in the repository). */
    static final Path KINDS_SET = Path.of("benchmarks", "quality", "refresh_kinds.json");
    /** Claims built from dated public facts: the sets the reader was tuned on, and the one held out from it. */
    static final List<Path> REAL_SETS = List.of(
            Path.of("benchmarks", "quality", "refresh_real.json"),
            Path.of("benchmarks", "quality", "refresh_real_b.json"),
            Path.of("benchmarks", "quality", "refresh_real_heldout.json"),
            Path.of("benchmarks", "quality", "refresh_real_heldout_b.json"),
            Path.of("benchmarks", "quality", "refresh_real_heldout_c.json"),
            Path.of("benchmarks", "quality", "refresh_real_heldout_d.json"),
            Path.of("benchmarks", "quality", "refresh_real_heldout_e.json"),
            Path.of("benchmarks", "quality", "refresh_real_heldout_f.json"),
            Path.of("benchmarks", "quality", "refresh_real_heldout_g.json"));

    private static JsonNode cases() throws IOException {
        try (InputStream in = DevSetQueryTest.class.getResourceAsStream(DEV_SET)) {
            assertThat(in).as(DEV_SET).isNotNull();
            return new ObjectMapper().readTree(in).get("cases");
        }
    }

    @Test
    void no_query_contains_a_token_of_the_asserted_value() throws IOException {
        assertThat(checkNoLeaks(cases())).isEqualTo(16);
    }

    @Test
    void no_query_of_the_kinds_set_contains_a_token_of_the_asserted_value() throws IOException {
        JsonNode kinds = new ObjectMapper().readTree(KINDS_SET.toFile()).get("cases");
        assertThat(checkNoLeaks(kinds)).isEqualTo(kinds.size()).isGreaterThanOrEqualTo(72);
    }

    @Test
    void no_query_of_the_real_derived_sets_contains_a_token_of_the_asserted_value() throws IOException {
        int checked = 0;
        for (Path set : REAL_SETS) {
            if (!Files.isRegularFile(set)) {
                continue; // the held-out set is written after the reader's rules; it may not exist yet
            }
            JsonNode cases = new ObjectMapper().readTree(set.toFile()).get("cases");
            int searched = 0;
            for (JsonNode c : cases) {
                // What the refresher sends, not what a query would be: a claim it does not flag ("Saturn has 146
                // known moons") or cannot split from its value is never searched, so it can leak nothing.
                Hits.Fixed search = new Hits.Fixed();
                new Refresher(
                                new FreshnessScorer(RefresherTest.CLOCK),
                                search,
                                null,
                                RefreshSettings.defaults(),
                                RefresherTest.CLOCK)
                        .refresh(c.get("claim").asText(), null);
                for (String query : search.queries) {
                    String claim = c.get("claim").asText();
                    ScoredClaim scored = new FreshnessScorer(RefresherTest.CLOCK)
                            .score(claim, null, null)
                            .claims()
                            .get(0);
                    assertNoLeak(query, claim, scored, c.get("value").asText());
                }
                searched += search.queries.isEmpty() ? 0 : 1;
            }
            assertThat(searched).as(set.toString()).isGreaterThan(cases.size() * 9 / 10);
            checked += searched;
        }
        assertThat(checked).isGreaterThanOrEqualTo(150);
    }

    /** Asserts that no case's query repeats a token of its value; returns how many cases were checked. */
    private static int checkNoLeaks(JsonNode cases) {
        FreshnessScorer scorer = new FreshnessScorer(RefresherTest.CLOCK);
        int checked = 0;
        for (JsonNode c : cases) {
            String claim = c.get("claim").asText();
            FreshnessReport report = scorer.score(claim, null, null);
            assertThat(report.claims()).as(claim).hasSize(1);
            ScoredClaim scored = report.claims().get(0);
            String query = QueryBuilder.build(scored.subject(), scored.value(), scored.category());
            assertThat(query).as(claim).isNotBlank();
            for (String value : new String[] {scored.value(), c.get("value").asText()}) {
                assertNoLeak(query, claim, scored, value);
            }
            checked++;
        }
        return checked;
    }

    /** Asserts that {@code query} repeats no token of {@code value}, the product a version claim names aside. */
    private static void assertNoLeak(String query, String claim, ScoredClaim scored, String value) {
        Set<String> leaked = new HashSet<>(QueryBuilder.tokens(value));
        if (scored.category() == ClaimCategory.VERSION) {
            // "latest version of Android" / "Android 12": the product is what is searched, its number never.
            leaked.removeIf(t -> t.chars().noneMatch(Character::isDigit)
                    && QueryBuilder.tokens(scored.subject()).contains(t));
        }
        leaked.retainAll(QueryBuilder.tokens(query));
        assertThat(leaked)
                .as("query \"%s\" of \"%s\" repeats the value \"%s\"", query, claim, value)
                .isEmpty();
    }

    @Test
    void every_dev_claim_is_flagged_for_refresh_with_its_value_split_off() throws IOException {
        FreshnessScorer scorer = new FreshnessScorer(RefresherTest.CLOCK);
        for (JsonNode c : cases()) {
            ScoredClaim scored =
                    scorer.score(c.get("claim").asText(), null, null).claims().get(0);
            assertThat(scored.stalenessRisk()).as(scored.text()).isGreaterThanOrEqualTo(0.5);
            assertThat(scored.value()).as(scored.text()).contains(c.get("value").asText());
        }
    }
}
