package dev.factguard.quality;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Draws the reliability diagram of a learning run: per set, the mean risk of each bin against the share of its
 * prompts hallucinated, after all feedback; a point's area grows with its bin's count. On the diagonal is perfect.
 */
final class ReliabilitySvg {

    private static final String[] COLOURS = {"#1b6ca8", "#d1495b", "#2e933c", "#edae49", "#7d4e9e", "#555555"};
    private static final int SIZE = 420;
    private static final int PAD = 50;

    private ReliabilitySvg() {}

    /** @param sets set name → its reliability table ({@link Calibrated#table}) */
    static void write(Path file, String title, Map<String, List<Map<String, Object>>> sets) throws IOException {
        StringBuilder svg = new StringBuilder();
        int w = SIZE + 2 * PAD + 170;
        int h = SIZE + 2 * PAD;
        svg.append(String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\""
                        + " font-family=\"sans-serif\" font-size=\"12\">%n",
                w,
                h,
                w,
                h));
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        svg.append(
                String.format(Locale.ROOT, "<text x=\"%d\" y=\"20\" font-size=\"14\">%s</text>%n", PAD, escape(title)));
        for (int i = 0; i <= 10; i++) {
            double v = i / 10.0;
            svg.append(String.format(
                    Locale.ROOT,
                    "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#eeeeee\"/>%n",
                    x(v),
                    y(0),
                    x(v),
                    y(1)));
            svg.append(String.format(
                    Locale.ROOT,
                    "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#eeeeee\"/>%n",
                    x(0),
                    y(v),
                    x(1),
                    y(v)));
            if (i % 2 == 0) {
                svg.append(String.format(
                        Locale.ROOT,
                        "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%.1f</text>%n",
                        x(v),
                        y(0) + 16,
                        v));
                svg.append(String.format(
                        Locale.ROOT,
                        "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%.1f</text>%n",
                        x(0) - 6,
                        y(v) + 4,
                        v));
            }
        }
        svg.append(String.format(
                Locale.ROOT,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#999999\" stroke-dasharray=\"4 3\"/>%n",
                x(0),
                y(0),
                x(1),
                y(1)));
        svg.append(String.format(
                Locale.ROOT,
                "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">mean risk given (bin of 0.1)</text>%n",
                x(0.5),
                h - 8));
        svg.append(String.format(
                Locale.ROOT,
                "<text x=\"14\" y=\"%.1f\" transform=\"rotate(-90 14 %.1f)\" text-anchor=\"middle\">share"
                        + " hallucinated</text>%n",
                y(0.5),
                y(0.5)));
        int k = 0;
        for (Map.Entry<String, List<Map<String, Object>>> set : sets.entrySet()) {
            String colour = COLOURS[k % COLOURS.length];
            StringBuilder path = new StringBuilder();
            for (Map<String, Object> bin : set.getValue()) {
                long n = (Long) bin.get("count");
                if (n == 0) {
                    continue;
                }
                double mx = x((Double) bin.get("meanRisk"));
                double my = y((Double) bin.get("rate"));
                path.append(path.length() == 0 ? "M" : " L").append(String.format(Locale.ROOT, "%.1f %.1f", mx, my));
                svg.append(String.format(
                        Locale.ROOT,
                        "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" fill-opacity=\"0.6\"/>%n",
                        mx,
                        my,
                        2 + Math.sqrt(n) / 2,
                        colour));
            }
            svg.append(String.format(
                    Locale.ROOT, "<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\"/>%n", path, colour));
            svg.append(String.format(
                    Locale.ROOT,
                    "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>"
                            + "<text x=\"%d\" y=\"%d\">%s</text>%n",
                    PAD + SIZE + 20,
                    PAD + 20 * k,
                    colour,
                    PAD + SIZE + 38,
                    PAD + 20 * k + 11,
                    escape(set.getKey())));
            k++;
        }
        svg.append("</svg>\n");
        Files.writeString(file, svg.toString(), StandardCharsets.UTF_8);
        System.out.println("wrote " + file);
    }

    private static double x(double v) {
        return PAD + v * SIZE;
    }

    private static double y(double v) {
        return PAD + (1 - v) * SIZE;
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;");
    }
}
