/** The reads of `rooms`: a studio's rooms (room form, lesson form, bulk import), and several studios' at once. */
import type { Room, StudioSummary } from '@plie/shared';
import useSWR from 'swr';
import { apiClient } from '../client';
import { freshAnswersOnly } from './answers';
import { queryKeys } from './query-keys';

/** `GET /api/room/{studioId}`: a studio's rooms; `null` asks nothing. */
export const useStudioRooms = (studioId: string | null) =>
  useSWR<Room[]>(
    studioId ? queryKeys.studioRooms(studioId) : null,
    ([, id]: readonly [string, string]) => apiClient.rooms.listForStudio({ params: { studioId: id } }),
    freshAnswersOnly,
  );

/** A studio's rooms, under the studio's name in the room select. */
export interface RoomGroup {
  studio: Pick<StudioSummary, 'id' | 'name' | 'studioName'>;
  /** Only what the select shows of each room. */
  rooms: Pick<Room, 'id' | 'name'>[];
}

/** The rooms of every studio a teacher is on the team of, one request per studio. */
export const useRoomsOfStudios = (studios: readonly RoomGroup['studio'][]) =>
  useSWR<RoomGroup[]>(
    studios.length > 0 ? queryKeys.roomsOfStudios(studios.map((studio) => studio.id)) : null,
    () =>
      Promise.all(
        studios.map(async (studio) => ({
          studio,
          rooms: await apiClient.rooms.listForStudio({ params: { studioId: studio.id } }),
        })),
      ),
    freshAnswersOnly,
  );
