/** Configuration ({@code factguard.*}) and the CDI producers that assemble core objects from adapters. */
package dev.factguard.config;
