import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SlotSelection } from '@plie/sdk/components';
import type { Lesson, Studio } from '@plie/shared';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useAllLessons } from '../../api/queries/lessons';
import { useStudioTeam } from '../../api/queries/studios';
import { useCurrentUser } from '../../app/useCurrentUser';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { useToast } from '../../ui/Toast';
import { ChoicePicker } from '../filters/ChoicePicker';
import { activeNarrowingCount, CLEARED_NARROWING, narrowLessons } from '../filters/lesson-narrowing';
import { NarrowedSchedule } from '../filters/NarrowedSchedule';
import { NoMatches } from '../filters/NoMatches';
import { useLessonNarrowing } from '../filters/useLessonNarrowing';
import { studioRoomsTabPath } from '../lesson-form/lesson-form-context';
import { LessonRowActions } from '../schedule/LessonRowActions';
import { lessonEditLinks } from '../schedule/lesson-editing';
import { StudioLessons } from './StudioLessons';
import { newLessonPath, scheduleRoleOf } from './studio-schedule';
import { useScheduleView } from './useScheduleView';

/**
 * The studio page's schedule tab (spec §2): every lesson of the studio — for its admins also those
 * the public can't see yet — as a table or the week's calendar, with the Studio filter variant: room,
 * teacher, days, styles, levels, age and free text, kept in the address (`lesson-narrowing`).
 * Its admins (and the teachers of its team, for their own lessons) add a lesson with the button or
 * by choosing a calendar slot, which opens the lesson form with the day, times, room and teacher
 * filled in; without rooms they are warned and taken to the rooms tab. Rows carry edit, duplicate
 * and delete for those allowed (spec §6); a lesson on the calendar opens its form for them.
 */
export function ScheduleTab({ studio }: { studio: Studio }) {
  const { t } = useLingui();
  const toast = useToast();
  const [, navigate] = useLocation();
  const { user } = useCurrentUser();
  const role = scheduleRoleOf(studio, user);
  const [narrowing, setNarrowing] = useLessonNarrowing('studio');
  const filters = useMemo(() => ({ studioIds: [studio.id] }), [studio.id]);
  const { data: lessons, error, isLoading, mutate } = useAllLessons(filters);
  const shown = useMemo(() => lessons && narrowLessons(lessons, narrowing), [lessons, narrowing]);
  const offeredStyles = useMemo(() => lessons && new Set(lessons.map((lesson) => lesson.styleId)), [lessons]);
  const narrowed = activeNarrowingCount(narrowing) > 0 || Boolean(narrowing.search);
  const rooms = studio.rooms ?? [];

  // Every prop of `StudioLessons` stays the same object while what it shows does not change: its
  // rows are then not drawn again for a revalidated answer or a tap elsewhere (issue #18).
  const addLesson = useCallback(
    (slot?: SlotSelection) => {
      if (!role || !user) return;
      if (rooms.length === 0) {
        toast({ tone: 'info', title: t`You need to create some room before adding a lesson :)` });
        navigate(studioRoomsTabPath(studio.studioName), { replace: true });
        return;
      }
      navigate(newLessonPath(studio, role, user.id, narrowing, slot));
    },
    [role, user, rooms.length, toast, t, navigate, studio, narrowing],
  );
  const editLesson = useCallback(
    (lesson: Lesson) => {
      const links = lessonEditLinks(user, lesson);
      if (links) navigate(links.edit);
    },
    [user, navigate],
  );
  const reload = useCallback(() => void mutate(), [mutate]);
  const actions = useCallback(
    (lesson: Lesson) => (
      <LessonRowActions lesson={lesson} user={user} onChanged={reload} showStudioLink={false} />
    ),
    [user, reload],
  );
  const hasLessons = Boolean(lessons?.length);
  const empty = useMemo(
    () =>
      hasLessons && narrowed ? (
        <NoMatches onClear={() => setNarrowing({ ...CLEARED_NARROWING, search: '' })}>
          <Trans>No lessons of this studio match these filters.</Trans>
        </NoMatches>
      ) : (
        <EmptyState>
          {role ? (
            <Trans>No lessons yet. Add the first one, or choose a time in the calendar.</Trans>
          ) : (
            <Trans>No lessons on this studio’s schedule yet.</Trans>
          )}
        </EmptyState>
      ),
    [hasLessons, narrowed, role, setNarrowing],
  );
  const mayEditAny = Boolean(lessons?.some((lesson) => lessonEditLinks(user, lesson)));

  return (
    <NarrowedSchedule
      variant="studio"
      narrowing={narrowing}
      onChange={setNarrowing}
      offeredStyles={offeredStyles}
      slots={{
        room: (
          <ChoicePicker
            label={t`Room`}
            anyLabel={t`All rooms`}
            options={rooms.map((room) => [room.id, room.name] as const)}
            value={narrowing.roomId}
            onChange={(roomId) => setNarrowing({ roomId })}
          />
        ),
        teacher: (
          <TeacherPicker
            studio={studio}
            lessons={lessons ?? []}
            value={narrowing.teacherId}
            onChange={(teacherId) => setNarrowing({ teacherId })}
          />
        ),
      }}
      resultsLabel={t`Lessons found`}
    >
      <div css={tabStyles}>
        <StudioLessons
          studio={studio}
          lessons={shown}
          error={error}
          isLoading={isLoading}
          onRetry={reload}
          tools={
            role && (
              <Button css={addStyles} onClick={() => addLesson()}>
                <Trans>Add lesson</Trans>
              </Button>
            )
          }
          empty={empty}
          actions={actions}
          {...(role ? { onSlotSelect: addLesson } : {})}
          {...(mayEditAny ? { onLessonClick: editLesson } : {})}
        />
        {role && <CalendarHint />}
      </div>
    </NarrowedSchedule>
  );
}

/**
 * How to add a lesson from the calendar, under it. It reads the view itself, so switching table ↔
 * calendar renders this and the lessons, not the whole tab with its filters (issue #18).
 */
function CalendarHint() {
  const [view] = useScheduleView();
  if (view !== 'calendar') return null;
  return (
    <p css={hintStyles}>
      <Trans>In the calendar, choose a free time (or drag over it) to add a lesson there.</Trans>
    </p>
  );
}

/** The teachers of the studio's team and of its lessons, by name. */
function TeacherPicker({
  studio,
  lessons,
  value,
  onChange,
}: {
  studio: Studio;
  lessons: readonly Lesson[];
  value: string;
  onChange: (teacherId: string) => void;
}) {
  const { t } = useLingui();
  const { data: team } = useStudioTeam(studio.id);
  const teachers = useMemo(() => {
    const byId = new Map<string, string>();
    for (const member of team ?? []) if (member.isTeacher) byId.set(member.user.id, member.user.name);
    for (const lesson of lessons) if (lesson.teacher) byId.set(lesson.teacher.id, lesson.teacher.name);
    return [...byId].sort(([, a], [, b]) => a.localeCompare(b));
  }, [team, lessons]);
  return (
    <ChoicePicker
      label={t`Teacher`}
      anyLabel={t`All teachers`}
      options={teachers}
      value={value}
      onChange={onChange}
    />
  );
}

const tabStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
`;

/** The main action sits at the toolbar's end on wide screens. */
const addStyles = css`
  margin-inline-start: auto;
`;

const hintStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
`;
