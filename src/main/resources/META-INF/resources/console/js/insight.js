// Insight: the tenant's outcomes, how well its risk is calibrated (reliability chart, calibration error), and the
// features it learned, by model where it has several.
import {absent, call} from './api.js';
import {binTable, reliabilityChart} from './chart.js';
import {bar, busy, clear, h, number, percent, show, showError} from './dom.js';

const $ = (id) => document.getElementById(id);
let loaded = false;

const rate = (o) => (o && o.outcomes > 0 ? o.hallucinations / o.outcomes : null);

function stat(label, value, testid) {
  return h('div', {class: 'stat'}, h('div', {class: 'n', testid}, value), h('div', {class: 'muted'}, label));
}

function counts(title, entries, testid) {
  return [h('h3', {}, title), h('ul', {class: 'features', testid}, entries.map(([name, o]) =>
    h('li', {testid: `${testid}-row`},
      h('span', {class: 'name'}, name),
      bar(rate(o) ?? 0),
      h('span', {class: 'num'}, `${o.hallucinations ?? '–'} of ${o.outcomes ?? '–'} · ${percent(rate(o))}`))))];
}

function features(list) {
  if (!list.length) return h('p', {class: 'muted'}, 'No feature learned yet.');
  return h('ul', {class: 'features', testid: 'features'}, list.map((f) =>
    h('li', {testid: 'learned-feature'},
      h('span', {class: 'name'}, f.name),
      bar(f.rate),
      h('span', {class: 'num'}, `${percent(f.rate)} of ${f.count}`))));
}

function byModel(models) {
  const entries = Object.entries(models || {}).filter(([, o]) => o && typeof o === 'object');
  if (entries.length < 2) return null;
  return [
    counts('By model', entries, 'by-model'),
    entries.filter(([, o]) => Array.isArray(o.calibration)).map(([name, o]) => h('div', {testid: 'model-calibration'},
      h('h3', {}, `${name}: calibration error `, number(o.calibrationError)),
      reliabilityChart(o.calibration, 'model-calibration-chart'),
      Array.isArray(o.features) ? features(o.features) : null)),
  ];
}

function render(data) {
  const sources = Object.entries(data.bySource || {}).filter(([, o]) => o && typeof o === 'object');
  return [
    h('div', {class: 'stats'},
      stat('outcomes', String(data.outcomes ?? 0), 'insight-outcomes'),
      stat('hallucinated', String(data.hallucinations ?? 0), 'insight-hallucinations'),
      stat('observed rate', percent(rate(data)), 'insight-rate'),
      stat('calibration error', number(data.calibrationError), 'calibration-error')),
    data.outcomes > 0 ? null : h('p', {class: 'note'}, 'No outcomes yet: feed them back (feedback) to see calibration.'),
    h('div', {class: 'split'},
      h('div', {}, h('h3', {}, 'Reliability'), reliabilityChart(data.calibration),
        h('p', {class: 'muted'}, 'Points on the dashed diagonal are calibrated: of the forecasts near a risk, that share were hallucinated.')),
      h('div', {}, h('h3', {}, 'Bins'), binTable(data.calibration))),
    h('h3', {}, 'Strongest learned features'),
    features(data.features || []),
    sources.length ? counts('By source', sources, 'by-source') : null,
    byModel(data.byModel),
  ];
}

export async function load() {
  const result = $('insight-result');
  clear($('insight-error'));
  await busy($('insight-button'), async () => {
    try {
      const data = await call('insight', {});
      loaded = true;
      show(result, render(data));
    } catch (e) {
      if (absent(e)) {
        loaded = true;
        show(result, h('p', {class: 'note', testid: 'insight-absent'}, 'insight is not available on this server.'));
      } else {
        result.replaceChildren();
        showError($('insight-error'), e);
      }
    }
  });
}

/** Loads once when the tab is first shown; Reload loads again. */
export function shown() {
  if (!loaded) load();
}

export function reset() {
  loaded = false;
  $('insight-result').replaceChildren();
  clear($('insight-error'));
}

export function init() {
  $('insight-button').addEventListener('click', load);
}
