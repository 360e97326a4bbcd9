package dev.factguard.testing;

import dev.factguard.adapter.embedding.LangChain4jVectorIndex;
import dev.factguard.core.knowledge.Embeddings;
import dev.factguard.core.knowledge.TextEmbedder;
import jakarta.enterprise.context.Dependent;
import jakarta.enterprise.inject.Alternative;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * The real MiniLM, except that a text containing {@link #MARK} is held inside the embedder until the test
 * {@link #release releases} it (at most 30 s): a hybrid forecast or search in flight for as long as a test needs.
 * An alternative, so only a test profile that enables it ({@code getEnabledAlternatives}) replaces the application's
 * embeddings.
 */
@Alternative
@Dependent
public class HeldEmbeddings {

    /** A word no prompt of another test uses. */
    public static final String MARK = "zorblaxheld";

    private static volatile CountDownLatch release = new CountDownLatch(0);
    private static final Semaphore entered = new Semaphore(0);

    @Produces
    @Singleton
    Embeddings embeddings() {
        return new Embeddings(new Held(), LangChain4jVectorIndex.factory());
    }

    /** Holds every marked text from now on; forgets the marked texts that entered before. */
    public static void hold() {
        release = new CountDownLatch(1);
        entered.drainPermits();
    }

    /** Lets every held text go on, and those that come later pass at once. */
    public static void release() {
        release.countDown();
    }

    /** Waits until {@code texts} marked texts are held; false if they were not within 20 s. */
    public static boolean awaitHeld(int texts) throws InterruptedException {
        return entered.tryAcquire(texts, 20, TimeUnit.SECONDS);
    }

    private static final class Held implements TextEmbedder {
        @Override
        public String name() {
            return MiniLm.EMBEDDER.name();
        }

        @Override
        public int dimension() {
            return MiniLm.EMBEDDER.dimension();
        }

        @Override
        public float[] embed(String text) {
            if (text.contains(MARK)) {
                CountDownLatch latch = release;
                entered.release();
                try {
                    latch.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return MiniLm.EMBEDDER.embed(text);
        }
    }
}
