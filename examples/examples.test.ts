import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { ApiError, createClient } from '@plie/sdk';
import { endpoints, LessonInputSchema } from '@plie/shared';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationHandlers } from '../functions/src/domains/locations/handlers';
import { createDispatcher } from '../functions/src/http/dispatcher';
import { createApiServer } from '../functions/src/local/api-server';
import { findCities } from './sdk-node/find-cities';

describe('examples/bulk-import', () => {
  const rows: Record<string, unknown>[] = JSON.parse(
    readFileSync(new URL('./bulk-import/krakow-autumn-term.json', import.meta.url), 'utf8'),
  );

  it.each(rows.map((row, index) => [index, row] as const))(
    'row %i is a valid lesson once the chosen room and weekday are applied',
    (_, row) => {
      const result = v.safeParse(LessonInputSchema, { ...row, roomId: 'room-1', weekday: 1 });
      expect(result.issues?.map((issue) => issue.message) ?? []).toEqual([]);
    },
  );
});

describe('examples/sdk-node', () => {
  // The real API path (HTTP → event → dispatcher → handler) for the locations routes, which need no table.
  const server = createApiServer(createDispatcher({ endpoints, handlers: locationHandlers }));
  let client: ReturnType<typeof createClient>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    client = createClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('finds Kraków first for a Polish dancer typing "Kra"', async () => {
    const cities = await findCities(client, 'Kra', 'pl');
    expect(cities[0]).toBe('Kraków, Poland');
    expect(cities).toHaveLength(5);
  });

  it('surfaces API errors as ApiError', async () => {
    await expect(findCities(client, 'K')).rejects.toBeInstanceOf(ApiError);
  });
});
