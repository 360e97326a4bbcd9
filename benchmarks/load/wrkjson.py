"""Reads wrk's --latency report on stdin; prints one JSON line: connections, requests/s, p50/p99 in ms, non-2xx.
Usage: wrk ... --latency ... | python3 benchmarks/load/wrkjson.py CONNECTIONS"""
import json
import re
import sys


def ms(value):
    number, unit = re.match(r"([\d.]+)(us|ms|s)", value).groups()
    return round(float(number) * {"us": 0.001, "ms": 1, "s": 1000}[unit], 3)


text = sys.stdin.read()
latency = dict(re.findall(r"^\s+(50|99)%\s+(\S+)", text, re.M))
print(json.dumps({
    "connections": int(sys.argv[1]),
    "requestsPerSec": float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1)),
    "p50Ms": ms(latency["50"]),
    "p99Ms": ms(latency["99"]),
    "non2xx": int((re.search(r"Non-2xx or 3xx responses: (\d+)", text) or [0, 0])[1]),
}))
