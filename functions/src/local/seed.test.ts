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
  }, 90_000);

  it('signs Marta up for next week’s classes and gives her a history; the lessons count their sign-ups', async () => {
    await seedDemoData();
    const marta = demoLogins().find((login) => login.who === 'dancer')!;
    const token = (
      await api({
        method: 'POST',
        path: '/api/auth/login',
        body: { email: marta.email, password: marta.password },
      })
    ).body.access_token as string;
    const headers = { authorization: `Bearer ${token}` };
    const today = new Date().toISOString().slice(0, 10);
    const upcoming = await api({ path: '/api/attendance/user', query: { dateFrom: today }, headers });
    expect(upcoming.body.length).toBeGreaterThanOrEqual(2);
    expect(upcoming.body[0].lesson.attendeeCount).toBeGreaterThan(0);
    const history = await api({ path: '/api/attendance/user', query: { dateTo: today }, headers });
    expect(history.body).toEqual([expect.objectContaining({ attended: true, isDeleted: false })]);
  });

  it('gives Rytm Dance Studio a course of two lessons with two members', async () => {
    await seedDemoData();
    const studio = (await api({ path: '/api/studio/studioName/rytm_krakow' })).body as { id: string };
    const groups = (await api({ path: `/api/lesson-group/studio/${studio.id}` })).body;
    expect(groups).toEqual([expect.objectContaining({ memberCount: 2 })]);
    expect(groups[0].lessonIds).toHaveLength(2);
  });
});

describe('the demo studios', () => {
  const search = (body: Record<string, unknown>) => api({ method: 'POST', path: '/api/studio/search', body });
  const login = async (email: string) =>
    (
      await api({
        method: 'POST',
        path: '/api/auth/login',
        body: { email, password: demoLogins()[0]!.password },
      })
    ).body.access_token as string;

  it('are public in six cities, with rooms and teachers; the hidden and the unverified one are not', async () => {
    await seedDemoData();
    const cities = [
      ['PL', 'Kraków'],
      ['PL', 'Warsaw'],
      ['PL', 'Wrocław'],
      ['UA', 'Kyiv'],
      ['UA', 'Lviv'],
      ['DE', 'Berlin'],
    ];
    for (const [country, city] of cities) {
      const found = await search({ country, city });
      expect(found.body.items.length, city).toBeGreaterThan(0);
    }
    const slugs = (await search({ limit: 100 })).body.items.map(
      (studio: { studioName: string }) => studio.studioName,
    );
    expect(slugs).toContain('rytm_krakow');
    expect(slugs).not.toContain('kizomba_corner');
    expect(slugs).not.toContain('studio_lato');

    const rytm = await api({ path: '/api/studio/studioName/rytm_krakow' });
    expect(rytm.body.rooms.map((room: { name: string }) => room.name).sort()).toEqual([
      'Sala Duża',
      'Sala Mała',
    ]);
    const team = await api({ path: `/api/studio/${rytm.body.id}/teachers` });
    expect(team.body.length).toBeGreaterThanOrEqual(2);
  });

  it('give the demo owner his studio and the demo teacher a pending invite', async () => {
    const piotr = await login('piotr@plie.local');
    const mine = await api({
      method: 'POST',
      path: '/api/studio/search',
      body: { withAdminRights: true },
      headers: { authorization: `Bearer ${piotr}` },
    });
    expect(mine.body.items.map((studio: { studioName: string }) => studio.studioName)).toEqual([
      'rytm_krakow',
    ]);
    const iryna = await login('iryna@plie.local');
    const invites = await api({
      path: '/api/studio/invites/mine',
      headers: { authorization: `Bearer ${iryna}` },
    });
    expect(invites.body).toEqual([expect.objectContaining({ status: 'awaitingUser' })]);
  });
});

describe('the demo lessons', () => {
  it('fill a week in each public studio’s city, with teachers’ outdoor classes; the teacher filters find them', async () => {
    await seedDemoData();
    for (const [country, city] of [
      ['PL', 'Kraków'],
      ['PL', 'Warsaw'],
      ['UA', 'Kyiv'],
      ['DE', 'Berlin'],
    ]) {
      const lessons = await api({
        method: 'POST',
        path: '/api/lesson/search',
        body: { country, city, limit: 100 },
      });
      expect(lessons.body.items.length, city).toBeGreaterThan(8);
    }
    const park = await api({
      method: 'POST',
      path: '/api/lesson/search',
      body: { country: 'PL', city: 'Kraków', teachersOnly: true },
    });
    expect(
      park.body.items.map(
        (lesson: { customAddress?: { fullAddress: string } }) => lesson.customAddress?.fullAddress,
      ),
    ).toEqual([expect.stringContaining('Park Jordana')]);
    const kids = await api({
      method: 'POST',
      path: '/api/lesson/search',
      body: { country: 'PL', city: 'Kraków', forAge: 8 },
    });
    expect(kids.body.items.some((lesson: { ageMax: number }) => lesson.ageMax === 12)).toBe(true);
    const teachers = await api({
      method: 'POST',
      path: '/api/user/search',
      body: { styles: ['salsa'], country: 'PL', city: 'Kraków' },
    });
    expect(teachers.body.items.length).toBeGreaterThan(0);
  });
});
