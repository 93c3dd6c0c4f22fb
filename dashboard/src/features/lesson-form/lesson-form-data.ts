/**
 * What the lesson form reads from the API: the lesson to change or copy, the studio, its rooms and
 * team, the rooms of a teacher's studios, and the countries of a custom address.
 */
import type { Country, Lesson, Room, Studio, StudioMember, StudioSummary } from '@plie/shared';
import useSWR from 'swr';
import { apiClient } from '../../api/client';
import { studioRoomsKey } from '../../api/queries/rooms';
import { isFinalAnswer } from '../rooms/studio-access';

/** A refusal or a 404 is an answer: asking again won't change it. */
const noRetryOnFinalAnswers = {
  keepPreviousData: false,
  shouldRetryOnError: (failure: unknown) => !isFinalAnswer(failure),
};

/** The SWR key of a lesson as one user sees it. */
export const lessonKey = (lessonId: string, userId: string) => ['lessons.get', lessonId, userId] as const;

export const useLesson = (lessonId: string | undefined, userId: string | undefined) =>
  useSWR<Lesson>(
    lessonId && userId ? lessonKey(lessonId, userId) : null,
    ([, id]: readonly [string, string, string]) => apiClient.lessons.get({ params: { id } }),
    noRetryOnFinalAnswers,
  );

/** The studio as the user sees it (`isAdmin` says whether they administer it); the room form's key. */
export const useStudio = (studioId: string | undefined, userId: string | undefined) =>
  useSWR<Studio>(
    studioId && userId ? ['studios.get', studioId, userId] : null,
    ([, id]: readonly [string, string, string]) => apiClient.studios.get({ params: { id } }),
    noRetryOnFinalAnswers,
  );

export const useStudioRooms = (studioId: string) =>
  useSWR<Room[]>(
    studioRoomsKey(studioId),
    () => apiClient.rooms.listForStudio({ params: { studioId } }),
    noRetryOnFinalAnswers,
  );

/** The studio's team (its admins see every member); `null` skips it (a teacher adding their own lesson). */
export const useStudioTeam = (studioId: string | null, userId: string) =>
  useSWR<StudioMember[]>(
    studioId ? ['studios.listTeachers', studioId, userId] : null,
    ([, id]: readonly [string, string, string]) => apiClient.studios.listTeachers({ params: { id } }),
    noRetryOnFinalAnswers,
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
    studios.length > 0 ? ['lessonForm.roomsOfStudios', ...studios.map((studio) => studio.id)] : null,
    () =>
      Promise.all(
        studios.map(async (studio) => ({
          studio,
          rooms: await apiClient.rooms.listForStudio({ params: { studioId: studio.id } }),
        })),
      ),
    noRetryOnFinalAnswers,
  );

/** The country list of the address fields (the room form's key); `false` skips it. */
export const useCountries = (needed: boolean) =>
  useSWR<Country[]>(
    needed ? 'locations.listCountries' : null,
    () => apiClient.locations.listCountries(),
    noRetryOnFinalAnswers,
  );
