package dev.factguard.core.verify;

/**
 * One statement of an answer: a sentence, or a clause of one ("…, and it boils water in four minutes").
 *
 * @param text      as written, markdown taken off
 * @param reading   what it says
 * @param context   the names and topic it leans on when it names nothing itself
 * @param checkable false for a question, a courtesy ("Let me know if…") or a sentence without content
 */
record Statement(String text, Reading reading, LexicalCheck.Context context, boolean checkable) {}
