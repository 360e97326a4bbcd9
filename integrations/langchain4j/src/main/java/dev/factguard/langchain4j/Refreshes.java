package dev.factguard.langchain4j;

import java.util.List;

/**
 * The stale claims of a text checked against the web ({@code POST /refresh}).
 *
 * @param refreshes one per claim checked
 * @param checked   claims checked
 * @param skipped   stale-prone claims not checked (over the request's limit)
 */
public record Refreshes(List<Refresh> refreshes, int checked, int skipped) {

    public static final String SUPPORTED = "supported";
    public static final String CONTRADICTED = "contradicted";
    public static final String DRIFT_SUSPECTED = "drift_suspected";

    public Refreshes {
        refreshes = List.copyOf(refreshes);
    }

    /**
     * @param claim          the claim sentence
     * @param subject        what it is about (the search ran on this alone)
     * @param value          the value it asserts
     * @param verdict        {@code supported}, {@code contradicted}, {@code drift_suspected}, {@code no_evidence} or
     *                       {@code unverified}
     * @param candidateValue the value current sources attach to the subject, when one was read; else null
     * @param evidence       the search results, best first
     * @param error          why the verdict is degraded; else null
     */
    public record Refresh(
            String claim,
            String subject,
            String value,
            String verdict,
            String candidateValue,
            List<Evidence> evidence,
            String error) {
        public Refresh {
            evidence = List.copyOf(evidence);
        }

        /** A claim current sources contradict or name another value for, with evidence to show. */
        public boolean superseded() {
            return (CONTRADICTED.equals(verdict) || DRIFT_SUSPECTED.equals(verdict)) && !evidence.isEmpty();
        }
    }

    /** One search result; {@code publishedDate} is {@code yyyy-MM-dd} or null. */
    public record Evidence(String title, String snippet, String url, String publishedDate) {}
}
