package dev.factguard.quality;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks; rows end in LF or CRLF.
 * FreshQA needs all of it (sources with embedded LF inside quotes), so a line-based split would be wrong.
 */
final class Csv {

    private Csv() {}

    /** Rows as maps keyed by the header row, in file order. */
    static List<Map<String, String>> parse(String text) {
        List<List<String>> rows = rows(text);
        List<Map<String, String>> out = new ArrayList<>();
        if (rows.isEmpty()) {
            return out;
        }
        List<String> header = rows.get(0);
        for (List<String> row : rows.subList(1, rows.size())) {
            Map<String, String> map = new LinkedHashMap<>();
            for (int i = 0; i < header.size(); i++) {
                map.put(header.get(i), i < row.size() ? row.get(i) : "");
            }
            out.add(map);
        }
        return out;
    }

    static List<List<String>> rows(String text) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < n && text.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                row.add(field.toString());
                field.setLength(0);
            } else if (c == '\n' || c == '\r') {
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                    i++;
                }
                row.add(field.toString());
                field.setLength(0);
                if (!(row.size() == 1 && row.get(0).isEmpty())) {
                    rows.add(row);
                }
                row = new ArrayList<>();
            } else {
                field.append(c);
            }
        }
        if (field.length() > 0 || !row.isEmpty()) {
            row.add(field.toString());
            rows.add(row);
        }
        return rows;
    }
}
