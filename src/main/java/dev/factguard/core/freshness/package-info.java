/**
 * Temporal staleness of claims, without any network: splits a text into sentences, finds the ones whose
 * truth depends on when they were written (office holders, statistics, records, champions, versions,
 * "currently …"), splits each into the subject it is about and the value it asserts, and scores how likely
 * it is to have gone stale from its category, its anchoring in time and the age of its source.
 */
package dev.factguard.core.freshness;
