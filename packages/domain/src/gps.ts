import type { Flag } from './flags.ts';

interface LatLng {
  latitude: number;
  longitude: number;
}

/** A position as stored: either coordinate may be missing. */
export interface MaybeLatLng {
  latitude?: number | null;
  longitude?: number | null;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Great-circle (haversine) distance in miles.
 * @internal gpsFlag's distance, tested against known distances.
 */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A usable position: both coordinates finite and in range, and not 0,0 (what devices send for "none").
 * @internal gpsFlag's check, tested on its own.
 */
export function hasPosition(position: MaybeLatLng | null | undefined): position is LatLng {
  if (!position) return false;
  const { latitude, longitude } = position;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return false;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return false;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return false;
  return !(latitude === 0 && longitude === 0);
}

/**
 * GPS flag of one punch. 0 when the check cannot or need not run (no job location, threshold not a
 * positive number); 1 when the punch has no position or lies farther than the threshold from the job.
 */
export function gpsFlag(
  punch: MaybeLatLng | null | undefined,
  job: MaybeLatLng | null | undefined,
  thresholdMiles: number | null | undefined,
): Flag {
  if (!hasPosition(job) || typeof thresholdMiles !== 'number' || !(thresholdMiles > 0)) return 0;
  if (!hasPosition(punch)) return 1;
  return distanceMiles(punch, job) > thresholdMiles ? 1 : 0;
}
