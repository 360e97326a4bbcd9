"""Redis faults under load, two instances on one real redis-server: see faults.sh for what it measures."""
import datetime
import json
import os
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(__file__))
from redislab import ROOT, Instance, RedisServer, Resp  # noqa: E402

LOGS = os.path.join(ROOT, "target", "load")


def fact(tenant, n):
    return {"key": "widget W%d" % n, "text": "The Nordwind widget W%d weighs %d grams." % (n, n)}


def prompt(n):
    return "How much does the Nordwind widget W%d weigh?" % n


def covered_by(body, n):
    return body is not None and any(r == 'covered by fact "widget W%d"' % n for r in body.get("rationale", []))


class Tally:
    def __init__(self):
        self.lock = threading.Lock()
        self.counts = {}

    def add(self, name, n=1):
        with self.lock:
            self.counts[name] = self.counts.get(name, 0) + n

    def get(self, name):
        return self.counts.get(name, 0)


def answer(tally, status, body, what):
    tally.add("requests")
    if status >= 500 and status != 503:
        tally.add("5xx")
        print("  5xx on %s: %s %s" % (what, status, body))
    elif status == 503:
        tally.add("503 " + ("outcome unknown" if body and "may have been applied" in body.get("message", "")
                            else "not written"))


def write(instance, tally, function, body, attempts=60):
    """A client that retries a 503 with the same request, as the message tells it to; the last answer."""
    for _ in range(attempts):
        status, reply = instance.post(function, body)
        answer(tally, status, reply, function)
        if status != 503:
            return status, reply
        tally.add("retries")
        time.sleep(0.1)
    return status, reply


class Load:
    """Forecasts on both instances, in threads, until stopped; every answer is tallied."""

    def __init__(self, instances, tenant, tally, known):
        self.stop_flag = threading.Event()
        self.threads = [threading.Thread(target=self.run, args=(i.client(), tenant, tally, known), daemon=True)
                        for i in instances for _ in range(2)]

    def run(self, instance, tenant, tally, known):
        i = 0
        while not self.stop_flag.is_set():
            i += 1
            status, body = instance.post("forecast", {"tenant": tenant, "prompt": prompt(known[i % len(known)])})
            answer(tally, status, body, "forecast")
            if status == 200 and body.get("degraded"):
                tally.add("degraded forecasts")

    def __enter__(self):
        for t in self.threads:
            t.start()
        return self

    def __exit__(self, *exc):
        self.stop_flag.set()
        for t in self.threads:
            t.join()


def loss_scenario(name, a, b, redis, lose):
    """Facts added on A and read on B; Redis loses them; A adds more. B must serve none of the lost ones."""
    tally = Tally()
    tenant = "loss-%s-%d" % (name.split()[0].lower(), time.time_ns())
    before = list(range(1, 21))
    write(a, tally, "knowledge-add", {"tenant": tenant, "facts": [fact(tenant, n) for n in before]})
    for n in before:
        status, body = b.post("forecast", {"tenant": tenant, "prompt": prompt(n)})
        assert covered_by(body, n), body
    with Load([a, b], tenant, tally, before):
        time.sleep(1)
        lose()
        lost_at = time.time()
        after = list(range(101, 106))
        acked = []
        for n in after:  # one add per fact: the write counter climbs back past B's cached value
            status, body = write(a, tally, "knowledge-add", {"tenant": tenant, "facts": [fact(tenant, n)]})
            if status == 200:
                acked.append(n)
        time.sleep(1)
    stale = 0
    for n in before:
        status, body = b.post("forecast", {"tenant": tenant, "prompt": prompt(n)})
        answer(tally, status, body, "forecast")
        stale += covered_by(body, n)
    lost = sum(1 for n in acked if not covered_by(b.post("forecast", {"tenant": tenant, "prompt": prompt(n)})[1], n))
    return {"scenario": name, "acknowledgedWritesLost": lost, "acknowledgedWrites": len(acked),
            "staleFactsServedAfterTheLoss": stale, "5xx": tally.get("5xx"), "doubleCountedRetries": 0,
            "requests": tally.get("requests"), "retriesAfter503": tally.get("retries"),
            "503NothingWritten": tally.get("503 not written"), "503OutcomeUnknown": tally.get("503 outcome unknown"),
            "degradedForecasts": tally.get("degraded forecasts"), "secondsFromLossToCheck": round(time.time() - lost_at, 1)}


def writes_under(name, a, b, fault, seconds):
    """Unique facts added and forecast feedback sent while `fault` runs; then: is every acknowledged write there,
    and did any retry count twice?"""
    tally = Tally()
    tenant = "writes-%s-%d" % (name.split()[1].lower(), time.time_ns())
    write(a, tally, "knowledge-add", {"tenant": tenant, "facts": [fact(tenant, 0)]})
    acked, ids = [], []
    stop = threading.Event()

    def writer():
        n = 1
        while not stop.is_set():
            status, _ = write(a, tally, "knowledge-add", {"tenant": tenant, "facts": [fact(tenant, n)]})
            if status == 200:
                acked.append(n)
            status, body = b.post("forecast", {"tenant": tenant, "prompt": "Who was the mayor of Oberwelden in %d?" % n})
            answer(tally, status, body, "forecast")
            if status == 200:
                fid = body["forecastId"]
                status, reply = write(b, tally, "feedback", {"tenant": tenant, "forecastId": fid, "hallucinated": True})
                if status == 200:
                    ids.append(fid)
            n += 1

    with Load([a, b], tenant, tally, [0]):
        thread = threading.Thread(target=writer)
        thread.start()
        fault(seconds)
        time.sleep(1)
        stop.set()
        thread.join()
    lost = sum(1 for n in acked if not covered_by(b.post("forecast", {"tenant": tenant, "prompt": prompt(n)})[1], n))
    # The fact count after all adds, and the feedback total of the shape, against what was acknowledged.
    status, added = write(a, tally, "knowledge-add", {"tenant": tenant, "facts": [fact(tenant, 0)]})
    facts_double = added["total"] - (len(set(acked)) + 1)
    status, forecast = b.post("forecast", {"tenant": tenant, "prompt": "Who was the mayor of Oberwelden in 1?"})
    status, feedback = write(b, tally, "feedback", {"tenant": tenant, "forecastId": forecast["forecastId"],
                                                    "hallucinated": True})
    feedback_double = feedback["total"] - (len(set(ids)) + 1)
    return {"scenario": name, "acknowledgedWritesLost": lost, "acknowledgedWrites": len(acked) + len(ids),
            "staleFactsServedAfterTheLoss": 0, "5xx": tally.get("5xx"),
            "doubleCountedRetries": max(0, facts_double) + max(0, feedback_double),
            "requests": tally.get("requests"), "retriesAfter503": tally.get("retries"),
            "503NothingWritten": tally.get("503 not written"), "503OutcomeUnknown": tally.get("503 outcome unknown"),
            "degradedForecasts": tally.get("degraded forecasts")}


def main():
    os.makedirs(LOGS, exist_ok=True)
    redis = RedisServer(LOGS).start()
    admin = lambda: Resp(redis.port)  # noqa: E731
    options = ["-Dfactguard.embedding.model=none"]
    a = Instance("faults-a", redis.url(), LOGS, *options)
    b = Instance("faults-b", redis.url(), LOGS, *options)
    try:
        a.wait_ready()
        b.wait_ready()

        def restart():
            redis.stop()
            redis.start()

        def kill_clients(seconds):
            end = time.time() + seconds
            r = admin()
            while time.time() < end:
                r.call("CLIENT", "KILL", "TYPE", "normal", "SKIPME", "yes")
                time.sleep(0.1)

        def pause_writes(seconds):
            end = time.time() + seconds
            r = admin()
            while time.time() < end:
                r.call("CLIENT", "PAUSE", "1500", "WRITE")  # longer than the client's 1 s timeout
                time.sleep(2.0)

        results = [
            loss_scenario("redis restart without persistence", a, b, redis, restart),
            loss_scenario("FLUSHALL", a, b, redis, lambda: admin().call("FLUSHALL")),
            writes_under("CLIENT KILL under load", a, b, kill_clients, 5),
            writes_under("CLIENT PAUSE during writes", a, b, pause_writes, 6),
        ]
        fields = ["acknowledgedWritesLost", "staleFactsServedAfterTheLoss", "5xx", "doubleCountedRetries"]
        print("%-36s %9s %6s %4s %7s | %s" % ("scenario", "ack lost", "stale", "5xx", "double", "requests, 503s, degraded"))
        for r in results:
            print("%-36s %9d %6d %4d %7d | %d requests, %d + %d 503s (not written + outcome unknown), %d degraded" % (
                r["scenario"], r["acknowledgedWritesLost"], r["staleFactsServedAfterTheLoss"], r["5xx"],
                r["doubleCountedRetries"], r["requests"], r["503NothingWritten"], r["503OutcomeUnknown"],
                r["degradedForecasts"]))
        log_lines = {}
        for instance in (a, b):
            with open(instance.log) as f:
                text = f.read()
            log_lines[instance.name] = {"ERROR": text.count(" ERROR "), "WARN": text.count(" WARN "),
                                        "stackTraceLines": text.count("\tat ")}
        out = {"measuredAt": datetime.datetime.utcnow().isoformat() + "Z", "command": "benchmarks/load/faults.sh",
               "machine": "%d cores" % os.cpu_count(), "instances": "2 from the packaged jar, lexical coverage",
               "allZero": all(r[f] == 0 for r in results for f in fields), "results": results,
               "instanceLogs": log_lines,
               "note": "5xx counts answers of 500 and above other than 503; 503s are the documented refusals "
                       "(nothing written, or outcome unknown), which the client retries with the same request"}
        path = os.path.join(ROOT, "benchmarks", "results", "load-faults.json")
        with open(path, "w") as f:
            json.dump(out, f, indent=2)
        print("all zero:", out["allZero"], "- wrote", path)
    finally:
        a.stop()
        b.stop()
        redis.stop()


if __name__ == "__main__":
    main()
