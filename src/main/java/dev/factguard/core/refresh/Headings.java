package dev.factguard.core.refresh;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Capitalised words that are page furniture, not holders: a section heading or label ("Managers:",
 * "List of …"), boilerplate ("Frequently Asked Questions", "Background", "Contact Us",
 * "Latest News"), a plural role word ("Governors"), a crowd at the head of a sentence ("Analysts say …") and a
 * bare acronym ("EU leaders nominated …"). The claimed value itself is never furniture. Stateless.
 */
final class Headings {

    private static final Set<String> BOILERPLATE = Set.of(
            "frequently",
            "asked",
            "questions",
            "question",
            "faq",
            "faqs",
            "background",
            "overview",
            "contents",
            "summary",
            "history",
            "introduction",
            "related",
            "see",
            "also",
            "contact",
            "us",
            "privacy",
            "policy",
            "terms",
            "use",
            "cookie",
            "cookies",
            "home",
            "menu",
            "search",
            "login",
            "log",
            "sign",
            "subscribe",
            "share",
            "advertisement",
            "photo",
            "photos",
            "video",
            "videos",
            "image",
            "images",
            "list",
            "lists",
            "table",
            "timeline",
            "biography",
            "career",
            "early",
            "life",
            "personal",
            "profile",
            "leadership",
            "management",
            "board",
            "team",
            "staff",
            "council",
            "meetings",
            "meeting",
            "office",
            "news",
            "more",
            "all",
            "top",
            "website",
            "page",
            "click",
            "here",
            "learn",
            "view",
            "about",
            "events",
            "press",
            "releases",
            "release",
            "media",
            "resources",
            "references",
            "notes",
            "external",
            "links",
            "category",
            "categories",
            "results",
            "schedule",
            "tickets",
            "shop",
            "analysts",
            "reports",
            "report",
            "sources",
            "officials",
            "experts",
            "critics",
            "fans",
            "supporters",
            "opposition",
            "residents",
            "voters",
            "members",
            "leaders",
            "investors",
            "shareholders",
            "employees",
            "players",
            "authorities",
            "police",
            "lawmakers",
            "ministers",
            "executives",
            "observers",
            "insiders",
            "people",
            "key",
            "facts",
            "statistics",
            "data",
            "details",
            "info",
            "information",
            "welcome",
            "government",
            "committee",
            "department",
            "ministry",
            "agency",
            "organisation",
            "organization");

    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");

    private Headings() {}

    /** How many words a site's name after a title's last dash or bar may have: "- Wikipedia", "| Reuters". */
    private static final int SITE_WORDS = 4;

    /**
     * Where a title's site name starts ("Conservative Party - Wikipedia", "… | The White House"), or the title's
     * length when it has none: the last part after a dash, of a few words and no verb.
     */
    static int siteName(List<EvidenceTokens.Token> title) {
        for (int k = title.size() - 1; k > 0 && k >= title.size() - SITE_WORDS - 1; k--) {
            String t = title.get(k).text();
            if (t.equals("-") || t.equals("–") || t.equals("—") || t.equals("|")) {
                return k + 1;
            }
            if (title.get(k).kind() == EvidenceTokens.Kind.WORD
                    && !title.get(k).capitalised()
                    && !title.get(k).lower().equals("the")
                    && !title.get(k).lower().equals("of")) {
                return title.size();
            }
        }
        return title.size();
    }

    /** True when {@code m}, a name that is not the claimed value, is page furniture. */
    static boolean heading(Mention m, ClaimValue value) {
        if (m.type() != ClaimValue.Kind.NAME || EvidenceReader.matches(m, value)) {
            return false;
        }
        return boilerplate(m.text()) || acronym(m.text());
    }

    private static boolean boilerplate(String name) {
        String[] words = NON_WORD.split(name.toLowerCase(Locale.ROOT));
        boolean any = false;
        for (String w : words) {
            if (w.isEmpty() || w.equals("of") || w.equals("the") || w.equals("and")) {
                continue;
            }
            boolean role = Mentions.ROLES.contains(w)
                    || (w.endsWith("s") && Mentions.ROLES.contains(w.substring(0, w.length() - 1)));
            if (!BOILERPLATE.contains(w) && !role) {
                return false;
            }
            any = true;
        }
        return any;
    }

    private static boolean acronym(String name) {
        if (name.length() < 2 || name.length() > 5) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            if (!Character.isUpperCase(name.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
