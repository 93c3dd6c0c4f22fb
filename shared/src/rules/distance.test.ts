import { describe, expect, it } from 'vitest';
import { distanceKm, EARTH_RADIUS_KM, roundedDistanceKm } from './distance';

const KRAKOW = { lat: 50.0614, lng: 19.9366 };
const WARSAW = { lat: 52.2297, lng: 21.0122 };
const LONDON = { lat: 51.5074, lng: -0.1278 };
const PARIS = { lat: 48.8566, lng: 2.3522 };
const HALF_CIRCUMFERENCE = Math.PI * EARTH_RADIUS_KM; // 20015.1 km

describe('distanceKm (haversine)', () => {
  it.each([
    ['the same point', KRAKOW, KRAKOW, 0],
    ['Kraków → Warsaw', KRAKOW, WARSAW, 252.5],
    ['Warsaw → Kraków (symmetric)', WARSAW, KRAKOW, 252.5],
    ['London → Paris (across the prime meridian)', LONDON, PARIS, 343.6],
    ['one degree of longitude on the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 111.2],
    ['one degree of latitude', { lat: 10, lng: 5 }, { lat: 11, lng: 5 }, 111.2],
    ['across the antimeridian', { lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 }, 111.2],
    ['pole to pole', { lat: 90, lng: 0 }, { lat: -90, lng: 0 }, HALF_CIRCUMFERENCE],
    ['antipodes on the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, HALF_CIRCUMFERENCE],
  ])('%s', (_, from, to, expected) => {
    expect(distanceKm(from, to)).toBeCloseTo(expected, 0);
  });
});

describe('roundedDistanceKm', () => {
  it.each([
    // 0.01° of longitude at Kraków's latitude is 0.714 km
    [KRAKOW, { lat: KRAKOW.lat, lng: KRAKOW.lng + 0.01 }, 0.7],
    [KRAKOW, KRAKOW, 0],
    [KRAKOW, WARSAW, 252.5],
    [LONDON, PARIS, 343.6],
  ])('%j → %j: %d km', (from, to, expected) => {
    expect(roundedDistanceKm(from, to)).toBe(expected);
  });
});
