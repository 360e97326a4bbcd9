// What keeps the console safe: its headers, the key kept in the tab's session storage only (never in a URL, the
// page's markup or the service's log), a wrong key's 401 shown as the API words it, hostile text shown as text.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';
import {api, browserForFile, env, openConsole, useKey} from './harness.mjs';

const browser = browserForFile();

test('the page is served with a strict Content-Security-Policy and without caching', async () => {
  const {page, response, problems} = await openConsole(browser.context);
  const headers = response.headers();
  const policy = headers['content-security-policy'];
  assert.ok(policy, 'a Content-Security-Policy header');
  assert.match(policy, /script-src 'self'(;|$)/);
  assert.match(policy, /connect-src 'self'(;|$)/);
  assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
  assert.equal(headers['x-content-type-options'], 'nosniff');
  assert.equal(headers['cache-control'], 'no-store');
  assert.deepEqual(problems(), []);
  await page.close();
});

test('the key stays in session storage: not in a URL, the markup, local storage, a cookie or the log', async () => {
  // Forgetting the key shows the open tab again without one: the service answers 401.
  const {page, requests, problems} = await openConsole(browser.context, {expected: [{path: '/knowledge-list', status: 401}]});
  await useKey(page, env.key);
  await page.getByTestId('prompt-input').fill('What is the capital of Japan?');
  await page.getByTestId('forecast-button').click();
  await page.getByTestId('grounding-fact').first().waitFor();
  await page.getByRole('tab', {name: 'Knowledge'}).click();
  await page.getByTestId('fact-row').first().waitFor();
  assert.ok(requests.some((u) => u.endsWith('/knowledge-list')), 'the calls were seen');
  assert.deepEqual(requests.filter((u) => u.includes(env.key)), []);
  assert.ok(!(await page.content()).includes(env.key), 'the key is not in the page');
  assert.equal(await page.getByTestId('key-input').inputValue(), '', 'the field does not keep it');
  const storage = await page.evaluate(() => ({
    session: sessionStorage.getItem('factguard.key'),
    local: localStorage.length,
    cookie: document.cookie,
  }));
  assert.deepEqual(storage, {session: env.key, local: 0, cookie: ''});
  assert.deepEqual(await browser.context.cookies(), []);
  // A new tab has no key: session storage is per tab.
  const other = await openConsole(browser.context);
  assert.match(await other.page.getByTestId('key-status').textContent(), /^No key/);
  await other.page.close();
  await page.getByTestId('forget-key').click();
  await page.locator('#knowledge-error').getByText('send an API key').waitFor();
  assert.equal(await page.evaluate(() => sessionStorage.getItem('factguard.key')), null);
  assert.ok(!fs.readFileSync(env.serverLog, 'utf8').includes(env.key), 'the service log does not hold the key');
  assert.deepEqual(problems(), []);
  await page.close();
});

test('a wrong key shows the 401 as the API words it', async () => {
  const {page, problems} = await openConsole(browser.context, {
    expected: [{path: '/forecast', status: 401}, {path: '/knowledge-list', status: 401}],
  });
  await useKey(page, `${env.key}x`);
  await page.getByTestId('prompt-input').fill('What is the capital of France?');
  await page.getByTestId('forecast-button').click();
  const error = page.locator('#forecast-error');
  await error.waitFor();
  const refused = await api(env.url, 'forecast', {prompt: 'x'}, `${env.key}x`);
  assert.equal(refused.status, 401);
  assert.equal(await error.getByTestId('error-message').textContent(), refused.json.message);
  assert.match(await error.textContent(), /^401 unauthorized/);
  await page.getByRole('tab', {name: 'Knowledge'}).click();
  await page.locator('#knowledge-error').getByText(refused.json.message).waitFor();
  assert.equal(await page.getByTestId('fact-row').count(), 0);
  assert.deepEqual(problems(), []);
  await page.close();
});

test('markup in an answer, a fact or a search result is shown as text and never runs', async () => {
  const {page, problems} = await openConsole(browser.context);
  await useKey(page, env.key);
  const fact = {key: '<b>hostile</b> key', text: '<img src=x onerror="window.__pwned=\'fact\'"> <script>window.__pwned=\'fact\'</script>'};
  assert.equal((await api(env.url, 'knowledge-add', {facts: [fact]}, env.key)).status, 200);
  const answer = 'The CEO of Acme is <script>window.__pwned = "answer"</script> Wile Coyote. '
    + '<img src=x onerror="window.__pwned = \'img\'"> The current president of France is Emmanuel Macron.';
  await page.getByTestId('answer-input').fill(answer);
  await page.getByTestId('freshness-button').click();
  await page.getByTestId('stale-claim').first().waitFor();
  const shown = page.getByTestId('marked-answer');
  assert.equal(await shown.textContent(), answer);
  assert.equal(await shown.locator('script, img').count(), 0);
  await page.getByTestId('refresh-button').click();
  await page.getByTestId('evidence').first().waitFor();
  const evidence = await page.getByTestId('refresh-result').textContent();
  assert.match(evidence, /<img src=x onerror="window.__pwned='evidence'"> Acme CEO history/);
  assert.match(evidence, /<script>window.__pwned='snippet'<\/script>/);
  await page.getByRole('tab', {name: 'Knowledge'}).click();
  const hostile = page.getByTestId('fact-row').filter({hasText: '<b>hostile</b> key'});
  await hostile.waitFor();
  assert.match(await hostile.textContent(), /<img src=x onerror="window.__pwned='fact'">/);
  assert.equal(await page.locator('main script, main img, main b').count(), 0);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  assert.equal((await api(env.url, 'knowledge-remove', {keys: [fact.key]}, env.key)).json.removed, 1);
  assert.deepEqual(problems(), []);
  await page.close();
});
