package dev.factguard.core.guardrail;

import dev.factguard.core.freshness.ScoredClaim;
import dev.factguard.core.gateway.Annotation;
import dev.factguard.core.refresh.Evidence;
import dev.factguard.core.refresh.Refresh;
import dev.factguard.core.refresh.Verdict;
import java.util.ArrayList;
import java.util.List;

/**
 * The note appended to an answer whose claims may have gone stale, written for the person reading the answer:
 * each claim, and where the web was asked, what it now says. A claim the web confirmed is not named. Stateless.
 */
final class StaleNote {

    static final String HEADING = "[FactGuard]";

    private StaleNote() {}

    /**
     * The note for one answer, or null when nothing in it needs one.
     *
     * @param stale the answer's claims at or above the refresh threshold
     */
    static String of(Annotation annotation, List<ScoredClaim> stale) {
        if (stale.isEmpty()) {
            return null;
        }
        List<String> lines = new ArrayList<>();
        if (annotation.refreshes() == null) {
            for (ScoredClaim claim : stale) {
                lines.add("- \"" + claim.text().strip() + "\" ("
                        + claim.category().wireName() + ")");
            }
            String unchecked = annotation.refreshError() == null
                    ? ""
                    : " (not checked against the web: " + annotation.refreshError() + ")";
            return "\n\n" + HEADING + " " + claims(lines.size()) + " may be out of date; check before relying on it"
                    + unchecked + ":\n" + String.join("\n", lines);
        }
        for (Refresh r : annotation.refreshes().refreshes()) {
            if (r.verdict() != Verdict.SUPPORTED) {
                lines.add(line(r));
            }
        }
        return lines.isEmpty()
                ? null
                : "\n\n" + HEADING + " " + claims(lines.size()) + " may be out of date, checked against the web:\n"
                        + String.join("\n", lines);
    }

    private static String line(Refresh r) {
        StringBuilder line = new StringBuilder("- \"").append(r.claim().strip()).append("\": ");
        switch (r.verdict()) {
            case CONTRADICTED -> line.append("contradicted by current sources");
            case DRIFT_SUSPECTED ->
                line.append(
                        r.candidateValue() == null
                                ? "current sources do not confirm it"
                                : "current sources name " + r.candidateValue());
            case NO_EVIDENCE -> line.append("no current source found; verify it");
            default -> line.append("could not be checked").append(r.error() == null ? "" : " (" + r.error() + ")");
        }
        if (!r.evidence().isEmpty()) {
            Evidence e = r.evidence().get(0);
            line.append(" (")
                    .append(e.title().isBlank() ? e.url() : e.title() + ", " + e.url())
                    .append(')');
        }
        return line.toString();
    }

    private static String claims(int n) {
        return n == 1 ? "1 claim in this answer" : n + " claims in this answer";
    }
}
