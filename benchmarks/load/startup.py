#!/usr/bin/env python3
"""Process start -> first `forecast` answer, for the packaged HTTP server, the -Plambda build and the -Plambda-custom
package (provided.al2023 custom runtime).

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
- Custom runtime: the unzipped -Plambda-custom function.zip started by its own `bootstrap` (jlinked JDK 25, AOT
  cache) against the same mock Runtime API; measured beside the default HTTP jar and the managed-runtime start in
  one round robin, so the ratios compare runs made under the same load.
"""
import argparse
import glob
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


RUN_TIMEOUT_S = float(os.environ.get("STARTUP_RUN_TIMEOUT_S", "60"))


def http_run(cmd, cwd, env, timeout_s=None, stop_timeout_s=10):
    timeout_s = timeout_s or RUN_TIMEOUT_S
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
            except (ConnectionRefusedError, ConnectionResetError, http.client.RemoteDisconnected, TimeoutError):
                pass  # not up yet, or (on a busy machine) not answering within the 5 s of one attempt
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


def lambda_run(cmd, cwd, env, timeout_s=None):
    timeout_s = timeout_s or RUN_TIMEOUT_S
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


def train(cwd, args, env, java="java", name="trained-app-cds.jsa", flag="-XX:ArchiveClassesAtExit"):
    """An archive of everything one start and one forecast load, written when the JVM exits: AppCDS by default,
    a JDK 25 AOT cache with flag="-XX:AOTCacheOutput"."""
    archive = f"{cwd}/{name}"
    if not os.path.exists(archive):
        http_run([java, f"{flag}={archive}"] + args, cwd, env, stop_timeout_s=300)
    if not os.path.exists(archive):
        raise RuntimeError(f"no archive written at {archive}")
    return archive


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
# On a machine other builds keep busy every run is disturbed: raise this to keep them (and say so in the results).
MAX_OTHER_CPU_S = float(os.environ.get("STARTUP_MAX_OTHER_CPU_S", "0.3"))


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


class Variant:
    """One way of starting the service: how to run it, where, with what environment."""

    def __init__(self, name, kind, cmd, cwd, env, note=None):
        self.name, self.kind, self.cmd, self.cwd, self.env, self.note = name, kind, cmd, cwd, env, note
        self.times, self.idle, self.other = [], [], []

    def run_once(self, runs):
        """One counted run; a run disturbed by other work on the machine is repeated (up to 3 x runs times)."""
        run = http_run if self.kind == "http" else lambda_run  # "lambda" and "custom" both poll a Runtime API
        while True:
            idle_before = wait_for_quiet(MAX_QUIET_WAIT_S)
            ms, other_cpu = measured_run(run, self.cmd, self.cwd, self.env)
            if other_cpu > MAX_OTHER_CPU_S and len(self.other) < runs * 3:
                self.other.append(round(other_cpu, 2))
                continue
            self.times.append(round(ms, 1))
            self.idle.append(idle_before)
            return

    def result(self):
        here = os.getcwd() + "/"
        t = self.times
        result = {"variant": self.name, "command": " ".join(self.cmd).replace(here, ""),
                  "cwd": os.path.relpath(self.cwd), "runs_ms": t, "median_ms": round(statistics.median(t), 1),
                  "min_ms": min(t), "max_ms": max(t), "cpu_idle_pct_before_each_run": self.idle,
                  "discarded_runs_other_cpu_s": self.other}
        if self.note:
            result["note"] = self.note
        return result


def measure(variants, runs):
    """Round robin: run 1 of every variant, then run 2 of every variant, ... A machine whose speed drifts over the
    minutes of a measurement (a shared host does) then shifts every variant alike instead of favouring the first."""
    for v in variants:
        (http_run if v.kind == "http" else lambda_run)(v.cmd, v.cwd, v.env)  # warm the page cache; not counted
    for _ in range(runs):
        for v in variants:
            v.run_once(runs)
    for v in variants:
        t = v.times
        print(f"  {v.name:<58} median {statistics.median(t):7.1f} ms   min {min(t):7.1f}   max {max(t):7.1f}",
              flush=True)
    return [v.result() for v in variants]


def java_version(java="java"):
    out = subprocess.run([java, "-version"], capture_output=True, text=True).stderr.strip().splitlines()
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
               f"{runs} counted runs after one uncounted warm-up run per variant, the variants taking turns (run 1 "
               "of each, then run 2 of each, ...); times in ms. Before each run "
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


def java25():
    """A JDK 25+ for the AOT-cache variant (JEP 483/514/515): $JAVA25_HOME, else one under /usr/lib/jvm, else None."""
    homes = [os.environ.get("JAVA25_HOME", "")] + sorted(glob.glob("/usr/lib/jvm/*25*"))
    return next((f"{h}/bin/java" for h in homes if h and os.access(f"{h}/bin/java", os.X_OK)), None)


def http_variants(d, env):
    fast = ["-jar", "quarkus-run.jar"]
    c1 = "-XX:TieredStopAtLevel=1"
    trained = train(f"{d}/http", fast, env)
    aot_dir = f"{d}/http-aot"
    aot_trained = train(aot_dir, fast, env)
    variants = [
        Variant("http", "http", ["java"] + fast, f"{d}/http", env),
        Variant("http, C1 only", "http", ["java", c1] + fast, f"{d}/http", env),
        Variant("http+appcds (quarkus)", "http", ["java", "-XX:SharedArchiveFile=app-cds.jsa", "-Xshare:auto"] + fast,
                f"{d}/http-appcds", env, "archive built by -Dquarkus.package.jar.appcds.enabled=true (startup only)"),
        Variant("http+appcds (trained on a forecast), C1 only", "http",
                ["java", f"-XX:SharedArchiveFile={trained}", "-Xshare:auto", c1] + fast, f"{d}/http", env,
                "dynamic archive dumped by -XX:ArchiveClassesAtExit after one start and one forecast"),
        Variant("http aot-jar", "http", ["java"] + fast, aot_dir, env,
                "-Dquarkus.package.jar.type=aot-jar: every class on the JVM class path, no archive"),
        Variant("http aot-jar+appcds (trained), C1 only", "http",
                ["java", f"-XX:SharedArchiveFile={aot_trained}", "-Xshare:auto", c1] + fast, aot_dir, env,
                "aot-jar puts every class on the JVM class path, so the archive covers what the fast-jar's own class "
                "loader loads"),
    ]
    j25 = java25()
    if j25:
        cache = train(aot_dir, fast, env, java=j25, name="app.aot", flag="-XX:AOTCacheOutput")
        variants += [
            Variant("http aot-jar, JDK 25 AOT cache (trained)", "http", [j25, f"-XX:AOTCache={cache}"] + fast,
                    aot_dir, env, "JDK 25 (" + java_version(j25) + "): AOT cache of one start and one forecast"),
            Variant("http aot-jar, JDK 25 AOT cache (trained), C1 only", "http",
                    [j25, f"-XX:AOTCache={cache}", c1] + fast, aot_dir, env),
        ]
    else:
        print("  (no JDK 25 found: set JAVA25_HOME to measure the AOT-cache variants)")
    variants.append(Variant("http, embedding model (minilm) loaded at startup", "http", ["java"] + fast, f"{d}/http",
                            dict(env, FACTGUARD_EMBEDDING_MODEL="minilm"),
                            "FACTGUARD_EMBEDDING_MODEL=minilm (the default): the quantized MiniLM model is loaded "
                            "before the first request"))
    return variants


LAMBDA_MEMORY_MB = 2048


def lambda_variants(d, env):
    # As the managed java17/java21 runtime starts a function: the task root (function.zip unzipped) and its lib/ on
    # the class path, the AWS Runtime Interface Client as main class, the handler as in Terraform's `handler`.
    task = f"{d}/function"
    handler = "io.quarkus.funqy.lambda.FunqyStreamHandler::handleRequest"
    cp = f"{task}:{task}/lib/*:{d}/ric/*"
    ric = ["-cp", cp, "com.amazonaws.services.lambda.runtime.api.client.AWSLambda", handler]
    lam_env = dict(env, QUARKUS_FUNQY_EXPORT="forecast", LAMBDA_TASK_ROOT=task, _HANDLER=handler,
                   AWS_LAMBDA_FUNCTION_NAME="factguard-forecast",
                   AWS_LAMBDA_FUNCTION_MEMORY_SIZE=str(LAMBDA_MEMORY_MB), AWS_LAMBDA_FUNCTION_VERSION="$LATEST",
                   AWS_REGION="eu-west-1")
    # A function's JVM sees its memory size as the machine's RAM and sizes its heap from it; this machine has far
    # more, and a JVM that sizes itself for 24 GB starts slower (a larger young generation to fault in).
    java = ["java", f"-XX:MaxRAM={LAMBDA_MEMORY_MB}m"]
    managed = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]
    sized = (f"-XX:MaxRAM={LAMBDA_MEMORY_MB}m: the JVM sizes itself as in a {LAMBDA_MEMORY_MB} MB function, whatever "
             "the memory of the machine measuring")
    return [
        Variant("lambda, JVM defaults", "lambda", java + ric, task, lam_env, sized),
        Variant("lambda, as the managed runtime sets the JVM (C1 only, serial GC)", "lambda",
                java + managed + ric, task, lam_env,
                "the java17 and java21 managed runtimes stop tiered compilation at C1 and use the serial GC by "
                "default (AWS Lambda developer guide, 'Customize Java runtime startup behavior'); " + sized),
        Variant("lambda, managed-runtime JVM sized for this 24 GB machine instead", "lambda",
                ["java"] + managed + ric, task, lam_env, "no -XX:MaxRAM: what a measurement that forgets the "
                "function's memory size would report"),
        Variant("lambda, managed-runtime JVM, embedding model (minilm) loaded at startup", "lambda",
                java + managed + ric, task, dict(lam_env, FACTGUARD_EMBEDDING_MODEL="minilm"),
                "FACTGUARD_EMBEDDING_MODEL=minilm (the default)"),
    ]


def custom_variants(d, env):
    """The -Plambda-custom package as Lambda starts it (its bootstrap), with the two baselines it is judged against."""
    task = f"{d}/custom"
    if not os.access(f"{task}/bootstrap", os.X_OK):
        raise RuntimeError(f"no {task}/bootstrap: run benchmarks/load/startup.sh without SKIP_BUILD (needs JDK 25)")
    managed = [v for v in lambda_variants(d, env) if v.name.startswith("lambda, as the managed runtime")]
    boot = [f"{task}/bootstrap"]
    cus_env = dict(env, QUARKUS_FUNQY_EXPORT="forecast", LAMBDA_TASK_ROOT=task,
                   _HANDLER="io.quarkus.funqy.lambda.FunqyStreamHandler::handleRequest",
                   AWS_LAMBDA_FUNCTION_NAME="factguard-forecast",
                   AWS_LAMBDA_FUNCTION_MEMORY_SIZE=str(LAMBDA_MEMORY_MB), AWS_LAMBDA_FUNCTION_VERSION="$LATEST",
                   AWS_REGION="eu-west-1")
    sized = f"AWS_LAMBDA_FUNCTION_MEMORY_SIZE={LAMBDA_MEMORY_MB}: bootstrap passes -XX:MaxRAM={LAMBDA_MEMORY_MB}m"
    return [
        Variant("http (default fast-jar, JDK 17)", "http", ["java", "-jar", "quarkus-run.jar"], f"{d}/http", env),
        *managed,
        Variant("custom runtime: bootstrap (jlinked JDK 25, AOT cache, C1 only, serial GC)", "lambda", boot, task,
                cus_env, sized),
        Variant("custom runtime, embedding model (minilm) loaded at startup", "lambda", boot, task,
                dict(cus_env, FACTGUARD_EMBEDDING_MODEL="minilm"), "FACTGUARD_EMBEDDING_MODEL=minilm; " + sized),
        Variant("custom runtime without the AOT cache", "lambda", boot, task,
                dict(cus_env, FACTGUARD_AOT_CACHE="off"), "FACTGUARD_AOT_CACHE=off: the jlinked JDK's default CDS "
                "archive only"),
        Variant("custom runtime, full tiered compilation (C2)", "lambda", boot, task,
                dict(cus_env, FACTGUARD_JVM_OPTIONS="-XX:TieredStopAtLevel=4"), "FACTGUARD_JVM_OPTIONS="
                "-XX:TieredStopAtLevel=4 overrides the bootstrap's C1-only default"),
        Variant("custom runtime, G1 instead of the serial GC", "lambda", boot, task,
                dict(cus_env, FACTGUARD_JVM_OPTIONS="-XX:-UseSerialGC -XX:+UseG1GC")),
    ]


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--dir", default="target/startup", help="artifacts prepared by startup.sh")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--results", default="benchmarks/results")
    p.add_argument("--only", choices=("http", "lambda", "custom"),
                   help="measure one build; custom: the -Plambda-custom package beside the default HTTP jar and "
                        "the managed-runtime start")
    a = p.parse_args()
    d = os.path.abspath(a.dir)
    env = dict(os.environ, FACTGUARD_EMBEDDING_MODEL=os.environ.get("FACTGUARD_EMBEDDING_MODEL", "none"),
               QUARKUS_LOG_LEVEL="WARN")
    env_note = {k: env[k] for k in ("FACTGUARD_EMBEDDING_MODEL", "QUARKUS_LOG_LEVEL")}
    env_note["state"] = "in-memory (no quarkus.redis.hosts)"

    if a.only in (None, "http"):
        measure_http(a, d, env, env_note)
    if a.only in (None, "lambda"):
        measure_lambda(a, d, env, env_note)
    if a.only in (None, "custom") and (a.only or os.path.isdir(f"{d}/custom")):
        measure_custom(a, d, env, env_note)


def measure_http(a, d, env, env_note):
    print("HTTP server (default profile): java -jar quarkus-run.jar -> first 200 from POST /forecast")
    write(f"{a.results}/startup-http.json", "process start -> first forecast answer, packaged HTTP server",
          measure(http_variants(d, env), a.runs), env_note, a.runs)


def measure_lambda(a, d, env, env_note):
    print("Lambda (-Plambda), one invocation through a mock Lambda Runtime API")
    write(f"{a.results}/startup-lambda.json",
          "process start -> first forecast answer, -Plambda build, one invocation via a mock Lambda Runtime API",
          measure(lambda_variants(d, env), a.runs), env_note, a.runs,
          ["No AppCDS or AOT-cache variant: the JVM will not dump or use an application class-data archive while a "
           "non-empty directory is on the class path, and the managed runtime puts the task root (/var/task, where "
           "function.zip keeps the application's classes) there: -XX:ArchiveClassesAtExit fails with \"Cannot have "
           "non-empty directory in paths\". AWS also advises against AOT caches in .zip deployments, since the "
           "managed runtime's JDK is updated under them. SnapStart is Lambda's way to skip class loading and "
           "initialisation."])


def measure_custom(a, d, env, env_note):
    print("Lambda custom runtime (-Plambda-custom), one invocation through a mock Lambda Runtime API")
    variants = measure(custom_variants(d, env), a.runs)
    by_name = {v["variant"]: v["median_ms"] for v in variants}
    http = by_name["http (default fast-jar, JDK 17)"]
    custom = by_name["custom runtime: bootstrap (jlinked JDK 25, AOT cache, C1 only, serial GC)"]
    minilm = by_name["custom runtime, embedding model (minilm) loaded at startup"]
    targets = {"lexical_median_ms": custom, "lexical_target_ms": 1000,
               "ratio_to_default_http_jar": round(custom / http, 3), "ratio_target": 0.6,
               "minilm_median_ms": minilm, "minilm_target_ms": 1800}
    print(f"  custom runtime / default HTTP jar: {custom:.0f} / {http:.0f} ms = {custom / http:.2f}")
    write(f"{a.results}/startup-lambda-custom.json",
          "process start -> first forecast answer, -Plambda-custom package (unzipped function.zip, its bootstrap), "
          "one invocation via a mock Lambda Runtime API, beside the default HTTP jar and the managed-runtime start",
          variants, env_note, a.runs,
          [f"targets (issue 17): {json.dumps(targets)}",
           "the AOT cache was trained at build time by the package's own runtime (src/lambda-custom/package.sh)",
           f"load: STARTUP_MAX_QUIET_WAIT_S={MAX_QUIET_WAIT_S:.0f}, STARTUP_MAX_OTHER_CPU_S={MAX_OTHER_CPU_S}; "
           "see cpu_idle_pct_before_each_run and machine.load_average_at_start"])


if __name__ == "__main__":
    sys.exit(main())
