package dev.factguard.function;

import dev.factguard.core.verify.CheckedStatement;
import dev.factguard.core.verify.Difference;
import dev.factguard.core.verify.StatementVerdict;
import dev.factguard.core.verify.VerifyReport;
import java.util.List;

/**
 * The JSON of a verified answer: the {@code verify} function's answer, and the gateway's {@code verification}
 * member, in one shape.
 */
public final class VerifyView {

    private VerifyView() {}

    public record DifferenceView(String kind, String answer, String fact) {}

    public record StatementView(
            String text,
            String verdict,
            String verdictSource,
            String factKey,
            String factText,
            List<DifferenceView> differences,
            String reason,
            Double contradiction) {}

    /**
     * @param verdict      contradicted if any statement is, supported if every checked one is, else unverifiable
     * @param checked      statements checked
     * @param skipped      sentences not checked (questions, courtesies, statements past the limit)
     * @param truncated    true when statements past {@code factguard.verify.max-statements} were not checked
     * @param degraded     {@code "<backend>: <what happened>"} for each backend that failed (knowledge, nli)
     */
    public record VerifyResponse(
            String verdict,
            List<StatementView> statements,
            int checked,
            int skipped,
            int supported,
            int contradicted,
            int unverifiable,
            boolean truncated,
            List<String> degraded) {}

    public static VerifyResponse of(VerifyReport report) {
        return new VerifyResponse(
                report.verdict().wireName(),
                report.statements().stream().map(VerifyView::statement).toList(),
                report.statements().size(),
                report.skipped(),
                report.count(StatementVerdict.SUPPORTED),
                report.count(StatementVerdict.CONTRADICTED),
                report.count(StatementVerdict.UNVERIFIABLE),
                report.truncated(),
                report.degraded());
    }

    private static StatementView statement(CheckedStatement s) {
        return new StatementView(
                s.text(),
                s.verdict().wireName(),
                s.source().wireName(),
                s.factKey(),
                s.factText(),
                s.differences().stream().map(VerifyView::difference).toList(),
                s.reason(),
                s.contradiction());
    }

    private static DifferenceView difference(Difference d) {
        return new DifferenceView(d.kind().wireName(), d.answer(), d.fact());
    }
}
