package dev.factguard.core.forecast;

import dev.factguard.core.knowledge.FactMatch;
import dev.factguard.core.knowledge.Retrieval;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * An order to act on the caller's account with the tenant: "book me a table for Friday", "cancel my subscription",
 * "please upgrade our plan", "I want to return my order". Read by form — a verb of a service action first (after "can
 * you", "please", "I'd like to"), the caller ("me", "my", "our", "us") right after it, and among the words that follow
 * a thing the tenant's facts name or one any service keeps for a customer (an order, an account, a booking). An answer
 * to it says that the service did or can do it, which only the tenant's facts can back: it states a fact about the
 * service, never none, and is never proceed — grounded on a fact that says the action, or not answered here.
 */
final class ServiceOrder {

    /** Verbs that ask the service to act on an account, a booking, a purchase. */
    private static final Set<String> ACTION = Set.of(
            "book",
            "rebook",
            "reschedule",
            "schedule",
            "postpone",
            "reserve",
            "cancel",
            "move",
            "change",
            "switch",
            "swap",
            "update",
            "upgrade",
            "downgrade",
            "renew",
            "extend",
            "refund",
            "reimburse",
            "credit",
            "waive",
            "order",
            "ship",
            "return",
            "exchange",
            "replace",
            "repair",
            "add",
            "remove",
            "delete",
            "close",
            "reset",
            "activate",
            "deactivate",
            "freeze",
            "pause",
            "resume",
            "unsubscribe",
            "subscribe",
            "register",
            "enrol",
            "enroll",
            "sign",
            "put",
            "hold",
            "transfer",
            "charge",
            "bill",
            "pay");
    /** The caller as the one acted for: "book me", "cancel my", "upgrade our", "sign us up". */
    private static final Set<String> CALLER = Set.of("me", "my", "our", "us", "mine");
    /**
     * What any service keeps for a customer, whether or not a fact names it: "cancel my order", "delete my account"
     * ask the tenant to act all the same.
     */
    private static final Set<String> ACCOUNT_THING = Set.of(
            "account",
            "order",
            "orders",
            "booking",
            "bookings",
            "appointment",
            "appointments",
            "reservation",
            "reservations",
            "subscription",
            "membership",
            "plan",
            "payment",
            "invoice",
            "delivery",
            "ticket",
            "tickets");
    /** Words after the verb that name no thing: when and which, not what. */
    private static final Set<String> NO_THING =
            Set.of("last", "next", "this", "that", "these", "those", "with", "from", "into", "today", "tomorrow");
    /**
     * How far after the verb the caller may come: "cancel the booking for me" is read as well as "cancel my", and the
     * caller's thing may be where the verb puts something: "add breakfast for two to my reservation", "put a dog bed
     * and a bowl in our room".
     */
    private static final int CALLER_WITHIN = 10;
    /** Words after the verb read for the thing acted on: "book me a table for two at the hotel restaurant". */
    private static final int OBJECT_WITHIN = 10;
    /** Letters of a word's start that name it in a fact whatever its ending: "appointment" in "appointments". */
    private static final int STEM_LETTERS = 4;

    private ServiceOrder() {}

    /** Whether the prompt orders the service to act for the caller on a thing of the service's. */
    static boolean given(AskText w, Retrieval retrieval) {
        int lead = w.lead();
        if (lead >= w.size || !ACTION.contains(w.word(lead)) || !callerAfter(w, lead)) {
            return false;
        }
        List<String> facts = null;
        for (int i = lead + 1; i < Math.min(w.size, lead + 1 + OBJECT_WITHIN); i++) {
            String word = w.word(i);
            if (ACCOUNT_THING.contains(word)) {
                return true;
            }
            if (word.length() >= STEM_LETTERS && !CALLER.contains(word) && !NO_THING.contains(word)) {
                facts = facts == null ? lowered(retrieval.matches()) : facts;
                if (named(stem(word), facts)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The facts that can cover an order {@link #given}: those that say its action ("cancel my booking" by a fee for
     * bookings cancelled late). One on the thing alone ("refund my session" against the session's price) does not.
     */
    static Retrieval saying(AskText w, Retrieval retrieval) {
        String action = stem(w.word(w.lead()));
        List<FactMatch> saying = new ArrayList<>(retrieval.matches().size());
        for (FactMatch m : retrieval.matches()) {
            if (lowered(m).contains(action)) {
                saying.add(m);
            }
        }
        return new Retrieval(saying, retrieval.factCount());
    }

    private static boolean callerAfter(AskText w, int lead) {
        for (int i = lead + 1; i < Math.min(w.size, lead + 1 + CALLER_WITHIN); i++) {
            if (CALLER.contains(w.word(i))) {
                return true;
            }
        }
        return false;
    }

    /** The word's start without a usual ending: "cleaning" as "clean", "bookings" as "booking". */
    private static String stem(String word) {
        int keep = Math.max(STEM_LETTERS, word.length() - 3);
        return word.substring(0, Math.min(word.length(), keep));
    }

    /** Each fact's key and text in lower case, read once for every word of the order looked up in them. */
    private static List<String> lowered(List<FactMatch> matches) {
        List<String> out = new ArrayList<>(matches.size());
        for (FactMatch m : matches) {
            out.add(lowered(m));
        }
        return out;
    }

    private static String lowered(FactMatch m) {
        return (m.fact().key() + "\n" + m.fact().text()).toLowerCase(Locale.ROOT);
    }

    private static boolean named(String stem, List<String> facts) {
        for (String fact : facts) {
            if (fact.contains(stem)) {
                return true;
            }
        }
        return false;
    }
}
