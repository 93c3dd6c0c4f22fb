/** A studio room form (spec §5): studio, name and capacity are required. */
import * as v from 'valibot';
import { CAPACITY } from '../constants';
import { MESSAGES } from './messages';
import { visibleNameSchema } from './name';
import { invalid, type ValidationResult, valid } from './result';

export interface RoomRequiredFields {
  studioId?: string | null | undefined;
  name?: string | null | undefined;
  capacity?: number | null | undefined;
}

export const isRoomCapacity = (capacity: number): boolean =>
  Number.isInteger(capacity) && capacity >= 1 && capacity <= CAPACITY.maxRoom;

export const validateRoomForm = <T extends RoomRequiredFields>(room: T): ValidationResult<T> => {
  if (!room.studioId) return invalid(MESSAGES.roomRequiredFields, 'studioId');
  if (!room.name?.trim()) return invalid(MESSAGES.roomNameRequired, 'name');
  if (typeof room.capacity !== 'number' || !isRoomCapacity(room.capacity)) {
    return invalid(MESSAGES.roomCapacityRequired, 'capacity');
  }
  return valid(room);
};

export const RoomNameSchema = visibleNameSchema(MESSAGES.roomNameRequired);

/** Maximum number of people in the room. */
export const RoomCapacitySchema = v.pipe(
  v.number(MESSAGES.roomCapacityRequired),
  v.integer(MESSAGES.roomCapacityRequired),
  v.minValue(1, MESSAGES.roomCapacityRequired),
  v.maxValue(CAPACITY.maxRoom, MESSAGES.roomCapacityRequired),
);
