/**
 * The HTTP edge in front of the functions: who is calling (API keys, or the API Gateway authorizer), what may
 * reach a function at all (POST, a JSON media type, a readable content encoding), and how strictly a JSON body
 * is read. Everything here runs before a function sees its input.
 */
package dev.factguard.function.http;
