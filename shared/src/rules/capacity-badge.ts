/**
 * Spec §4 "Capacity badge": green below 75 percent of room capacity, yellow at 75 percent or more,
 * red when full (§9 thresholds).
 */
import { CAPACITY_WARNING_RATIO } from './rule-constants';

export type CapacityBadge = 'green' | 'yellow' | 'red';

/** True when no place is left: attendees reach the capacity. A capacity of 0 is always full. */
export function isFull(attendees: number, capacity: number): boolean {
  return attendees >= capacity;
}

/** The occupancy colour of a lesson with `attendees` signed up in a room for `capacity` people. */
export function capacityBadge(attendees: number, capacity: number): CapacityBadge {
  if (isFull(attendees, capacity)) return 'red';
  return attendees >= capacity * CAPACITY_WARNING_RATIO ? 'yellow' : 'green';
}
