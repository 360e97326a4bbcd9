/**
 * Tenant knowledge facts: the {@code KnowledgeStore} port and the lexical index and scorer that measure
 * how well facts cover a prompt, with exact anchors (numbers, model names, proper nouns) deciding near misses.
 */
package dev.factguard.core.knowledge;
