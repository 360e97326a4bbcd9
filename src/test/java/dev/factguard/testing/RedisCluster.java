package dev.factguard.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A real Redis Cluster of two masters on loopback, the slots split in halves: keys of different hash tags land on
 * different nodes, so a command sent to "any node" (a keyless SCAN) sees only part of the data, as it would on
 * ElastiCache in cluster mode or MemoryDB.
 */
public final class RedisCluster {

    private static final int SLOTS = 16384;

    private final List<EmbeddedRedis> nodes = new ArrayList<>();

    public RedisCluster start() {
        Path dir;
        try {
            dir = Files.createTempDirectory("factguard-cluster");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (int i = 0; i < 2; i++) {
            nodes.add(EmbeddedRedis.clusterNode(dir).start());
        }
        addSlots(nodes.get(0).port(), 0, SLOTS / 2);
        addSlots(nodes.get(1).port(), SLOTS / 2, SLOTS);
        Resp.call(
                nodes.get(0).port(),
                "CLUSTER",
                "MEET",
                "127.0.0.1",
                Integer.toString(nodes.get(1).port()));
        long deadline = System.nanoTime() + 20_000_000_000L;
        while (!nodes.stream()
                .allMatch(n -> ((String) Resp.call(n.port(), "CLUSTER", "INFO")).contains("cluster_state:ok"))) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the two-node Redis Cluster did not come up in 20 s");
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
        return this;
    }

    private static void addSlots(int port, int from, int to) {
        List<String> args = new ArrayList<>(List.of("CLUSTER", "ADDSLOTS"));
        for (int slot = from; slot < to; slot++) {
            args.add(Integer.toString(slot));
        }
        Resp.call(port, args.toArray(String[]::new));
    }

    public List<Integer> ports() {
        return nodes.stream().map(EmbeddedRedis::port).toList();
    }

    /** {@code quarkus.redis.hosts} for a cluster client: every node, comma-separated. */
    public String hosts() {
        return String.join(",", nodes.stream().map(EmbeddedRedis::url).toList());
    }

    /** The port of the node that holds {@code key}'s slot. */
    public int owner(String key) {
        long slot = (Long) Resp.call(nodes.get(0).port(), "CLUSTER", "KEYSLOT", key);
        return nodes.get(slot < SLOTS / 2 ? 0 : 1).port();
    }

    /** Every key of the cluster, node by node. */
    public List<String> keys() {
        List<String> out = new ArrayList<>();
        nodes.forEach(n -> out.addAll(Resp.keys(n.port())));
        return out;
    }

    public void stop() {
        nodes.forEach(EmbeddedRedis::stop);
        nodes.clear();
    }
}
