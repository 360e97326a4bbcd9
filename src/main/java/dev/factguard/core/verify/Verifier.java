package dev.factguard.core.verify;

import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.knowledge.ContextPassages;
import dev.factguard.core.knowledge.FactMatch;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.core.knowledge.TenantIndex;
import dev.factguard.core.nli.NliClassifier;
import dev.factguard.core.refresh.VerdictSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks an answer against a tenant's facts and the caller's context passages: every checkable statement is
 * compared with the facts retrieved for it ({@link KnowledgeStore#retrieve}, hybrid with embeddings when they are
 * on) — by {@link LexicalCheck}, then, when an NLI model is configured, by the model for each statement a fact
 * covers. A knowledge store that cannot be reached, or an NLI model that fails, degrades the answer and says so:
 * the context passages are still checked, and the lexical verdicts stand. Thread-safe if its ports are.
 */
public final class Verifier {

    /** The backend named in {@link VerifyReport#degraded()} when the knowledge store fails. */
    public static final String KNOWLEDGE = "knowledge";

    /** The backend named in {@link VerifyReport#degraded()} when the NLI model fails. */
    public static final String NLI = "nli";

    private final KnowledgeStore knowledge;
    private final ContextPassages contextPassages;
    private final NliClassifier nli;
    private final VerifySettings settings;

    /**
     * @param contextPassages how the caller's passages are indexed (with embeddings when they are on)
     * @param nli             the NLI model, or null for lexical verdicts only
     */
    public Verifier(
            KnowledgeStore knowledge, ContextPassages contextPassages, NliClassifier nli, VerifySettings settings) {
        if (knowledge == null || contextPassages == null || settings == null) {
            throw new IllegalArgumentException("knowledge, contextPassages and settings must not be null");
        }
        this.knowledge = knowledge;
        this.contextPassages = contextPassages;
        this.nli = nli;
        this.settings = settings;
    }

    public VerifySettings settings() {
        return settings;
    }

    /** Checks {@code answer} against the facts of {@code tenant}. */
    public VerifyReport verify(String tenant, Answer answer) {
        if (tenant == null) {
            throw new IllegalArgumentException("tenant must not be null");
        }
        Reading prompt = answer.prompt() == null ? null : Reading.of(answer.prompt());
        List<Statement> checkable = new ArrayList<>();
        int skipped = 0;
        for (Statement s : AnswerStatements.split(answer.text(), prompt)) {
            if (s.checkable()) {
                checkable.add(s);
            } else {
                skipped++;
            }
        }
        List<String> degraded = new ArrayList<>();
        boolean truncated = checkable.size() > settings.maxStatements();
        if (truncated) {
            skipped += checkable.size() - settings.maxStatements();
            checkable = checkable.subList(0, settings.maxStatements());
        }
        Facts facts = new Facts(tenant, answer.context(), degraded);
        List<Lexical> lexical = new ArrayList<>(checkable.size());
        for (Statement s : checkable) {
            lexical.add(lexical(s, facts.candidates(s)));
        }
        List<CheckedStatement> checked = nli == null
                ? lexical.stream().map(Lexical::toChecked).toList()
                : NliCheck.judge(nli, settings.nliThreshold(), lexical, degraded);
        return new VerifyReport(verdict(checked, truncated), checked, skipped, truncated, degraded);
    }

    private static StatementVerdict verdict(List<CheckedStatement> statements, boolean truncated) {
        boolean allSupported = !statements.isEmpty() && !truncated;
        for (CheckedStatement s : statements) {
            if (s.verdict() == StatementVerdict.CONTRADICTED) {
                return StatementVerdict.CONTRADICTED;
            }
            allSupported &= s.verdict() == StatementVerdict.SUPPORTED;
        }
        return allSupported ? StatementVerdict.SUPPORTED : StatementVerdict.UNVERIFIABLE;
    }

    /** The best lexical judgement of a statement over its candidate facts, sentence by sentence. */
    private static Lexical lexical(Statement s, List<FactView> candidates) {
        Judged best = null;
        FactView decided = null;
        List<Covering> covering = new ArrayList<>();
        for (FactView fact : candidates) {
            Judged bestOfFact = null;
            for (FactView.Part part : fact.parts()) {
                Judged j = LexicalCheck.check(
                        s.reading(),
                        s.context(),
                        part.reading(),
                        part.lean(),
                        fact.anchors(),
                        fact.fact().key());
                if (j.outranks(bestOfFact)) {
                    bestOfFact = j;
                }
            }
            if (bestOfFact != null && bestOfFact.covers()) {
                covering.add(new Covering(fact, bestOfFact));
                if (bestOfFact.outranks(best)) {
                    best = bestOfFact;
                    decided = fact;
                }
            }
        }
        return new Lexical(s, best, decided, covering, !candidates.isEmpty());
    }

    /** A fact that covers a statement at least in part, and what it says of it. */
    record Covering(FactView fact, Judged judged) {}

    /** The lexical outcome for one statement. */
    record Lexical(Statement statement, Judged best, FactView fact, List<Covering> covering, boolean hadCandidates) {

        CheckedStatement toChecked() {
            String text = statement.text();
            if (best == null || best.verdict() == StatementVerdict.UNVERIFIABLE) {
                String reason = best != null
                        ? best.reason()
                        : hadCandidates
                                ? "no fact covers it (the facts retrieved for it are about something else)"
                                : "no fact covers it";
                return new CheckedStatement(
                        text,
                        StatementVerdict.UNVERIFIABLE,
                        best == null ? VerdictSource.NONE : VerdictSource.LEXICAL,
                        null,
                        null,
                        List.of(),
                        reason,
                        null);
            }
            return new CheckedStatement(
                    text,
                    best.verdict(),
                    VerdictSource.LEXICAL,
                    fact.fact().key(),
                    fact.fact().text(),
                    best.differences(),
                    best.reason(),
                    null);
        }
    }

    /** The facts of one verification: retrieved per statement, each read once. */
    private final class Facts {
        private final String tenant;
        private final TenantIndex context;
        private final List<String> degraded;
        private final Map<String, FactView> read = new HashMap<>();
        private boolean storeDown;

        Facts(String tenant, List<String> passages, List<String> degraded) {
            this.tenant = tenant;
            this.degraded = degraded;
            // Scored exactly as the tenant's facts are, embedded once for all statements, never stored.
            this.context = passages.isEmpty() ? null : contextPassages.index(passages);
        }

        /**
         * The facts retrieved for a statement: for its own words (with the names it leans on, when it names none),
         * and, when it says little itself, once more with the prompt's topic words added, since those would crowd
         * out the facts that match the statement alone.
         */
        List<FactView> candidates(Statement s) {
            Map<String, FactView> found = new LinkedHashMap<>();
            String own = query(s);
            retrieve(found, KnowledgeQuery.of(own));
            String names = names(s);
            if (found.size() < settings.candidates() && !names.isEmpty() && !names.equals(own)) {
                // Words the facts do not share ("travel" for "range") would hide the facts on the same thing.
                retrieve(found, KnowledgeQuery.of(names));
            }
            if (!s.context().topic().isEmpty()) {
                retrieve(
                        found,
                        KnowledgeQuery.of(
                                own + " " + String.join(" ", s.context().topic())));
            }
            return List.copyOf(found.values());
        }

        private void retrieve(Map<String, FactView> found, KnowledgeQuery query) {
            if (!storeDown) {
                try {
                    add(
                            found,
                            knowledge
                                    .retrieve(tenant, query, settings.candidates())
                                    .matches(),
                            false);
                } catch (StoreUnavailableException e) {
                    storeDown = true;
                    degraded.add(KNOWLEDGE + ": the store is unavailable (" + e.getMessage()
                            + "); the tenant's facts were not checked");
                }
            }
            if (context != null) {
                add(found, context.retrieve(query, settings.candidates()).matches(), true);
            }
        }

        private void add(Map<String, FactView> found, List<FactMatch> matches, boolean fromContext) {
            for (FactMatch m : matches) {
                if (m.score() < settings.minFactScore()) {
                    continue;
                }
                String id = (fromContext ? "c:" : "k:") + m.fact().key();
                FactView view = read.computeIfAbsent(id, k -> FactView.of(m.fact(), fromContext));
                // A fact replaced since it was read (same key, new text) is read again.
                if (!view.fact().equals(m.fact())) {
                    view = FactView.of(m.fact(), fromContext);
                    read.put(id, view);
                }
                found.putIfAbsent(id, view);
            }
        }

        /** The statement's names, as one query; empty when it has none. */
        private static String names(Statement s) {
            StringBuilder q = new StringBuilder();
            for (NameRun run : s.reading().names) {
                q.append(q.length() == 0 ? "" : " ").append(run.text());
            }
            return q.toString();
        }

        /** The statement without its values, with the names it leans on and the words of its paraphrase groups. */
        private static String query(Statement s) {
            StringBuilder q = new StringBuilder(s.reading().withoutValues);
            for (String name : s.context().names()) {
                q.append(' ').append(name);
            }
            for (String stem : s.reading().topic) {
                for (String word : Paraphrases.group(stem)) {
                    q.append(' ').append(word);
                }
            }
            return q.toString();
        }
    }
}
