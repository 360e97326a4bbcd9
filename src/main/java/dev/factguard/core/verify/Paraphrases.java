package dev.factguard.core.verify;

import dev.factguard.core.text.Term;
import dev.factguard.core.text.TermAnalyzer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What makes two wordings of one statement count as the same topic: the stem of each content word, mapped to one
 * stem per group of words that say the same thing in answers about products, services and general knowledge
 * ("ship" and "deliver", "holds" and "capacity", "price" and "cost"), and the light words an answer adds without
 * stating anything ("approximately", "currently", "officially"). A short list on purpose: a group that is too
 * wide would let an answer about one property be compared with a fact about another. Stateless.
 */
final class Paraphrases {

    private static final List<List<String>> GROUPS = List.of(
            List.of(
                    "deliver",
                    "delivery",
                    "deliveries",
                    "ship",
                    "shipping",
                    "shipped",
                    "shipment",
                    "dispatch",
                    "dispatched",
                    "arrive",
                    "arrives",
                    "arrival"),
            List.of("cost", "costs", "price", "priced", "pay", "charge", "charged", "fee", "fees"),
            List.of("long", "length", "stretch", "stretches", "spans", "extends", "measures"),
            List.of("distance", "far", "away", "distant"),
            List.of("hold", "holds", "capacity", "contain", "contains", "fit", "fits"),
            List.of("discount", "discounts", "reduction", "rebate", "cheaper", "save", "saves", "savings"),
            List.of("founded", "founding", "established", "establish", "incorporated"),
            List.of("valid", "validity", "expire", "expires", "expired", "expiry"),
            List.of("download", "downloaded", "downloadable", "export", "exported"),
            List.of("enable", "enabled", "activate", "activated", "turn", "switch"),
            List.of("discover", "discovered", "discovery", "identified", "identify"),
            List.of("carry", "carries", "transport", "transports", "bind", "binds"),
            List.of("land", "landed", "landing", "touched"),
            List.of("flow", "flows", "empty", "empties", "drain", "drains", "discharge", "discharges"),
            List.of("freeze", "freezes", "freezing", "frozen", "solidify", "solidifies"),
            List.of("boil", "boils", "boiling", "heat", "heats"),
            List.of("plan", "plans", "subscription", "tier"),
            List.of("invoice", "invoices", "bill", "bills", "receipt", "receipts"),
            List.of("warranty", "guarantee", "guaranteed"),
            List.of("last", "past", "previous", "preceding"),
            List.of("average", "mean", "typical"),
            List.of("store", "shop", "outlet"),
            List.of("make", "made", "composed", "consist", "consists", "formed", "built"),
            List.of("customer", "customers", "client", "clients", "buyer", "buyers", "shopper", "shoppers"),
            List.of("order", "orders", "purchase", "purchases", "purchased", "item", "items"),
            List.of("wide", "width", "broad"),
            List.of("high", "height", "tall"),
            List.of("deep", "depth"),
            List.of("heavy", "weight", "weighs", "weigh"),
            // Opening and closing hours are one topic; which end a time is, and closed days, are read as values.
            List.of("open", "opens", "opening", "close", "closes", "closing", "shuts"),
            List.of("use", "using", "used", "uses", "work", "works", "via"),
            List.of("return", "returned", "returns", "returning", "send"),
            List.of("student", "students", "pupil", "pupils"));

    /**
     * Words an answer adds for tone or hedging, and verbs that only link a subject to its value ("takes", "lasts",
     * "comes with", "is located in"): they never make a statement say something the fact does not.
     */
    private static final Set<String> LIGHT = Set.of(
            "found",
            "known",
            "also",
            "total",
            "approximately",
            "currently",
            "usually",
            "typically",
            "generally",
            "normally",
            "officially",
            "roughly",
            "exactly",
            "precisely",
            "whole",
            "entire",
            "full",
            "overall",
            "actually",
            "indeed",
            "simply",
            "around",
            "nearly",
            "almost",
            "quite",
            "fairly",
            "possible",
            "possibly",
            "available",
            "able",
            "allowed",
            "offer",
            "offers",
            "offered",
            "provide",
            "provides",
            "receive",
            "receives",
            "given",
            "certain",
            "approx",
            "note",
            "please",
            "regular",
            "usual",
            "estimated",
            "basically",
            "altogether",
            "take",
            "takes",
            "last",
            "lasts",
            "reach",
            "reaches",
            "come",
            "comes",
            "stand",
            "stands",
            "located",
            "situated",
            "based",
            "amount",
            "amounts",
            "think",
            "believe",
            "believes",
            "seem",
            "seems",
            "number",
            "stay",
            "stays",
            "remain",
            "remains",
            "until",
            "till",
            "serve",
            "serves",
            "served");

    private static final Map<String, String> CANONICAL = new HashMap<>();
    private static final Map<String, List<String>> GROUP_OF = new HashMap<>();
    private static final Set<String> LIGHT_STEMS;

    static {
        for (List<String> group : GROUPS) {
            String canonical = stem(group.get(0));
            GROUP_OF.put(canonical, group);
            for (String word : group) {
                String s = stem(word);
                if (s != null) {
                    CANONICAL.putIfAbsent(s, canonical);
                }
            }
        }
        java.util.HashSet<String> light = new java.util.HashSet<>();
        for (String word : LIGHT) {
            String s = stem(word);
            if (s != null && !CANONICAL.containsKey(s)) {
                light.add(s);
            }
        }
        LIGHT_STEMS = Set.copyOf(light);
    }

    private Paraphrases() {}

    /** The content stem of one word, or null for a function word ("the", "is") or a word without letters. */
    static String stem(String word) {
        List<Term> terms = TermAnalyzer.terms(word);
        return terms.isEmpty() ? null : terms.get(0).stem();
    }

    /** The stem that stands for {@code stem}'s group, or {@code stem} itself. */
    static String canonical(String stem) {
        return CANONICAL.getOrDefault(stem, stem);
    }

    /** The canonical stem of a word, or null for a function word. */
    static String of(String word) {
        String s = stem(word);
        return s == null ? null : canonical(s);
    }

    /**
     * The words of the group of a canonical stem ("deliver", "delivery", "shipping", … for the stem of "shipping"),
     * empty for a stem of no group: a search for the facts on a statement adds them, so that a fact worded with
     * another word of the group is found.
     */
    static List<String> group(String canonicalStem) {
        return GROUP_OF.getOrDefault(canonicalStem, List.of());
    }

    /** True for a light word: by the word itself ("lasts"), or by its stem when that stem is of no group. */
    static boolean light(String lowerWord, String canonicalStem) {
        return LIGHT.contains(lowerWord) || LIGHT_STEMS.contains(canonicalStem);
    }
}
