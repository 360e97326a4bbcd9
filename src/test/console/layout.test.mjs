// The page's weight on first load (under 300 KB transferred) and its use on a 390 px wide phone: no horizontal
// scroll and every control within the screen, on each part.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {browserForFile, env, openConsole, out, screenshot, useKey} from './harness.mjs';

const BUDGET = 300 * 1024;
const browser = browserForFile({width: 390, height: 844});

test('the first load transfers less than 300 KB', async () => {
  const page = await browser.context.newPage();
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  const sizes = new Map();
  const urls = new Map();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  await page.goto(`${env.url}/console`, {waitUntil: 'networkidle'});
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  // Chromium's own data: URLs (the date field's icon) cost nothing and are left out of the list.
  const files = [...sizes.keys()].filter((id) => urls.get(id).startsWith('http'))
    .map((id) => `${new URL(urls.get(id)).pathname} ${sizes.get(id)}`);
  console.log(`first load: ${total} bytes transferred in ${sizes.size} responses (${files.join(', ')})`);
  fs.mkdirSync(out, {recursive: true});
  fs.writeFileSync(path.join(out, 'first-load.json'), `${JSON.stringify({bytes: total, responses: sizes.size, budget: BUDGET, files}, null, 1)}\n`);
  assert.ok(sizes.size >= 8, 'the page, its script modules, its style sheet and its icon were loaded');
  assert.ok(total < BUDGET, `${total} bytes`);
  await page.close();
});

async function fitsTheScreen(page, part) {
  const layout = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [...document.querySelectorAll('button, input, textarea, [role=tab], a')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({el, box: el.getBoundingClientRect()}))
      .filter(({box}) => box.left < -0.5 || box.right > width + 0.5)
      .map(({el, box}) => `${el.getAttribute('data-testid') || el.id || el.tagName} ${box.left}-${box.right}`);
    return {width, scrollWidth: document.documentElement.scrollWidth, outside};
  });
  assert.equal(layout.width, 390, part);
  assert.ok(layout.scrollWidth <= layout.width, `${part}: scrolls sideways (${layout.scrollWidth} px wide)`);
  assert.deepEqual(layout.outside, [], `${part}: controls outside the screen`);
}

test('at 390 px wide every part fits the screen and its controls are reachable', async () => {
  const {page, problems} = await openConsole(browser.context, {expected: [{path: '/insight', status: 404}]});
  await fitsTheScreen(page, 'empty page');
  await useKey(page, env.key);
  await page.getByTestId('prompt-input').fill('Who is the CEO of Twitter? '.repeat(3));
  await page.getByTestId('forecast-button').click();
  await page.getByTestId('grounding-fact').first().waitFor();
  await page.getByTestId('answer-input').fill(
    'The CEO of Twitter is Jack Dorsey. The current president of France is Emmanuel Macron. '
    + 'A very long word: Donaudampfschifffahrtsgesellschaftskapitänswitwenrentenversicherungsanstalt.');
  await page.getByTestId('freshness-button').click();
  await page.getByTestId('stale-claim').first().waitFor();
  await page.getByTestId('refresh-button').click();
  await page.getByTestId('evidence').first().waitFor();
  await fitsTheScreen(page, 'playground');
  await page.getByTestId('forecast-button').scrollIntoViewIfNeeded();
  await screenshot(page, 'playground-390px');

  await page.getByRole('tab', {name: 'Insight'}).click();
  await page.locator('#insight-result').locator(':scope > *').first().waitFor();
  await fitsTheScreen(page, 'insight');
  await screenshot(page, 'insight-390px');

  await page.getByRole('tab', {name: 'Knowledge'}).click();
  await page.getByTestId('fact-row').first().waitFor();
  await fitsTheScreen(page, 'knowledge');
  await screenshot(page, 'knowledge-390px');
  assert.deepEqual(problems(), []);
  await page.close();
});
