package dev.factguard.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The links of a Markdown file and the anchors its headings make, read the way GitHub renders them: links inside
 * fenced code blocks and code spans are not links; a heading's anchor is its text lower-cased, stripped of
 * everything but letters, digits, spaces, hyphens and underscores, spaces turned to hyphens, repeats numbered.
 */
final class MarkdownLinks {

    /** {@code [text](target)} and {@code ![alt](target)}, the target up to the first space or closing parenthesis. */
    private static final Pattern INLINE =
            Pattern.compile("!?\\[(?:[^\\]\\[]|\\[[^\\]]*])*]\\(<?([^)\\s>]+)>?(?:\\s+\"[^\"]*\")?\\)");
    /** {@code [label]: target} reference definitions. */
    private static final Pattern DEFINITION = Pattern.compile("^\\s{0,3}\\[[^\\]]+]:\\s+<?(\\S+?)>?(?:\\s.*)?$");

    private static final Pattern HEADING = Pattern.compile("^\\s{0,3}(#{1,6})\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern HTML_ANCHOR = Pattern.compile("<a\\s+(?:name|id)=\"([^\"]+)\"");

    private final Map<Path, Set<String>> anchors = new HashMap<>();

    private MarkdownLinks() {}

    static MarkdownLinks reader() {
        return new MarkdownLinks();
    }

    /** Every link target of {@code file}, in order, code excluded. */
    List<String> links(Path file) {
        List<String> out = new ArrayList<>();
        for (String raw : prose(file)) {
            String line = raw.replaceAll("`[^`]*`", "``");
            Matcher m = INLINE.matcher(line);
            while (m.find()) {
                out.add(m.group(1));
            }
            Matcher d = DEFINITION.matcher(line);
            if (d.matches()) {
                out.add(d.group(1));
            }
        }
        return out;
    }

    /** The anchors {@code file}'s headings (and explicit {@code <a name>} tags) make. */
    Set<String> anchors(Path file) {
        return anchors.computeIfAbsent(file.toAbsolutePath().normalize(), f -> {
            Set<String> made = new HashSet<>();
            Map<String, Integer> seen = new HashMap<>();
            for (String line : prose(f)) {
                Matcher h = HEADING.matcher(line);
                if (h.matches()) {
                    String slug = slug(h.group(2));
                    int n = seen.merge(slug, 1, Integer::sum) - 1;
                    made.add(n == 0 ? slug : slug + "-" + n);
                }
                Matcher a = HTML_ANCHOR.matcher(line);
                while (a.find()) {
                    made.add(a.group(1));
                }
            }
            return made;
        });
    }

    static String slug(String heading) {
        // Links and code marks are rendered away before GitHub derives the anchor.
        String text = heading.replaceAll("\\[([^\\]]*)]\\([^)]*\\)", "$1").replace("`", "");
        StringBuilder out = new StringBuilder();
        text.toLowerCase(Locale.ROOT).codePoints().forEach(c -> {
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                out.appendCodePoint(c);
            } else if (c == ' ') {
                out.append('-');
            }
        });
        return out.toString();
    }

    /** The file's lines outside fenced code blocks. */
    private static List<String> prose(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> out = new ArrayList<>();
        String fence = null;
        for (String line : lines) {
            String t = line.stripLeading();
            if (fence == null && (t.startsWith("```") || t.startsWith("~~~"))) {
                fence = t.substring(0, 3);
                continue;
            }
            if (fence != null) {
                if (t.startsWith(fence)) {
                    fence = null;
                }
                continue;
            }
            out.add(line);
        }
        return out;
    }
}
