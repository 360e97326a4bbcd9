package dev.factguard.adapter.search;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Where DuckDuckGo result links really point. Read by hand rather than with a regular expression and
 * {@link URLDecoder}: every result has one or two such links, and matching them was a fifth of a page's parse. The
 * common redirect (an ASCII {@code uddg} target) is decoded here; anything else is handed to {@link URLDecoder}, so
 * both read every link alike. Stateless.
 */
final class DuckDuckGoLinks {

    private DuckDuckGoLinks() {}

    /** See {@link DuckDuckGoHtmlParser#target}. */
    static Optional<String> target(String href) {
        String url = href == null ? "" : href.strip();
        if (url.startsWith("//")) {
            url = "https:" + url;
        } else if (url.startsWith("/")) {
            url = "https://duckduckgo.com" + url;
        }
        int host = hostStart(url);
        int hostEnd = host < 0 ? -1 : hostEnd(url, host);
        if (hostEnd <= host) {
            return Optional.empty();
        }
        if (!isDuckDuckGo(url, host, hostEnd)) {
            return Optional.of(url);
        }
        int query = queryStart(url, hostEnd);
        if (!url.startsWith("/l/", hostEnd) || query < 0) {
            return Optional.empty();
        }
        return param(url, query + 1, "uddg").flatMap(DuckDuckGoLinks::directTarget);
    }

    /** A redirect target must itself be a web page, not another DuckDuckGo hop (an ad). */
    private static Optional<String> directTarget(String url) {
        int host = hostStart(url);
        int hostEnd = host < 0 ? -1 : hostEnd(url, host);
        return hostEnd > host && !isDuckDuckGo(url, host, hostEnd) ? Optional.of(url) : Optional.empty();
    }

    /** Where the host starts after {@code http://} or {@code https://} (any letter case), or -1. */
    private static int hostStart(String url) {
        if (url.regionMatches(true, 0, "http://", 0, 7)) {
            return 7;
        }
        return url.regionMatches(true, 0, "https://", 0, 8) ? 8 : -1;
    }

    private static int hostEnd(String url, int from) {
        int at = from;
        for (char c; at < url.length() && (c = url.charAt(at)) != '/' && c != '?' && c != '#'; ) {
            at++;
        }
        return at;
    }

    /** The {@code ?} opening the query: the first after the host, unless a {@code #} comes first; or -1. */
    private static int queryStart(String url, int from) {
        for (int at = from; at < url.length(); at++) {
            char c = url.charAt(at);
            if (c == '?') {
                return at;
            }
            if (c == '#') {
                return -1;
            }
        }
        return -1;
    }

    private static boolean isDuckDuckGo(String url, int host, int hostEnd) {
        int length = hostEnd - host;
        String domain = ".duckduckgo.com";
        return length == domain.length() - 1 && url.regionMatches(true, host, domain, 1, length)
                || length > domain.length()
                        && url.regionMatches(true, hostEnd - domain.length(), domain, 0, domain.length());
    }

    /** The decoded value of the first {@code name=} pair of the query from {@code from}, up to any {@code #}. */
    private static Optional<String> param(String url, int from, String name) {
        int end = url.indexOf('#', from);
        end = end < 0 ? url.length() : end;
        for (int pair = from; pair <= end; ) {
            int pairEnd = url.indexOf('&', pair);
            pairEnd = pairEnd < 0 || pairEnd > end ? end : pairEnd;
            if (pairEnd - pair > name.length()
                    && url.startsWith(name, pair)
                    && url.charAt(pair + name.length()) == '=') {
                return decoded(url, pair + name.length() + 1, pairEnd).map(String::strip);
            }
            pair = pairEnd + 1;
        }
        return Optional.empty();
    }

    /**
     * {@code application/x-www-form-urlencoded} decoding of {@code url[from, to)}, as {@link URLDecoder} does it: by
     * hand when every escape is an ASCII character, else by {@link URLDecoder}; empty on a malformed escape.
     */
    private static Optional<String> decoded(String url, int from, int to) {
        char[] out = new char[to - from];
        int length = 0;
        for (int at = from; at < to; at++) {
            char c = url.charAt(at);
            if (c == '%') {
                int hi = at + 2 < to ? Character.digit(url.charAt(at + 1), 16) : -1;
                int lo = hi < 0 ? -1 : Character.digit(url.charAt(at + 2), 16);
                if (lo < 0 || hi > 7) {
                    return viaUrlDecoder(url.substring(from, to));
                }
                c = (char) (hi << 4 | lo);
                at += 2;
            } else if (c == '+') {
                c = ' ';
            }
            out[length++] = c;
        }
        return Optional.of(new String(out, 0, length));
    }

    private static Optional<String> viaUrlDecoder(String encoded) {
        try {
            return Optional.of(URLDecoder.decode(encoded, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException malformedEscape) {
            return Optional.empty();
        }
    }
}
