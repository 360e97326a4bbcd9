package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static dev.factguard.core.refresh.SpansTradesAndElectsReadingTest.drift;
import static dev.factguard.core.refresh.SpansTradesAndElectsReadingTest.supported;

import org.junit.jupiter.api.Test;

/**
 * An edition or standard another result says was replaced is not current however plainly a page says it was issued;
 * and the edition a replacement names in brackets is the one replaced. Invented entities; the clock reads 2025-10-01.
 */
class ReplacedEditionsReadingTest {

    @Test
    void a_standard_a_later_one_replaces_is_stale_though_a_page_says_it_was_issued() {
        drift(refresh(
                "KAS 9 is the current Kellby accounting standard for leases.",
                hit(
                        "KAS 21 Leases",
                        "KAS 21 applies to periods beginning on or after 1 January 2024 and replaces KAS 9."),
                hit("KAS 9 Leases", "KAS 9 was issued in 2006 as an interim standard.")));
    }

    @Test
    void a_code_superseded_by_a_newer_one_is_stale_too() {
        drift(refresh(
                "NHC 4 is the current Norland harbour code for moorings.",
                hit(
                        "NHC 4 Moorings",
                        "NHC 4 was issued in 2010. It was superseded by NHC 12 in 2023, which" + " supersedes NHC 4."),
                hit("Norland harbour codes", "NHC 4 was issued in 2010 for moorings.")));
    }

    @Test
    void a_standard_nothing_replaces_stays_current() {
        supported(refresh(
                "KAS 9 is the current Kellby accounting standard for leases.",
                hit("KAS 9 Leases", "KAS 9, issued in 2006, is the current Kellby standard for leases.")));
    }

    @Test
    void the_edition_a_replacement_names_in_brackets_is_the_one_replaced() {
        drift(refresh(
                "NSA 700:2016 is the current version of NSA 700.",
                hit(
                        "NSA 700:2023 Harbour lighting",
                        "This fourth edition cancels and replaces the third edition"
                                + " (NSA 700:2016), which has been technically revised.")));
    }

    @Test
    void a_bracketed_edition_after_superseding_is_replaced_too() {
        drift(refresh(
                "KS 88:2012 is the current version of KS 88.",
                hit("KS 88:2021", "The 2021 edition supersedes the previous one (KS 88:2012) in full.")));
    }
}
