import { endpoints } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { createTestApi } from '../../../test/api';

const api = createTestApi();

describe('GET /api/openapi.json', () => {
  it('serves an OpenAPI 3.1 document with every contract endpoint', async () => {
    const { status, headers, body } = await api({ path: '/api/openapi.json' });
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('application/json');
    expect(body.openapi).toMatch(/^3\.1\./);
    for (const endpoint of endpoints) {
      const operation = body.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.name);
    }
  });
});
