/**
 * The thin Funqy layer: JSON request/response records, input checks, and the failure handler that gives
 * every error a JSON body and the right status. No behaviour lives here.
 */
package dev.factguard.function;
