#!/usr/bin/env python3
"""Server CPU of a forecast's read when the facts' version is the cached one: as sent now (one batch: SET of the
remembered forecast, HMGET of its outcome counters, EVALSHA of KnowledgeScripts.READ) against the earlier design
that did the SET and the HMGET inside the script (same path, same arguments).

  python3 benchmarks/load/redis-read-script.py [calls]      # after benchmarks/load/redis-vs-memory.sh (its redis-server)

Starts a redis-server on a free port, sends the "same version" path of a forecast (40 features, the forecast
remembered) `calls` times per variant, in turns, twice, and sums `usec` over INFO commandstats (server CPU inside
the commands) per forecast, with the request size. Writes benchmarks/results/redis-read-script.json.
"""
import datetime, hashlib, json, os, re, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from redislab import ROOT, RedisServer, Resp  # noqa: E402

java = open(os.path.join(ROOT, 'src/main/java/dev/factguard/adapter/redis/KnowledgeScripts.java')).read()
body = java[java.index('READ = new RedisScript("""') + len('READ = new RedisScript("""'):]
lines = body[:body.index('""");')].split('\n')[1:]
indent = min(len(l) - len(l.lstrip()) for l in lines if l.strip())
script = '\n'.join(l[indent:] for l in lines).replace('\\\\', '\\')  # Java text block -> Lua source
calls = int(sys.argv[1]) if len(sys.argv) > 1 else 20000

os.makedirs(os.path.join(ROOT, 'target', 'load'), exist_ok=True)
server = RedisServer(os.path.join(ROOT, 'target', 'load')).start()
redis = Resp(server.port)
call, encode = redis.call, Resp.encode


features = ['w:word%d' % i for i in range(36)] + ['cue:asks_for_sources', 'shape:what|short|anchored', 'lead:what', 'len:short']
fields = ['all|h', 'all|n'] + [f + s for f in features for s in ('|h', '|n')]
keys = ['fg:{t}:facts', 'fg:{t}:facts:version', 'fg:{t}:vectors', 'fg:{t}:facts:log', 'fg:{t}:outcomes', 'fg:{t}:forecast:fc']
call('SET', 'fg:{t}:facts:version', '1:abc')
# The earlier design: the forecast's remembering and counters as calls inside the read script.
in_script = """redis.call('SET', KEYS[6], ARGV[3], 'EX', ARGV[4])
local extra = redis.call('HMGET', KEYS[5], unpack(ARGV, 5))
local v = redis.call('GET', KEYS[2]) or ''
if v == ARGV[1] then return {'same', v, extra} end
return {'changed', v}"""
shas = {}
for text in (script, in_script):
    shas[text] = hashlib.sha1(text.encode()).hexdigest()
    call('SCRIPT', 'LOAD', text)
value = '\n'.join(features)


def server_usec():
    stats = call('INFO', 'commandstats').decode()
    return sum(float(u) for u in re.findall(r'cmdstat_(?!config|info)\w+:calls=\d+,usec=(\d+)', stats))


def run(variant):
    if variant == 'batch':
        request = (encode('SET', keys[5], value, 'EX', 604800) + encode('HMGET', keys[4], *fields)
                   + encode('EVALSHA', shas[script], 4, *keys[:4], '1:abc', 1000))
        answers = 3
    else:
        request = encode('EVALSHA', shas[in_script], len(keys), *keys, '1:abc', 1000, value, 604800, *fields)
        answers = 1
    call('CONFIG', 'RESETSTAT')
    for _ in range(calls):
        redis.sock.sendall(request)
        reply = [redis.read() for _ in range(answers)][-1]
        assert isinstance(reply, list) and reply[0] == b'same', reply
    return {'variant': variant, 'requestBytes': len(request), 'serverUsecPerForecast': round(server_usec() / calls, 2)}


try:
    rounds = [[run('in-script'), run('batch')] for _ in range(2)]
finally:
    server.stop()
result = {'measuredAt': datetime.datetime.utcnow().isoformat() + 'Z',
          'command': 'python3 benchmarks/load/redis-read-script.py %d' % calls,
          'loadAverage': open('/proc/loadavg').read().split()[0], 'features': len(features), 'rounds': rounds}
os.makedirs(os.path.join(ROOT, 'benchmarks/results'), exist_ok=True)
json.dump(result, open(os.path.join(ROOT, 'benchmarks/results/redis-read-script.json'), 'w'), indent=2)
for r in rounds:
    print('  '.join('%s %d B, %.1f us per forecast' % (v['variant'], v['requestBytes'], v['serverUsecPerForecast'])
                    for v in r))
