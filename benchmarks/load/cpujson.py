"""Adds CPU accounting to the JSON line of wrkjson.py on stdin: CPU µs per request of the service JVM and of
redis-server, the share of the machine left idle and the busy CPU per request of the whole machine (wrk included), from two readings of "JVM ticks, redis ticks, idle ticks".
Usage: ... | python3 benchmarks/load/wrkjson.py N | python3 benchmarks/load/cpujson.py SECONDS BEFORE AFTER CLK_TCK"""
import json
import os
import sys

result = json.loads(sys.stdin.read())
seconds, hz = float(sys.argv[1]), float(sys.argv[4])
jvm0, redis0, idle0 = map(float, sys.argv[2].split())
jvm1, redis1, idle1 = map(float, sys.argv[3].split())
requests = result["requestsPerSec"] * seconds
per_request = lambda ticks: round(ticks / hz / requests * 1e6, 1) if requests else None
result["jvmCpuUsPerRequest"] = per_request(jvm1 - jvm0)
result["redisServerCpuUsPerRequest"] = per_request(redis1 - redis0)
idle = (idle1 - idle0) / hz
result["machineIdleShare"] = round(idle / (seconds * os.cpu_count()), 3)
# Everything the machine spent per request, the load generator included.
result["machineBusyCpuUsPerRequest"] = round((seconds * os.cpu_count() - idle) / requests * 1e6, 1) if requests else None
print(json.dumps(result))
