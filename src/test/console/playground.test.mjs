// The playground: a forecast with its signals, weights, rationale and grounding facts; an answer's stale claims
// marked in its text, refreshed with evidence, and verified where the service has verify; all of it by keyboard.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {browserForFile, env, hasFunction, openConsole, screenshot, tabTo, useKey} from './harness.mjs';

const ANSWER = 'The CEO of Twitter is Jack Dorsey. Water boils at 100 degrees Celsius at sea level. '
  + 'The current president of France is Emmanuel Macron.';
const browser = browserForFile();

test('a forecast shows risk, recommendation, each signal with its weight, the rationale and grounding facts', async () => {
  // Where the service has no verify, its 404 is the answer the page expects.
  const {page, problems} = await openConsole(browser.context, {expected: [{path: '/verify', status: 404}]});
  await useKey(page, env.key);
  await page.getByTestId('prompt-input').fill('Who is the CEO of Twitter?');
  await page.getByTestId('model-input').fill('gpt-4o-mini');
  await page.getByTestId('forecast-button').click();
  const result = page.getByTestId('forecast-result');
  await result.getByTestId('grounding-fact').first().waitFor();
  assert.match(await result.getByTestId('risk').textContent(), /^\d+(\.\d)?%$/);
  assert.ok(['proceed', 'ground', 'human_review'].includes(await result.getByTestId('recommendation').textContent()));
  const signals = result.getByTestId('signal');
  assert.equal(await signals.count(), 4);
  for (const name of ['ambiguity', 'kbCoverage', 'patternHistory', 'volatility']) {
    const row = result.locator(`[data-signal="${name}"]`);
    assert.match(await row.textContent(), /weight \d\.\d\d/, name);
    assert.equal(await row.locator('.bar').count(), 2, `${name}: a bar for the value and one for the weight`);
  }
  // The tenant's 64 outcomes are learned: the forecast says so rather than resting on priors.
  assert.match(await result.textContent(), /Learned from \d+ outcomes/);
  assert.ok(await result.getByTestId('rationale').locator('li').count() >= 1);
  assert.equal(await result.getByTestId('grounding-fact').first().locator('.key').textContent(), 'X CEO');
  assert.match(await result.getByTestId('forecast-id').textContent(), /^fc_/);

  await page.getByTestId('answer-input').fill(ANSWER);
  await page.getByTestId('freshness-button').click();
  const marks = page.getByTestId('stale-claim');
  await marks.first().waitFor();
  assert.deepEqual(await marks.allTextContents(), [
    'The CEO of Twitter is Jack Dorsey.',
    'The current president of France is Emmanuel Macron.',
  ]);
  // The sentence that does not go stale is in the text, unmarked.
  assert.match(await page.getByTestId('marked-answer').textContent(), /Water boils at 100 degrees Celsius/);

  await page.getByTestId('refresh-button').click();
  const item = page.getByTestId('refresh-item').first();
  await item.getByTestId('evidence').waitFor();
  assert.match(await item.textContent(), /The CEO of Twitter is Jack Dorsey\./);
  const evidence = item.getByTestId('evidence').locator('a');
  assert.equal(await evidence.first().textContent(), 'Linda Yaccarino named CEO of X');
  assert.equal(await evidence.first().getAttribute('href'), 'https://news.example.com/x-ceo?ref=ddg');
  assert.match(await item.getByTestId('verdict').textContent(), /^(contradicted|drift_suspected|supported|no_evidence)$/);

  await page.getByTestId('verify-button').click();
  if (await hasFunction('verify')) {
    await page.getByTestId('verify-verdict').waitFor();
    assert.ok(await page.getByTestId('verify-statement').count() >= 1);
  } else {
    await page.getByTestId('verify-absent').waitFor();
    assert.equal(await page.getByTestId('verify-absent').textContent(), 'verify is not available on this server.');
  }
  await screenshot(page, 'playground');
  assert.deepEqual(problems(), []);
  await page.close();
});

test('the playground works from the keyboard alone', async () => {
  const {page, problems} = await openConsole(browser.context);
  await page.locator('body').focus();
  await tabTo(page, 'key-input');
  await page.keyboard.type(env.key);
  await page.keyboard.press('Enter');
  await page.getByTestId('key-status').filter({hasText: 'A key is set'}).waitFor();

  await tabTo(page, 'prompt-input');
  await page.keyboard.type('How many litres does the Nordwind K5 kettle hold?');
  await tabTo(page, 'model-input');
  await page.keyboard.type('llama-3.1-8b');
  await tabTo(page, 'forecast-button');
  await page.keyboard.press('Enter');
  await page.getByTestId('forecast-result').getByTestId('grounding-fact').first().waitFor();
  assert.equal(
    await page.getByTestId('forecast-result').getByTestId('grounding-fact').first().locator('.key').textContent(),
    'Nordwind K5 kettle');

  await tabTo(page, 'answer-input');
  await page.keyboard.type('The CEO of Twitter is Jack Dorsey.');
  // Ctrl+Enter in the answer sends it, as the button does.
  await page.keyboard.press('Control+Enter');
  await page.getByTestId('stale-claim').first().waitFor();
  await tabTo(page, 'refresh-button');
  await page.keyboard.press('Enter');
  await page.getByTestId('evidence').first().waitFor();
  await tabTo(page, 'freshness-button');
  await page.keyboard.press('Space');
  await page.getByTestId('refresh-result').waitFor({state: 'hidden'});
  assert.equal(await page.getByTestId('stale-claim').count(), 1);
  assert.deepEqual(problems(), []);
  await page.close();
});
