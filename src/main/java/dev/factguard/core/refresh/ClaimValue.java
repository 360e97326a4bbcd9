package dev.factguard.core.refresh;

import java.text.Normalizer;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The asserted value of a claim, read as what it is: a name ("Jerome Powell", "PewDiePie"), a quantity
 * ("150 million", "2:14:04", "4.5 percent") or a product version ("Android 12"), and compared with values
 * found in evidence accordingly. Immutable.
 */
final class ClaimValue {

    enum Kind {
        NAME,
        QUANTITY,
        VERSION
    }

    private static final Pattern VERSION =
            Pattern.compile("^(\\.?\\p{L}[\\p{L}\\p{N}.+-]*(?:\\s+\\p{L}[\\p{L}.+-]*)*)" + "\\s+v?(\\d+(?:\\.\\d+)*)$");
    /**
     * "IEEE 754-2008", "SP 800-63-3": a standard's designation, the last hyphenated number its edition or revision.
     * Its number has three digits or more and is no year: not a score ("3-2") nor a season ("2024-25").
     */
    private static final Pattern DESIGNATION = Pattern.compile(
            "^(\\p{L}[\\p{L}/.]*(?:\\s+\\p{L}[\\p{L}/.]*)*\\s+(?!(?:19|20)\\d\\d-)\\d{3,}(?:-\\d+)*)-(\\d+)$");
    /** "17th edition", "the 7th edition": an edition by its ordinal. */
    private static final Pattern EDITION = Pattern.compile("(?i)^(?:the\\s+)?(\\d+)(?:st|nd|rd|th)\\s+edition$");
    /** A version written as a number alone ("4.0.1", "v16.0"), of the product the subject names. */
    private static final Pattern BARE_VERSION = Pattern.compile("^v?(\\d+(?:\\.\\d+)+|\\d+)$");

    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern NAME_SEPARATORS = Pattern.compile("[^\\p{L}\\p{N}']+");
    private static final Set<String> HONORIFICS =
            Set.of("mr", "mrs", "ms", "dr", "sir", "dame", "lord", "lady", "the", "jr", "sr", "prof");

    private final String text;
    private final Kind kind;
    private final Quantity quantity;
    /** The upper end of a claimed range ("4.25% to 4.5%"), or null. */
    private final Quantity upper;

    private final String product;
    private final String version;
    /** The name's words, read on first use (a benign race: every thread computes the same set). */
    private volatile Set<String> words;

    private ClaimValue(String text, Kind kind, Quantity quantity, String product, String version) {
        this.text = text;
        this.kind = kind;
        this.quantity = quantity;
        this.upper = kind == Kind.QUANTITY ? Ranges.upper(text) : null;
        this.product = product;
        this.version = version;
    }

    static ClaimValue of(String value) {
        return of(value, null);
    }

    /**
     * @param product the product a version claim's subject names ("PCI DSS" of "current version of PCI DSS"), or
     *                null when the claim is not about a version: a bare number is then a quantity
     */
    static ClaimValue of(String value, String product) {
        String v = value.strip();
        Matcher edition = EDITION.matcher(v);
        if (edition.matches()) {
            return new ClaimValue(v, Kind.VERSION, null, "edition", edition.group(1));
        }
        Matcher designation = DESIGNATION.matcher(v);
        if (designation.matches()) {
            return new ClaimValue(
                    v, Kind.VERSION, null, designation.group(1).toLowerCase(Locale.ROOT), designation.group(2));
        }
        if (product != null) {
            Matcher bare = BARE_VERSION.matcher(v);
            if (bare.matches()) {
                return new ClaimValue(v, Kind.VERSION, null, product.toLowerCase(Locale.ROOT), bare.group(1));
            }
            Versions.Named named = Versions.ofName(v);
            if (named != null) {
                return new ClaimValue(v, Kind.VERSION, null, named.product().toLowerCase(Locale.ROOT), named.version());
            }
        }
        Matcher version = VERSION.matcher(v);
        if (version.matches()) {
            return new ClaimValue(
                    v,
                    Kind.VERSION,
                    null,
                    version.group(1).toLowerCase(Locale.ROOT),
                    version.group(2)); // as written: "6.0" is the 6.0 line, not the line of 6.1
        }
        // "GPT-4o" is a name with a digit in it, not the quantity 4.
        Quantity quantity = v.isEmpty() || Character.isLetter(v.charAt(0)) ? null : Quantity.parse(v);
        if (quantity != null) {
            return new ClaimValue(v, Kind.QUANTITY, quantity, null, null);
        }
        return new ClaimValue(v, Kind.NAME, null, null, null);
    }

    /** {@code value} read as a name, whatever it looks like ("Inside Out 2", "Apollo 11"). */
    static ClaimValue name(String value) {
        return new ClaimValue(value.strip(), Kind.NAME, null, null, null);
    }

    /** True for a name that ends in a number ("Inside Out 2", "Ne Zha 2"): pages write such names as versions. */
    boolean numbered() {
        return kind == Kind.NAME && !text.isEmpty() && Character.isDigit(text.charAt(text.length() - 1));
    }

    String text() {
        return text;
    }

    Kind kind() {
        return kind;
    }

    Quantity upper() {
        return upper;
    }

    Quantity quantity() {
        return quantity;
    }

    String product() {
        return product;
    }

    boolean sameVersionNumber(String otherVersion) {
        return normaliseVersion(version).equals(normaliseVersion(otherVersion));
    }

    /** The claimed version number ("26" of "iOS 26"); null unless this is a version. */
    String version() {
        return version;
    }

    /**
     * True when one name's words contain the other's, ignoring accents, case, initials and honorifics:
     * "Lula da Silva" is "Luiz Inácio Lula da Silva", "Jerome Powell" is "Jerome H. Powell", but "Kevin
     * Johnson" is not "Boris Johnson".
     */
    static boolean sameName(String a, String b) {
        return sameWords(nameWords(a), nameWords(b));
    }

    /** {@link #sameName} of this value and {@code other}, this value's words read once. */
    boolean sameNameAs(String other) {
        Set<String> mine = words;
        if (mine == null) {
            mine = nameWords(text);
            words = mine;
        }
        return sameWords(mine, nameWords(other));
    }

    /**
     * True when {@code found} names the product {@code claimed}: the same words, or more words before them ("Apple
     * iOS", "Announcing .NET"), or the claimed name less its maker's word ("Emacs" of "GNU Emacs"). "Windows Server"
     * is not "Windows", nor "Galaxy S24 Ultra" the "Galaxy S24".
     */
    static boolean sameProduct(String found, String claimed) {
        List<String> f = List.copyOf(nameWords(found));
        List<String> c = List.copyOf(nameWords(claimed));
        return endsWith(f, c) || (f.size() + 1 == c.size() && endsWith(c, f));
    }

    private static boolean endsWith(List<String> longer, List<String> shorter) {
        return !shorter.isEmpty()
                && longer.size() >= shorter.size()
                && longer.subList(longer.size() - shorter.size(), longer.size()).equals(shorter);
    }

    private static boolean sameWords(Set<String> x, Set<String> y) {
        if (x.isEmpty() || y.isEmpty()) {
            return false;
        }
        return x.containsAll(y) || y.containsAll(x);
    }

    private static Set<String> nameWords(String name) {
        String plain = MARKS.matcher(Normalizer.normalize(name, Normalizer.Form.NFD))
                .replaceAll("")
                .toLowerCase(Locale.ROOT)
                .replace('’', '\'');
        Set<String> words = new LinkedHashSet<>();
        for (String w : NAME_SEPARATORS.split(plain)) {
            String word = w.endsWith("'s") ? w.substring(0, w.length() - 2) : w;
            // Initials are left out ("Jerome H. Powell"), numbers kept ("GPT-5" is not "GPT-4o").
            if (!word.isEmpty()
                    && (word.length() > 1 || Character.isDigit(word.charAt(0)))
                    && !HONORIFICS.contains(word)) {
                words.add(word);
            }
        }
        return words;
    }

    private static String normaliseVersion(String v) {
        return v.replaceAll("(\\.0+)+$", "");
    }
}
