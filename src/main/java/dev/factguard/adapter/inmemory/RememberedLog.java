package dev.factguard.adapter.inmemory;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;

/**
 * One tenant's remembered forecasts (and idempotency keys): key, expiry, whether it was counted (and a small mark
 * of how: the outcome's label and source), and its features, as bytes appended to a few large chunks, found through a {@link RememberedIndex} of primitive arrays.
 *
 * <p>Why not a map of objects: every forecast is remembered for feedback, up to {@code capacity} per tenant, and
 * each one outlives several young collections. At 40,000 forecasts/s the collector found about 56 MB of them
 * alive at each young collection and copied them: pauses of 35–45 ms every 1.4 s, which were the whole p99 of a
 * forecast over HTTP (docs/performance.md). Here a forecast leaves behind a few hundred bytes in an array that
 * already exists; a new chunk is allocated once per few megabytes.
 *
 * <p>Entries are kept in insertion order and the oldest is dropped first once more than {@code capacity} are
 * held, as a {@code LinkedHashMap} with {@code removeEldestEntry} would. A removed entry (expired, or replaced
 * under the same key) still takes its place in that order until it is dropped. Strings are stored exactly (one
 * byte per char when all are below 256, else two), so features come back equal to what was put, whatever they
 * hold. Not thread-safe: the store's per-tenant lock guards it.
 */
final class RememberedLog {

    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /**
     * Chunk sizes: each new chunk twice the last, from 16 KiB (a tenant with a few forecasts holds little) to
     * 4 MiB, which G1 allocates straight into the old generation (humongous: half a region or more, up to 8 MiB
     * regions, i.e. heaps below 16 GB) so the collector never copies it; 1 MiB chunks in 4 MiB regions were
     * copied on their way to the old generation, 4–6 ms of every young pause. An entry larger than that gets a
     * chunk of its own size.
     */
    static final int MIN_CHUNK = 16 << 10;

    static final int MAX_CHUNK = 4 << 20;

    // Entry layout: int length (whole entry), byte flags, long expiresAt, string key, int count, strings.
    private static final int FLAGS = 4;
    private static final int EXPIRES = 5;
    private static final int KEY = 13;
    private static final byte COUNTED = 1;
    private static final byte REMOVED = 2;
    /** The flags' upper bits hold the mark of a counted entry. */
    private static final int MARK_SHIFT = 2;

    /** The largest mark an entry holds. */
    static final int MAX_MARK = 0xFF >>> MARK_SHIFT;

    private final int capacity;
    private final List<Chunk> chunks = new ArrayList<>();
    /** Number of the first chunk in {@link #chunks}: positions are {@code chunk number << 32 | offset}. */
    private long firstChunk;
    /** Offset of the oldest entry in the first chunk. */
    private int tail;
    /** Entries held, removed ones included, in insertion order from the tail. */
    private int entries;

    private final RememberedIndex index = new RememberedIndex();
    private final RememberedIndex.Keys keys = this::keyAt;
    /**
     * The bytes of the last full-size chunk dropped, written over by the next one instead of a new array: a log at
     * capacity drops a chunk for every one it fills, and allocating 4 MiB means zeroing it (and faulting its pages
     * in), which took 4 % of a forecast's time in memory. Stale bytes are never read: only what an entry wrote, up
     * to the chunk's {@code used}, is, and an index slot that points into a dropped chunk is known stale by its
     * position before anything is read there.
     */
    private byte[] spare;
    /** Where a key looked up (not stored) is encoded for {@link #hash(String)}. */
    private byte[] scratch = new byte[128];

    RememberedLog(int capacity) {
        this.capacity = capacity;
    }

    /** Entries held, including removed ones not yet dropped. */
    int entries() {
        return entries;
    }

    /** Entries that can still be found. */
    int live() {
        return index.live();
    }

    /** Remembers {@code features} under {@code key}, replacing what the key held; drops the oldest beyond capacity. */
    void put(String key, List<String> features, long expiresAt, boolean counted) {
        append(key, features, expiresAt, counted, true);
    }

    /**
     * {@link #put} for a key the caller knows is not held (a forecast id just issued: its nonce is unique), which
     * spares the lookup of an old entry in every generation. Were it held after all, the new entry is the one found;
     * the old one stays until dropped in turn.
     */
    void putNew(String key, List<String> features, long expiresAt, boolean counted) {
        append(key, features, expiresAt, counted, false);
    }

    private void append(String key, List<String> features, long expiresAt, boolean counted, boolean replace) {
        if (capacity <= 0) {
            remove(key);
            return;
        }
        // Room for two bytes per char; the entry takes what its strings need once written (most are one byte per
        // char), so each string is read once, not once to size it and again to copy it.
        int room = KEY + widest(key) + 4;
        for (String f : features) {
            room += widest(f);
        }
        Chunk chunk = chunkFor(room);
        byte[] b = chunk.bytes;
        int at = chunk.used;
        b[at + FLAGS] = counted ? COUNTED : 0;
        LONG.set(b, at + EXPIRES, expiresAt);
        int p = write(b, at + KEY, key);
        int h = hash(b, at + KEY, p);
        INT.set(b, p, features.size());
        p += 4;
        for (String f : features) {
            p = write(b, p, f);
        }
        INT.set(b, at, p - at);
        if (replace) {
            markRemoved(index.remove(key, h, oldest(), keys));
        }
        chunk.used = p;
        entries++;
        index.add(h, (chunk.number << 32) | at);
        while (entries > capacity) {
            dropOldest();
        }
    }

    /** The position of the entry under {@code key}, or -1. */
    long find(String key) {
        return index.find(key, hash(key), oldest(), keys);
    }

    /** The position of the oldest entry held (or of the next one put, when none is). */
    private long oldest() {
        return (firstChunk << 32) | tail;
    }

    long expiresAt(long position) {
        return (long) LONG.get(chunk(position).bytes, offset(position) + EXPIRES);
    }

    boolean counted(long position) {
        return (chunk(position).bytes[offset(position) + FLAGS] & COUNTED) != 0;
    }

    /** Marks the entry counted, with {@code mark} (0 … {@value #MAX_MARK}) saying how; a later call replaces it. */
    void markCounted(long position, int mark) {
        if (mark < 0 || mark > MAX_MARK) {
            throw new IllegalArgumentException("mark must be in [0, " + MAX_MARK + "], was " + mark);
        }
        byte[] b = chunk(position).bytes;
        int at = offset(position) + FLAGS;
        b[at] = (byte) ((b[at] & REMOVED) | COUNTED | mark << MARK_SHIFT);
    }

    /** The mark the entry was last counted with (0 when it was put counted, or never counted). */
    int mark(long position) {
        return (chunk(position).bytes[offset(position) + FLAGS] & 0xFF) >>> MARK_SHIFT;
    }

    List<String> features(long position) {
        byte[] b = chunk(position).bytes;
        int p = offset(position) + KEY;
        p += size(b, p);
        int count = (int) INT.get(b, p);
        p += 4;
        List<String> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(read(b, p));
            p += size(b, p);
        }
        return out;
    }

    /** Forgets {@code key} (its bytes stay until the entry is dropped in turn). */
    void remove(String key) {
        markRemoved(index.remove(key, hash(key), oldest(), keys));
    }

    private void markRemoved(long position) {
        if (position >= 0) {
            chunk(position).bytes[offset(position) + FLAGS] |= REMOVED;
        }
    }

    private void dropOldest() {
        Chunk first = chunks.get(0);
        byte[] b = first.bytes;
        index.dropped((b[tail + FLAGS] & REMOVED) == 0);
        tail += (int) INT.get(b, tail);
        entries--;
        if (tail >= first.used && (chunks.size() > 1 || entries == 0)) {
            // Once per chunk of entries, and chunks are few (tens at 100,000 entries).
            Chunk dropped = chunks.remove(0);
            if (dropped.bytes.length == MAX_CHUNK) {
                spare = dropped.bytes;
            }
            firstChunk++;
            tail = 0;
        }
    }

    private Chunk chunkFor(int length) {
        Chunk last = chunks.isEmpty() ? null : chunks.get(chunks.size() - 1);
        if (last != null && last.bytes.length - last.used >= length) {
            return last;
        }
        int size = last == null ? MIN_CHUNK : Math.min(MAX_CHUNK, Math.max(MIN_CHUNK, last.bytes.length * 2));
        byte[] bytes;
        if (size == MAX_CHUNK && length <= MAX_CHUNK && spare != null) {
            bytes = spare;
            spare = null;
        } else {
            bytes = new byte[Math.max(size, length)];
        }
        Chunk c = new Chunk(firstChunk + chunks.size(), bytes);
        chunks.add(c);
        return c;
    }

    private Chunk chunk(long position) {
        return chunks.get((int) ((position >>> 32) - firstChunk));
    }

    private static int offset(long position) {
        return (int) position;
    }

    private boolean keyAt(long position, String key) {
        byte[] b = chunk(position).bytes;
        return equal(b, offset(position) + KEY, key);
    }

    // --- strings: int header (chars << 1 | wide), then one byte per char, or two when wide

    /** The most bytes {@link #write} takes for {@code s}. */
    private static int widest(String s) {
        return 4 + 2 * s.length();
    }

    private static int size(byte[] b, int p) {
        int header = (int) INT.get(b, p);
        return 4 + (header >>> 1) * ((header & 1) + 1);
    }

    private static boolean latin1(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) > 0xFF) {
                return false;
            }
        }
        return true;
    }

    @SuppressWarnings("deprecation") // getBytes(int, int, byte[], int): the low byte of each char, in bulk
    private static int write(byte[] b, int p, String s) {
        int n = s.length();
        boolean narrow = latin1(s);
        INT.set(b, p, n << 1 | (narrow ? 0 : 1));
        p += 4;
        if (narrow) {
            s.getBytes(0, n, b, p);
            return p + n;
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            b[p++] = (byte) c;
            b[p++] = (byte) (c >>> 8);
        }
        return p;
    }

    private static String read(byte[] b, int p) {
        int header = (int) INT.get(b, p);
        int length = header >>> 1;
        boolean wide = (header & 1) != 0;
        char[] chars = new char[length];
        for (int i = 0; i < length; i++) {
            chars[i] = charAt(b, p + 4, i, wide);
        }
        return new String(chars);
    }

    private static boolean equal(byte[] b, int p, String s) {
        int header = (int) INT.get(b, p);
        if (header >>> 1 != s.length()) {
            return false;
        }
        boolean wide = (header & 1) != 0;
        for (int i = 0; i < s.length(); i++) {
            if (charAt(b, p + 4, i, wide) != s.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** Char {@code i} of the characters stored from {@code p}, one or two bytes each. */
    private static char charAt(byte[] b, int p, int i, boolean wide) {
        return wide ? (char) ((b[p + 2 * i] & 0xFF) | (b[p + 2 * i + 1] & 0xFF) << 8) : (char) (b[p + i] & 0xFF);
    }

    /** The hash of {@code key}: of the bytes {@link #write} stores it as, encoded into a scratch array. */
    private int hash(String key) {
        int need = widest(key);
        if (scratch.length < need) {
            scratch = new byte[Math.max(need, 2 * scratch.length)];
        }
        return hash(scratch, 0, write(scratch, 0, key));
    }

    /**
     * A hash of {@code b[from, to)}, eight bytes at a time: a key is hashed straight from the bytes just written
     * for it, where String.hashCode would take one multiply per char of a 59-char id on every forecast.
     */
    private static int hash(byte[] b, int from, int to) {
        long h = 0x9E3779B97F4A7C15L ^ (to - from);
        int p = from;
        for (; p + 8 <= to; p += 8) {
            h = Long.rotateLeft(h ^ (long) LONG.get(b, p), 29) * 0xBF58476D1CE4E5B9L;
        }
        for (; p < to; p++) {
            h = (h ^ (b[p] & 0xFF)) * 0x94D049BB133111EBL;
        }
        h ^= h >>> 31;
        h *= 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }

    private static final class Chunk {
        final long number;
        final byte[] bytes;
        int used;

        Chunk(long number, byte[] bytes) {
            this.number = number;
            this.bytes = bytes;
        }
    }
}
