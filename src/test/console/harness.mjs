// Shared by the console's browser tests: the packaged service started as a user would start it, a stand-in for
// the web search it calls (DuckDuckGo's HTML endpoint, which this machine cannot reach), the browser, and checks
// every test makes (no page error, no console error but the HTTP answers the test expects).
import {spawn} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, before} from 'node:test';
import {chromium} from 'playwright-core';

export const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../../..');
export const out = path.join(root, 'target', 'console-tests');
export const shots = path.join(root, 'target', 'console-screenshots');
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

/** What run.mjs started, for the test files it runs. */
export const env = {
  url: process.env.CONSOLE_URL,
  key: process.env.CONSOLE_KEY,
  readKey: process.env.CONSOLE_READ_KEY,
  tenant: process.env.CONSOLE_TENANT,
  serverLog: process.env.CONSOLE_SERVER_LOG,
};

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sha256 = (s) => crypto.createHash('sha256').update(s, 'utf8').digest('hex');

/**
 * DuckDuckGo's HTML endpoint as the service calls it (POST /html/, the query in a form field), answering with
 * saved pages: one whose results carry markup for searches about Acme, one about X's CEO for any other.
 */
export async function searchStub() {
  const fixture = (name) => fs.readFileSync(path.join(here, 'fixtures', name));
  // The saved results page the Java tests use for the same search (src/test/resources/duckduckgo).
  const clean = fs.readFileSync(path.join(here, '..', 'resources', 'duckduckgo', 'x-ceo.html'));
  const hostile = fixture('duckduckgo-hostile.html');
  const server = http.createServer((req, res) => {
    const body = [];
    req.on('data', (chunk) => body.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url.startsWith('/html/')) {
        const query = new URLSearchParams(Buffer.concat(body).toString('utf8')).get('q') || '';
        res.writeHead(200, {'Content-Type': 'text/html; charset=UTF-8'});
        res.end(query.includes('Acme') ? hostile : clean);
      } else {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${server.address().port}/html/`, close: () => new Promise((r) => server.close(r))};
}

/**
 * The packaged service (java -jar target/quarkus-app/quarkus-run.jar) on a free port, in memory, its output in
 * {@code logFile}. {@code keys}: FACTGUARD_AUTH_KEYS, or none (then it serves loopback only, without keys).
 */
export async function startServer({keys, searchUrl, logFile}) {
  const jar = path.join(root, 'target', 'quarkus-app', 'quarkus-run.jar');
  if (!fs.existsSync(jar)) throw new Error(`${jar} is missing: package the service first (./mvnw package)`);
  const port = await freePort();
  fs.mkdirSync(path.dirname(logFile), {recursive: true});
  const log = fs.openSync(logFile, 'w');
  const childEnv = {
    ...process.env,
    QUARKUS_HTTP_PORT: String(port),
    QUARKUS_HTTP_HOST: '127.0.0.1',
    QUARKUS_REDIS_HOSTS: '',
    FACTGUARD_SEARCH_DUCKDUCKGO_URL: searchUrl || 'http://127.0.0.1:9/html/',
    FACTGUARD_SEARCH_DUCKDUCKGO_REQUESTS_PER_SECOND: '0',
    FACTGUARD_SEARCH_BACKOFF: '0s',
  };
  delete childEnv.FACTGUARD_AUTH_KEYS;
  if (keys) childEnv.FACTGUARD_AUTH_KEYS = keys;
  const child = spawn('java', ['-jar', jar], {env: childEnv, stdio: ['ignore', log, log]});
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited (${child.exitCode}); see ${logFile}`);
    try {
      const ready = await fetch(`${url}/q/health/ready`);
      if (ready.ok) break;
    } catch (e) {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the service did not get ready in 180 s; see ${logFile}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    }),
  };
}

/** A function call as any client makes it; the answer's status and JSON. */
export async function api(url, fn, body, key) {
  const headers = {'Content-Type': 'application/json'};
  if (key) headers.Authorization = `Bearer ${key}`;
  const response = await fetch(`${url}/${fn}`, {method: 'POST', headers, body: JSON.stringify(body)});
  const text = await response.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch (e) {
    json = null;
  }
  return {status: response.status, json, text};
}

/** Whether the service has a function (a server from before it answers 404 not_found). */
export async function hasFunction(fn) {
  return (await api(env.url, fn, {}, env.key)).status !== 404;
}

/**
 * Chromium, headless, with a fresh profile and without the background traffic that fails noisily offline.
 * Playwright's own browser downloads are never used: the system's chromium is driven.
 */
export async function launch(viewport = {width: 1280, height: 900}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'factguard-console-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profile, {recursive: true, force: true});
    },
  };
}

/** One browser for the tests of a file: launched before them, closed after; {@code .context} while they run. */
export function browserForFile(viewport) {
  const browser = {};
  before(async () => {
    Object.assign(browser, await launch(viewport));
  });
  after(async () => {
    await browser.close?.();
  });
  return browser;
}

/**
 * Opens the console in a new page and records what goes wrong in it: uncaught errors, console errors, failed
 * requests. {@code expected}: HTTP answers the test provokes ({path, status}); Chromium logs each non-2xx
 * answer as a console error, and only those are let through. Returns the page and its {@code problems()}.
 */
export async function openConsole(context, {expected = [], url = env.url} = {}) {
  const page = await context.newPage();
  const problems = [];
  const requests = [];
  const allowed = (msgUrl, text) => expected.some((e) => {
    try {
      return new URL(msgUrl).pathname === e.path && text.includes(`status of ${e.status}`);
    } catch (err) {
      return false;
    }
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !allowed(msg.location().url, msg.text())) {
      problems.push(`console error: ${msg.text()} (${msg.location().url})`);
    }
  });
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('request', (r) => requests.push(r.url()));
  const response = await page.goto(`${url}/console`, {waitUntil: 'networkidle'});
  return {page, response, requests, problems: () => problems};
}

/** Gives the page its key (and tenant) through the form, as a person would. */
export async function useKey(page, key, tenant = '') {
  await page.getByTestId('key-input').fill(key);
  await page.getByTestId('tenant-input').fill(tenant);
  await page.getByTestId('key-button').click();
  await page.getByTestId('key-status').filter({hasText: key ? 'A key is set' : 'No key'}).waitFor();
}

export async function screenshot(page, name, options = {}) {
  fs.mkdirSync(shots, {recursive: true});
  const file = path.join(shots, `${name}.png`);
  await page.screenshot({path: file, fullPage: true, ...options});
  return file;
}

/** Presses Tab until the element with this test id has the focus; fails after {@code max} presses. */
export async function tabTo(page, testid, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testid)) return i + 1;
  }
  throw new Error(`Tab never reached ${testid} in ${max} presses`);
}
