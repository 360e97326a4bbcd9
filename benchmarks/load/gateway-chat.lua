-- wrk script: POST /v1/chat/completions, cycling through prompts that the forecast sends to proceed, ground and
-- human_review (the same requests go straight to the stub upstream for the baseline).
local prompts = {
  "What is the capital of Japan?",
  "How many litres does the Nordwind K7 kettle hold?",
  "Where do I get my old bills as PDF files?",
  "tell me something",
  "When did Apollo 11 land on the Moon?",
  "Write a haiku about autumn leaves.",
}
local i = 0
request = function()
  i = i + 1
  local body = string.format('{"model":"stub-model","messages":[{"role":"system","content":"Be brief."},'
    .. '{"role":"user","content":"%s"}],"factguard":{"tenant":"load"}}', prompts[(i % #prompts) + 1])
  return wrk.format("POST", "/v1/chat/completions", {["Content-Type"] = "application/json"}, body)
end
