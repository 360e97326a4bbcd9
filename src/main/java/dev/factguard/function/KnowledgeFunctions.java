package dev.factguard.function;

import dev.factguard.config.FactGuardConfig;
import dev.factguard.core.knowledge.Fact;
import dev.factguard.core.knowledge.FactPage;
import dev.factguard.core.knowledge.KnowledgeStore;
import dev.factguard.function.http.Quote;
import io.quarkus.funqy.Funq;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** {@code knowledge-add}, {@code knowledge-search}, {@code knowledge-list}, {@code knowledge-remove}. */
// One instance: as a @Dependent bean Funqy would build the function, and its config mapping, on every call.
@Singleton
public class KnowledgeFunctions {

    @Inject
    KnowledgeStore store;

    @Inject
    FactGuardConfig config;

    public record FactView(String key, String text) {}

    public record AddRequest(String tenant, List<FactView> facts) {}

    public record AddResponse(int added, int total) {}

    public record SearchRequest(String tenant, String query, Integer topK) {}

    public record MatchView(String key, String text, double score, String source) {}

    public record SearchResponse(List<MatchView> matches) {}

    public record ListRequest(String tenant, String cursor, Integer limit) {}

    public record ListResponse(List<FactView> facts, String next, int total) {}

    public record RemoveRequest(String tenant, List<String> keys) {}

    public record RemoveResponse(int removed) {}

    @Funq("knowledge-add")
    public AddResponse add(AddRequest request) {
        Requests.body(
                request,
                "{\"facts\": [{\"key\": \"capital of France\", \"text\": \"The capital of France is Paris.\"}]}");
        String tenant = Requests.tenant(request.tenant());
        FactGuardConfig.Limits limits = config.limits();
        List<FactView> views = request.facts() == null ? List.of() : request.facts();
        Requests.count(views.size(), "facts", limits.factsPerRequest());
        List<Fact> facts = new ArrayList<>(views.size());
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < views.size(); i++) {
            FactView view = views.get(i);
            if (view == null) {
                throw new InvalidRequestException("missing_field", "'facts[" + i + "]' must be an object {key, text}");
            }
            String key = Requests.requiredWithin(view.key(), "facts[" + i + "].key", limits.factKeyBytes());
            Integer earlier = seen.putIfAbsent(key, i);
            if (earlier != null) {
                // Adding is idempotent by key: two texts for one key in a batch would leave one silently lost.
                throw new InvalidRequestException(
                        "duplicate_key",
                        "'facts[" + i + "].key' repeats facts[" + earlier + "].key '" + Quote.of(key)
                                + "'; send each key once per request");
            }
            facts.add(new Fact(
                    key, Requests.requiredWithin(view.text(), "facts[" + i + "].text", limits.factTextBytes())));
        }
        int total = store.add(tenant, facts);
        return new AddResponse(facts.size(), total);
    }

    @Funq("knowledge-search")
    public SearchResponse search(SearchRequest request) {
        Requests.body(request, "{\"query\": \"capital of France\", \"topK\": 3}");
        String tenant = Requests.tenant(request.tenant());
        String query = Requests.requiredWithin(
                request.query(), "query", config.limits().promptBytes());
        int topK = request.topK() == null ? 5 : request.topK();
        if (topK < 1 || topK > config.limits().topK()) {
            throw new InvalidRequestException(
                    "invalid_field",
                    "'topK' must be between 1 and " + config.limits().topK() + ", was " + topK);
        }
        List<MatchView> matches = store.search(tenant, query, topK).stream()
                .map(m -> new MatchView(m.fact().key(), m.fact().text(), m.score(), m.source()))
                .toList();
        return new SearchResponse(matches);
    }

    @Funq("knowledge-list")
    public ListResponse list(ListRequest request) {
        String tenant = Requests.tenant(request == null ? null : request.tenant());
        int max = config.limits().listLimit();
        int limit = request == null || request.limit() == null ? Math.min(50, max) : request.limit();
        if (limit < 1 || limit > max) {
            throw new InvalidRequestException(
                    "invalid_field", "'limit' must be between 1 and " + max + ", was " + limit);
        }
        String after = request == null
                ? null
                : ListCursor.key(request.cursor(), config.limits().factKeyBytes());
        FactPage page = store.list(tenant, after, limit);
        List<FactView> facts =
                page.facts().stream().map(f -> new FactView(f.key(), f.text())).toList();
        return new ListResponse(facts, page.next() == null ? null : ListCursor.of(page.next()), page.total());
    }

    @Funq("knowledge-remove")
    public RemoveResponse remove(RemoveRequest request) {
        Requests.body(request, "{\"keys\": [\"capital of France\"]}");
        String tenant = Requests.tenant(request.tenant());
        List<String> keys = request.keys() == null ? List.of() : request.keys();
        Requests.count(keys.size(), "keys", config.limits().factsPerRequest());
        // A key named twice is removed once and counted once, whichever store is in use.
        Set<String> distinct = new LinkedHashSet<>();
        for (int i = 0; i < keys.size(); i++) {
            distinct.add(Requests.requiredWithin(
                    keys.get(i), "keys[" + i + "]", config.limits().factKeyBytes()));
        }
        return new RemoveResponse(store.remove(tenant, List.copyOf(distinct)));
    }
}
