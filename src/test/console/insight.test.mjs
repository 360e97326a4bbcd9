// Insight: the tenant's outcomes, the reliability chart with its diagonal, the calibration error, the strongest
// learned features, by model. On a service without the insight function the tab says so and nothing fails.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {api, browserForFile, env, hasFunction, openConsole, screenshot, useKey} from './harness.mjs';
import {MODELS} from './seed.mjs';

const browser = browserForFile();

test('the insight tab shows what the tenant learned, or says the service has no insight', async () => {
  const present = await hasFunction('insight');
  const {page, problems} = await openConsole(browser.context, {expected: present ? [] : [{path: '/insight', status: 404}]});
  await useKey(page, env.key);
  await page.getByRole('tab', {name: 'Insight'}).click();
  if (!present) {
    await page.getByTestId('insight-absent').waitFor();
    assert.equal(await page.getByTestId('insight-absent').textContent(), 'insight is not available on this server.');
    assert.equal(await page.locator('#insight-error').isHidden(), true);
    await screenshot(page, 'insight');
    assert.deepEqual(problems(), []);
    await page.close();
    return;
  }
  const insight = (await api(env.url, 'insight', {}, env.key)).json;
  const chart = page.getByTestId('calibration-chart').first();
  await chart.waitFor();
  assert.ok(insight.outcomes >= 60, `the tenant has ${insight.outcomes} outcomes`);
  assert.equal(await page.getByTestId('insight-outcomes').textContent(), String(insight.outcomes));
  assert.equal(await page.getByTestId('calibration-error').textContent(), insight.calibrationError.toFixed(3));
  assert.equal(await chart.getByTestId('calibration-diagonal').count(), 1);
  assert.equal(await chart.getByTestId('calibration-bin').count(), insight.calibration.filter((b) => b.count > 0).length);
  const features = page.getByTestId('learned-feature');
  assert.equal(await features.count(), insight.features.length);
  assert.ok(insight.features.length >= 1);
  assert.match(await features.first().textContent(), new RegExp(`of ${insight.features[0].count}$`));
  const models = page.getByTestId('by-model-row');
  assert.equal(await models.count(), Object.keys(insight.byModel).length);
  for (const model of MODELS) assert.ok(Object.keys(insight.byModel).includes(model), model);
  await screenshot(page, 'insight');
  assert.deepEqual(problems(), []);
  await page.close();
});
