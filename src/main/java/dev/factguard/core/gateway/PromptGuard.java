package dev.factguard.core.gateway;

import dev.factguard.core.StoreUnavailableException;
import dev.factguard.core.forecast.Forecast;
import dev.factguard.core.forecast.Forecaster;
import dev.factguard.core.forecast.Recommendation;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.FactMatch;
import dev.factguard.core.knowledge.KnowledgeQuery;
import dev.factguard.core.knowledge.KnowledgeStore;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The guard before generation, whatever carries the conversation (the gateway's chat request, LiteLLM's texts):
 * forecast the question, then block a {@code human_review} when asked to, or find the tenant's facts for a
 * {@code ground}. Thread-safe if its ports are.
 */
public final class PromptGuard {

    private static final int MAX_CONTEXT = 20;
    private static final int CONTEXT_BYTES = 4096;

    private final Forecaster forecaster;
    private final KnowledgeStore knowledge;
    private final GatewaySettings settings;

    /**
     * What was decided.
     *
     * @param forecast  the question's forecast (not null)
     * @param grounding the facts to add, best first; empty unless the forecast says {@code ground} and facts were found
     * @param blocked   true when a {@code human_review} must not reach the model
     */
    public record Decision(Forecast forecast, List<Fact> grounding, boolean blocked) {
        public Decision {
            if (forecast == null) {
                throw new IllegalArgumentException("forecast must not be null");
            }
            grounding = List.copyOf(grounding);
        }
    }

    public PromptGuard(Forecaster forecaster, KnowledgeStore knowledge, GatewaySettings settings) {
        if (forecaster == null || knowledge == null || settings == null) {
            throw new IllegalArgumentException("no argument may be null");
        }
        this.forecaster = forecaster;
        this.knowledge = knowledge;
        this.settings = settings;
    }

    /**
     * Forecasts {@code question} for the tenant and decides.
     *
     * @param texts every text of the conversation, the question included: the others are scored as the caller's
     *     context, and a fact already quoted in any of them is not added again
     * @throws IllegalArgumentException when the question has no text
     */
    public Decision decide(String tenant, String question, List<String> texts, OnReview onReview) {
        return decide(tenant, question, texts, onReview, "");
    }

    /** {@link #decide(String, String, List, OnReview)} for the answer of {@code model} ("" for none). */
    public Decision decide(String tenant, String question, List<String> texts, OnReview onReview, String model) {
        String prompt = leading(question == null ? "" : question.strip(), settings.promptBytes());
        if (prompt.isEmpty()) {
            throw new IllegalArgumentException("there is no user text to forecast");
        }
        Forecast forecast = forecaster.forecast(tenant, prompt, context(texts, question.strip()), model);
        if (forecast.recommendation() == Recommendation.HUMAN_REVIEW && onReview == OnReview.BLOCK) {
            return new Decision(forecast, List.of(), true);
        }
        if (forecast.recommendation() != Recommendation.GROUND) {
            return new Decision(forecast, List.of(), false);
        }
        return new Decision(forecast, grounding(tenant, prompt, texts), false);
    }

    /** The grounding text for {@code facts}: the configured template, one {@code - text} line per fact. */
    public String render(List<Fact> facts) {
        StringBuilder lines = new StringBuilder();
        for (Fact fact : facts) {
            lines.append(lines.length() == 0 ? "" : "\n")
                    .append("- ")
                    .append(fact.text().strip());
        }
        return settings.template().replace(GatewaySettings.FACTS, lines);
    }

    /**
     * What the caller already put in the conversation besides the question (system and earlier messages, e.g.
     * retrieved passages): scored for coverage like facts, so a prompt answered by its own context is not sent
     * to grounding. At most the forecast's context limit, each cut to the fact-text limit. The gateway also takes
     * the passages it verifies an answer against from here, leaving out its own grounding message.
     *
     * @param question the one text to leave out, stripped
     */
    static List<String> context(List<String> texts, String question) {
        List<String> passages = new ArrayList<>();
        for (String t : texts) {
            String text = t == null ? "" : t.strip();
            if (!text.isEmpty() && !text.equals(question) && passages.size() < MAX_CONTEXT) {
                passages.add(leading(text, CONTEXT_BYTES));
            }
        }
        return passages;
    }

    /**
     * The tenant's best facts for the prompt, above the minimum score, except those the caller already put in
     * the conversation (a fact quoted verbatim needs no second copy). A store that fails grounds nothing: the
     * forecast already says it is degraded.
     */
    private List<Fact> grounding(String tenant, String prompt, List<String> texts) {
        List<FactMatch> matches;
        try {
            matches = knowledge
                    .retrieve(tenant, KnowledgeQuery.of(prompt), settings.groundingFacts() * 2)
                    .matches();
        } catch (StoreUnavailableException e) {
            return List.of();
        }
        String present = normalise(
                String.join("\n", texts.stream().map(t -> t == null ? "" : t).toList()));
        List<Fact> facts = new ArrayList<>(settings.groundingFacts());
        for (FactMatch match : matches) {
            if (facts.size() == settings.groundingFacts()) {
                break;
            }
            if (match.score() >= settings.minFactScore()
                    && !present.contains(normalise(match.fact().text()))) {
                facts.add(match.fact());
            }
        }
        return facts;
    }

    private static String normalise(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
    }

    /** The longest prefix of {@code text} within {@code maxBytes} UTF-8 bytes, never splitting a code point. */
    static String leading(String text, int maxBytes) {
        if (text.length() * 3L <= maxBytes || text.getBytes(StandardCharsets.UTF_8).length <= maxBytes) {
            return text;
        }
        int bytes = 0;
        int i = 0;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            int size = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
            if (bytes + size > maxBytes) {
                break;
            }
            bytes += size;
            i += Character.charCount(cp);
        }
        return text.substring(0, i);
    }
}
