/**
 * The web-search port: results as evidence, and typed failures that are never confused with "no results". Around it,
 * plain-Java decorators: {@link dev.factguard.core.search.ProviderChain} (first provider that answers, and which one),
 * {@link dev.factguard.core.search.CachingWebSearch} and {@link dev.factguard.core.search.ThrottledWebSearch} (rate
 * limit and back-off through the {@link dev.factguard.core.search.SearchThrottle} port).
 */
package dev.factguard.core.search;
