// Runs the console's browser tests: starts the packaged service with API keys (in memory, a stand-in for web
// search), fills a tenant with facts and outcomes, runs every *.test.mjs here against it in headless Chromium,
// stops the service and checks its log never held the key. Screenshots go to target/console-screenshots/, and the
// playground's is copied to docs/console.png with CONSOLE_SCREENSHOT_TO_DOCS=1. Needs target/quarkus-app (./mvnw package) and /usr/bin/chromium.
import {spawn} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {CHROMIUM, here, out, root, searchStub, sha256, shots, startServer} from './harness.mjs';
import {seed} from './seed.mjs';

if (!fs.existsSync(CHROMIUM)) {
  console.log(`skipped: no Chromium at ${CHROMIUM} (install Debian's chromium, or set CHROMIUM)`);
  process.exit(0);
}

const tenant = 'console-demo';
// Fresh keys each run, so finding one in a log or a URL cannot be a coincidence.
const key = `fgc-${crypto.randomBytes(18).toString('base64url')}`;
const readKey = `fgr-${crypto.randomBytes(18).toString('base64url')}`;
const keys = `console:${sha256(key)}:${tenant}+console-other:write,console-read:${sha256(readKey)}:${tenant}:read`;
const serverLog = path.join(out, 'server.log');

fs.rmSync(shots, {recursive: true, force: true});
const search = await searchStub();
const server = await startServer({keys, searchUrl: search.url, logFile: serverLog});
let status = 1;
try {
  const started = Date.now();
  const seeded = await seed(server.url, key);
  console.log(`service at ${server.url}; tenant ${tenant}: ${seeded.facts} facts, ${seeded.outcomes} outcomes fed back`
    + ` (${Date.now() - started} ms)`);
  const files = (process.argv.slice(2).length ? process.argv.slice(2) : fs.readdirSync(here))
    .filter((f) => f.endsWith('.test.mjs'))
    .sort()
    .map((f) => path.join(here, path.basename(f)));
  // Not spawnSync: the search stand-in answers from this process, so its event loop must keep running.
  const run = spawn(process.execPath, ['--test', '--test-concurrency=1', ...files], {
    stdio: 'inherit',
    env: {
      ...process.env,
      CONSOLE_URL: server.url,
      CONSOLE_KEY: key,
      CONSOLE_READ_KEY: readKey,
      CONSOLE_TENANT: tenant,
      CONSOLE_SERVER_LOG: serverLog,
    },
  });
  status = await new Promise((resolve) => run.on('exit', (code) => resolve(code ?? 1)));
} finally {
  await server.stop();
  await search.close();
}
const log = fs.readFileSync(serverLog, 'utf8');
for (const secret of [key, readKey]) {
  if (log.includes(secret)) {
    console.error(`FAIL: the service's log (${serverLog}) holds an API key`);
    status = 1;
  }
}
const shot = path.join(shots, 'playground.png');
// The README's picture is renewed on request only: a test run, in CI above all, leaves the checkout as it found it.
if (status === 0 && fs.existsSync(shot) && process.env.CONSOLE_SCREENSHOT_TO_DOCS === '1') {
  fs.copyFileSync(shot, path.join(root, 'docs', 'console.png'));
  console.log('docs/console.png is the playground\'s screenshot of this run');
}
console.log(`screenshots in ${path.relative(root, shots)}/`);
process.exit(status);
