package dev.factguard.core.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.adapter.inmemory.InMemoryOutcomeStore;
import dev.factguard.core.forecast.ForecastSettings;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.forecast.Recommendation;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.freshness.FreshnessVolatility;
import dev.factguard.core.knowledge.ContextPassages;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.outcome.FeedbackRecorder;
import dev.factguard.core.outcome.ForecastIds;
import dev.factguard.core.outcome.Insight;
import dev.factguard.core.outcome.Insights;
import dev.factguard.core.outcome.OutcomeModel;
import dev.factguard.core.refresh.RefreshSettings;
import dev.factguard.core.refresh.Refresher;
import dev.factguard.core.search.SearchResult;
import dev.factguard.core.search.WebSearch;
import dev.factguard.core.verify.StatementVerdict;
import dev.factguard.core.verify.Verifier;
import dev.factguard.core.verify.VerifySettings;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class GuardGatewayTest {

    static final Clock CLOCK = Clock.fixed(Instant.parse("2025-10-01T00:00:00Z"), ZoneOffset.UTC);
    static final String NEAR_MISS = "How many litres does the Nordwind K7 kettle hold?";
    static final String COVERED = "How many litres does the Nordwind K5 kettle hold?";
    static final String VAGUE = "Who is the current CEO of it now? Cite your sources.";
    static final GuardOptions FLAG = new GuardOptions(OnReview.FLAG, RefreshMode.FLAG);

    private final InMemoryKnowledgeStore knowledge = new InMemoryKnowledgeStore();
    private final FreshnessScorer scorer = new FreshnessScorer(CLOCK);
    private final ExecutorService pool = Executors.newCachedThreadPool();
    private final CountDownLatch searchRelease = new CountDownLatch(1);
    private final List<String> queries = new ArrayList<>();

    GuardGatewayTest() {
        knowledge.add(
                "t",
                List.of(
                        new Fact("Nordwind K5 kettle", "The Nordwind K5 electric kettle holds 1.7 litres."),
                        new Fact("capital of France", "The capital of France is Paris.")));
    }

    @AfterEach
    void release() {
        searchRelease.countDown();
        pool.shutdownNow();
    }

    private GuardGateway gateway(WebSearch search, Duration budget) {
        return gateway(search, budget, ForecastSettings.defaults());
    }

    /** A gateway whose tenants proceed only below 0.05: what the facts answer is grounded. */
    private GuardGateway grounding() {
        ForecastSettings d = ForecastSettings.defaults();
        return gateway(
                answering(),
                Duration.ofSeconds(5),
                new ForecastSettings(
                        d.weights(),
                        0.05,
                        d.groundBelow(),
                        d.coveragePrior(),
                        d.outcomeGain(),
                        d.outcomeHalfway(),
                        d.candidates()));
    }

    private GuardGateway gateway(WebSearch search, Duration budget, ForecastSettings forecastSettings) {
        return gateway(
                forecaster(new InMemoryOutcomeStore(), new ForecastIds(ForecastIds.randomSecret()), forecastSettings),
                search,
                budget);
    }

    private Forecaster forecaster(InMemoryOutcomeStore outcomes, ForecastIds ids) {
        return forecaster(outcomes, ids, ForecastSettings.defaults());
    }

    private Forecaster forecaster(InMemoryOutcomeStore outcomes, ForecastIds ids, ForecastSettings forecastSettings) {
        return new Forecaster(
                knowledge, outcomes, OutcomeModel.DEFAULT, ids, new FreshnessVolatility(scorer), forecastSettings);
    }

    private GuardGateway gateway(Forecaster forecaster, WebSearch search, Duration budget) {
        Refresher refresher = new Refresher(scorer, search, null, RefreshSettings.defaults(), CLOCK);
        GatewaySettings settings = new GatewaySettings(FLAG, 3, 0.1, "Facts:\n{facts}", budget, 8192);
        Verifier verifier = new Verifier(knowledge, ContextPassages.NONE, null, VerifySettings.defaults());
        return new GuardGateway(forecaster, knowledge, scorer, refresher, verifier, new Unused(), settings, pool);
    }

    private GuardGateway gateway() {
        return gateway(answering(), Duration.ofSeconds(5));
    }

    /** A chat request naming its model. */
    record ModelCall(List<ChatMessage> messages, String model) implements ChatCall {
        @Override
        public boolean stream() {
            return false;
        }

        @Override
        public ChatCall withSystemMessage(String text) {
            List<ChatMessage> copy = new ArrayList<>(messages);
            copy.add(0, new ChatMessage("system", text));
            return new ModelCall(copy, model);
        }

        @Override
        public String body() {
            return messages.toString();
        }
    }

    @Test
    void the_request_s_model_is_the_forecast_s_so_feedback_by_its_id_counts_for_that_model() {
        InMemoryOutcomeStore outcomes = new InMemoryOutcomeStore();
        ForecastIds ids = new ForecastIds(ForecastIds.randomSecret());
        Forecaster forecaster = forecaster(outcomes, ids);
        GuardGateway gateway = gateway(forecaster, answering(), Duration.ofSeconds(5));
        FeedbackRecorder feedback = new FeedbackRecorder(outcomes, ids, null, forecaster::assess);
        for (String model : List.of("gpt-4o-mini", "bad\u0007model")) {
            Guarding g = gateway.prepare(
                    "t", new ModelCall(List.of(new ChatMessage("user", "Who won the 1998 final?")), model), FLAG);
            assertThat(feedback.byForecastId("t", g.forecast().forecastId(), true))
                    .isPresent();
        }
        Insight insight = new Insights(outcomes).of("t");
        assertThat(insight.outcomes()).isEqualTo(2);
        assertThat(insight.byModel())
                .as("a name the forecast cannot take counts for the tenant as a whole")
                .containsOnlyKeys("gpt-4o-mini");
        assertThat(insight.byModel().get("gpt-4o-mini").outcomes()).isEqualTo(1);
    }

    private WebSearch answering() {
        return new FakeSearch(false);
    }

    @Test
    void a_prompt_to_proceed_is_sent_unchanged() {
        TextCall call = TextCall.of(
                new ChatMessage("system", "Be brief."), new ChatMessage("user", "Write a haiku about autumn leaves."));
        Guarding g = gateway().prepare("t", call, FLAG);
        assertThat(g.forecast().recommendation()).isEqualTo(Recommendation.PROCEED);
        assertThat(g.call()).isSameAs(call);
        assertThat(g.grounding()).isEmpty();
    }

    @Test
    void a_prompt_to_ground_gets_the_tenant_s_facts_as_a_system_message() {
        TextCall call = TextCall.of(new ChatMessage("system", "Be brief."), new ChatMessage("user", COVERED));
        Guarding g = grounding().prepare("t", call, FLAG);
        assertThat(g.forecast().recommendation()).isEqualTo(Recommendation.GROUND);
        assertThat(g.grounding()).extracting(Fact::key).containsExactly("Nordwind K5 kettle");
        assertThat(g.call().messages())
                .containsExactly(
                        new ChatMessage("system", "Be brief."),
                        new ChatMessage("system", "Facts:\n- The Nordwind K5 electric kettle holds 1.7 litres."),
                        new ChatMessage("user", COVERED));
    }

    @Test
    void a_near_miss_no_fact_answers_is_sent_to_review_not_grounded_with_the_wrong_fact() {
        TextCall call = TextCall.of(new ChatMessage("system", "Be brief."), new ChatMessage("user", NEAR_MISS));
        Guarding g = gateway().prepare("t", call, FLAG);
        assertThat(g.forecast().recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
        assertThat(g.grounding()).isEmpty();
        assertThat(g.call()).isSameAs(call);
    }

    @Test
    void a_fact_the_caller_already_quoted_is_not_added_again() {
        TextCall call = TextCall.of(
                new ChatMessage("system", "Context: the  nordwind K5 electric kettle holds" + " 1.7 litres."),
                new ChatMessage("user", COVERED));
        Guarding g = grounding().prepare("t", call, FLAG);
        assertThat(g.forecast().recommendation()).isEqualTo(Recommendation.GROUND);
        assertThat(g.grounding()).isEmpty();
        assertThat(g.call()).isSameAs(call);
    }

    @Test
    void another_tenant_s_facts_never_ground_a_prompt() {
        Guarding g = gateway().prepare("other", TextCall.of(new ChatMessage("user", NEAR_MISS)), FLAG);
        assertThat(g.grounding()).isEmpty();
    }

    @Test
    void human_review_blocks_only_when_asked_to() {
        TextCall call = TextCall.of(new ChatMessage("user", VAGUE));
        GuardGateway gateway = gateway();
        Guarding flagged = gateway.prepare("t", call, FLAG);
        assertThat(flagged.forecast().recommendation()).isEqualTo(Recommendation.HUMAN_REVIEW);
        assertThat(flagged.blocked()).isFalse();
        Guarding blocked = gateway.prepare("t", call, FLAG.with(OnReview.BLOCK, null, null));
        assertThat(blocked.blocked()).isTrue();
        assertThatThrownBy(() -> gateway.complete(blocked)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void the_last_user_message_is_forecast() {
        TextCall call = TextCall.of(
                new ChatMessage("user", VAGUE),
                new ChatMessage("assistant", "Which company?"),
                new ChatMessage("user", "What is the capital of France?"));
        // The vague first message alone would go to a person; the last one, which a fact answers, is grounded.
        assertThat(gateway().prepare("t", call, FLAG).forecast().recommendation())
                .isEqualTo(Recommendation.GROUND);
    }

    @Test
    void a_request_without_user_text_is_refused() {
        assertThatThrownBy(() -> gateway().prepare("t", TextCall.of(new ChatMessage("system", "Hi")), FLAG))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("user message");
    }

    @Test
    void flag_scores_the_answer_s_freshness_without_searching() {
        GuardGateway gateway = gateway();
        Guarding g = gateway.prepare("t", TextCall.of(new ChatMessage("user", "Who runs Twitter?")), FLAG);
        Annotation a = gateway.annotate(g, "The CEO of Twitter is Jack Dorsey. Paris is lovely.");
        assertThat(a.freshness().claims()).hasSize(1);
        assertThat(a.staleClaims()).isEqualTo(1);
        assertThat(a.refreshes()).isNull();
        assertThat(queries).isEmpty();
    }

    @Test
    void verify_refreshes_the_stale_claims() {
        GuardGateway gateway = gateway();
        Guarding g = gateway.prepare(
                "t",
                TextCall.of(new ChatMessage("user", "Who runs Twitter?")),
                FLAG.with(null, RefreshMode.VERIFY, null));
        Annotation a = gateway.annotate(g, "The CEO of Twitter is Jack Dorsey.");
        assertThat(a.refreshes().refreshes()).hasSize(1);
        assertThat(a.refreshes().refreshes().get(0).evidence()).hasSize(1);
        assertThat(a.refreshError()).isNull();
        assertThat(queries).hasSize(1).allSatisfy(q -> assertThat(q).doesNotContain("Dorsey"));
    }

    @Test
    void a_refresh_over_its_budget_leaves_the_answer_with_freshness_and_says_why() {
        GuardGateway gateway = gateway(new FakeSearch(true), Duration.ofMillis(50));
        Guarding g = gateway.prepare(
                "t",
                TextCall.of(new ChatMessage("user", "Who runs Twitter?")),
                FLAG.with(null, RefreshMode.VERIFY, null));
        Annotation a = gateway.annotate(g, "The CEO of Twitter is Jack Dorsey.");
        assertThat(a.refreshes()).isNull();
        assertThat(a.staleClaims()).isEqualTo(1);
        assertThat(a.refreshError()).contains("50 ms budget");
    }

    @Test
    void off_checks_nothing() {
        GuardGateway gateway = gateway();
        Guarding g = gateway.prepare(
                "t",
                TextCall.of(new ChatMessage("user", "Who runs Twitter?")),
                FLAG.with(null, RefreshMode.OFF, VerifyMode.OFF));
        assertThat(gateway.annotate(g, "The CEO of Twitter is Jack Dorsey.")).isEqualTo(Annotation.NONE);
    }

    @Test
    void flag_reports_a_contradicted_answer_and_hands_it_on() {
        GuardGateway gateway = gateway();
        Guarding g = gateway.prepare("t", TextCall.of(new ChatMessage("user", "How much does the K5 hold?")), FLAG);
        Annotation a = gateway.annotate(g, "The Nordwind K5 kettle holds 2.5 litres.");
        assertThat(a.verification().verdict()).isEqualTo(StatementVerdict.CONTRADICTED);
        assertThat(a.verification().statements().get(0).factKey()).isEqualTo("Nordwind K5 kettle");
        assertThat(a.withheld()).isFalse();
        assertThat(a.hallucinated()).isTrue();
    }

    @Test
    void block_withholds_a_contradicted_answer_and_only_that() {
        GuardGateway gateway = gateway();
        GuardOptions block = FLAG.with(null, null, VerifyMode.BLOCK);
        Guarding g = gateway.prepare("t", TextCall.of(new ChatMessage("user", "How much does the K5 hold?")), block);
        assertThat(gateway.annotate(g, "The Nordwind K5 kettle holds 2.5 litres.")
                        .withheld())
                .isTrue();
        Annotation supported = gateway.annotate(g, "The Nordwind K5 kettle holds 1,700 ml.");
        assertThat(supported.withheld()).isFalse();
        assertThat(supported.hallucinated()).isFalse();
        Annotation unverifiable = gateway.annotate(g, "The K5 comes in three colours.");
        assertThat(unverifiable.withheld()).isFalse();
        assertThat(unverifiable.hallucinated()).isNull();
    }

    @Test
    void the_caller_s_system_messages_are_checked_like_facts_and_the_answers_before_are_not() {
        GuardGateway gateway = gateway();
        TextCall call = TextCall.of(
                new ChatMessage("system", "The Lumo desk lamp runs for up to 8 hours on a full charge."),
                new ChatMessage("assistant", "The Lumo desk lamp runs for 12 hours on a full charge."),
                new ChatMessage("user", "How long does the Lumo lamp run?"));
        Guarding g = gateway.prepare("other", call, FLAG);
        Annotation a = gateway.annotate(g, "The Lumo lamp runs for 12 hours on one charge.");
        assertThat(a.verification().verdict()).isEqualTo(StatementVerdict.CONTRADICTED);
        assertThat(a.verification().statements().get(0).factKey()).isEqualTo("context[0]");
    }

    @Test
    void an_answer_without_text_is_not_verified() {
        GuardGateway gateway = gateway();
        Guarding g = gateway.prepare("t", TextCall.of(new ChatMessage("user", "How much does the K5 hold?")), FLAG);
        assertThat(gateway.annotate(g, " ").verification()).isNull();
    }

    @Test
    void a_long_prompt_is_cut_on_a_code_point_boundary() {
        assertThat(GuardGateway.leading("ab€d", 4)).isEqualTo("ab");
        assertThat(GuardGateway.leading("ab€d", 5)).isEqualTo("ab€");
        assertThat(GuardGateway.leading("a😀", 4)).isEqualTo("a");
        assertThat(GuardGateway.leading("short", 8192)).isEqualTo("short");
    }

    @Test
    void options_name_the_allowed_values() {
        assertThatThrownBy(() -> RefreshMode.parse("always", "factguard.refresh"))
                .hasMessageContaining("'factguard.refresh' must be one of off, flag, verify");
        assertThat(OnReview.parse(" Block ", "x")).isEqualTo(OnReview.BLOCK);
        assertThatThrownBy(() -> VerifyMode.parse("strict", "factguard.gateway.verify"))
                .hasMessageContaining("'factguard.gateway.verify' must be one of off, flag, block");
    }

    /** Answers with one page about X's CEO, or (blocking) waits until the test ends. */
    private final class FakeSearch implements WebSearch {
        private final boolean blocking;

        FakeSearch(boolean blocking) {
            this.blocking = blocking;
        }

        @Override
        public String name() {
            return "fake";
        }

        @Override
        public List<SearchResult> search(String query, int maxResults) {
            synchronized (queries) {
                queries.add(query);
            }
            if (blocking) {
                try {
                    searchRelease.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return List.of(new SearchResult(
                    "Linda Yaccarino named CEO of X",
                    "Linda Yaccarino became CEO of X, formerly Twitter.",
                    "https://news.example.com/x"));
        }
    }

    /** The tests here never reach an upstream. */
    private static final class Unused implements ChatUpstream {
        @Override
        public java.util.concurrent.CompletionStage<ChatAnswer> complete(ChatCall call) {
            throw new AssertionError("no upstream in these tests");
        }

        @Override
        public Runnable stream(ChatCall call, ChatStream sink) {
            throw new AssertionError("no upstream in these tests");
        }

        @Override
        public ChatAnswer models() {
            throw new AssertionError("no upstream in these tests");
        }
    }

    /** A call as plain messages; its body is not JSON (nothing here sends it). */
    record TextCall(List<ChatMessage> messages) implements ChatCall {
        static TextCall of(ChatMessage... messages) {
            return new TextCall(List.of(messages));
        }

        @Override
        public boolean stream() {
            return false;
        }

        @Override
        public ChatCall withSystemMessage(String text) {
            List<ChatMessage> copy = new ArrayList<>(messages);
            int at = 0;
            while (at < copy.size() && copy.get(at).role().equals("system")) {
                at++;
            }
            copy.add(at, new ChatMessage("system", text));
            return new TextCall(copy);
        }

        @Override
        public String body() {
            return messages.toString();
        }
    }
}
