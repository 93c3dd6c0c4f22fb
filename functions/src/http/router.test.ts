import { endpoint, listEndpoints } from '@plie/shared';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createRouter } from './router';

const ok = v.object({});
const routes = listEndpoints({
  studio: {
    byId: endpoint({
      method: 'GET',
      path: '/api/studio/{id}',
      auth: 'public',
      domain: 'studios',
      summary: 's',
      response: ok,
    }),
    invites: endpoint({
      method: 'GET',
      path: '/api/studio/invites',
      auth: 'user',
      domain: 'studios',
      summary: 's',
      response: ok,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/api/studio/invite/{studioId}/remove/{userId}',
      auth: 'user',
      domain: 'studios',
      summary: 's',
      response: ok,
    }),
    update: endpoint({
      method: 'PATCH',
      path: '/api/studio/{id}',
      auth: 'user',
      domain: 'studios',
      summary: 's',
      response: ok,
    }),
  },
});
const route = createRouter(routes);

describe('router', () => {
  it.each([
    ['GET', '/api/studio/invites', 'studio.invites', {}],
    ['GET', '/api/studio/abc', 'studio.byId', { id: 'abc' }],
    ['GET', '/api/studio/abc/', 'studio.byId', { id: 'abc' }],
    ['PATCH', '/api/studio/abc', 'studio.update', { id: 'abc' }],
    ['GET', '/api/studio/Krak%C3%B3w', 'studio.byId', { id: 'Kraków' }],
    ['DELETE', '/api/studio/invite/s1/remove/u2', 'studio.remove', { studioId: 's1', userId: 'u2' }],
  ])('%s %s → %s', (method, path, name, params) => {
    const match = route(method, path);
    expect(match).toMatchObject({ kind: 'matched', endpoint: { name }, params });
  });

  it('prefers a static segment over a parameter at the same place', () => {
    expect(route('GET', '/api/studio/invites')).toMatchObject({ endpoint: { name: 'studio.invites' } });
  });

  it('says which methods a known path allows', () => {
    expect(route('POST', '/api/studio/abc')).toEqual({ kind: 'methodNotAllowed', allowed: ['GET', 'PATCH'] });
  });

  it.each([['/api/nothing'], ['/api/studio/a/b'], ['/api/studio/%E0%A4%A']])('does not match %s', (path) => {
    expect(route('GET', path)).toEqual({ kind: 'notFound' });
  });
});
