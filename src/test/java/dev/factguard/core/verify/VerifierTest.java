package dev.factguard.core.verify;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.adapter.inmemory.InMemoryKnowledgeStore;
import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.knowledge.ContextPassages;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.FactPage;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.knowledge.Retrieval;
import dev.factguard.core.nli.NliClassifier;
import dev.factguard.core.nli.NliFailure;
import dev.factguard.core.nli.NliPair;
import dev.factguard.core.nli.NliScores;
import dev.factguard.core.refresh.VerdictSource;
import dev.factguard.core.verify.Difference.Kind;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.junit.jupiter.api.Test;

class VerifierTest {

    private final InMemoryKnowledgeStore store = new InMemoryKnowledgeStore();

    VerifierTest() {
        store.add(
                "acme",
                List.of(
                        new Fact("Nordwind K5 kettle", "The Nordwind K5 electric kettle holds 1.7 litres."),
                        new Fact("capital of Japan", "The capital of Japan is Tokyo."),
                        new Fact("delivery to Austria", "Delivery to Austria takes 3 to 5 working days."),
                        new Fact("student discount", "Students get a 15 percent discount on the Basic plan.")));
        store.add("globex", List.of(new Fact("Nordwind K5 kettle", "The Nordwind K5 kettle holds 2.5 litres.")));
    }

    private Verifier verifier(KnowledgeStore knowledge, NliClassifier nli, int maxStatements) {
        return new Verifier(knowledge, ContextPassages.NONE, nli, new VerifySettings(8, 0.0, maxStatements, 0.5));
    }

    private VerifyReport verify(String text) {
        return verifier(store, null, 40).verify("acme", Answer.of(text));
    }

    @Test
    void a_statement_in_other_units_is_supported_by_the_fact_that_covers_it() {
        VerifyReport r = verify("The K5 kettle holds 1,700 ml of water.");
        assertThat(r.verdict()).isEqualTo(StatementVerdict.SUPPORTED);
        CheckedStatement s = r.statements().get(0);
        assertThat(s.factKey()).isEqualTo("Nordwind K5 kettle");
        assertThat(s.source()).isEqualTo(VerdictSource.LEXICAL);
        assertThat(s.differences()).isEmpty();
    }

    @Test
    void another_value_contradicts_and_names_both_parts() {
        CheckedStatement s =
                verify("The Nordwind K5 kettle holds 2 litres.").statements().get(0);
        assertThat(s.verdict()).isEqualTo(StatementVerdict.CONTRADICTED);
        assertThat(s.differences()).containsExactly(new Difference(Kind.QUANTITY, "2 litres", "1.7 litres"));
        assertThat(s.reason()).contains("Nordwind K5 kettle").contains("1.7 litres");
        assertThat(verify("Kyoto is the capital of Japan.").statements().get(0).differences())
                .containsExactly(new Difference(Kind.NAME, "Kyoto", "Tokyo"));
        assertThat(verify("Students get a 15% discount on every plan.")
                        .statements()
                        .get(0)
                        .differences())
                .extracting(Difference::kind)
                .containsExactly(Kind.CONDITION);
    }

    @Test
    void a_fact_about_another_thing_leaves_the_statement_unverifiable() {
        for (String other : List.of(
                "The Nordwind K7 kettle holds 2 litres.",
                "Delivery to Germany takes 1 to 2 working days.",
                "The capital of France is Lyon.")) {
            VerifyReport r = verify(other);
            assertThat(r.verdict()).as(other).isEqualTo(StatementVerdict.UNVERIFIABLE);
            assertThat(r.statements().get(0).factKey()).as(other).isNull();
        }
    }

    @Test
    void a_statement_about_another_thing_of_the_same_kind_is_not_contradicted() {
        store.add(
                "acme",
                List.of(new Fact(
                        "store opening hours", "The Nordwind flagship store in Hamburg opens from 10:00 to 20:00.")));
        assertThat(verify("The Hamburg store opens at 9:00.").verdict()).isEqualTo(StatementVerdict.CONTRADICTED);
        assertThat(verify("The Berlin store opens at 9:00.").verdict()).isEqualTo(StatementVerdict.UNVERIFIABLE);
        assertThat(verify("The Sun is 150 million km from the Moon.").verdict())
                .isEqualTo(StatementVerdict.UNVERIFIABLE);
        assertThat(verify("Before Tokyo, Kyoto was the capital of Japan.").verdict())
                .isEqualTo(StatementVerdict.UNVERIFIABLE);
        assertThat(verify("The capital of Japan is Tokyo, Japan.").verdict()).isEqualTo(StatementVerdict.SUPPORTED);
    }

    @Test
    void each_clause_of_a_fact_is_compared_on_its_own_with_the_subject_of_its_sentence() {
        store.add(
                "acme",
                List.of(
                        new Fact("free trial", "The free trial lasts 30 days and needs no credit card."),
                        new Fact("Nordwind CTO", "The CTO of Nordwind is Jonas Albrecht."),
                        new Fact(
                                "Everest first ascent",
                                "Edmund Hillary and Tenzing Norgay first reached the summit of Mount Everest"
                                        + " on 29 May 1953."),
                        new Fact("Team plan seats", "The Team plan includes 10 user seats.")));
        assertThat(verify("The free trial lasts a month.").verdict()).isEqualTo(StatementVerdict.SUPPORTED);
        assertThat(verify("The free trial needs a credit card.")
                        .statements()
                        .get(0)
                        .differences())
                .extracting(Difference::kind)
                .containsExactly(Kind.NEGATION);
        assertThat(verify("Jonas Albrecht serves as Nordwind's chief technology officer.")
                        .verdict())
                .isEqualTo(StatementVerdict.SUPPORTED);
        assertThat(verify("George Mallory first reached the summit of Mount Everest on 29 May 1953.")
                        .statements()
                        .get(0)
                        .differences())
                .extracting(Difference::kind)
                .containsExactly(Kind.NAME);
        assertThat(verify("The Team plan includes unlimited user seats.").verdict())
                .isEqualTo(StatementVerdict.CONTRADICTED);
        assertThat(verify("Every customer gets a 15 percent discount on the Basic plan.")
                        .verdict())
                .isEqualTo(StatementVerdict.CONTRADICTED);
        assertThat(verify("Students get 15% off the Basic plan and 10% off the Pro plan.")
                        .verdict())
                .isEqualTo(StatementVerdict.UNVERIFIABLE);
    }

    @Test
    void the_answer_is_contradicted_by_any_statement_and_supported_only_by_all() {
        assertThat(verify("Tokyo is the capital of Japan. The K5 kettle holds 3 litres.")
                        .verdict())
                .isEqualTo(StatementVerdict.CONTRADICTED);
        assertThat(verify("Tokyo is the capital of Japan. It has 14 million inhabitants.")
                        .verdict())
                .isEqualTo(StatementVerdict.UNVERIFIABLE);
        assertThat(verify("Tokyo is the capital of Japan. Delivery to Austria takes four days.")
                        .verdict())
                .isEqualTo(StatementVerdict.SUPPORTED);
        VerifyReport courtesy = verify("Happy to help! Anything else?");
        assertThat(courtesy.verdict()).isEqualTo(StatementVerdict.UNVERIFIABLE);
        assertThat(courtesy.statements()).isEmpty();
        assertThat(courtesy.skipped()).isEqualTo(2);
    }

    @Test
    void only_the_tenant_s_own_facts_are_read() {
        Verifier v = verifier(store, null, 40);
        assertThat(v.verify("globex", Answer.of("The Nordwind K5 kettle holds 2.5 litres."))
                        .verdict())
                .isEqualTo(StatementVerdict.SUPPORTED);
        assertThat(v.verify("acme", Answer.of("The Nordwind K5 kettle holds 2.5 litres."))
                        .verdict())
                .isEqualTo(StatementVerdict.CONTRADICTED);
        assertThat(v.verify("initech", Answer.of("The Nordwind K5 kettle holds 2.5 litres."))
                        .verdict())
                .isEqualTo(StatementVerdict.UNVERIFIABLE);
    }

    @Test
    void context_passages_are_checked_like_facts_and_kept_nowhere() {
        Answer answer = new Answer(
                "The Lumo lamp runs for 12 hours on a charge.",
                null,
                null,
                List.of("The Lumo desk lamp runs for up to 8 hours on a full charge."));
        CheckedStatement s =
                verifier(store, null, 40).verify("acme", answer).statements().get(0);
        assertThat(s.verdict()).isEqualTo(StatementVerdict.CONTRADICTED);
        assertThat(s.factKey()).isEqualTo("context[0]");
        assertThat(store.size("acme")).isEqualTo(4);
    }

    @Test
    void a_statement_that_names_nothing_leans_on_the_prompt() {
        Answer answer = new Answer("It holds 2 litres.", "How much does the Nordwind K5 kettle hold?", null, List.of());
        assertThat(verifier(store, null, 40).verify("acme", answer).verdict()).isEqualTo(StatementVerdict.CONTRADICTED);
        assertThat(verify("It holds 2 litres.").verdict()).isEqualTo(StatementVerdict.UNVERIFIABLE);
    }

    @Test
    void a_store_that_cannot_be_reached_degrades_the_answer_and_says_so() {
        KnowledgeStore down = new Failing(store);
        Answer answer = new Answer(
                "The K5 holds 2 litres. The Lumo lamp runs for 12 hours.",
                null,
                null,
                List.of("The Lumo desk lamp runs for up to 8 hours on a full charge."));
        VerifyReport r = verifier(down, null, 40).verify("acme", answer);
        assertThat(r.degraded()).singleElement().asString().startsWith("knowledge: the store is unavailable");
        assertThat(r.statements().get(0).verdict()).isEqualTo(StatementVerdict.UNVERIFIABLE);
        assertThat(r.statements().get(1).verdict()).isEqualTo(StatementVerdict.CONTRADICTED);
    }

    @Test
    void statements_past_the_limit_are_skipped_and_the_answer_is_then_never_supported() {
        VerifyReport r = verifier(store, null, 1)
                .verify("acme", Answer.of("Tokyo is the capital of Japan. Delivery to Austria takes four days."));
        assertThat(r.statements()).hasSize(1);
        assertThat(r.skipped()).isEqualTo(1);
        assertThat(r.truncated()).isTrue();
        assertThat(r.verdict()).isEqualTo(StatementVerdict.UNVERIFIABLE);
    }

    @Test
    void an_nli_model_judges_each_covered_statement_in_one_batch() {
        List<List<NliPair>> batches = new ArrayList<>();
        NliClassifier nli = pairs -> {
            batches.add(pairs);
            return pairs.stream()
                    .map(p -> p.hypothesis().contains("Kyoto")
                            ? new NliScores(0.02, 0.08, 0.9)
                            : p.hypothesis().contains("Tokyo")
                                    ? new NliScores(0.95, 0.03, 0.02)
                                    : new NliScores(0.1, 0.8, 0.1))
                    .toList();
        };
        VerifyReport r = verifier(store, nli, 40)
                .verify(
                        "acme",
                        Answer.of("Tokyo is the capital of Japan. Kyoto is the capital of Japan. "
                                + "Delivery to Austria is fast. Penguins live in Antarctica."));
        assertThat(batches).hasSize(1);
        assertThat(batches.get(0)).extracting(NliPair::premise).contains("The capital of Japan is Tokyo.");
        assertThat(batches.get(0)).extracting(NliPair::hypothesis).noneMatch(h -> h.contains("Penguins"));
        List<CheckedStatement> s = r.statements();
        assertThat(s.get(0).verdict()).isEqualTo(StatementVerdict.SUPPORTED);
        assertThat(s.get(0).source()).isEqualTo(VerdictSource.NLI);
        assertThat(s.get(1).verdict()).isEqualTo(StatementVerdict.CONTRADICTED);
        assertThat(s.get(1).contradiction()).isEqualTo(0.9);
        assertThat(s.get(1).differences()).containsExactly(new Difference(Kind.NAME, "Kyoto", "Tokyo"));
        assertThat(s.get(2).verdict()).isEqualTo(StatementVerdict.UNVERIFIABLE);
        assertThat(s.get(2).source()).isEqualTo(VerdictSource.NLI);
        assertThat(s.get(3).source()).isEqualTo(VerdictSource.NONE);
        assertThat(r.verdict()).isEqualTo(StatementVerdict.CONTRADICTED);
    }

    @Test
    void a_failing_nli_model_leaves_the_lexical_verdicts_and_says_so() {
        NliClassifier failing = pairs -> {
            throw new NliFailure("HTTP 500", null);
        };
        VerifyReport r = verifier(store, failing, 40).verify("acme", Answer.of("Kyoto is the capital of Japan."));
        assertThat(r.verdict()).isEqualTo(StatementVerdict.CONTRADICTED);
        assertThat(r.statements().get(0).source()).isEqualTo(VerdictSource.LEXICAL);
        assertThat(r.degraded()).singleElement().asString().startsWith("nli: ").contains("HTTP 500");
    }

    /** A store whose backend cannot be reached. */
    private record Failing(KnowledgeStore inner) implements KnowledgeStore {
        @Override
        public int add(String tenant, List<Fact> facts) {
            throw new StoreUnavailableException("redis down", null);
        }

        @Override
        public Retrieval retrieve(String tenant, KnowledgeQuery query, int topK) {
            throw new StoreUnavailableException("redis down", null);
        }

        @Override
        public int remove(String tenant, Collection<String> keys) {
            throw new StoreUnavailableException("redis down", null);
        }

        @Override
        public int size(String tenant) {
            throw new StoreUnavailableException("redis down", null);
        }

        @Override
        public FactPage list(String tenant, String after, int limit) {
            throw new StoreUnavailableException("redis down", null);
        }
    }
}
