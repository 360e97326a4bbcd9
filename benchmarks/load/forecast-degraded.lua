-- wrk script: POST /forecast for tenant "load" as forecast.lua does, counting the answers that say "degraded":["redis"].
-- Counters live in each thread's Lua state; done() adds them up.
local threads = {}
function setup(thread) table.insert(threads, thread) end
local prompts = {"What is the capital of Japan?","How many litres does the Nordwind K7 kettle hold?","tell me something"}
local i = 0
degraded = 0
total = 0
request = function()
  i = i + 1
  return wrk.format("POST", "/forecast", {["Content-Type"] = "application/json"}, string.format('{"tenant":"load","prompt":"%s"}', prompts[(i % #prompts) + 1]))
end
response = function(status, headers, body)
  total = total + 1
  if string.find(body, '"degraded":%["redis"%]') then degraded = degraded + 1 end
end
done = function(summary, latency, requests)
  local t, d = 0, 0
  for _, th in ipairs(threads) do t = t + th:get("total"); d = d + th:get("degraded") end
  io.write(string.format("responses %d degraded %d\n", t, d))
end
