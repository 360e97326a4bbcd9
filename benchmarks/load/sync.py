"""Incremental knowledge sync at 100,000 facts: see sync-100k.sh for what it measures and how to run it."""
import base64
import datetime
import json
import os
import random
import statistics
import sys
import time

import numpy

sys.path.insert(0, os.path.dirname(__file__))
from redislab import ROOT, Instance, RedisServer, Resp  # noqa: E402

FACTS = int(os.environ.get("FACTS", "100000"))
FORECASTS = int(os.environ.get("FORECASTS", "200"))
ADDS = int(os.environ.get("ADDS", "20"))
# Forecasts on B before the steady ones are timed. The JIT is still compiling the forecast path well into the
# first few hundred (per hundred forecasts the p50 fell from 25 to 15 ms over the first 500), and 50 measured that.
WARMUP = int(os.environ.get("WARMUP", "500"))
# The instances' JVM options; the Vector API module makes the embedding screen vectorised (docs/performance.md).
# JVM_OPTIONS=-Xmx3g measures the scalar screen.
JVM_OPTIONS = os.environ.get("JVM_OPTIONS", "-Xmx3g --add-modules=jdk.incubator.vector").split()
TENANT = "bench"
MODEL = "all-minilm-l6-v2-q"
LOGS = os.path.join(ROOT, "target", "load")

rng = random.Random(7)
SYLLABLES = ["ka", "do", "ru", "mi", "ne", "la", "to", "vi", "se", "po", "gu", "fa", "li", "zo", "be", "sha"]
# 4,096 pseudo-words: each fact draws 8, so a word is shared by about 200 facts, like the words of a real
# knowledge base (no single word in every fact, which would make every fact a lexical candidate).
VOCABULARY = sorted({"".join(rng.choice(SYLLABLES) for _ in range(3)) for _ in range(6000)})[:4096]


def fact_text(i):
    words = [rng.choice(VOCABULARY) for _ in range(8)]
    return "fact %06d" % i, "The %s %s of the %s %s is %s %s near %s %s." % tuple(words)


def populate(resp):
    """Facts, random unit vectors (labelled as such), version and no change log, as a bulk import leaves them."""
    vectors = numpy.random.default_rng(7).standard_normal((FACTS, 384)).astype("<f4")
    vectors /= numpy.linalg.norm(vectors, axis=1, keepdims=True)
    facts, commands = [], []
    tag = "fg:{%s}" % TENANT
    for i in range(FACTS):
        key, text = fact_text(i)
        facts.append((key, text))
        encoded = MODEL + ":" + base64.b64encode(vectors[i].tobytes()).decode()
        commands.append(("HSET", tag + ":facts", key, text))
        commands.append(("HSET", tag + ":vectors", key, encoded))
    resp.pipeline(commands)
    resp.call("SET", tag + ":facts:version", "1:bulk-import")
    return facts


def prompt_about(facts):
    key, text = rng.choice(facts)
    words = text.rstrip(".").split()
    return "What is the %s %s of the %s %s?" % (words[1], words[2], words[5], words[6])


def timed_forecast(instance, prompt):
    start = time.perf_counter()
    status, body = instance.post("forecast", {"tenant": TENANT, "prompt": prompt})
    elapsed = (time.perf_counter() - start) * 1000
    if status != 200 or body.get("degraded"):
        raise RuntimeError("forecast failed: %s %s" % (status, body))
    return elapsed, body


def cpu_seconds(instance):
    """User + system CPU the instance's JVM has used so far (all its threads)."""
    fields = open("/proc/%d/stat" % instance.process.pid).read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def bytes_out(resp, action):
    """Bytes Redis sent to all clients while action ran (the INFO reply before it excluded)."""
    before_reply = resp.call("INFO", "stats")
    before = int(next(l for l in before_reply.decode().splitlines() if l.startswith("total_net_output_bytes:"))
                 .split(":")[1])
    result = action()
    after = int(resp.info("total_net_output_bytes"))
    # INFO counts its own reply only after reading the counter: take that reply ($<len>\r\n<payload>\r\n) off.
    return after - before - (len(before_reply) + len(str(len(before_reply))) + 5), result


def main():
    os.makedirs(LOGS, exist_ok=True)
    redis = RedisServer(LOGS).start()
    resp = Resp(redis.port)
    a = b = None
    try:
        started = time.perf_counter()
        facts = populate(resp)
        print("populated %d facts with random unit vectors in %.1f s" % (FACTS, time.perf_counter() - started))
        a = Instance("sync-a", redis.url(), LOGS, *JVM_OPTIONS)
        b = Instance("sync-b", redis.url(), LOGS, *JVM_OPTIONS)
        a.wait_ready()
        b.wait_ready()

        load_bytes, (load_ms, _) = bytes_out(resp, lambda: timed_forecast(b, prompt_about(facts)))
        print("B's first forecast (full load of the tenant): %.0f ms, %.1f MB from Redis" % (load_ms, load_bytes / 1e6))
        timed_forecast(a, prompt_about(facts))  # A loads the tenant too before it writes
        for _ in range(WARMUP):  # warm-up: JIT and the query embedding
            timed_forecast(b, prompt_about(facts))
        cpu_before = cpu_seconds(b)
        steady = [timed_forecast(b, prompt_about(facts))[0] for _ in range(FORECASTS)]
        cpu_ms = (cpu_seconds(b) - cpu_before) * 1000 / FORECASTS
        print("B steady forecast p50 %.2f ms, p90 %.2f ms over %d; B's CPU %.2f ms per forecast" % (
            statistics.median(steady), numpy.percentile(steady, 90), FORECASTS, cpu_ms))

        after_add, transferred = [], []
        for i in range(ADDS):
            status, body = a.post("knowledge-add", {"tenant": TENANT, "facts": [
                {"key": "new fact %d" % i, "text": "The Nordwind K%d electric kettle holds %d.%d litres." % (i, 1 + i % 3, i % 10)}]})
            if status != 200:
                raise RuntimeError("add failed: %s %s" % (status, body))
            sent, (ms, forecast) = bytes_out(resp, lambda: timed_forecast(
                b, "How many litres does the Nordwind K%d electric kettle hold?" % i))
            if forecast["signals"]["kbCoverage"] is None or forecast["signals"]["kbCoverage"] < 0.5:
                raise RuntimeError("B did not see the new fact: %s" % forecast)
            after_add.append(ms)
            transferred.append(sent)
        print("B's next forecast after one add on A: p50 %.2f ms, max %.2f ms; bytes from Redis p50 %d, max %d" % (
            statistics.median(after_add), max(after_add), statistics.median(transferred), max(transferred)))

        result = {
            "measuredAt": datetime.datetime.utcnow().isoformat() + "Z",
            "command": "benchmarks/load/sync-100k.sh",
            "machine": "%d cores" % os.cpu_count(),
            "loadAverageAtEnd": [round(x, 1) for x in os.getloadavg()],
            "variant": "hybrid; fact vectors: random unit vectors (384 dimensions, labelled as such), "
                       "query embedded by the real quantized MiniLM; two instances from the packaged jar, one "
                       "redis-server, all on the same machine",
            "facts": FACTS,
            "jvmOptions": JVM_OPTIONS,
            "firstForecastFullLoad": {"ms": round(load_ms, 1), "bytesFromRedis": load_bytes},
            "steadyForecast": {"count": FORECASTS, "afterWarmUpForecasts": WARMUP, "p50Ms": round(statistics.median(steady), 2),
                               "p90Ms": round(float(numpy.percentile(steady, 90)), 2),
                               "maxMs": round(max(steady), 2),
                               "cpuMsPerForecastOnB": round(cpu_ms, 2)},
            "nextForecastAfterOneAdd": {"adds": ADDS, "p50Ms": round(statistics.median(after_add), 2),
                                        "maxMs": round(max(after_add), 2),
                                        "bytesFromRedisP50": int(statistics.median(transferred)),
                                        "bytesFromRedisMax": max(transferred),
                                        "allMs": [round(x, 2) for x in after_add]},
            "bytesMeasuredAs": "redis INFO stats total_net_output_bytes around the one forecast (all clients; "
                               "nothing else talks to Redis meanwhile), minus the INFO reply",
        }
        out = os.path.join(ROOT, "benchmarks", "results", "load-sync-100k.json")
        with open(out, "w") as f:
            json.dump(result, f, indent=2)
        print("wrote", out)
    finally:
        for instance in (a, b):
            if instance:
                instance.stop()
        redis.stop()


if __name__ == "__main__":
    main()
