package dev.factguard.core.refresh;

/** Who drew a verdict. */
public enum VerdictSource {
    NLI("nli"),
    LEXICAL("lexical"),
    /** No verdict could be drawn from evidence (none found, or the search failed). */
    NONE("none");

    private final String wireName;

    VerdictSource(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }
}
