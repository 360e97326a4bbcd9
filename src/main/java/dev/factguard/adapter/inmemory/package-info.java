/** In-memory adapters: the embedded default when no Redis is configured. Not shared between instances. */
package dev.factguard.adapter.inmemory;
