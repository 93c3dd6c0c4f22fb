import { describe, expect, it } from 'vitest';
import { locateVisitor, NearMeError, pointFor } from './near-me';

const KRAKOW = { city: 'Kraków', countryCode: 'PL' };

/** A geolocation that answers at once with a position or an error code. */
const geolocationThat = (answer: { lat: number; lng: number } | { code: number }) => ({
  getCurrentPosition: (found: PositionCallback, failed?: PositionErrorCallback | null) => {
    if ('code' in answer) failed?.({ code: answer.code } as GeolocationPositionError);
    else found({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
  },
});

const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'none',
    (error: unknown) => (error instanceof NearMeError ? error.problem : 'other'),
  );

describe('locateVisitor', () => {
  it('finds the nearest city of the position, rounded to about 10 m', async () => {
    const asked: unknown[] = [];
    const place = await locateVisitor(
      geolocationThat({ lat: 50.061_749, lng: 19.937_312 }),
      async (point) => {
        asked.push(point);
        return KRAKOW;
      },
    );
    expect(place).toEqual({ lat: 50.0617, lng: 19.9373, country: 'PL', city: 'Kraków' });
    expect(asked).toEqual([{ lat: 50.0617, lng: 19.9373 }]);
  });

  it.each([
    ['denied', { code: 1 }],
    ['unavailable', { code: 2 }],
    ['unavailable', { code: 3 }],
  ] as const)('says %s when the browser answers error %o, asking the API nothing', async (problem, error) => {
    let asked = false;
    const found = locateVisitor(geolocationThat(error), async () => {
      asked = true;
      return KRAKOW;
    });
    expect(await problemOf(found)).toBe(problem);
    expect(asked).toBe(false);
  });

  it('says unsupported without geolocation, and failed when the API does not answer', async () => {
    expect(await problemOf(locateVisitor(undefined, async () => KRAKOW))).toBe('unsupported');
    const offline = locateVisitor(geolocationThat({ lat: 50, lng: 20 }), () =>
      Promise.reject(new Error('x')),
    );
    expect(await problemOf(offline)).toBe('failed');
  });
});

describe('pointFor', () => {
  const near = { lat: 50.06, lng: 19.94, country: 'PL', city: 'Kraków' };
  it('searches around the point while the schedule shows the city it found', () => {
    expect(pointFor(near, { country: 'PL', city: 'Kraków' })).toEqual({ lat: 50.06, lng: 19.94 });
  });
  it('drops the point once another city is chosen, or before any was found', () => {
    expect(pointFor(near, { country: 'PL', city: 'Warsaw' })).toBeUndefined();
    expect(pointFor(null, { country: 'PL', city: 'Kraków' })).toBeUndefined();
  });
});
