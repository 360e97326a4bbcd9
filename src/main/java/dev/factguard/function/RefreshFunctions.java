package dev.factguard.function;

import dev.factguard.config.FactGuardConfig;
import dev.factguard.core.freshness.FreshnessReport;
import dev.factguard.core.freshness.FreshnessScorer;
import dev.factguard.core.observe.Observations;
import dev.factguard.core.refresh.Refresh;
import dev.factguard.core.refresh.RefreshReport;
import dev.factguard.core.refresh.Refresher;
import io.quarkus.funqy.Funq;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;

/** {@code freshness} (no network) and {@code refresh} (web search): map JSON to the core and back. */
// One instance: as a @Dependent bean Funqy would build the function, and its config mapping, on every call.
@Singleton
public class RefreshFunctions {

    private static final int MAX_DOMAIN_LENGTH = 64;

    @Inject
    FreshnessScorer scorer;

    @Inject
    Refresher refresher;

    @Inject
    FactGuardConfig config;

    @Inject
    Observations observations;

    /** What both functions read first: the tenant and the text, checked alike. */
    interface TextRequest {
        String tenant();

        String text();
    }

    public record FreshnessRequest(String tenant, String text, String sourceDate, String domain)
            implements TextRequest {}

    public record ClaimView(
            String text, String category, String subject, String value, double stalenessRisk, String reason) {}

    public record FreshnessResponse(List<ClaimView> claims, double overallStalenessRisk) {}

    public record RefreshRequest(String tenant, String text, Integer maxClaims) implements TextRequest {}

    /** {@code publishedDate}: ISO date ({@code yyyy-MM-dd}) when the search provider gave one, else null. */
    public record EvidenceView(String title, String snippet, String url, String publishedDate) {}

    public record RefreshView(
            String claim,
            String category,
            String subject,
            String value,
            String query,
            String verdict,
            String verdictSource,
            Double contradiction,
            double topicalOverlap,
            String candidateValue,
            List<EvidenceView> evidence,
            String error,
            String provider,
            String explanation) {}

    public record RefreshResponse(List<RefreshView> refreshes, int checked, int skipped) {}

    @Funq("freshness")
    public FreshnessResponse freshness(FreshnessRequest request) {
        String text =
                text(request, "{\"text\": \"The CEO of Twitter is Jack Dorsey.\", \"sourceDate\": \"2021-06-01\"}");
        LocalDate sourceDate = sourceDate(request.sourceDate());
        String domain = domain(request.domain());
        FreshnessReport report = scorer.score(text, sourceDate, domain);
        observations.freshness(report, config.refresh().stalenessThreshold());
        return new FreshnessResponse(
                report.claims().stream()
                        .map(c -> new ClaimView(
                                c.text(),
                                c.category().wireName(),
                                c.subject(),
                                c.value(),
                                c.stalenessRisk(),
                                c.reason()))
                        .toList(),
                report.overallStalenessRisk());
    }

    @Funq("refresh")
    public RefreshResponse refresh(RefreshRequest request) {
        String text = text(request, "{\"text\": \"The CEO of Twitter is Jack Dorsey.\", \"maxClaims\": 3}");
        int max = config.refresh().maxClaims();
        if (request.maxClaims() != null && (request.maxClaims() < 1 || request.maxClaims() > max)) {
            throw new InvalidRequestException(
                    "invalid_field", "'maxClaims' must be between 1 and " + max + ", was " + request.maxClaims());
        }
        RefreshReport report = refresher.refresh(text, request.maxClaims());
        observations.refreshed(report, "refresh");
        return new RefreshResponse(
                report.refreshes().stream().map(RefreshFunctions::view).toList(), report.checked(), report.skipped());
    }

    private static RefreshView view(Refresh r) {
        return new RefreshView(
                r.claim(),
                r.category().wireName(),
                r.subject(),
                r.value(),
                r.query(),
                r.verdict().wireName(),
                r.verdictSource().wireName(),
                r.contradiction(),
                r.topicalOverlap(),
                r.candidateValue(),
                r.evidence().stream()
                        .map(e -> new EvidenceView(
                                e.title(),
                                e.snippet(),
                                e.url(),
                                e.publishedDate() == null
                                        ? null
                                        : e.publishedDate().toString()))
                        .toList(),
                r.error(),
                r.provider(),
                r.explanation());
    }

    private static LocalDate sourceDate(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return LocalDate.parse(value.strip());
        } catch (DateTimeParseException e) {
            throw new InvalidRequestException(
                    "invalid_field",
                    "'sourceDate' must be an ISO date yyyy-MM-dd (e.g. 2023-04-01), was '"
                            + dev.factguard.function.http.Quote.of(value) + "'");
        }
    }

    private static String domain(String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        if (value.length() > MAX_DOMAIN_LENGTH) {
            throw new InvalidRequestException(
                    "invalid_field",
                    "'domain' must be at most " + MAX_DOMAIN_LENGTH + " characters, e.g. medical, finance, legal");
        }
        return value.strip();
    }

    /** The request's text, once the body, its tenant and the text itself are valid; {@code example} for a missing body. */
    private String text(TextRequest request, String example) {
        Requests.body(request, example);
        Requests.tenant(request.tenant());
        return Requests.requiredWithin(request.text(), "text", config.limits().promptBytes());
    }
}
