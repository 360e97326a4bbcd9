// The official OpenAI SDK against the FactGuard gateway: one plain and one streamed completion.
// Prints one JSON line: what the SDK returned, including the factguard object it passes through.
import OpenAI from "openai";

const client = new OpenAI({ baseURL: process.env.GATEWAY_URL, apiKey: "caller-key", maxRetries: 0, timeout: 30000 });
const messages = [{ role: "user", content: "Who runs Twitter?" }];

const plain = await client.chat.completions.create({ model: "stub-model", messages });

const stream = await client.chat.completions.create({ model: "stub-model", messages, stream: true });
let streamedText = "";
let streamedFactguard = null;
let chunks = 0;
for await (const chunk of stream) {
  chunks++;
  streamedText += chunk.choices[0]?.delta?.content ?? "";
  if (chunk.factguard) streamedFactguard = chunk.factguard;
}

console.log(JSON.stringify({
  plainText: plain.choices[0].message.content,
  plainFactguard: plain.factguard ?? null,
  streamedText,
  streamedFactguard,
  chunks,
}));
