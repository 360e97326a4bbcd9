package dev.factguard.function;

import dev.factguard.core.tenant.TenantExport;

/**
 * tenant-export's {@code next} / {@code cursor}: the section a page starts in (a letter) and the last key or name
 * already given, encoded as knowledge-list's cursor ({@link ListCursor}), so callers send it back rather than build it.
 */
final class ExportCursor {

    /** Feature names are short; a fact key is at most the configured size. */
    private static final int NAME_BYTES = 256;

    private ExportCursor() {}

    static String encode(TenantExport.Cursor cursor) {
        return ListCursor.of(letter(cursor.section()) + (cursor.after() == null ? "" : ":" + cursor.after()));
    }

    /** The cursor sent, {@link TenantExport.Cursor#FIRST} for none; one this service cannot have sent is a 400. */
    static TenantExport.Cursor decode(String cursor, int maxKeyBytes) {
        if (cursor == null) {
            return TenantExport.Cursor.FIRST;
        }
        String text = ListCursor.key(cursor, 2 + Math.max(maxKeyBytes, NAME_BYTES));
        TenantExport.Section section = section(text.isEmpty() ? ' ' : text.charAt(0));
        if (section == null || (text.length() > 1 && text.charAt(1) != ':')) {
            throw ListCursor.invalid();
        }
        return new TenantExport.Cursor(section, text.length() > 1 ? text.substring(2) : null);
    }

    private static char letter(TenantExport.Section section) {
        return switch (section) {
            case FACTS -> 'f';
            case FEATURES -> 'c';
            case REST -> 'r';
        };
    }

    private static TenantExport.Section section(char letter) {
        return switch (letter) {
            case 'f' -> TenantExport.Section.FACTS;
            case 'c' -> TenantExport.Section.FEATURES;
            case 'r' -> TenantExport.Section.REST;
            default -> null;
        };
    }
}
