/**
 * Web-search adapters. {@link dev.factguard.adapter.search.DuckDuckGoHtmlSearch} posts the query to DuckDuckGo's
 * HTML endpoint and hands the page to the pure {@link dev.factguard.adapter.search.DuckDuckGoHtmlParser}, which is
 * tested on saved pages; every provider failure becomes a typed {@link dev.factguard.core.search.SearchFailure}.
 */
package dev.factguard.adapter.search;
