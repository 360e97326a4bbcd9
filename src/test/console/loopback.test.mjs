// Without API keys (a server on loopback) the console needs none and acts for tenant default.
import assert from 'node:assert/strict';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {api, launch, openConsole, out, startServer} from './harness.mjs';

let browser;
let server;

before(async () => {
  server = await startServer({logFile: path.join(out, 'server-without-keys.log')});
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('without keys configured the page works with no key, on tenant default', async () => {
  const added = await api(server.url, 'knowledge-add', {facts: [{key: 'loopback fact', text: 'Loopback serves the default tenant.'}]});
  assert.equal(added.status, 200);
  const {page, problems} = await openConsole(browser.context, {url: server.url});
  assert.match(await page.getByTestId('key-status').textContent(), /tenant default/);
  await page.getByTestId('prompt-input').fill('Which tenant does loopback serve?');
  await page.getByTestId('forecast-button').click();
  await page.getByTestId('grounding-fact').first().waitFor();
  assert.equal(await page.getByTestId('grounding-fact').first().locator('.key').textContent(), 'loopback fact');
  await page.getByRole('tab', {name: 'Knowledge'}).click();
  await page.getByTestId('fact-row').first().waitFor();
  assert.deepEqual(await page.getByTestId('fact-row-key').allTextContents(), ['loopback fact']);
  assert.deepEqual(problems(), []);
  await page.close();
});
