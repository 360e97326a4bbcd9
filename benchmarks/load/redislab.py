"""A small lab for the Redis load scripts: a real redis-server, FactGuard instances from the packaged jar, a
RESP client and a keep-alive HTTP client. Standard library only (numpy where vectors are generated).

redis-server: the one on PATH, else the linux-amd64 binary shipped inside the embedded-redis test jar
(extracted by the calling shell script into target/load/).
"""
import http.client
import json
import os
import shutil
import socket
import subprocess
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
# FACTGUARD_JAR: another build's packaged jar, to compare builds in turns on the same machine.
JAR = os.environ.get("FACTGUARD_JAR") or os.path.join(ROOT, "target", "quarkus-app", "quarkus-run.jar")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def redis_binary():
    found = shutil.which("redis-server")
    if found:
        return found
    return os.path.join(ROOT, "target", "load", "redis-server-6.2.6-v5-linux-amd64")


class Resp:
    """A minimal RESP2 client: enough for HSET pipelines, INFO, FLUSHALL and CLIENT commands."""

    def __init__(self, port):
        self.port = port
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.buf = b""

    @staticmethod
    def encode(*args):
        out = [b"*%d\r\n" % len(args)]
        for a in args:
            a = a if isinstance(a, bytes) else str(a).encode()
            out.append(b"$%d\r\n%s\r\n" % (len(a), a))
        return b"".join(out)

    def _line(self):
        while b"\r\n" not in self.buf:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise ConnectionError("redis closed the connection")
            self.buf += chunk
        line, self.buf = self.buf.split(b"\r\n", 1)
        return line

    def _exact(self, n):
        while len(self.buf) < n + 2:
            chunk = self.sock.recv(1 << 16)
            if not chunk:
                raise ConnectionError("redis closed the connection")
            self.buf += chunk
        data, self.buf = self.buf[:n], self.buf[n + 2:]
        return data

    def read(self):
        line = self._line()
        kind, rest = line[:1], line[1:]
        if kind in (b"+", b":"):
            return int(rest) if kind == b":" else rest.decode()
        if kind == b"-":
            return RuntimeError(rest.decode())
        if kind == b"$":
            n = int(rest)
            return None if n < 0 else self._exact(n)
        if kind == b"*":
            n = int(rest)
            return None if n < 0 else [self.read() for _ in range(n)]
        raise ValueError("unexpected reply %r" % line)

    def call(self, *args):
        self.sock.sendall(self.encode(*args))
        reply = self.read()
        if isinstance(reply, RuntimeError):
            raise reply
        return reply

    def pipeline(self, commands, batch=1000):
        for i in range(0, len(commands), batch):
            part = commands[i:i + batch]
            self.sock.sendall(b"".join(self.encode(*c) for c in part))
            for _ in part:
                reply = self.read()
                if isinstance(reply, RuntimeError):
                    raise reply

    def info(self, field, section="stats"):
        text = self.call("INFO", section).decode()
        for line in text.splitlines():
            if line.startswith(field + ":"):
                return line.split(":", 1)[1]
        raise KeyError(field)


class RedisServer:
    def __init__(self, log_dir):
        self.port = free_port()
        self.log = os.path.join(log_dir, "redis-%d.log" % self.port)
        self.process = None

    def start(self):
        self.process = subprocess.Popen([redis_binary(), "--port", str(self.port), "--bind", "127.0.0.1",
                                         "--save", "", "--appendonly", "no"],
                                        stdout=open(self.log, "a"), stderr=subprocess.STDOUT)
        for _ in range(100):
            try:
                Resp(self.port).call("PING")
                return self
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("redis-server did not start, see " + self.log)

    def stop(self):
        if self.process:
            self.process.terminate()
            self.process.wait()
            self.process = None

    def url(self):
        return "redis://127.0.0.1:%d" % self.port


class Instance:
    """One FactGuard process from the packaged jar on a free port."""

    def __init__(self, name, redis_url, log_dir, *options):
        self.name = name
        self.port = free_port()
        self.log = os.path.join(log_dir, "instance-%s.log" % name)
        command = ["java", "-Dquarkus.http.port=%d" % self.port, "-Dquarkus.redis.hosts=" + redis_url,
                   *options, "-jar", JAR]
        self.process = subprocess.Popen(command, stdout=open(self.log, "w"), stderr=subprocess.STDOUT)
        self.connection = None

    def client(self):
        """Another HTTP client of the same process (one connection per thread)."""
        other = Instance.__new__(Instance)
        other.__dict__.update(self.__dict__)
        other.connection = None
        return other

    def wait_ready(self, seconds=120):
        deadline = time.time() + seconds
        while time.time() < deadline:
            try:
                status, _ = self.get("/q/health/live")
                if status == 200:
                    return self
            except OSError:
                self.connection = None
            if self.process.poll() is not None:
                raise RuntimeError("instance %s exited, see %s" % (self.name, self.log))
            time.sleep(0.2)
        raise RuntimeError("instance %s not ready" % self.name)

    def _conn(self):
        if self.connection is None:
            self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
        return self.connection

    def get(self, path):
        c = self._conn()
        c.request("GET", path)
        r = c.getresponse()
        return r.status, r.read()

    def post(self, function, body):
        """(status, parsed JSON or None); a dropped HTTP connection is reopened once."""
        data = json.dumps(body)
        for attempt in range(2):
            try:
                c = self._conn()
                c.request("POST", "/" + function, data, {"Content-Type": "application/json"})
                r = c.getresponse()
                raw = r.read()
                try:
                    return r.status, json.loads(raw)
                except ValueError:
                    return r.status, None
            except (OSError, http.client.HTTPException):
                self.connection = None
                if attempt == 1:
                    raise
        return None

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
