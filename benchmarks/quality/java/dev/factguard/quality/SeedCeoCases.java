package dev.factguard.quality;

import dev.factguard.core.search.SearchResult;
import java.util.List;

/**
 * The seed prototype's ten CEO claims, "The CEO of &lt;Company&gt; is &lt;Name&gt;.", each with one hit written
 * the way current coverage reads: five still current, five stale — where the hit names the successor,
 * sometimes alongside the predecessor.
 */
final class SeedCeoCases {

    private SeedCeoCases() {}

    static List<RefreshQuality.Case> cases() {
        return List.of(
                current("OpenAI", "Sam Altman", "Sam Altman - OpenAI", "Sam Altman is the CEO of OpenAI."),
                current(
                        "Apple",
                        "Tim Cook",
                        "Tim Cook - Apple Leadership",
                        "Tim Cook is the chief executive officer of Apple and serves on its board of directors."),
                current(
                        "Microsoft",
                        "Satya Nadella",
                        "Satya Nadella | Microsoft",
                        "Satya Nadella is Chairman and Chief Executive Officer of Microsoft."),
                current("Tesla", "Elon Musk", "Elon Musk - Tesla", "Elon Musk is the CEO of Tesla."),
                current(
                        "NVIDIA",
                        "Jensen Huang",
                        "Jensen Huang - NVIDIA Newsroom",
                        "Jensen Huang founded NVIDIA in 1993 and has served as its president and CEO since its"
                                + " inception."),
                stale(
                        "Twitter",
                        "Jack Dorsey",
                        "Linda Yaccarino named CEO of X",
                        "Linda Yaccarino is the CEO of X, formerly Twitter, succeeding Elon Musk in the role."),
                stale(
                        "Google",
                        "Eric Schmidt",
                        "Sundar Pichai - Google",
                        "Sundar Pichai is the CEO of Google and its parent company Alphabet."),
                stale(
                        "Disney",
                        "Bob Chapek",
                        "Bob Iger returns to Disney",
                        "Bob Iger returned as Disney chief executive, replacing Bob Chapek."),
                stale(
                        "Starbucks",
                        "Kevin Johnson",
                        "Starbucks appoints Brian Niccol",
                        "Brian Niccol became chairman and chief executive officer of Starbucks in September 2024."),
                stale(
                        "Intel",
                        "Pat Gelsinger",
                        "Intel names Lip-Bu Tan chief executive",
                        "Lip-Bu Tan was appointed chief executive officer of Intel in March 2025, after Pat"
                                + " Gelsinger retired."));
    }

    private static RefreshQuality.Case current(String company, String name, String title, String snippet) {
        return ceo(company, name, true, title, snippet);
    }

    private static RefreshQuality.Case stale(String company, String name, String title, String snippet) {
        return ceo(company, name, false, title, snippet);
    }

    private static RefreshQuality.Case ceo(String company, String name, boolean current, String title, String snippet) {
        String slug = company.toLowerCase(java.util.Locale.ROOT);
        return new RefreshQuality.Case(
                "seed-ceo-" + slug,
                "ceo",
                "The CEO of " + company + " is " + name + ".",
                current,
                List.of(new SearchResult(title, snippet, "https://www.example-news.com/" + slug + "-ceo")));
    }
}
