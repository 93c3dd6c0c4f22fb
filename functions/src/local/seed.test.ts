import { describe, expect, it } from 'vitest';
import { createTestApi } from '../../test/api';
import { demoLogins, seedDemoData } from './seed';

const api = createTestApi();

describe('the demo data', () => {
  it('seeds once, and every printed demo login works with a confirmed e-mail', async () => {
    expect((await seedDemoData()).seeded).toBe(true);
    expect((await seedDemoData()).seeded).toBe(false);
    expect((await api({ path: '/api/style' })).body.length).toBeGreaterThan(20);
    for (const login of demoLogins()) {
      const response = await api({
        method: 'POST',
        path: '/api/auth/login',
        body: { email: login.email, password: login.password },
      });
      expect(response.status, login.who).toBe(200);
      const me = await api({
        path: '/api/auth/me',
        headers: { authorization: `Bearer ${response.body.access_token}` },
      });
      expect(me.body.isEmailConfirmed).toBe(true);
    }
  });
});
