package dev.factguard.function.http;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Texts that have broken text analysis before, or could: long runs of capitalised words (the regex
 * StackOverflowError), one endless word, punctuation and bracket runs, cue words repeated, 4-byte characters,
 * control characters — each grown to the byte limit it is sent under — plus seeded random mixes of them.
 * Deterministic: the same seed gives the same texts.
 */
public final class HostileTexts {

    private static final String[] PIECES = {
        "Acme ",
        "ACME ",
        "CEO ",
        "currently ",
        "the latest ",
        "is ",
        "was ",
        "of ",
        "Who ",
        "What ",
        "? ",
        ". ",
        "! ",
        ", ",
        "; ",
        "(",
        ")",
        "\"",
        "'",
        "1,234,567 ",
        "12.5% ",
        "2024 ",
        "v3.2.1 ",
        "Mr. ",
        "Dr. ",
        "Inc. ",
        "U.S. ",
        "\n",
        "\t",
        "  ",
        "é",
        "日本 ",
        "😀",
        "\u200f",
        "\u0301",
        "-",
        "—",
        "...",
        "http://x.y/z?a=b ",
        "e.g. ",
        "$",
        "#",
        "@",
        "0",
        "\u0000"
    };

    private HostileTexts() {}

    /** Named adversarial texts of at most {@code maxBytes} UTF-8 bytes. */
    public static Map<String, String> adversarial(int maxBytes) {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("capitalised run", fill("Who is the CEO of ", "Acme ", "?", maxBytes));
        out.put("capitals run", fill("WHO IS THE CEO OF ", "ACME ", "?", maxBytes));
        out.put("one endless word", fill("", "a", "", maxBytes));
        out.put("dots", fill("", ".", "", maxBytes));
        out.put("question marks", fill("Who ", "?", "", maxBytes));
        out.put("open brackets", fill("", "(", "", maxBytes));
        out.put("quotes", fill("", "\"'", "", maxBytes));
        out.put("cue words", fill("", "currently the latest CEO is ", "Ann.", maxBytes));
        out.put("numbers", fill("The population is ", "1,234,567.89 ", "people.", maxBytes));
        out.put("percentages", fill("", "12.5% ", "", maxBytes));
        out.put("versions", fill("The latest version is ", "3.2.1.", "", maxBytes));
        out.put("abbreviations", fill("", "Mr. Dr. Inc. U.S. e.g. ", "", maxBytes));
        out.put("newlines", fill("CEO", "\n", "x", maxBytes));
        out.put("emoji", fill("", "😀", "", maxBytes));
        out.put("combining marks", fill("e", "\u0301", "", maxBytes));
        out.put("control characters", fill("a", "\u0000\u0001\u001f", "", maxBytes));
        out.put("hyphenated name", fill("The CEO of ", "Acme-", "Corp is Ann.", maxBytes));
        out.put("sentences", fill("", "The CEO of Acme is Ann Lee. ", "", maxBytes));
        return out;
    }

    /** {@code count} seeded random mixes of the pieces above, each at most {@code maxBytes}. */
    public static List<String> random(long seed, int count, int maxBytes) {
        Random random = new Random(seed);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int budget = 1 + random.nextInt(maxBytes);
            StringBuilder text = new StringBuilder();
            while (true) {
                String piece = PIECES[random.nextInt(PIECES.length)];
                if (bytes(text) + bytes(piece) > budget) {
                    break;
                }
                text.append(piece);
            }
            out.add(text.length() == 0 ? "x" : text.toString());
        }
        return out;
    }

    private static String fill(String head, String unit, String tail, int maxBytes) {
        StringBuilder text = new StringBuilder(head);
        int room = maxBytes - bytes(head) - bytes(tail);
        int unitBytes = bytes(unit);
        for (int used = 0; used + unitBytes <= room; used += unitBytes) {
            text.append(unit);
        }
        return text.append(tail).toString();
    }

    private static int bytes(CharSequence s) {
        return s.toString().getBytes(StandardCharsets.UTF_8).length;
    }
}
