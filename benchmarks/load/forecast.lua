-- wrk script: POST /forecast for one tenant, cycling through prompts that hit, miss and near-miss its facts.
local prompts = {
  "What is the capital of Japan?",
  "How many litres does the Nordwind K7 kettle hold?",
  "Where do I get my old bills as PDF files?",
  "tell me something",
  "When did Apollo 11 land on the Moon?",
}
local i = 0
request = function()
  i = i + 1
  local body = string.format('{"tenant":"load","prompt":"%s"}', prompts[(i % #prompts) + 1])
  return wrk.format("POST", "/forecast", {["Content-Type"] = "application/json"}, body)
end
