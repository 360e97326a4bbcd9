package dev.factguard.core.refresh;

import static dev.factguard.core.refresh.EvidenceKindsTest.refresh;
import static dev.factguard.core.refresh.Hits.hit;
import static dev.factguard.core.refresh.RealTextReadingTest.drift;
import static dev.factguard.core.refresh.RealTextReadingTest.supported;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Standards by a designation whose last hyphenated number is the edition or revision, record labels such as
 * "Supersedes:", and products written without their maker's word. Invented entities; the clock reads 2025-10-01.
 */
class DesignationsReadingTest {

    @Nested
    class EditionOrRevisionAfterAHyphen {
        @Test
        void a_designation_with_a_later_edition_year_supersedes_the_claimed_one() {
            drift(
                    refresh(
                            "NSA 412-2011 is the current standard for harbour signalling.",
                            hit(
                                    "NSA 412 - Wikipedia",
                                    "The NSA Standard for Harbour Signalling (NSA 412) dates from 1990. The current"
                                            + " version, NSA 412-2022, was published in May 2022.")),
                    "NSA 412-2022");
        }

        @Test
        void a_later_revision_number_of_the_same_publication_supersedes_it() {
            drift(
                    refresh(
                            "The current version of the Norland Records Guidelines is RG 710-12-2.",
                            hit("RG 710-12-2, Norland Records Guidelines", "Date Published: March 2018."),
                            hit(
                                    "RG 710-12-3, Norland Records Guidelines",
                                    "Date Published: July 2025. Supersedes: RG 710-12-2 (March 2018).")),
                    null);
        }

        @Test
        void the_same_designation_and_edition_is_supported() {
            supported(refresh(
                    "NSA 412-2022 is the current standard for harbour signalling.",
                    hit("NSA 412 - Wikipedia", "The current version, NSA 412-2022, was published in May 2022.")));
        }

        @Test
        void a_score_or_a_season_is_no_designation() {
            List<EvidenceTokens.Token> tokens = EvidenceTokens.of(
                            "Harbour won 3-2 in the 2024-25 season. NSA 412-2022 applies.")
                    .tokens();
            List<Mention> versions = Mentions.find(tokens).stream()
                    .filter(m -> m.type() == ClaimValue.Kind.VERSION)
                    .toList();
            assertThat(versions).extracting(Mention::text).containsExactly("NSA 412-2022");
            assertThat(ClaimValue.of("Season 2024-25").kind()).isNotEqualTo(ClaimValue.Kind.VERSION);
            ClaimValue claimed = ClaimValue.of("RG 710-12-2");
            assertThat(claimed.kind()).isEqualTo(ClaimValue.Kind.VERSION);
            assertThat(claimed.version()).isEqualTo("2");
        }
    }

    @Nested
    class EditionsByYear {
        @Test
        void the_claimed_product_and_its_year_are_read_as_its_edition() {
            supported(refresh(
                    "The current version of the Tradewind shipping rules is Tradewind 2021.",
                    hit(
                            "Tradewind® 2021 - Harbour Chamber",
                            "Tradewind® 2021, the latest edition of the chamber's shipping rules, came into effect on"
                                    + " 1 January 2021."),
                    hit("Tradewind 2011 explained", "Tradewind 2011 cut the number of rules from 13 to 11.")));
        }

        @Test
        void a_later_year_of_the_same_product_is_a_later_edition() {
            drift(
                    refresh(
                            "The current version of the Tradewind shipping rules is Tradewind 2011.",
                            hit(
                                    "Tradewind - Wikipedia",
                                    "The current version is Tradewind 2021; earlier versions were published in 1990"
                                            + " and 2011.")),
                    "Tradewind 2021");
        }

        @Test
        void a_year_after_another_name_stays_a_date() {
            List<EvidenceTokens.Token> tokens =
                    EvidenceTokens.of("Harbour Chamber 2021 report.").tokens();
            ClaimValue claimed = ClaimValue.of("Tradewind 2011", "Tradewind");
            assertThat(Mentions.withYearEditions(tokens, Mentions.find(tokens), claimed))
                    .extracting(Mention::type)
                    .doesNotContain(ClaimValue.Kind.VERSION);
        }
    }

    @Nested
    class ProductsWithoutTheirMaker {
        @Test
        void a_later_major_written_without_the_makers_word_supersedes_the_claim() {
            drift(
                    refresh(
                            "Orbit Notepad 7 is the latest Notepad release.",
                            hit("Orbit Notepad 7.3 released", "Jun 2, 2024 — Notepad 7.3 fixes a crash."),
                            hit("Orbit Notepad", "Notepad 8.0 released (Mar 3, 2025). Notepad 8.0 adds tabs.")),
                    "Notepad 8.0");
        }

        @Test
        void the_maker_may_be_dropped_but_not_another_word() {
            assertThat(ClaimValue.sameProduct("Emacs", "GNU Emacs")).isTrue();
            assertThat(ClaimValue.sameProduct("Notepad", "Orbit Notepad")).isTrue();
            assertThat(ClaimValue.sameProduct("Windows", "Windows Server")).isFalse();
            assertThat(ClaimValue.sameProduct("Server", "Orbit Windows Server")).isFalse();
        }
    }
}
