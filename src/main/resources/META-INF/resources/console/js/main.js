// The console's entry point: the key form, the tabs, and each part's wiring.
import {session} from './api.js';
import * as insight from './insight.js';
import * as knowledge from './knowledge.js';
import * as playground from './playground.js';

const $ = (id) => document.getElementById(id);
const parts = {playground, insight, knowledge};

function status() {
  const tenant = session.tenant();
  $('key-status').textContent = session.key()
    ? `A key is set for this tab (kept in its session storage only)${tenant ? `; tenant ${tenant}` : '; its first tenant'}.`
    : `No key: calls go without one, which a server without keys (loopback) answers for tenant ${tenant || 'default'}.`;
}

function select(tab) {
  for (const other of document.querySelectorAll('[role=tab]')) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    $(other.getAttribute('aria-controls')).hidden = !selected;
  }
  const part = parts[tab.getAttribute('aria-controls')];
  if (part.shown) part.shown();
}

function tabs() {
  const all = [...document.querySelectorAll('[role=tab]')];
  for (const tab of all) {
    tab.addEventListener('click', () => select(tab));
    tab.addEventListener('keydown', (e) => {
      const step = {ArrowRight: 1, ArrowLeft: -1}[e.key];
      if (!step) return;
      const to = all[(all.indexOf(tab) + step + all.length) % all.length];
      to.focus();
      select(to);
    });
  }
}

function keyForm() {
  $('key-form').addEventListener('submit', (e) => {
    e.preventDefault();
    session.set($('key-input').value.trim(), $('tenant-input').value.trim());
    // The key is not left in the field: it lives in session storage only.
    $('key-input').value = '';
  });
  $('forget-key').addEventListener('click', () => {
    $('key-input').value = '';
    $('tenant-input').value = '';
    session.set('', '');
  });
  $('tenant-input').value = session.tenant();
  document.addEventListener('factguard:session', () => {
    // What one key showed is not left on screen under another.
    for (const part of Object.values(parts)) part.reset();
    status();
    const current = document.querySelector('[role=tab][aria-selected=true]');
    if (current) select(current);
  });
  status();
}

for (const part of Object.values(parts)) part.init();
tabs();
keyForm();
