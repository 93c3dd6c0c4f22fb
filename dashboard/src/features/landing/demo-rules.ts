/**
 * The two spec §4 rules the demos show, on sample numbers.
 * TODO(lead): switch to `capacityBadge` / `isLateCancellation` from `@plie/shared` once its
 * index exports `rules` again; the thresholds already come from the shared constants.
 */
import { ATTENDANCE, CAPACITY } from '@plie/shared';

export type CapacityBadge = 'green' | 'yellow' | 'red';

/** Green below 75 % of the capacity, yellow from 75 %, red when full. */
export const capacityBadge = (attendees: number, capacity: number): CapacityBadge =>
  attendees >= capacity ? 'red' : attendees >= capacity * CAPACITY.yellowThreshold ? 'yellow' : 'green';

/** A cancellation under 12 hours before the start is shown in red. */
export const isLateCancellation = (hoursBeforeStart: number): boolean =>
  hoursBeforeStart < ATTENDANCE.lateCancellationHours;
