package dev.factguard.function.http;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.zip.GZIPInputStream;
import java.util.zip.InflaterInputStream;

/**
 * Request bodies sent {@code gzip} or {@code deflate} compressed, decoded here rather than in the network layer:
 * a body that does not decode gets a 400 that says so instead of a dropped connection, and the decoded size is
 * bounded, so a small compressed body cannot expand into an unbounded one.
 */
final class BodyDecoding {

    /** Why a body could not be decoded; the message is for the client. */
    static final class Undecodable extends Exception {
        final int status;

        Undecodable(int status, String message) {
            super(message, null, false, false);
            this.status = status;
        }
    }

    private BodyDecoding() {}

    /** Whether FactGuard decodes this {@code Content-Encoding}. */
    static boolean supported(String encoding) {
        return switch (normal(encoding)) {
            case "", "identity", "gzip", "x-gzip", "deflate" -> true;
            default -> false;
        };
    }

    static boolean compressed(String encoding) {
        return encoding != null
                && !normal(encoding).isEmpty()
                && !normal(encoding).equals("identity");
    }

    /** The decoded body, at most {@code maxBytes}. */
    static byte[] decode(String encoding, byte[] body, long maxBytes) throws Undecodable {
        String name = normal(encoding);
        try (InputStream in = name.equals("deflate")
                ? new InflaterInputStream(new ByteArrayInputStream(body))
                : new GZIPInputStream(new ByteArrayInputStream(body))) {
            ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, body.length * 4));
            byte[] chunk = new byte[8192];
            for (int n; (n = in.read(chunk)) > 0; ) {
                if (out.size() + (long) n > maxBytes) {
                    throw new Undecodable(
                            413,
                            "the " + name + " body decompresses to more than " + maxBytes
                                    + " bytes, the request body limit");
                }
                out.write(chunk, 0, n);
            }
            return out.toByteArray();
        } catch (IOException e) {
            throw new Undecodable(
                    400,
                    "the body is not valid " + name + " (Content-Encoding: " + name
                            + "); send it compressed as declared, or without Content-Encoding");
        }
    }

    private static String normal(String encoding) {
        return encoding == null ? "" : encoding.strip().toLowerCase(Locale.ROOT);
    }
}
