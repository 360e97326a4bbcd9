#!/usr/bin/env python3
"""Process start -> first `forecast` answer, for the packaged HTTP server and for the -Plambda build.

Called by benchmarks/load/startup.sh, which builds the artifacts into target/startup/ first. Each run starts a fresh
JVM and stops it after the first answer; the clock starts just before the process is spawned and stops when the
answer has arrived, both read in this process (time.perf_counter_ns), so JVM boot, Quarkus start and the first
request are all inside the figure.

- HTTP: `java -jar quarkus-run.jar` on a free port; POST /forecast is retried every 5 ms until it answers 200.
- Lambda: the function runs against a mock Lambda Runtime API served here on a free loopback port
  (AWS_LAMBDA_RUNTIME_API): one invocation is handed out on GET /2018-06-01/runtime/invocation/next and the clock
  stops when POST /2018-06-01/runtime/invocation/<id>/response arrives. The function is started the way the managed
  java17/java21 runtimes start it: the AWS Lambda Java Runtime Interface Client (from Maven Central) as main class,
  loading Funqy's handler from the unzipped function.zip. (Quarkus' own Runtime API poll loop is for native builds
  only; a JVM -Plambda build needs the AWS runtime to call its handler.)
"""
import argparse
import http.client
import http.server
import json
import os
import platform
import resource
import socket
import statistics
import subprocess
import sys
import threading
import time

PROMPT = {"prompt": "What is the capital of France?"}
REQUEST_ID = "8476a536-e9f4-11e8-9739-2dfe598c3fcd"
FUNCTION_ARN = "arn:aws:lambda:eu-west-1:123456789012:function:factguard-forecast"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def stop(proc, timeout_s=10):
    proc.terminate()
    try:
        proc.wait(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def http_run(cmd, cwd, env, timeout_s=60, stop_timeout_s=10):
    port = free_port()
    args = cmd[:1] + [f"-Dquarkus.http.port={port}"] + cmd[1:]
    body = json.dumps(PROMPT).encode()
    t0 = time.perf_counter_ns()
    proc = subprocess.Popen(args, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while True:
            if time.perf_counter_ns() - t0 > timeout_s * 1e9 or proc.poll() is not None:
                raise RuntimeError(f"no 200 from POST /forecast (exit {proc.poll()}): {' '.join(args)}")
            try:
                c = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                c.request("POST", "/forecast", body, {"Content-Type": "application/json"})
                r = c.getresponse()
                answer = r.read()
                c.close()
                if r.status == 200:
                    t1 = time.perf_counter_ns()
                    json.loads(answer)["forecastId"]  # a real forecast, not some other 200
                    return (t1 - t0) / 1e6
            except (ConnectionRefusedError, ConnectionResetError, http.client.RemoteDisconnected):
                pass
            time.sleep(0.005)
    finally:
        stop(proc, stop_timeout_s)


class RuntimeApi(http.server.ThreadingHTTPServer):
    """The part of the Lambda Runtime API a function uses: next invocation, response, errors."""

    daemon_threads = True

    def __init__(self, event):
        super().__init__(("127.0.0.1", free_port()), RuntimeApiHandler)
        self.event = event
        self.handed_out = False
        self.done = threading.Event()
        self.closing = threading.Event()
        self.answered_ns = None
        self.answer = None
        self.error = None


class RuntimeApiHandler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        api = self.server
        if self.path != "/2018-06-01/runtime/invocation/next":
            self.send_error(404)
            return
        if api.handed_out:  # the function asks for its next invocation: long-poll until the run ends
            api.closing.wait(30)
            self.send_error(503)
            return
        api.handed_out = True
        payload = json.dumps(api.event).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.send_header("Lambda-Runtime-Aws-Request-Id", REQUEST_ID)
        self.send_header("Lambda-Runtime-Deadline-Ms", str(int(time.time() * 1000) + 30_000))
        self.send_header("Lambda-Runtime-Invoked-Function-Arn", FUNCTION_ARN)
        self.send_header("Lambda-Runtime-Trace-Id", "Root=1-5bef4de7-ad49b0e87f6ef6c87fc2e700;Sampled=0")
        self.end_headers()
        self.wfile.write(payload)

    def do_POST(self):
        api = self.server
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        now = time.perf_counter_ns()
        if self.path == f"/2018-06-01/runtime/invocation/{REQUEST_ID}/response":
            api.answered_ns, api.answer = now, body
        elif self.path.endswith("/error"):
            api.error = body or b"(error without body)"
        else:
            self.send_error(404)
            return
        self.send_response(202)
        self.send_header("Content-Length", "0")
        self.end_headers()
        api.done.set()


def lambda_run(cmd, cwd, env, timeout_s=60):
    api = RuntimeApi(PROMPT)
    threading.Thread(target=api.serve_forever, daemon=True).start()
    env = dict(env, AWS_LAMBDA_RUNTIME_API=f"127.0.0.1:{api.server_address[1]}")
    t0 = time.perf_counter_ns()
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        if not api.done.wait(timeout_s):
            raise RuntimeError(f"no invocation response (exit {proc.poll()}): {' '.join(cmd)}")
        if api.error is not None:
            raise RuntimeError(f"the function failed: {api.error.decode(errors='replace')}")
        json.loads(api.answer)["forecastId"]
        return (api.answered_ns - t0) / 1e6
    finally:
        api.closing.set()
        stop(proc)
        api.shutdown()
        api.server_close()


def train(cwd, args, env):
    """An AppCDS archive of everything one start and one forecast load (dumped when the JVM exits)."""
    jsa = f"{cwd}/trained-app-cds.jsa"
    if not os.path.exists(jsa):
        http_run(["java", f"-XX:ArchiveClassesAtExit={jsa}"] + args, cwd, env, stop_timeout_s=120)
    if not os.path.exists(jsa):
        raise RuntimeError(f"no archive dumped at {jsa}")
    return jsa


def cpu_times():
    with open("/proc/stat") as f:
        fields = [int(x) for x in f.readline().split()[1:]]
    return sum(fields), fields[3] + fields[4]  # total, idle + iowait


def idle_share(seconds=1.0):
    t0, i0 = cpu_times()
    time.sleep(seconds)
    t1, i1 = cpu_times()
    return (i1 - i0) / max(1, t1 - t0)


def wait_for_quiet(max_wait_s):
    """Startup time on 2 cores is mostly CPU time: wait (bounded) until nothing else is using the machine."""
    deadline = time.monotonic() + max_wait_s
    share = idle_share()
    while share < QUIET_IDLE_SHARE and time.monotonic() < deadline:
        share = idle_share(2.0)
    return round(share * 100)


QUIET_IDLE_SHARE = 0.9
MAX_QUIET_WAIT_S = float(os.environ.get("STARTUP_MAX_QUIET_WAIT_S", "120"))
MAX_OTHER_CPU_S = 0.3


def own_cpu_s():
    return sum(getattr(resource.getrusage(who), f) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)
               for f in ("ru_utime", "ru_stime"))


def measured_run(run, cmd, cwd, env):
    """One run, and the CPU seconds that something other than this script and its JVM used meanwhile."""
    tot0, idle0 = cpu_times()
    mine0 = own_cpu_s()
    ms = run(cmd, cwd, env)
    tot1, idle1 = cpu_times()
    busy = ((tot1 - tot0) - (idle1 - idle0)) / os.sysconf("SC_CLK_TCK")
    return ms, max(0.0, busy - (own_cpu_s() - mine0))


def measure(name, kind, cmd, cwd, env, runs, note=None):
    run = http_run if kind == "http" else lambda_run
    run(cmd, cwd, env)  # warm the page cache; not counted
    times, idle, other = [], [], []
    while len(times) < runs:
        idle_before = wait_for_quiet(MAX_QUIET_WAIT_S)
        ms, other_cpu = measured_run(run, cmd, cwd, env)
        if other_cpu > MAX_OTHER_CPU_S and len(other) < runs * 3:
            other.append(round(other_cpu, 2))  # disturbed by other work on the machine: run again
            continue
        times.append(round(ms, 1))
        idle.append(idle_before)
    print(f"  {name:<44} median {statistics.median(times):7.1f} ms   min {min(times):7.1f}   max {max(times):7.1f}",
          flush=True)
    here = os.getcwd() + "/"
    result = {"variant": name, "command": " ".join(cmd).replace(here, ""), "cwd": os.path.relpath(cwd),
              "runs_ms": times, "median_ms": round(statistics.median(times), 1),
              "min_ms": min(times), "max_ms": max(times),
              "cpu_idle_pct_before_each_run": idle, "discarded_runs_other_cpu_s": other}
    if note:
        result["note"] = note
    return result


def java_version():
    out = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.strip().splitlines()
    return " / ".join(out)


def source():
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True)
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], capture_output=True,
                               text=True).stdout.strip()
        return head.stdout.strip() + (" with uncommitted changes" if dirty else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown (not a git work tree)"


def write(path, measured, variants, env_note, runs, notes=None):
    doc = {
        "measured": measured,
        "how": "fresh JVM per run; clock from just before spawning the process to the first forecast answer; "
               f"{runs} counted runs after one uncounted warm-up run per variant; times in ms. Before each run "
               f"the script waits up to {MAX_QUIET_WAIT_S:.0f} s for the machine to be >= "
               f"{QUIET_IDLE_SHARE:.0%} idle (cpu_idle_pct_before_each_run says what it got), and a run during "
               f"which other processes used more than {MAX_OTHER_CPU_S} CPU-seconds is discarded and repeated "
               "(discarded_runs_other_cpu_s): other work on 2 cores slows a JVM start by seconds",
        "rerun": "benchmarks/load/startup.sh [runs]",
        "source": source(),
        "environment": env_note,
        "machine": {"cpus": os.cpu_count(), "java": java_version(), "os": platform.platform(),
                    "load_average_at_start": [round(x, 2) for x in os.getloadavg()]},
        "date": time.strftime("%Y-%m-%d"),
        "results": variants,
    }
    if notes:
        doc["notes"] = notes
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        json.dump(doc, f, indent=2)
        f.write("\n")
    print(f"wrote {path}")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--dir", default="target/startup", help="artifacts prepared by startup.sh")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--results", default="benchmarks/results")
    a = p.parse_args()
    d = os.path.abspath(a.dir)
    env = dict(os.environ, FACTGUARD_EMBEDDING_MODEL=os.environ.get("FACTGUARD_EMBEDDING_MODEL", "none"),
               QUARKUS_LOG_LEVEL="WARN")
    env_note = {k: env[k] for k in ("FACTGUARD_EMBEDDING_MODEL", "QUARKUS_LOG_LEVEL")}
    env_note["state"] = "in-memory (no quarkus.redis.hosts)"

    print("HTTP server (default profile): java -jar quarkus-run.jar -> first 200 from POST /forecast")
    fast = ["-jar", "quarkus-run.jar"]
    http = [measure("http", "http", ["java"] + fast, f"{d}/http", env, a.runs)]
    http.append(measure("http, C1 only", "http", ["java", "-XX:TieredStopAtLevel=1"] + fast, f"{d}/http", env, a.runs))
    http.append(measure("http+appcds (quarkus)", "http",
                        ["java", "-XX:SharedArchiveFile=app-cds.jsa", "-Xshare:auto"] + fast, f"{d}/http-appcds",
                        env, a.runs, "archive built by -Dquarkus.package.jar.appcds.enabled=true (startup only)"))
    trained = train(f"{d}/http", fast, env)
    http.append(measure("http+appcds (trained on a forecast)", "http",
                        ["java", f"-XX:SharedArchiveFile={trained}", "-Xshare:auto"] + fast, f"{d}/http", env, a.runs,
                        "dynamic archive dumped by -XX:ArchiveClassesAtExit after one start and one forecast"))
    http.append(measure("http+appcds (trained), C1 only", "http",
                        ["java", f"-XX:SharedArchiveFile={trained}", "-Xshare:auto", "-XX:TieredStopAtLevel=1"] + fast,
                        f"{d}/http", env, a.runs))
    legacy_dir = f"{d}/http-legacy"
    if os.path.isdir(legacy_dir):
        runner = ["-jar", sorted(f for f in os.listdir(legacy_dir) if f.endswith("-runner.jar"))[0]]
        legacy_trained = train(legacy_dir, runner, env)
        http.append(measure("http legacy-jar+appcds (trained), C1 only", "http",
                            ["java", f"-XX:SharedArchiveFile={legacy_trained}", "-Xshare:auto",
                             "-XX:TieredStopAtLevel=1"] + runner, legacy_dir, env, a.runs,
                            "-Dquarkus.package.jar.type=legacy-jar: every class on the JVM's class path, so the "
                            "archive also covers what the fast-jar's own class loader loads"))
    http.append(measure("http, embedding model (minilm) loaded at startup", "http", ["java"] + fast, f"{d}/http",
                        dict(env, FACTGUARD_EMBEDDING_MODEL="minilm"), a.runs,
                        "FACTGUARD_EMBEDDING_MODEL=minilm (the default): the quantized MiniLM model is loaded before "
                        "the first request"))
    write(f"{a.results}/startup-http.json", "process start -> first forecast answer, packaged HTTP server",
          http, env_note, a.runs)

    print("Lambda (-Plambda), one invocation through a mock Lambda Runtime API")
    # As the managed java17/java21 runtime starts a function: the task root (function.zip unzipped) and its lib/ on
    # the class path, the AWS Runtime Interface Client as main class, the handler as in Terraform's `handler`.
    task = f"{d}/function"
    handler = "io.quarkus.funqy.lambda.FunqyStreamHandler::handleRequest"
    cp = f"{task}:{task}/lib/*:{d}/ric/*"
    ric = ["-cp", cp, "com.amazonaws.services.lambda.runtime.api.client.AWSLambda", handler]
    lam_env = dict(env, QUARKUS_FUNQY_EXPORT="forecast", LAMBDA_TASK_ROOT=task, _HANDLER=handler,
                   AWS_LAMBDA_FUNCTION_NAME="factguard-forecast", AWS_LAMBDA_FUNCTION_MEMORY_SIZE="2048",
                   AWS_LAMBDA_FUNCTION_VERSION="$LATEST", AWS_REGION="eu-west-1")
    lam = [measure("lambda", "lambda", ["java"] + ric, task, lam_env, a.runs)]
    lam.append(measure("lambda, C1 only", "lambda", ["java", "-XX:TieredStopAtLevel=1"] + ric, task, lam_env,
                       a.runs, "-XX:TieredStopAtLevel=1, as JAVA_TOOL_OPTIONS would set it on Lambda"))
    lam.append(measure("lambda, with an HTTP listener", "lambda", ["java"] + ric, task,
                       dict(lam_env, QUARKUS_HTTP_HOST_ENABLED="true"), a.runs,
                       "QUARKUS_HTTP_HOST_ENABLED=true undoes %lambda.quarkus.http.host-enabled=false: the port 8080 "
                       "that vertx-http (kept by smallrye-health) would otherwise open"))
    lam.append(measure("lambda, C1 only, serial GC", "lambda",
                       ["java", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"] + ric, task, lam_env, a.runs,
                       "serial GC is what the JVM picks by itself with fewer than 2 CPUs or 1792 MB, i.e. on a "
                       "Lambda below ~1.8 GB"))
    lam.append(measure("lambda, embedding model (minilm) loaded at startup", "lambda", ["java"] + ric, task,
                       dict(lam_env, FACTGUARD_EMBEDDING_MODEL="minilm"), a.runs,
                       "FACTGUARD_EMBEDDING_MODEL=minilm (the default)"))
    write(f"{a.results}/startup-lambda.json",
          "process start -> first forecast answer, -Plambda build, one invocation via a mock Lambda Runtime API",
          lam, env_note, a.runs,
          ["No AppCDS variant: the JVM will not dump or use an application class-data archive while a non-empty "
           "directory is on the class path, and the managed runtime puts the task root (/var/task, where function.zip "
           "keeps the application's classes) there: -XX:ArchiveClassesAtExit fails with \"Cannot have non-empty "
           "directory in paths\". SnapStart is Lambda's way to skip class loading and initialisation."])


if __name__ == "__main__":
    sys.exit(main())
