// Calls to the service's functions, with the key the page was given. The key lives in this tab's session storage
// only: never in a URL, a cookie, local storage or the page's markup.

const KEY = 'factguard.key';
const TENANT = 'factguard.tenant';

export const session = {
  key: () => sessionStorage.getItem(KEY) || '',
  tenant: () => sessionStorage.getItem(TENANT) || '',
  set(key, tenant) {
    if (key) sessionStorage.setItem(KEY, key); else sessionStorage.removeItem(KEY);
    if (tenant) sessionStorage.setItem(TENANT, tenant); else sessionStorage.removeItem(TENANT);
    document.dispatchEvent(new CustomEvent('factguard:session'));
  },
};

/** An answer that is not a success, in the API's own words ({error, message}) when it gave them. */
export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** True when the service has no such function (a server from before it, or a gateway without its route). */
export function absent(error) {
  return error instanceof ApiError && error.status === 404;
}

export async function call(fn, body) {
  const headers = {'Content-Type': 'application/json', Accept: 'application/json'};
  const key = session.key();
  if (key) headers.Authorization = `Bearer ${key}`;
  const tenant = session.tenant();
  const payload = tenant ? {tenant, ...body} : body;
  let response;
  try {
    response = await fetch(`/${fn}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      cache: 'no-store',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
  } catch (e) {
    throw new ApiError(0, 'unreachable', `the service could not be reached (${e.message})`);
  }
  const text = await response.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch (e) {
    data = null;
  }
  if (!response.ok) {
    if (data && typeof data.error === 'string') {
      throw new ApiError(response.status, data.error, typeof data.message === 'string' ? data.message : '');
    }
    // API Gateway's own answers are {"message": ...}.
    const message = data && typeof data.message === 'string' ? data.message : text.slice(0, 300);
    throw new ApiError(response.status, `HTTP ${response.status}`, message || response.statusText);
  }
  if (data === null || typeof data !== 'object') {
    throw new ApiError(response.status, 'unreadable_answer', `${fn} did not answer with a JSON object`);
  }
  return data;
}
