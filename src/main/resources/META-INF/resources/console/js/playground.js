// Playground: a prompt's forecast (risk, recommendation, signals with their weights, rationale, the facts that
// would ground it), then an answer's stale claims marked in its text, their refresh, and its verification.
import {absent, call} from './api.js';
import {bar, busy, clear, h, link, number, percent, show, showError} from './dom.js';

const SIGNALS = {
  ambiguity: 'Ambiguity',
  kbCoverage: 'Knowledge coverage',
  patternHistory: 'Pattern history',
  volatility: 'Volatility',
};

const $ = (id) => document.getElementById(id);

function signalRows(forecast) {
  const signals = forecast.signals || {};
  const weights = forecast.weights || {};
  const names = [...new Set([...Object.keys(SIGNALS), ...Object.keys(signals)])];
  return h('ul', {class: 'signals', testid: 'signals'}, names.map((name) => {
    const value = signals[name];
    const weight = weights[name];
    const present = typeof value === 'number';
    return h('li', {testid: 'signal', 'data-signal': name},
      h('span', {}, SIGNALS[name] || name),
      bar(present ? value : 0),
      h('span', {class: 'value'}, present ? number(value, 2) : 'absent', ` · weight ${number(weight, 2)}`),
      bar(typeof weight === 'number' ? weight : 0, 'weight'));
  }));
}

function groundingList(matches) {
  if (!matches.length) return h('p', {class: 'muted'}, 'No fact of this tenant matches the prompt.');
  return h('ul', {class: 'facts', testid: 'grounding'}, matches.map((m) =>
    h('li', {testid: 'grounding-fact'},
      h('div', {class: 'fact'}, h('div', {class: 'key'}, m.key), h('div', {}, m.text)),
      h('span', {class: 'muted'}, `${number(m.score, 2)} ${m.source || ''}`))));
}

/** The function's answer; null once its error is shown in {@code errorBox} and the stale {@code result} cleared. */
async function ask(fn, body, result, errorBox) {
  try {
    return await call(fn, body);
  } catch (e) {
    clear(result);
    showError(errorBox, e);
    return null;
  }
}

/** The button that sent a form: the one clicked, else (Enter, Ctrl+Enter) the form's submit button. */
const sender = (event) => event.submitter || event.target.querySelector('[type=submit]');

async function forecast(event) {
  event.preventDefault();
  const prompt = $('prompt-input').value;
  const model = $('model-input').value.trim();
  const result = $('forecast-result');
  clear($('forecast-error'));
  await busy(sender(event), async () => {
    const answer = await ask('forecast', model ? {prompt, model} : {prompt}, result, $('forecast-error'));
    if (!answer) return;
    const grounding = h('div', {class: 'muted'}, 'Looking for facts that would ground it…');
    show(result,
      h('div', {class: 'headline'},
        h('span', {class: 'risk', testid: 'risk'}, percent(answer.risk)),
        h('span', {}, 'risk of a hallucinated answer'),
        h('span', {class: `badge ${answer.recommendation}`, testid: 'recommendation'}, answer.recommendation)),
      answer.priorsOnly ? h('p', {class: 'muted'}, 'No outcomes learned yet for this tenant: priors only.') :
        h('p', {class: 'muted'}, `Learned from ${answer.outcomes} outcomes.`),
      (answer.degraded || []).length ? h('p', {class: 'error'}, `Degraded: ${answer.degraded.join(', ')} unavailable.`) : null,
      h('h3', {}, 'Signals'),
      signalRows(answer),
      h('h3', {}, 'Rationale'),
      h('ul', {class: 'plain', testid: 'rationale'}, (answer.rationale || []).map((r) => h('li', {}, r))),
      h('h3', {}, 'Facts that would ground it'),
      grounding,
      h('p', {class: 'muted'}, 'Forecast id ', h('code', {testid: 'forecast-id'}, answer.forecastId || '–')));
    try {
      const found = await call('knowledge-search', {query: prompt, topK: 5});
      grounding.replaceWith(groundingList(found.matches || []));
    } catch (e) {
      const box = h('div', {class: 'error', role: 'alert'});
      showError(box, e);
      grounding.replaceWith(box);
    }
  });
}

/** The answer with each stale claim's sentence marked where it stands; claims not found in it are listed only. */
function markedText(text, claims) {
  const spans = [];
  for (const claim of claims) {
    let at = text.indexOf(claim.text);
    while (at >= 0 && spans.some((s) => at < s.end && at + claim.text.length > s.start)) {
      at = text.indexOf(claim.text, at + 1);
    }
    if (at >= 0) spans.push({start: at, end: at + claim.text.length, claim});
  }
  spans.sort((a, b) => a.start - b.start);
  const parts = [];
  let pos = 0;
  for (const span of spans) {
    parts.push(text.slice(pos, span.start));
    parts.push(h('mark', {testid: 'stale-claim', title: `${span.claim.category}: ${span.claim.reason}`}, text.slice(span.start, span.end)));
    pos = span.end;
  }
  parts.push(text.slice(pos));
  return h('p', {class: 'marked', testid: 'marked-answer'}, parts);
}

let lastAnswer = '';

async function freshness(event) {
  event.preventDefault();
  const text = $('answer-input').value;
  const sourceDate = $('source-date').value;
  clear($('answer-error'));
  clear($('refresh-result'));
  await busy(sender(event), async () => {
    const answer = await ask('freshness', sourceDate ? {text, sourceDate} : {text}, $('freshness-result'), $('answer-error'));
    if (!answer) {
      $('refresh-button').disabled = true;
      return;
    }
    const claims = answer.claims || [];
    lastAnswer = text;
    $('refresh-button').disabled = claims.length === 0;
    show($('freshness-result'),
      h('h3', {}, claims.length ? `${claims.length} claim${claims.length > 1 ? 's' : ''} that may be stale` :
        'No claim that goes stale'),
      markedText(text, claims),
      claims.length ? h('ul', {class: 'plain', testid: 'claims'}, claims.map((c) =>
        h('li', {},
          h('span', {class: 'badge'}, c.category), ' ', h('strong', {}, c.subject || ''),
          c.value ? ` = ${c.value}` : '', ` · staleness ${percent(c.stalenessRisk)} · `,
          h('span', {class: 'muted'}, c.reason)))) : null,
      h('p', {class: 'muted'}, `Overall staleness risk ${percent(answer.overallStalenessRisk)}.`));
  });
}

async function refresh(event) {
  const text = lastAnswer || $('answer-input').value;
  clear($('answer-error'));
  await busy(event.currentTarget, async () => {
    const answer = await ask('refresh', {text}, $('refresh-result'), $('answer-error'));
    if (!answer) return;
    const refreshes = answer.refreshes || [];
    show($('refresh-result'),
      h('h3', {}, `Refreshed ${answer.checked ?? refreshes.length} claim(s)`, answer.skipped ? `, skipped ${answer.skipped}` : ''),
      refreshes.map((r) => h('div', {class: 'item', testid: 'refresh-item'},
        h('div', {}, h('span', {class: `badge ${r.verdict}`, testid: 'verdict'}, r.verdict), ' ',
          h('span', {class: 'muted'}, `${r.verdictSource || ''} · ${r.provider || ''}`)),
        h('p', {}, r.claim),
        r.candidateValue ? h('p', {}, 'Current value on the web: ', h('strong', {}, r.candidateValue)) : null,
        r.error ? h('p', {class: 'error'}, r.error) : null,
        typeof r.explanation === 'string' ? h('p', {class: 'muted', testid: 'explanation'}, r.explanation) : null,
        (r.evidence || []).length ? h('ul', {class: 'evidence', testid: 'evidence'}, r.evidence.map((e) =>
          h('li', {},
            link(e.url, e.title || e.url),
            e.publishedDate ? h('span', {class: 'muted'}, ` (${e.publishedDate})`) : null,
            h('div', {class: 'snippet'}, e.snippet || '')))) : h('p', {class: 'muted'}, 'No evidence found.'))));
  });
}

async function verify(event) {
  const text = $('answer-input').value;
  const prompt = $('prompt-input').value;
  const model = $('model-input').value.trim();
  clear($('answer-error'));
  if (!text.trim()) {
    showError($('answer-error'), {code: 'missing_field', message: 'write or paste an answer to verify'});
    return;
  }
  await busy(event.currentTarget, async () => {
    const body = {text};
    if (prompt.trim()) body.prompt = prompt;
    if (model) body.model = model;
    let answer;
    try {
      answer = await call('verify', body);
    } catch (e) {
      if (absent(e)) {
        show($('verify-result'), h('p', {class: 'note', testid: 'verify-absent'}, 'verify is not available on this server.'));
      } else {
        clear($('verify-result'));
        showError($('answer-error'), e);
      }
      return;
    }
    const statements = answer.statements || [];
    show($('verify-result'),
      h('h3', {}, 'Checked against the tenant\'s facts: ', h('span', {class: `badge ${answer.verdict}`, testid: 'verify-verdict'}, answer.verdict)),
      statements.map((st) => h('div', {class: 'item', testid: 'verify-statement'},
        h('span', {class: `badge ${st.verdict}`}, st.verdict), ' ', st.text,
        st.factKey ? h('div', {class: 'muted'}, 'fact: ', h('strong', {}, st.factKey)) : null,
        Object.entries(st)
          .filter(([k, v]) => !['text', 'verdict', 'factKey'].includes(k) && v !== null && typeof v !== 'object')
          .map(([k, v]) => h('div', {class: 'muted'}, `${k}: ${v}`)))));
  });
}

export function reset() {
  for (const id of ['forecast-result', 'forecast-error', 'freshness-result', 'refresh-result', 'verify-result', 'answer-error']) {
    clear($(id));
  }
  $('refresh-button').disabled = true;
}

export function init() {
  $('forecast-form').addEventListener('submit', forecast);
  $('answer-form').addEventListener('submit', freshness);
  $('refresh-button').addEventListener('click', refresh);
  $('verify-button').addEventListener('click', verify);
  // Ctrl+Enter (or Cmd+Enter) in a text area sends its form, as Enter does in a one-line field.
  for (const id of ['prompt-input', 'answer-input']) {
    $(id).addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        e.target.form.requestSubmit();
      }
    });
  }
}
