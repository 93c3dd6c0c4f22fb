import { ROUTES } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { createWidgetClient, WIDGET_ROUTES } from './widget-client';

describe('the widgets’ API client', () => {
  it('routes each of its operations exactly as the contract does', () => {
    for (const [group, operations] of Object.entries(WIDGET_ROUTES)) {
      for (const [operation, route] of Object.entries(operations)) {
        expect(route, `${group}.${operation}`).toEqual(
          (ROUTES as unknown as Record<string, Record<string, unknown>>)[group]?.[operation],
        );
      }
    }
  });

  it('has the operations the widgets call and no others', async () => {
    const requests: string[] = [];
    const client = createWidgetClient({
      baseUrl: 'http://api.test',
      fetch: (async (url: RequestInfo | URL, init?: RequestInit) => {
        requests.push(`${init?.method} ${String(url)}`);
        return Response.json({});
      }) as typeof fetch,
    });
    await client.lessons.get({ params: { id: 'lesson 1' } });
    await client.groups.join({
      body: { groupId: 'g1', name: 'Ola Nowak', email: 'ola@example.com', joinStarting: '2026-03-02' },
    });
    expect(requests).toEqual([
      'GET http://api.test/api/lesson/lesson%201',
      'POST http://api.test/api/lesson-group/user',
    ]);
    expect(Object.keys(client).sort()).toEqual(['attendance', 'auth', 'groups', 'lessons', 'studios']);
    expect(Object.keys(client.lessons).sort()).toEqual(['get', 'search']);
    expect('uploadAvatar' in client).toBe(false);
  });
});
