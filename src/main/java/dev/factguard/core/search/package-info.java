/** The web-search port: results as evidence, and typed failures that are never confused with "no results". */
package dev.factguard.core.search;
