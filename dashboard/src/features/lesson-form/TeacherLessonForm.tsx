/**
 * The lesson form for a teacher's own schedule: in a room of a studio they teach at, or at an address
 * of their own (so the countries always load).
 */
import { useLingui } from '@lingui/react/macro';
import type { Lesson } from '@plie/shared';
import { useMemo } from 'react';
import { type RoomGroup, useRoomsOfStudios } from '../../api/queries/rooms';
import { onboardingPath } from '../onboarding/onboarding-steps';
import { CountriesFailure, FormSkeleton, LoadFailure } from './LessonFormLoadStates';
import { teachingStudiosOf, userPagePath } from './lesson-form-context';
import { type FormSourceProps, ReadyLessonForm } from './ReadyLessonForm';
import { useCountryOptions } from './useCountryOptions';

/** A teacher's own lesson: in a room of a studio they teach at, or at an address of their own. */
export function TeacherLessonForm({
  teacherId,
  user,
  query,
  lesson,
}: FormSourceProps & { teacherId: string }) {
  const { t } = useLingui();
  const own = teacherId === user.id;
  const studios = useMemo(
    () => (own ? teachingStudiosOf(user) : lesson?.room?.studio ? [lesson.room.studio] : []),
    [own, user, lesson],
  );
  const rooms = useRoomsOfStudios(studios);
  const countries = useCountryOptions(true);

  if (rooms.error)
    return (
      <LoadFailure title={t`Failed to fetch rooms`} error={rooms.error} onRetry={() => void rooms.mutate()} />
    );
  if (countries.error) return <CountriesFailure countries={countries} />;
  if (!countries.options || (studios.length > 0 && !rooms.data)) return <FormSkeleton />;

  const roomGroups = withLessonRoom(rooms.data ?? [], lesson);
  const anyRoom = roomGroups.some((group) => group.rooms.length > 0);
  const teacherName = own ? user.name : (lesson?.teacher?.name ?? '');
  const schedulePath = own ? userPagePath(user.username) : userPagePath(lesson?.teacher?.username ?? '');
  return (
    <ReadyLessonForm
      key={`${query.mode}-${lesson?.id ?? 'new'}-${teacherId}`}
      query={query}
      lesson={lesson}
      countries={countries}
      build={(initial) => ({
        initial:
          initial.placeKind === 'room' && !anyRoom
            ? { ...initial, placeKind: 'address', roomId: '' }
            : initial,
        studio: undefined,
        teacher: { kind: 'fixed', teacher: { id: teacherId, name: teacherName } },
        roomGroups,
        schedule: { href: schedulePath, whose: own ? 'own' : 'teacher' },
        cancelPath: query.fromOnboarding ? onboardingPath({ step: 4, role: 'teacher' }) : schedulePath,
        user,
      })}
    />
  );
}

/** A saved lesson's room stays choosable even if its studio is no longer one of the teacher's. */
const withLessonRoom = (groups: readonly RoomGroup[], lesson: Lesson | undefined): RoomGroup[] => {
  const room = lesson?.room;
  if (!room || groups.some((group) => group.rooms.some((candidate) => candidate.id === room.id))) {
    return [...groups];
  }
  const studio = room.studio ?? { id: `room-${room.id}`, name: room.name, studioName: '' };
  return [...groups, { studio, rooms: [{ id: room.id, name: room.name }] }];
};
