/**
 * Checks an answer against the tenant's facts after generation: the answer is cut into statements, each statement
 * is compared with the facts that cover it (retrieved from the knowledge store, and the caller's context passages)
 * and called {@code supported}, {@code contradicted} or {@code unverifiable}, with the fact, the parts that differ
 * and a reason. Lexically by default — numbers with units and ranges, dates, times, weekdays, names, negation and
 * "every/only/up to" conditions — or by an NLI model when one is configured. Plain Java; the store and the NLI
 * model are ports.
 */
package dev.factguard.core.verify;
