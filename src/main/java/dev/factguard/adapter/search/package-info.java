/**
 * Web-search adapters. {@link dev.factguard.adapter.search.DuckDuckGoHtmlSearch} posts the query to DuckDuckGo's
 * HTML endpoint and hands the page to the pure {@link dev.factguard.adapter.search.DuckDuckGoHtmlParser}, which is
 * tested on saved pages. Brave, SearXNG and Tavily are JSON APIs behind package-private MicroProfile REST Client
 * interfaces, built programmatically (so only inside a running Quarkus application) by the public
 * {@code <Tech>WebSearch} beans, which own timeouts and failure mapping. Every provider failure becomes a typed
 * {@link dev.factguard.core.search.SearchFailure}; no message carries an API key.
 */
package dev.factguard.adapter.search;
