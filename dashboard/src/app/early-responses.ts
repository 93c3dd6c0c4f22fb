/**
 * The responses of the page's first reads (app/early-reads.ts), kept for the app's client: its fetch
 * (`fetchReadEarly`) takes a response read early for the same request, once. Apart from the reads
 * themselves, which only the pages that read early load (main.tsx): the app's client needs this on
 * every page, the reads' client and its filters only on those.
 */
import { type WebPage, webPageOf } from '@plie/shared';

/** The pages whose first reads start early: a studio's page and its embedded schedule, a user's page, /schedule. */
export const EARLY_READ_PAGES: readonly WebPage[] = ['studio', 'embeddedSchedule', 'user', 'schedule'];

/** Whether the page at `path` starts its first reads early (main.tsx loads them only then). */
export const readsEarly = (path: string): boolean => {
  const page = webPageOf(path);
  return page !== undefined && EARLY_READ_PAGES.includes(page);
};

/** How long a response read early waits for the page to ask for it. */
export const EARLY_READ_LIFETIME_MS = 15_000;

interface EarlyResponse {
  response: Promise<Response>;
  startedAt: number;
}

const responses = new Map<string, EarlyResponse>();

/** What makes two requests the same read: method, URL, authorization and the body's JSON (keys in order). */
const signatureOf = (url: string, init: RequestInit | undefined): string => {
  const method = (init?.method ?? 'GET').toUpperCase();
  const authorization = new Headers(init?.headers).get('authorization') ?? '';
  let body = '';
  if (typeof init?.body === 'string') {
    try {
      body = JSON.stringify(sortedKeys(JSON.parse(init.body)));
    } catch {
      body = init.body;
    }
  } else if (init?.body !== undefined && init.body !== null) {
    return ''; // a form or a file: never read early
  }
  return JSON.stringify([method, url, authorization, body]);
};

const sortedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
};

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The app client's fetch: a response read early for the same request, once, else the network's. */
export const fetchReadEarly: typeof fetch = (input, init) => {
  const signature = signatureOf(urlOf(input), init);
  const early = signature ? responses.get(signature) : undefined;
  if (early) {
    responses.delete(signature);
    if (Date.now() - early.startedAt <= EARLY_READ_LIFETIME_MS) {
      // A read that failed on the way (offline a moment) is made again, as the page would have.
      return early.response.catch(() => fetch(input, init));
    }
  }
  return fetch(input, init);
};

/** The fetch of the early reads' client (early-reads.ts): keeps the response for the app, and reads a copy itself. */
export const keepingFetch: typeof fetch = (input, init) => {
  const response = fetch(input, init);
  const signature = signatureOf(urlOf(input), init);
  if (signature) responses.set(signature, { response, startedAt: Date.now() });
  // The copy is made at once, before either side reads the body.
  return response.then((answer) => answer.clone());
};
