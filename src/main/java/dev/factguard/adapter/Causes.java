package dev.factguard.adapter;

/**
 * Reading an exception's cause chain, as every outbound adapter must: client libraries wrap the failure
 * that matters (a refused connection, a timeout) in layers of their own exceptions.
 */
public final class Causes {

    private Causes() {}

    /** The innermost cause (the exception itself when it has none). */
    public static Throwable root(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root;
    }

    /** True when any exception in the chain is a timeout, whichever library's timeout type it is. */
    public static boolean isTimeout(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getClass().getSimpleName().contains("Timeout")) {
                return true;
            }
        }
        return false;
    }
}
