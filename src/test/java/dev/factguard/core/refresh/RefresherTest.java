package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.Hits.dated;
import static dev.factguard.core.refresh.Hits.hit;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.nli.NliClassifier;
import dev.factguard.core.nli.NliFailure;
import dev.factguard.core.nli.NliScores;
import dev.factguard.core.search.ProviderChain;
import dev.factguard.core.search.SearchFailure;
import dev.factguard.core.search.SearchResult;
import dev.factguard.core.search.WebSearch;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RefresherTest {

    static final Clock CLOCK = Clock.fixed(Instant.parse("2025-10-01T00:00:00Z"), ZoneOffset.UTC);

    private static Refresher refresher(WebSearch search, NliClassifier nli) {
        return new Refresher(new FreshnessScorer(CLOCK), search, nli, RefreshSettings.defaults(), CLOCK);
    }

    private static Refresh refreshOne(String claim, SearchResult... hits) {
        RefreshReport report = refresher(new Hits.Fixed(hits), null).refresh(claim, null);
        assertThat(report.refreshes()).hasSize(1);
        return report.refreshes().get(0);
    }

    @Test
    void supports_a_value_the_evidence_attaches_to_the_subject() {
        Refresh r = refreshOne(
                "The CEO of Tesla is Elon Musk.",
                hit("Elon Musk - Tesla", "Elon Musk is Technoking and chief executive officer of Tesla, Inc."),
                hit("Tesla Investor Relations", "Leadership and governance."));
        assertThat(r.verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(r.verdictSource()).isEqualTo(VerdictSource.LEXICAL);
        assertThat(r.candidateValue()).isEqualTo("Elon Musk");
        assertThat(r.contradiction()).isNull();
        assertThat(r.provider()).isEqualTo("fake");
        assertThat(r.evidence()).hasSize(2);
        assertThat(r.topicalOverlap()).isGreaterThan(0.0);
    }

    @Test
    void drifts_when_a_successor_is_named() {
        Refresh r = refreshOne(
                "The CEO of Starbucks is Kevin Johnson.",
                hit(
                        "Starbucks names new chief executive",
                        "Starbucks said Laxman Narasimhan would succeed Kevin Johnson as chief executive officer."));
        assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
        assertThat(r.verdictSource()).isEqualTo(VerdictSource.LEXICAL);
        assertThat(r.candidateValue()).isEqualTo("Laxman Narasimhan");
    }

    @Test
    void drifts_when_current_coverage_names_the_value_only_as_the_former_holder() {
        assertThat(refreshOne(
                                "The mayor of London is Boris Johnson.",
                                hit(
                                        "Mayor of London",
                                        "Sadiq Khan has been Mayor of London since May 2016, following Boris"
                                                + " Johnson's two terms."))
                        .candidateValue())
                .isEqualTo("Sadiq Khan");
        assertThat(refreshOne(
                                "The CEO of Google is Eric Schmidt.",
                                hit("Eric Schmidt", "Eric Schmidt served as Google's CEO from 2001 to 2011."))
                        .verdict())
                .isEqualTo(Verdict.DRIFT_SUSPECTED);
        assertThat(refreshOne(
                                "The reigning Wimbledon men's champion is Novak Djokovic.",
                                hit(
                                        "Wimbledon roll of honour",
                                        "Past champions including Novak Djokovic and Roger Federer."))
                        .verdict())
                .isEqualTo(Verdict.DRIFT_SUSPECTED);
        assertThat(refreshOne(
                                "The most-subscribed YouTube channel is PewDiePie.",
                                hit(
                                        "Most subscribed channels",
                                        "MrBeast overtook T-Series on YouTube; PewDiePie had held the title"
                                                + " for years."))
                        .verdict())
                .isEqualTo(Verdict.DRIFT_SUSPECTED);
        assertThat(refreshOne(
                                "The latest version of Android is Android 12.",
                                hit("Android version history", "Android 12 was released in October 2021."))
                        .verdict())
                .isEqualTo(Verdict.DRIFT_SUSPECTED);
    }

    @Test
    void supports_a_holder_who_came_back_after_being_ousted() {
        // "after being ousted by the board" is the past the comeback undid, not the current state.
        Refresh r = refreshOne(
                "The CEO of OpenAI is Sam Altman.",
                hit(
                        "Sam Altman returns as OpenAI chief executive",
                        "Sam Altman returned as CEO of OpenAI after being ousted by the board days earlier."));
        assertThat(r.verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(r.candidateValue()).isEqualTo("Sam Altman");
    }

    @Test
    void supports_a_holder_reinstated_after_being_fired() {
        Refresh r = refreshOne(
                "The CEO of OpenAI is Sam Altman.",
                hit(
                        "OpenAI reinstates Altman",
                        "Sam Altman was reinstated as CEO of OpenAI after he was fired by the board."));
        assertThat(r.verdict()).isEqualTo(Verdict.SUPPORTED);
    }

    @Test
    void drifts_when_the_ousted_holder_did_not_come_back_to_the_role() {
        Refresh r = refreshOne(
                "The CEO of OpenAI is Sam Altman.",
                hit("Altman leaves OpenAI", "Sam Altman, after being ousted by the board, left the company."));
        assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
    }

    @Test
    void still_drifts_when_the_ousted_holder_did_not_come_back() {
        Refresh r = refreshOne(
                "The CEO of Disney is Bob Chapek.",
                hit(
                        "Disney brings back Bob Iger",
                        "Bob Iger returned as Disney chief executive after Bob Chapek was ousted by the board."));
        assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
        assertThat(r.candidateValue()).isEqualTo("Bob Iger");
    }

    @Test
    void drifts_when_the_evidence_gives_a_different_value() {
        Refresh population = refreshOne(
                "The population of Nigeria is 150 million.",
                hit("Nigeria Population (2025)", "The current population of Nigeria is about 237 million."));
        assertThat(population.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
        assertThat(population.candidateValue()).isEqualTo("237 million");
        Refresh record = refreshOne(
                "The women's marathon world record is 2:14:04.",
                hit(
                        "Chepngetich breaks the record",
                        "Ruth Chepngetich ran 2:09:56 in Chicago, smashing the previous"
                                + " world record of 2:11:53."));
        assertThat(record.candidateValue()).isEqualTo("2:09:56");
        Refresh version = refreshOne(
                "The latest version of Android is Android 12.",
                hit("Android 16 is here", "Android 16 rolls out to Pixel phones."));
        assertThat(version.candidateValue()).isEqualTo("Android 16");
    }

    @Test
    void a_former_value_mentioned_by_a_lower_hit_does_not_outweigh_the_top_hit_confirming() {
        Refresh r = refreshOne(
                "The population of Japan is 124 million.",
                hit("Japan population", "Japan's population fell to 124 million in 2024, down from 125 million."),
                hit("Japan census 2020", "The census counted 126 million people."));
        assertThat(r.verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(r.candidateValue()).isEqualTo("124 million");
    }

    @Test
    void matches_a_name_however_fully_the_evidence_writes_it() {
        assertThat(refreshOne(
                                "The chair of the Federal Reserve is Jerome Powell.",
                                hit(
                                        "Jerome H. Powell, Chair",
                                        "Jerome H. Powell first took office as Chair of the Board of Governors"
                                                + " of the Federal Reserve System in February 2018."))
                        .verdict())
                .isEqualTo(Verdict.SUPPORTED);
    }

    @Test
    void says_no_evidence_when_the_search_finds_nothing() {
        Refresh r = refreshOne("The CEO of Tesla is Elon Musk.");
        assertThat(r.verdict()).isEqualTo(Verdict.NO_EVIDENCE);
        assertThat(r.verdictSource()).isEqualTo(VerdictSource.NONE);
        assertThat(r.evidence()).isEmpty();
        assertThat(r.error()).isNull();
    }

    @Test
    void a_provider_failure_leaves_that_claim_unverified_and_the_others_answered() {
        WebSearch flaky = new WebSearch() {
            @Override
            public String name() {
                return "flaky";
            }

            @Override
            public List<SearchResult> search(String query, int maxResults) {
                if (query.contains("Tesla")) {
                    throw new SearchFailure("flaky", SearchFailure.Kind.RATE_LIMITED, "HTTP 429");
                }
                return List.of(hit("Sundar Pichai - Google", "Sundar Pichai is the CEO of Google."));
            }
        };
        RefreshReport report = refresher(flaky, null)
                .refresh("The CEO of Tesla is Elon Musk. The CEO of Google is" + " Eric Schmidt.", null);
        assertThat(report.checked()).isEqualTo(2);
        Refresh tesla = report.refreshes().get(0);
        assertThat(tesla.verdict()).isEqualTo(Verdict.UNVERIFIED);
        assertThat(tesla.verdictSource()).isEqualTo(VerdictSource.NONE);
        assertThat(tesla.error()).contains("rate_limited", "HTTP 429");
        assertThat(tesla.provider()).isEqualTo("flaky");
        assertThat(report.refreshes().get(1).verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
    }

    /** A provider that fails with {@code kind} for queries containing {@code word} (every query when null). */
    private static WebSearch failingOn(
            String name, String word, SearchFailure.Kind kind, String detail, SearchResult... otherwise) {
        return new WebSearch() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public List<SearchResult> search(String query, int maxResults) {
                if (word == null || query.contains(word)) {
                    throw new SearchFailure(name, kind, detail);
                }
                return List.of(otherwise);
            }
        };
    }

    @Test
    void reports_the_provider_of_the_chain_that_answered() {
        ProviderChain chain = new ProviderChain(List.of(
                failingOn("brave", null, SearchFailure.Kind.RATE_LIMITED, "HTTP 429"),
                new Hits.Fixed(hit("Elon Musk - Tesla", "Elon Musk is the chief executive officer of Tesla, Inc."))));

        Refresh r = refresher(chain, null)
                .refresh("The CEO of Tesla is Elon Musk.", null)
                .refreshes()
                .get(0);

        assertThat(r.provider()).isEqualTo("fake");
        assertThat(r.verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(r.error()).isNull();
    }

    @Test
    void a_claim_no_provider_could_search_is_unverified_with_every_reason_and_the_others_are_answered() {
        ProviderChain chain = new ProviderChain(List.of(
                failingOn("brave", null, SearchFailure.Kind.RATE_LIMITED, "HTTP 429"),
                failingOn(
                        "duckduckgo",
                        "Tesla",
                        SearchFailure.Kind.UNAVAILABLE,
                        "HTTP 503",
                        hit("Sundar Pichai - Google", "Sundar Pichai is the CEO of Google."))));

        RefreshReport report = refresher(chain, null)
                .refresh("The CEO of Tesla is Elon Musk. The CEO of Google is" + " Eric Schmidt.", null);

        Refresh tesla = report.refreshes().get(0);
        assertThat(tesla.verdict()).isEqualTo(Verdict.UNVERIFIED);
        assertThat(tesla.verdictSource()).isEqualTo(VerdictSource.NONE);
        assertThat(tesla.error())
                .isEqualTo("search failed on every provider: brave (rate_limited): HTTP 429;"
                        + " duckduckgo (unavailable): HTTP 503");
        assertThat(tesla.provider()).isEqualTo("brave,duckduckgo");
        Refresh google = report.refreshes().get(1);
        assertThat(google.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
        assertThat(google.provider()).isEqualTo("duckduckgo");
    }

    @Test
    void a_newer_dated_hit_outweighs_an_older_one_ranked_above_it() {
        SearchResult old = hit("Starbucks leadership", "Kevin Johnson is the CEO of Starbucks.");
        SearchResult recent = hit("Starbucks leadership", "Brian Niccol is the CEO of Starbucks.");
        String claim = "The CEO of Starbucks is Kevin Johnson.";
        assertThat(refreshOne(claim, old, recent).verdict())
                .as("undated: the top hit decides")
                .isEqualTo(Verdict.SUPPORTED);

        Refresh r = refreshOne(
                claim,
                dated(old.title(), old.snippet(), LocalDate.of(2019, 4, 2)),
                dated(recent.title(), recent.snippet(), LocalDate.of(2025, 2, 10)));

        assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
        assertThat(r.candidateValue()).isEqualTo("Brian Niccol");
        assertThat(r.evidence())
                .extracting(Evidence::publishedDate)
                .as("evidence keeps the provider's order and carries the dates")
                .containsExactly(LocalDate.of(2019, 4, 2), LocalDate.of(2025, 2, 10));
    }

    @Test
    void nli_contradiction_at_the_threshold_makes_a_claim_contradicted() {
        List<Integer> batchSizes = new ArrayList<>();
        NliClassifier nli = pairs -> {
            batchSizes.add(pairs.size());
            return pairs.stream()
                    .map(p -> p.premise().contains("Yaccarino")
                            ? new NliScores(0.05, 0.45, 0.5)
                            : new NliScores(0.1, 0.8, 0.1))
                    .toList();
        };
        Refresh r = refresher(
                        new Hits.Fixed(
                                hit("X leadership", "Linda Yaccarino is the CEO of X, formerly" + " Twitter."),
                                hit("Twitter", "Twitter is a social network.")),
                        nli)
                .refresh("The CEO of Twitter is Jack Dorsey.", null)
                .refreshes()
                .get(0);
        assertThat(r.verdict()).isEqualTo(Verdict.CONTRADICTED);
        assertThat(r.verdictSource()).isEqualTo(VerdictSource.NLI);
        assertThat(r.contradiction()).isEqualTo(0.5);
        assertThat(r.candidateValue()).isEqualTo("Linda Yaccarino");
        assertThat(batchSizes).containsExactly(2);
    }

    @Test
    void nli_below_the_threshold_supports_the_claim() {
        NliClassifier nli =
                pairs -> pairs.stream().map(p -> new NliScores(0.9, 0.05, 0.05)).toList();
        Refresh r = refresher(new Hits.Fixed(hit("Tim Cook", "Tim Cook is the CEO of Apple.")), nli)
                .refresh("The CEO of Apple is Tim Cook.", null)
                .refreshes()
                .get(0);
        assertThat(r.verdict()).isEqualTo(Verdict.SUPPORTED);
        assertThat(r.verdictSource()).isEqualTo(VerdictSource.NLI);
        assertThat(r.contradiction()).isEqualTo(0.05);
    }

    @Test
    void an_nli_failure_leaves_the_claim_unverified_with_its_evidence() {
        NliClassifier down = pairs -> {
            throw new NliFailure("HTTP 503 from the NLI server", null);
        };
        Refresh r = refresher(
                        new Hits.Fixed(hit("Sundar Pichai - Google", "Sundar Pichai is the CEO of Google.")), down)
                .refresh("The CEO of Google is Eric Schmidt.", null)
                .refreshes()
                .get(0);
        assertThat(r.verdict()).isEqualTo(Verdict.UNVERIFIED);
        assertThat(r.verdictSource()).isEqualTo(VerdictSource.NONE);
        assertThat(r.error()).contains("NLI failed", "HTTP 503");
        assertThat(r.candidateValue()).isEqualTo("Sundar Pichai");
        assertThat(r.evidence()).hasSize(1);
    }

    @Test
    void lexical_verdicts_never_say_contradicted() {
        Refresh r = refreshOne(
                "The CEO of Google is Eric Schmidt.",
                hit("Sundar Pichai - Google", "Sundar Pichai is the chief executive officer of Google and Alphabet."));
        assertThat(r.verdict()).isEqualTo(Verdict.DRIFT_SUSPECTED);
    }

    @Test
    void refreshes_the_riskiest_claims_first_and_counts_the_rest_as_skipped() {
        Hits.Fixed search = new Hits.Fixed(hit("t", "s"));
        RefreshReport report = refresher(search, null)
                .refresh(
                        "The population of Peru is 34 million. Who is the CEO"
                                + " of Apple? The CEO of Intel is Pat Gelsinger. How many lungs do slugs have?",
                        1);
        assertThat(report.checked()).isEqualTo(1);
        assertThat(report.skipped()).isEqualTo(3);
        assertThat(report.refreshes().get(0).subject()).isEqualTo("CEO of Intel");
        assertThat(search.queries).containsExactly("current CEO of Intel");
    }

    @Test
    void searches_by_the_subject_only() {
        Hits.Fixed search = new Hits.Fixed();
        refresher(search, null)
                .refresh(
                        "The head coach of Real Madrid is Carlo Ancelotti. Android 12 is the latest"
                                + " version of Android.",
                        null);
        assertThat(search.queries)
                .containsExactlyInAnyOrder("current head coach of Real Madrid", "latest version of Android");
    }

    @Test
    void rejects_a_max_claims_outside_the_configured_range() {
        Refresher refresher = refresher(new Hits.Fixed(), null);
        assertThatThrownBy(() -> refresher.refresh("The CEO of Apple is Tim Cook.", 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("maxClaims");
        assertThatThrownBy(() -> refresher.refresh("The CEO of Apple is Tim Cook.", 6))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
