package dev.factguard.core.refresh;

import static org.assertj.core.api.Assertions.assertThat;

import dev.factguard.core.freshness.ClaimCategory;
import org.junit.jupiter.api.Test;

class QueryBuilderTest {

    @Test
    void asks_for_the_current_holder_of_the_subject() {
        assertThat(QueryBuilder.build("CEO of Twitter", "Jack Dorsey", ClaimCategory.POSITION))
                .isEqualTo("current CEO of Twitter");
        assertThat(QueryBuilder.build("latest version of Android", "Android 12", ClaimCategory.VERSION))
                .isEqualTo("latest version of Android");
    }

    @Test
    void drops_any_word_the_subject_shares_with_the_value() {
        assertThat(QueryBuilder.build("Jack Dorsey's CEO of Twitter", "Jack Dorsey", ClaimCategory.POSITION))
                .isEqualTo("current CEO of Twitter");
        assertThat(QueryBuilder.build("iPhone 15 price", "15 dollars", ClaimCategory.STATISTIC))
                .isEqualTo("current iPhone price");
        assertThat(QueryBuilder.build("Android 12", "Android 12", ClaimCategory.VERSION))
                .isEqualTo("Android");
    }

    @Test
    void compares_tokens_without_case_accents_or_punctuation() {
        assertThat(QueryBuilder.tokens("Luiz Inácio 2:01:09 men's"))
                .containsExactly("luiz", "inacio", "2", "01", "09", "men", "s");
    }
}
