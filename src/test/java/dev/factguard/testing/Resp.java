package dev.factguard.testing;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * One command to one Redis node over its own socket, outside the client under test: a cluster client routes by
 * key and follows redirects, so it cannot show what a given node holds. Replies: String, Long, List, or null;
 * an error reply is thrown.
 */
public final class Resp {

    private Resp() {}

    public static Object call(int port, String... args) {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            OutputStream out = socket.getOutputStream();
            ByteArrayOutputStream request = new ByteArrayOutputStream();
            request.writeBytes(("*" + args.length + "\r\n").getBytes(StandardCharsets.UTF_8));
            for (String arg : args) {
                byte[] bytes = arg.getBytes(StandardCharsets.UTF_8);
                request.writeBytes(("$" + bytes.length + "\r\n").getBytes(StandardCharsets.UTF_8));
                request.writeBytes(bytes);
                request.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
            }
            out.write(request.toByteArray());
            out.flush();
            return read(new BufferedInputStream(socket.getInputStream()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every key the node at {@code port} holds itself (a node's SCAN sees only its own slots). */
    public static List<String> keys(int port) {
        List<String> out = new ArrayList<>();
        String cursor = "0";
        do {
            List<?> page = (List<?>) call(port, "SCAN", cursor, "COUNT", "1000");
            cursor = (String) page.get(0);
            ((List<?>) page.get(1)).forEach(k -> out.add((String) k));
        } while (!cursor.equals("0"));
        return out;
    }

    private static Object read(InputStream in) throws IOException {
        String line = line(in);
        char type = line.charAt(0);
        String rest = line.substring(1);
        switch (type) {
            case '+':
                return rest;
            case '-':
                throw new IllegalStateException(rest);
            case ':':
                return Long.parseLong(rest);
            case '$': {
                int n = Integer.parseInt(rest);
                if (n < 0) {
                    return null;
                }
                byte[] bytes = in.readNBytes(n + 2);
                return new String(bytes, 0, n, StandardCharsets.UTF_8);
            }
            case '*': {
                int n = Integer.parseInt(rest);
                if (n < 0) {
                    return null;
                }
                List<Object> items = new ArrayList<>(n);
                for (int i = 0; i < n; i++) {
                    items.add(read(in));
                }
                return items;
            }
            default:
                throw new IllegalStateException("not a RESP reply: " + line);
        }
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int b;
        while ((b = in.read()) != '\r') {
            if (b < 0) {
                throw new IOException("connection closed");
            }
            out.write(b);
        }
        in.read(); // '\n'
        return out.toString(StandardCharsets.UTF_8);
    }
}
