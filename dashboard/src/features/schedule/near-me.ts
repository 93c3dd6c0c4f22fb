/**
 * "Near me" on /schedule (issue #17 item 1): only when the visitor presses the button, the browser's
 * geolocation is asked once; the point (rounded to 4 decimals, ~10 m) names the nearest city
 * (`GET /api/city/locate`), whose lessons the schedule then shows nearest first with their distance.
 * The point is kept in the page, not in the address: a shared link never carries where someone is.
 */
import type { ChosenCity } from './default-city';

/** The visitor's point and the city nearest to it. */
export interface NearPlace extends ChosenCity {
  lat: number;
  lng: number;
}

/** Why "Near me" found nothing: refused, no position (or too slow), no geolocation, or the API failed. */
export type NearMeProblem = 'denied' | 'unavailable' | 'unsupported' | 'failed';

export class NearMeError extends Error {
  constructor(readonly problem: NearMeProblem) {
    super(`near me: ${problem}`);
  }
}

/** How long the browser may take to find the position. */
const POSITION_TIMEOUT_MS = 15_000;
/** A position up to five minutes old is good enough for "near". */
const POSITION_MAX_AGE_MS = 5 * 60_000;

const rounded = (degrees: number) => Math.round(degrees * 10_000) / 10_000;

/** The browser's position, as a promise; its errors as `NearMeError`s. */
const currentPosition = (geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined) =>
  new Promise<{ lat: number; lng: number }>((resolve, reject) => {
    if (!geolocation) {
      reject(new NearMeError('unsupported'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) =>
        resolve({ lat: rounded(position.coords.latitude), lng: rounded(position.coords.longitude) }),
      // 1 = PERMISSION_DENIED; 2 = POSITION_UNAVAILABLE, 3 = TIMEOUT.
      (error) => reject(new NearMeError(error.code === 1 ? 'denied' : 'unavailable')),
      { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: POSITION_MAX_AGE_MS },
    );
  });

/** Where the visitor is and the city nearest to it; rejects with a `NearMeError`. */
export const locateVisitor = async (
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined,
  nearestCity: (point: { lat: number; lng: number }) => Promise<{ city: string; countryCode: string }>,
): Promise<NearPlace> => {
  const point = await currentPosition(geolocation);
  try {
    const found = await nearestCity(point);
    return { ...point, country: found.countryCode, city: found.city };
  } catch {
    throw new NearMeError('failed');
  }
};

/** The point to search around, when "Near me" found the city the schedule now shows. */
export const pointFor = (near: NearPlace | null, place: Partial<ChosenCity>) =>
  near && near.country === place.country && near.city === place.city
    ? { lat: near.lat, lng: near.lng }
    : undefined;
