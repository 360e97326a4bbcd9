package dev.factguard.config.auth;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** The tenant name rule shared by request bodies and configuration: 1–64 of letters, digits, {@code . _ : -}. */
public final class Tenants {

    // Bounded repetition over one character class: linear, whatever the input.
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._:-]{0,63}");

    private Tenants() {}

    public static boolean valid(String tenant) {
        return tenant != null && tenant.length() <= 64 && NAME.matcher(tenant).matches();
    }

    /** {@code a+b+c} as a list, each checked; {@code where} names the configuration entry in errors. */
    static List<String> parseList(String value, String where) {
        List<String> out = new ArrayList<>();
        for (String t : value.split("\\+", -1)) {
            String tenant = t.strip();
            if (!valid(tenant)) {
                throw new IllegalArgumentException(
                        where + ": tenant '" + tenant + "' must be 1-64 of letters, digits, '.', '_', ':' or '-'");
            }
            if (!out.contains(tenant)) {
                out.add(tenant);
            }
        }
        return out;
    }
}
