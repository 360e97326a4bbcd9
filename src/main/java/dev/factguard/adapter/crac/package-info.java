/**
 * CRaC ({@code org.crac}) hooks for Lambda SnapStart: what runs just before the snapshot of an initialised
 * function is taken (priming the hot paths, so each restored instance starts with them loaded and linked) and
 * just after an instance is restored from it (re-opening what a snapshot shared by many instances must not keep).
 * The steps themselves are assembled in {@code config}; this package only runs them.
 */
package dev.factguard.adapter.crac;
