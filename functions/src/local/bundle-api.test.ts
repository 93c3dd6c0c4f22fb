/** API Gateway's routing and throttling as the bundle runtime models them from the template. */
import { describe, expect, it } from 'vitest';
import { createRouteMatcher, createThrottle } from './bundle-api';

describe('route matching', () => {
  const match = createRouteMatcher([
    { method: 'GET', path: '/api/lesson/{id}', functionLogicalId: 'Lessons' },
    { method: 'POST', path: '/api/lesson/search', functionLogicalId: 'Lessons' },
    { method: 'GET', path: '/api/city/countries', functionLogicalId: 'Locations' },
    { method: 'GET', path: '/api/city/{country}', functionLogicalId: 'Locations' },
  ]);

  it('prefers literal segments, and gives path parameters decoded', () => {
    expect(match('GET', '/api/city/countries')?.route.path).toBe('/api/city/countries');
    expect(match('GET', '/api/city/PL')?.pathParameters).toEqual({ country: 'PL' });
    expect(match('GET', '/api/lesson/a%20b')?.pathParameters).toEqual({ id: 'a b' });
  });

  it('matches by method as API Gateway does: a GET of a POST route is another route or none', () => {
    expect(match('GET', '/api/lesson/search')?.route).toMatchObject({
      method: 'GET',
      path: '/api/lesson/{id}',
    });
    expect(match('DELETE', '/api/lesson/x')).toBeUndefined();
    expect(match('GET', '/api/nothing/here')).toBeUndefined();
  });
});

describe('stage throttling', () => {
  const throttles = {
    default: { rate: 100, burst: 200 },
    routes: { 'POST /api/auth/signup': { rate: 5, burst: 10 } },
  };

  it('lets a route’s burst through at once, then refuses until its rate refills the bucket', () => {
    let time = 0;
    const admit = createThrottle(throttles, 1, () => time);
    const burst = Array.from({ length: 12 }, () => admit('POST /api/auth/signup'));
    expect(burst.filter(Boolean)).toHaveLength(10);
    time += 200; // 5 a second: one token back after 200 ms
    expect(admit('POST /api/auth/signup')).toBe(true);
    expect(admit('POST /api/auth/signup')).toBe(false);
  });

  it('gives every other route its own bucket of the stage default', () => {
    const time = 0;
    const admit = createThrottle(throttles, 1, () => time);
    for (let request = 0; request < 12; request += 1) admit('POST /api/auth/signup');
    expect(Array.from({ length: 200 }, () => admit('GET /api/style')).every(Boolean)).toBe(true);
    expect(admit('GET /api/style')).toBe(false);
    expect(admit('GET /api/city/countries')).toBe(true);
  });

  it('scales rates and bursts when a test asks for more', () => {
    const admit = createThrottle(throttles, 10, () => 0);
    expect(Array.from({ length: 100 }, () => admit('POST /api/auth/signup')).every(Boolean)).toBe(true);
    expect(admit('POST /api/auth/signup')).toBe(false);
  });
});
