import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../../../test/api';
import { seedCatalogue } from '../../local/seed';
import { STYLE_CATALOGUE } from './catalogue';

const api = createTestApi();

describe('GET /api/style', () => {
  it('is empty before the catalogue is seeded', async () => {
    expect(await api({ path: '/api/style' })).toMatchObject({ status: 200, body: [] });
  });

  describe('after seeding', () => {
    beforeAll(async () => {
      await seedCatalogue();
      await seedCatalogue(); // idempotent
    });

    it('lists every style once, sorted by name', async () => {
      const { status, body } = await api({ path: '/api/style' });
      expect(status).toBe(200);
      expect(body).toHaveLength(STYLE_CATALOGUE.length);
      const names = body.map((style: { name: string }) => style.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      for (const name of ['Salsa', 'Bachata', 'Kizomba', 'West Coast Swing', 'Lindy Hop', 'Heels', 'K-Pop']) {
        expect(names).toContain(name);
      }
    });
  });
});
