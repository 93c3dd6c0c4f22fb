/** The SPA-routing CloudFront Function, run in Node from the very file that is deployed. */
import { readFileSync } from 'node:fs';
import { createContext, Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SPA_ROUTING_FUNCTION_FILE } from './site';

interface ViewerRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string }>;
  headers: Record<string, { value: string }>;
}

const source = readFileSync(SPA_ROUTING_FUNCTION_FILE, 'utf8');

/** The file as CloudFront runs it: a plain script (an `import` or `export` would not parse) defining `handler`. */
const loadHandler = () => {
  const context = createContext({});
  new Script(source, { filename: SPA_ROUTING_FUNCTION_FILE }).runInContext(context);
  const handler: unknown = context.handler;
  if (typeof handler !== 'function') throw new Error('spa-routing.js defines no handler function');
  return handler as (event: { version: string; request: ViewerRequest }) => ViewerRequest;
};

const handler = loadHandler();

const uriServedFor = (uri: string) =>
  handler({
    version: '1.0',
    request: { method: 'GET', uri, querystring: {}, headers: { host: { value: 'example.cloudfront.net' } } },
  }).uri;

describe('SPA routing (CloudFront Function)', () => {
  it.each([
    '/',
    '/teachers',
    '/users/ola',
    '/users/ola_k-2',
    '/embed/schedule/studio-x',
    '/embed/schedule/studio-x/',
    '/confirm-email',
    '/auth/callback',
    '/profile-settings',
    '/404',
  ])('answers the app shell for the route %s', (uri) => {
    expect(uriServedFor(uri)).toBe('/index.html');
  });

  it.each([
    '/index.html',
    '/assets/x.js',
    '/assets/index-3f9a1c.css',
    '/config.json',
    '/favicon.svg',
    '/robots.txt',
    '/embed/plie.js',
    '/embed/plie.js.map',
    '/.well-known/security.txt',
  ])('passes the file %s unchanged', (uri) => {
    expect(uriServedFor(uri)).toBe(uri);
  });

  it('keeps the rest of the request (method, query string, headers) as it came', () => {
    const request: ViewerRequest = {
      method: 'GET',
      uri: '/confirm-email',
      querystring: { token: { value: 'abc' } },
      headers: { 'accept-language': { value: 'pl' } },
    };
    const expected = structuredClone({ ...request, uri: '/index.html' });
    expect(handler({ version: '1.0', request })).toEqual(expected);
  });

  it('fits CloudFront Functions’ 10 KB code limit', () => {
    expect(Buffer.byteLength(source)).toBeLessThan(10 * 1024);
  });
});
