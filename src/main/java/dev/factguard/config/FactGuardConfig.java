package dev.factguard.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** All of FactGuard's settings, under {@code factguard.*} (environment: {@code FACTGUARD_…}). */
@ConfigMapping(prefix = "factguard")
public interface FactGuardConfig {

    /** Forecaster weights, thresholds and priors. */
    Forecast forecast();

    /** Request size limits; over a limit the request is rejected with 400. */
    Limits limits();

    interface Forecast {
        /** Signal weights, renormalised over the signals present. */
        Weights weights();

        /** Risk below this ⇒ proceed. */
        @WithDefault("0.34")
        double proceedBelow();

        /** Risk below this ⇒ ground; at or above ⇒ human_review. */
        @WithDefault("0.66")
        double groundBelow();

        /** Coverage assumed for a tenant with no facts. */
        @WithDefault("0.5")
        double coveragePrior();

        /** Prior hallucination rate of an unseen prompt shape (Beta prior mean). */
        @WithDefault("0.3")
        double historyPriorRate();

        /** How many pseudo-observations the history prior is worth (Beta prior strength). */
        @WithDefault("4")
        double historyPriorStrength();

        /** Facts retrieved per forecast to measure coverage. */
        @WithDefault("5")
        int candidates();
    }

    interface Weights {
        /** Weight of prompt ambiguity. */
        @WithDefault("0.4")
        double ambiguity();

        /** Weight of (1 − knowledge coverage). */
        @WithDefault("0.45")
        double coverage();

        /** Weight of the learned hallucination rate of the prompt's shape. */
        @WithDefault("0.15")
        double history();

        /** Weight of temporal volatility of the asked-for fact. */
        @WithDefault("0.0")
        double volatility();
    }

    interface Limits {
        /** Maximum prompt / query size in UTF-8 bytes. */
        @WithDefault("8192")
        int promptBytes();

        /** Maximum fact text size in UTF-8 bytes. */
        @WithDefault("4096")
        int factTextBytes();

        /** Maximum fact key size in UTF-8 bytes. */
        @WithDefault("256")
        int factKeyBytes();

        /** Maximum facts (or keys) in one knowledge-add (knowledge-remove) request. */
        @WithDefault("1000")
        int factsPerRequest();

        /** Maximum topK of knowledge-search. */
        @WithDefault("100")
        int topK();
    }
}
