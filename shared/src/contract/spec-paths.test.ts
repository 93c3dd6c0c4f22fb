/**
 * Every call of spec §7, written as the spec writes it, must be in the contract under `/api`;
 * the contract must be unambiguous and documented.
 */
import { describe, expect, it } from 'vitest';
import { contract, DOMAINS, endpoints, pathParamNames } from './index';

/** Spec §7, literally (`{endpoint}/avatar/{id}` expanded to its two uses: studio and room). */
const SPEC_CALLS = [
  // Authentication and user
  ['POST', 'auth/signup'],
  ['GET', 'auth/google'],
  ['POST', 'auth/checkUsername'],
  ['POST', 'auth/changePassword'],
  ['GET', 'auth/confirm'],
  ['PATCH', 'user/{id}'],
  ['GET', 'user/username/{username}'],
  ['DELETE', 'user/{id}'],
  ['POST', 'user/by-email'],
  ['POST', 'user/avatar'],
  ['POST', 'user/search'],
  // Studio
  ['POST', 'studio'],
  ['GET', 'studio/{id}'],
  ['GET', 'studio/studioName/{studioName}'],
  ['PATCH', 'studio/{id}'],
  ['DELETE', 'studio/{id}'],
  ['GET', 'studio/verify/{id}'],
  ['POST', 'studio/checkStudioName'],
  ['POST', 'studio/search'],
  ['POST', 'studio/avatar/{id}'],
  ['POST', 'room/avatar/{id}'],
  ['POST', 'studio/banner/{id}'],
  ['GET', 'style/studio/{id}'],
  ['GET', 'studio/{id}/teachers'],
  ['GET', 'studio/invites'],
  ['POST', 'studio/{id}/invite-teacher'],
  ['PATCH', 'studio/updateAdmin'],
  ['DELETE', 'studio/invite/{studioId}/remove/{userId}'],
  ['POST', 'studio/invite/accept'],
  ['POST', 'studio/invite/reject'],
  // Rooms
  ['GET', 'room/{studioId}'],
  ['POST', 'room'],
  ['PATCH', 'room/{id}'],
  ['DELETE', 'room/{id}'],
  // Lessons
  ['GET', 'lesson/{id}'],
  ['POST', 'lesson'],
  ['PATCH', 'lesson/{id}'],
  ['DELETE', 'lesson/{id}'],
  ['POST', 'lesson/checkAvailability'],
  ['POST', 'lesson/bulk-create'],
  // Attendance
  ['POST', 'attendance'],
  ['GET', 'attendance/lesson/{lessonId}'],
  ['PATCH', 'attendance/{id}'],
  ['GET', 'attendance/user'],
  ['DELETE', 'attendance/{id}'],
  ['DELETE', 'attendance/cancel/{token}'],
  // Groups
  ['GET', 'lesson-group/{id}/user'],
  ['POST', 'lesson-group/user'],
  ['PATCH', 'lesson-group/{groupId}/user'],
  ['DELETE', 'lesson-group/{id}/user/{userId}'],
  ['DELETE', 'lesson-group/{id}/user/leave'],
  ['DELETE', 'lesson-group/user/leave/{token}'],
  // Locations and others
  ['GET', 'city/countries'],
  ['GET', 'city/{country}'],
  ['GET', 'city/locate'],
] as const;

/** Calls the spec leaves unnamed, named in the same style (ARCHITECTURE §2). */
const NAMED_BY_US = [
  ['POST', 'auth/login'],
  ['GET', 'auth/me'],
  ['POST', 'auth/resend-confirmation'],
  ['GET', 'auth/google/callback'],
  ['GET', '.well-known/jwks.json'],
  ['PATCH', 'studio/{id}/visibility'],
  ['GET', 'studio/invites/mine'],
  ['POST', 'lesson/search'],
  ['POST', 'lesson-group'],
  ['GET', 'lesson-group/{id}'],
  ['DELETE', 'lesson-group/{id}'],
  ['GET', 'lesson-group/studio/{studioId}'],
  ['GET', 'lesson-group/teacher/{teacherId}'],
  ['GET', 'lesson-group/user/mine'],
  ['GET', 'style'],
  ['GET', 'openapi.json'],
] as const;

/** Query parameters the spec names. */
const SPEC_QUERIES = [
  ['GET', 'auth/confirm', ['token']],
  ['GET', 'studio/verify/{id}', ['isVerified']],
  ['GET', 'studio/invites', ['studioId']],
  ['GET', 'attendance/lesson/{lessonId}', ['date']],
  ['GET', 'attendance/user', ['dateFrom', 'dateTo']],
  ['GET', 'city/locate', ['lat', 'lng']],
] as const;

const normalise = (path: string): string => path.replace(/\{[^}]+\}/g, '{}');
const routeKey = (method: string, path: string): string => `${method} ${normalise(path)}`;
const find = (method: string, specPath: string) =>
  endpoints.find(
    (endpoint) => routeKey(endpoint.method, endpoint.path) === routeKey(method, `/api/${specPath}`),
  );

describe('the contract covers spec §7', () => {
  it.each(SPEC_CALLS)('%s %s', (method, path) => {
    expect(find(method, path), `${method} /api/${path} is missing`).toBeDefined();
  });

  it.each(NAMED_BY_US)('names the unnamed call %s %s', (method, path) => {
    expect(find(method, path)).toBeDefined();
  });

  it.each(SPEC_QUERIES)('%s %s reads the query %j', (method, path, names) => {
    const endpoint = find(method, path);
    const entries = (endpoint?.query as { entries?: Record<string, unknown> } | undefined)?.entries;
    expect(Object.keys(entries ?? {})).toEqual(expect.arrayContaining([...names]));
  });
});

describe('the contract is well formed', () => {
  it('has no two endpoints with the same method and path', () => {
    const keys = endpoints.map((endpoint) => routeKey(endpoint.method, endpoint.path));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('resolves every overlap of two paths by the first segment where one is static and the other a parameter', () => {
    const segments = (path: string) => path.split('/').filter(Boolean);
    const isParam = (segment: string) => segment.startsWith('{');
    for (const a of endpoints) {
      for (const b of endpoints) {
        if (a === b || a.method !== b.method) continue;
        const [sa, sb] = [segments(a.path), segments(b.path)];
        if (sa.length !== sb.length) continue;
        const overlap = sa.every(
          (segment, index) => isParam(segment) || isParam(sb[index]!) || segment === sb[index],
        );
        if (!overlap) continue;
        const decider = sa.findIndex((segment, index) => isParam(segment) !== isParam(sb[index]!));
        expect(decider, `${a.method} ${a.path} vs ${b.path}`).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it.each(endpoints.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s is complete',
    (_, endpoint) => {
      expect(endpoint.path.startsWith('/api/')).toBe(true);
      expect(endpoint.summary.trim().length).toBeGreaterThan(10);
      expect(DOMAINS).toContain(endpoint.domain);
      expect(['public', 'user', 'confirmed', 'platformAdmin']).toContain(endpoint.auth);
      expect(new Set(pathParamNames(endpoint.path)).size).toBe(pathParamNames(endpoint.path).length);
      if (endpoint.method === 'GET' || endpoint.method === 'DELETE') expect(endpoint.body).toBeUndefined();
      if (endpoint.upload) expect(endpoint.body).toBeUndefined();
    },
  );

  it.each([
    ['studios.create', 'confirmed'],
    ['lessons.create', 'confirmed'],
    ['groups.create', 'confirmed'],
    ['studios.verify', 'platformAdmin'],
    ['lessons.bulkCreate', 'platformAdmin'],
    ['auth.me', 'user'],
    ['attendance.create', 'public'],
    ['groups.join', 'public'],
  ])('%s needs %s', (name, auth) => {
    expect(endpoints.find((endpoint) => endpoint.name === name)?.auth).toBe(auth);
  });

  it.each([
    [contract.users.uploadAvatar, 'avatar', 800_000],
    [contract.studios.uploadAvatar, 'avatar', 800_000],
    [contract.rooms.uploadPhoto, 'avatar', 800_000],
    [contract.studios.uploadBanner, 'banner', 8_000_000],
  ])('upload %# takes field %s up to %i bytes', (endpoint, field, maxBytes) => {
    expect(endpoint.upload).toMatchObject({ field, maxBytes });
  });

  it('marks the Google sign-in endpoints as redirects', () => {
    expect(contract.auth.google.redirect).toBe(true);
    expect(contract.auth.googleCallback.redirect).toBe(true);
  });
});
