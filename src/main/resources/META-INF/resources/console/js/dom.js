// Building the page from data: elements and text nodes only. Nothing here parses markup, so a text that holds
// "<script>" is shown as those characters.

const SVG = 'http://www.w3.org/2000/svg';

function build(el, attrs, children) {
  for (const [name, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') {
      el.addEventListener(name.slice(2), value);
    } else if (name === 'testid') {
      el.setAttribute('data-testid', value);
    } else {
      el.setAttribute(name, value === true ? '' : String(value));
    }
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

/** An HTML element: h('li', {class: 'x', testid: 'fact-row'}, 'text', otherNode). */
export function h(tag, attrs, ...children) {
  return build(document.createElement(tag), attrs, children);
}

/** An SVG element, as h. */
export function s(tag, attrs, ...children) {
  return build(document.createElementNS(SVG, tag), attrs, children);
}

/** A bar of a fraction in [0, 1]; its width is set through the CSSOM, which the page's policy allows. */
export function bar(fraction, className) {
  const fill = h('span');
  fill.style.width = `${Math.round(Math.max(0, Math.min(1, Number(fraction) || 0)) * 1000) / 10}%`;
  return h('div', {class: className ? `bar ${className}` : 'bar', 'aria-hidden': 'true'}, fill);
}

export function show(el, ...children) {
  el.replaceChildren(...children.flat(Infinity).filter((c) => c !== null && c !== undefined && c !== false));
  el.hidden = false;
}

export function clear(el) {
  el.replaceChildren();
  el.hidden = true;
}

export function percent(x) {
  return typeof x === 'number' && Number.isFinite(x) ? `${Math.round(x * 1000) / 10}%` : '–';
}

export function number(x, digits = 3) {
  return typeof x === 'number' && Number.isFinite(x) ? x.toFixed(digits) : '–';
}

/** A link only for http(s) addresses; anything else (javascript:, data:) is shown as text. */
export function link(url, text) {
  try {
    const parsed = new URL(String(url));
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') {
      return h('a', {href: parsed.href, rel: 'noopener noreferrer nofollow', target: '_blank'}, text || parsed.href);
    }
  } catch (e) {
    // not a URL: shown as text below
  }
  return h('span', {}, text || String(url));
}

/** Disables a button while its call runs, so a double click sends one request. */
export async function busy(button, work) {
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  try {
    return await work();
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
}

/** An error as the API worded it: its code, then its message. */
export function showError(el, error) {
  const code = error && error.code ? `${error.status ? `${error.status} ` : ''}${error.code}` : 'error';
  show(el, h('span', {class: 'code'}, code), h('span', {testid: 'error-message'}, error && error.message ? error.message : String(error)));
}
