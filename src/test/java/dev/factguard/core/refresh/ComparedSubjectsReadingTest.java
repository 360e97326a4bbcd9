package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static dev.factguard.core.refresh.SpansTradesAndElectsReadingTest.drift;
import static dev.factguard.core.refresh.SpansTradesAndElectsReadingTest.supported;

import org.junit.jupiter.api.Test;

/**
 * A page that names the claim's subject only as the point of comparison gives another subject's value. Invented
 * entities; the refresher's clock reads 2025-10-01.
 */
class ComparedSubjectsReadingTest {

    private final String claim = "Harbour Stream's basic plan costs $8.99 a month.";
    private final String own = "Harbour Stream Basic: $8.99/month. Premium: $15.99/month.";

    @Test
    void a_rivals_price_a_dollar_more_than_the_subject_is_the_rivals() {
        supported(refresh(
                claim,
                hit("Harbour Stream plans", own),
                hit(
                        "Kellby TV raises basic price to $9.99",
                        "Sep 3, 2025 — Kellby TV's basic plan now costs $9.99 a month, a dollar more than Harbour"
                                + " Stream.")));
    }

    @Test
    void a_rivals_price_set_against_the_subject_is_the_rivals_too() {
        supported(refresh(
                claim,
                hit("Harbour Stream plans", own),
                hit(
                        "Porta Play raises basic price to $10.49",
                        "Sep 9, 2025 — Porta Play's basic plan now costs $10.49 a month, unlike Harbour Stream.")));
    }

    @Test
    void the_subjects_own_new_price_beside_a_rival_is_the_subjects() {
        drift(refresh(
                claim,
                hit("Harbour Stream plans", own),
                hit(
                        "Harbour Stream raises basic price",
                        "Sep 3, 2025 — Harbour Stream's basic plan now costs $9.99 a month, more than Kellby TV.")));
    }
}
