/**
 * A tenant's data as a whole: its export, page by page, and its erasure from every store and every instance. The
 * port ({@link dev.factguard.core.tenant.TenantStorage}) finds a tenant's data by where it is kept, not by a list of
 * kinds, so a store added later is erased and exported without a change here.
 */
package dev.factguard.core.tenant;
