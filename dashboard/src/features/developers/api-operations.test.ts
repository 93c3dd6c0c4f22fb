import { buildOpenApiDocument, contract, endpoints } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { apiOperationGroups, authOf } from './api-operations';

describe('the API reference read from the OpenAPI document', () => {
  const groups = apiOperationGroups(buildOpenApiDocument(contract));

  it('groups the operations by tag, in the order of the document’s tags', () => {
    expect(groups.map((group) => group.tag)).toEqual(Object.keys(contract));
  });

  it('lists every endpoint of the contract once', () => {
    const listed = groups.flatMap((group) => group.operations.map((op) => `${op.method} ${op.path}`));
    expect(listed.sort()).toEqual(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort());
  });

  it.each([
    ['POST', '/api/attendance', 'attendance', 'public'],
    ['GET', '/api/auth/me', 'auth', 'user'],
    ['POST', '/api/studio', 'studios', 'confirmed'],
    ['POST', '/api/lesson/bulk-create', 'lessons', 'platformAdmin'],
  ])('%s %s is in %s, for %s callers', (method, path, tag, auth) => {
    const operation = groups
      .find((group) => group.tag === tag)
      ?.operations.find((op) => op.method === method && op.path === path);
    expect(operation?.auth).toBe(auth);
    expect(operation?.summary).not.toBe('');
  });

  it.each([
    ['the contract’s level', { 'x-plie-auth': 'confirmed', security: [{ bearerAuth: [] }] }, 'confirmed'],
    ['an unknown level: from security', { 'x-plie-auth': 'root', security: [{ bearerAuth: [] }] }, 'user'],
    ['a token optional', { security: [{}, { bearerAuth: [] }] }, 'public'],
    ['a token required', { security: [{ bearerAuth: [] }] }, 'user'],
    ['no security at all', {}, 'public'],
  ])('reads who may call from %s', (_, operation, auth) => {
    expect(authOf(operation)).toBe(auth);
  });

  it('groups untagged operations by their first path segment and skips what is not an operation', () => {
    const document = {
      paths: {
        '/api/lesson-group/{id}': { get: { summary: 'A group' }, parameters: [] },
        '/api/style': { post: 'not an operation', get: { summary: 'Styles', tags: ['styles'] } },
        '/broken': null,
      },
    };
    expect(apiOperationGroups(document)).toEqual([
      {
        tag: 'lesson-group',
        operations: [{ method: 'GET', path: '/api/lesson-group/{id}', summary: 'A group', auth: 'public' }],
      },
      {
        tag: 'styles',
        operations: [{ method: 'GET', path: '/api/style', summary: 'Styles', auth: 'public' }],
      },
    ]);
  });

  it.each([null, 'text', [], { paths: 'none' }])('reads %j as no operations', (document) => {
    expect(apiOperationGroups(document)).toEqual([]);
  });
});
