// Knowledge: the tenant's facts a page at a time, search, add and remove, and a read key refused a write in the
// API's words.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {api, browserForFile, env, openConsole, screenshot, useKey} from './harness.mjs';
import {FACTS} from './seed.mjs';

const browser = browserForFile();

const keysOf = async (page) => page.getByTestId('fact-row').getByTestId('fact-row-key').allTextContents();

test('facts are listed a page at a time in key order, searched, added and removed', async () => {
  const {page, problems} = await openConsole(browser.context);
  await useKey(page, env.key);
  await page.getByRole('tab', {name: 'Knowledge'}).click();
  await page.getByTestId('fact-row').first().waitFor();
  const total = (await api(env.url, 'knowledge-list', {limit: 1}, env.key)).json.total;
  assert.ok(total >= FACTS.length);
  const first = await keysOf(page);
  assert.equal(first.length, 20);
  assert.equal(await page.getByTestId('fact-count').textContent(), `1–20 of ${total}`);

  await page.getByTestId('facts-next').click();
  await page.getByTestId('fact-count').filter({hasText: /^21–/}).waitFor();
  const second = await keysOf(page);
  assert.equal(second.length, total - 20);
  const all = [...first, ...second];
  assert.deepEqual(all, [...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  assert.equal(new Set(all).size, total);
  assert.ok(await page.getByTestId('facts-next').isDisabled());
  await page.getByTestId('facts-first').click();
  await page.getByTestId('fact-count').filter({hasText: /^1–20/}).waitFor();

  await page.getByTestId('search-input').fill('How tall is the Eiffel Tower?');
  await page.getByTestId('search-button').click();
  await page.getByTestId('search-row').first().waitFor();
  assert.equal(await page.getByTestId('search-row').first().getByTestId('search-row-key').textContent(), 'Eiffel Tower height');

  // "A ..." sorts before every seeded key but "<b>hostile</b> key": it lands on the first page.
  await page.getByTestId('add-key').fill('A console fact');
  await page.getByTestId('add-text').fill('Facts added in the console are searchable at once.');
  await page.getByTestId('add-button').click();
  await page.getByTestId('add-status').filter({hasText: `has ${total + 1} facts`}).waitFor();
  await page.getByTestId('fact-count').filter({hasText: `of ${total + 1}`}).waitFor();
  assert.ok((await keysOf(page)).includes('A console fact'));
  await screenshot(page, 'knowledge');

  const row = page.getByTestId('fact-row').filter({has: page.getByText('A console fact', {exact: true})});
  await row.getByTestId('remove-fact').click();
  await page.getByTestId('fact-count').filter({hasText: `of ${total}`}).waitFor();
  assert.ok(!(await keysOf(page)).includes('A console fact'));
  assert.equal((await api(env.url, 'knowledge-search', {query: 'Facts added in the console'}, env.key)).json.matches
    .filter((m) => m.key === 'A console fact').length, 0);
  assert.deepEqual(problems(), []);
  await page.close();
});

test('a read key lists facts, and adding one shows the 403 as the API words it', async () => {
  const {page, problems} = await openConsole(browser.context, {expected: [{path: '/knowledge-add', status: 403}]});
  await useKey(page, env.readKey);
  await page.getByRole('tab', {name: 'Knowledge'}).click();
  await page.getByTestId('fact-row').first().waitFor();
  await page.getByTestId('add-key').fill('read only');
  await page.getByTestId('add-text').fill('This write is refused.');
  await page.getByTestId('add-button').click();
  const error = page.locator('#knowledge-error');
  await error.waitFor();
  const refused = await api(env.url, 'knowledge-add', {facts: [{key: 'read only', text: 'x'}]}, env.readKey);
  assert.equal(refused.status, 403);
  assert.equal(await error.getByTestId('error-message').textContent(), refused.json.message);
  assert.match(await error.textContent(), /^403 forbidden_role/);
  assert.deepEqual(problems(), []);
  await page.close();
});
