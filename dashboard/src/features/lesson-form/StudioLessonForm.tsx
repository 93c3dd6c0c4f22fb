/**
 * The lesson form for a studio's schedule: it waits for the studio's rooms, its team (for the admins
 * to choose from; a team teacher is the teacher) and, for a lesson kept at a custom address, the
 * countries. A studio without rooms is told to add one first.
 */
import { useLingui } from '@lingui/react/macro';
import type { Lesson, Studio, StudioMember } from '@plie/shared';
import { useStudioRooms } from '../../api/queries/rooms';
import { useStudioTeam } from '../../api/queries/studios';
import { onboardingPath } from '../onboarding/onboarding-steps';
import { studioPagePath } from '../studios/studio-paths';
import { CountriesFailure, FormSkeleton, LoadFailure } from './LessonFormLoadStates';
import { NoRoomsWarning } from './LessonFormNotices';
import type { StudioRole } from './lesson-form-context';
import { type FormSourceProps, ReadyLessonForm } from './ReadyLessonForm';
import type { TeamTeacher } from './TeacherAndPlaceFields';
import { useCountryOptions } from './useCountryOptions';

/** A studio's lesson: its rooms, and its team for the admins to choose from (a team teacher is the teacher). */
export function StudioLessonForm({
  studio,
  role,
  user,
  query,
  lesson,
}: FormSourceProps & { studio: Studio; role: StudioRole }) {
  const { t } = useLingui();
  const rooms = useStudioRooms(studio.id);
  const team = useStudioTeam(role === 'admin' ? studio.id : null);
  // A studio's lesson kept at a custom address keeps its address fields.
  const atAddress = Boolean(lesson?.customAddress && !lesson.roomId && query.mode !== 'add');
  const countries = useCountryOptions(atAddress);

  if (rooms.error)
    return (
      <LoadFailure title={t`Failed to fetch rooms`} error={rooms.error} onRetry={() => void rooms.mutate()} />
    );
  if (team.error)
    return (
      <LoadFailure
        title={t`Failed to fetch teachers`}
        error={team.error}
        onRetry={() => void team.mutate()}
      />
    );
  if (countries.error) return <CountriesFailure countries={countries} />;
  if (!rooms.data || (role === 'admin' && !team.data) || (atAddress && !countries.options))
    return <FormSkeleton />;
  if (rooms.data.length === 0 && !atAddress) return <NoRoomsWarning studio={studio} />;

  const teamTeachers = teamTeachersOf(team.data ?? [], lesson);
  return (
    <ReadyLessonForm
      key={`${query.mode}-${lesson?.id ?? 'new'}-${studio.id}`}
      query={query}
      lesson={lesson}
      countries={countries}
      build={(initial) => ({
        initial: {
          ...initial,
          teacherKind:
            initial.teacherKind === 'team' && teamTeachers.length === 0 ? 'named' : initial.teacherKind,
          teacherId: teamTeachers.some((teacher) => teacher.id === initial.teacherId)
            ? initial.teacherId
            : '',
        },
        studio,
        teacher:
          role === 'admin'
            ? { kind: 'choose', team: teamTeachers }
            : { kind: 'fixed', teacher: { id: user.id, name: user.name } },
        roomGroups: [{ studio, rooms: rooms.data ?? [] }],
        schedule: { href: studioPagePath(studio.studioName), whose: 'studio' },
        cancelPath: query.fromOnboarding
          ? onboardingPath({ step: 4, role: 'studioOwner' })
          : studioPagePath(studio.studioName),
        user,
      })}
    />
  );
}

/** The registered teachers of the team, plus a saved lesson's own teacher should they have left it. */
const teamTeachersOf = (members: readonly StudioMember[], lesson: Lesson | undefined): TeamTeacher[] => {
  const teachers = members
    .filter((member) => member.user.isTeacher)
    .map((member) => ({ id: member.user.id, name: member.user.name }));
  const own = lesson?.teacher;
  return own && !teachers.some((teacher) => teacher.id === own.id)
    ? [...teachers, { id: own.id, name: own.name }]
    : teachers;
};
