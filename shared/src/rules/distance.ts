/**
 * How far apart two places are (spec §3: a Room's and a search result's `distance` from the
 * searched lat/lng): the great-circle (haversine) distance on a sphere of the Earth's mean radius.
 */

/** A point on the globe, in degrees. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** The Earth's mean radius (IUGG), in kilometres. */
export const EARTH_RADIUS_KM = 6371;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export const distanceKm = (from: GeoPoint, to: GeoPoint): number => {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, …): rounding can push `a` a hair over 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
};

/** The distance as results show it: kilometres rounded to one decimal (0.1 km). */
export const roundedDistanceKm = (from: GeoPoint, to: GeoPoint): number =>
  Math.round(distanceKm(from, to) * 10) / 10;
