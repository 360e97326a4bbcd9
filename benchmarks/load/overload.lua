-- wrk script: the prompts of forecast.lua (tenant "load"), and at the end one JSON line starting "overload " with
-- what came back: answers by status, refusals (503) with and without a Retry-After header, wrk's socket errors
-- (a timeout is a request unanswered after wrk's --timeout), and the latency of every answer, 200s and 503s alike.
-- Its requests are forecast.lua's own (run from the project root, as the load scripts are).
dofile("benchmarks/load/forecast.lua")
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  ok, refused, refusedWithRetryAfter, refusedOverloaded, other = 0, 0, 0, 0, 0
  retryAfter = ""
end

function response(status, headers, body)
  if status == 200 then
    ok = ok + 1
  elseif status == 503 then
    refused = refused + 1
    local value = headers["Retry-After"] or headers["retry-after"]
    if value ~= nil then
      refusedWithRetryAfter = refusedWithRetryAfter + 1
      retryAfter = value
    end
    if body ~= nil and string.find(body, '"error":"overloaded"', 1, true) then
      refusedOverloaded = refusedOverloaded + 1
    end
  else
    other = other + 1
  end
end

function done(summary, latency, requests)
  local t = {ok = 0, refused = 0, refusedWithRetryAfter = 0, refusedOverloaded = 0, other = 0}
  local seen = ""
  for _, thread in ipairs(threads) do
    for k, _ in pairs(t) do
      t[k] = t[k] + thread:get(k)
    end
    if thread:get("retryAfter") ~= "" then
      seen = thread:get("retryAfter")
    end
  end
  local e = summary.errors
  io.write(string.format(
    'overload {"answers":%d,"ok":%d,"refused":%d,"refusedWithRetryAfter":%d,"refusedOverloaded":%d,'
      .. '"otherStatus":%d,"retryAfter":"%s","timeouts":%d,"connectErrors":%d,"readErrors":%d,"writeErrors":%d,'
      .. '"seconds":%.3f,"answersPerSec":%.1f,"okPerSec":%.1f,"p50Ms":%.3f,"p90Ms":%.3f,"p99Ms":%.3f,'
      .. '"maxMs":%.3f}\n',
    summary.requests, t.ok, t.refused, t.refusedWithRetryAfter, t.refusedOverloaded, t.other, seen, e.timeout,
    e.connect, e.read, e.write, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    t.ok / (summary.duration / 1e6), latency:percentile(50) / 1000, latency:percentile(90) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000))
end
