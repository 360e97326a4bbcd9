// Knowledge: the tenant's facts a page at a time (knowledge-list), search, add and remove.
import {call} from './api.js';
import {busy, clear, h, number, show, showError} from './dom.js';

const $ = (id) => document.getElementById(id);
const PAGE = 20;

// The cursors of the pages shown so far: the first page has none.
let cursors = [null];
let next = null;
let loaded = false;

function factRow(fact, testid, extra) {
  return h('li', {testid},
    h('div', {class: 'fact'}, h('div', {class: 'key', testid: `${testid}-key`}, fact.key), h('div', {}, fact.text), extra || null),
    h('button', {type: 'button', class: 'small', 'aria-label': `Remove ${fact.key}`, testid: 'remove-fact', onclick: (e) => remove(e.currentTarget, fact.key)}, 'Remove'));
}

async function page(cursor) {
  clear($('knowledge-error'));
  let answer;
  try {
    answer = await call('knowledge-list', cursor ? {cursor, limit: PAGE} : {limit: PAGE});
  } catch (e) {
    showError($('knowledge-error'), e);
    return;
  }
  loaded = true;
  const facts = answer.facts || [];
  next = answer.next || null;
  const first = (cursors.length - 1) * PAGE;
  $('fact-count').textContent = facts.length
    ? `${first + 1}–${first + facts.length} of ${answer.total}` : `${answer.total} facts`;
  const list = $('fact-list');
  list.replaceChildren(...facts.map((f) => factRow(f, 'fact-row')));
  if (!facts.length) list.append(h('li', {class: 'muted'}, 'No facts here yet: add some below, or with knowledge-add.'));
  $('facts-next').disabled = !next;
  $('facts-first').disabled = cursors.length === 1;
}

async function remove(button, key) {
  await busy(button, async () => {
    try {
      await call('knowledge-remove', {keys: [key]});
    } catch (e) {
      showError($('knowledge-error'), e);
      return;
    }
    for (const row of document.querySelectorAll('#search-list li')) {
      if (row.querySelector('.key')?.textContent === key) row.remove();
    }
    await page(cursors[cursors.length - 1]);
  });
}

async function search(event) {
  event.preventDefault();
  const query = $('search-input').value;
  await busy(event.submitter, async () => {
    clear($('knowledge-error'));
    let answer;
    try {
      answer = await call('knowledge-search', {query, topK: 10});
    } catch (e) {
      $('search-list').replaceChildren();
      showError($('knowledge-error'), e);
      return;
    }
    const matches = answer.matches || [];
    $('search-list').replaceChildren(...(matches.length
      ? matches.map((m) => factRow(m, 'search-row', h('div', {class: 'muted'}, `score ${number(m.score, 2)} · ${m.source}`)))
      : [h('li', {class: 'muted'}, 'No fact matches.')]));
  });
}

async function add(event) {
  event.preventDefault();
  const key = $('add-key').value.trim();
  const text = $('add-text').value.trim();
  await busy(event.submitter, async () => {
    clear($('knowledge-error'));
    try {
      const answer = await call('knowledge-add', {facts: [{key, text}]});
      $('add-status').textContent = `Added "${key}"; the tenant has ${answer.total} facts.`;
      $('add-key').value = '';
      $('add-text').value = '';
    } catch (e) {
      $('add-status').textContent = '';
      showError($('knowledge-error'), e);
      return;
    }
    await page(cursors[cursors.length - 1]);
  });
}

export function shown() {
  if (!loaded) page(null);
}

export function reset() {
  cursors = [null];
  next = null;
  loaded = false;
  $('fact-list').replaceChildren();
  $('search-list').replaceChildren();
  $('fact-count').textContent = '';
  $('add-status').textContent = '';
  clear($('knowledge-error'));
}

export function init() {
  $('facts-next').addEventListener('click', (e) => busy(e.currentTarget, async () => {
    if (!next) return;
    cursors.push(next);
    await page(next);
  }).then(() => { $('facts-next').disabled = !next; }));
  $('facts-first').addEventListener('click', (e) => busy(e.currentTarget, async () => {
    cursors = [null];
    await page(null);
  }).then(() => { $('facts-first').disabled = cursors.length === 1; }));
  $('search-form').addEventListener('submit', search);
  $('add-form').addEventListener('submit', add);
}
