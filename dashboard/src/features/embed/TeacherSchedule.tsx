import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LessonTable, useNow } from '@plie/sdk/components';
import { type Lesson, PAGE_SIZE } from '@plie/shared';
import { useCallback, useMemo, useState } from 'react';
import { useAllLessons } from '../../api/queries/lessons';
import { lessonFormPath } from '../../app/lesson-form-path';
import { useCurrentUser } from '../../app/useCurrentUser';
import { isLanguage } from '../../i18n/languages';
import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadMore } from '../../ui/LoadMore';
import { ChoicePicker } from '../filters/ChoicePicker';
import {
  activeNarrowingCount,
  CLEARED_NARROWING,
  narrowLessons,
  studioOfLesson,
} from '../filters/lesson-narrowing';
import { NarrowedSchedule } from '../filters/NarrowedSchedule';
import { NoMatches } from '../filters/NoMatches';
import { useLessonNarrowing } from '../filters/useLessonNarrowing';
import { LessonRowActions } from '../schedule/LessonRowActions';
import { LessonsLoadState } from '../schedule/LessonsLoadState';

/** The studios a teacher's lessons take place at, by name. */
const studiosOf = (lessons: readonly Lesson[]) => {
  const byId = new Map<string, string>();
  for (const lesson of lessons) {
    const studio = studioOfLesson(lesson);
    if (studio) byId.set(studio.id, studio.name);
  }
  return [...byId].sort(([, a], [, b]) => a.localeCompare(b));
};

/**
 * A teacher's public schedule (spec §2 user page "schedule (teachers only)"): their lessons in studios
 * and at their own addresses (`POST /api/lesson/search` with `teachers`, read whole), as the lesson
 * table, 20 rows at a time (spec §9 teacher view), with the Teacher filter variant: the studio, days,
 * styles, levels, age and free text, kept in the address (`lesson-narrowing`). On their own page the
 * teacher can add a lesson, and edit or duplicate theirs.
 */
export function TeacherSchedule({ teacherId, name, own }: { teacherId: string; name: string; own: boolean }) {
  const { t, i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const now = useNow();
  const { user } = useCurrentUser();
  const [narrowing, setNarrowing] = useLessonNarrowing('teacher');
  const filters = useMemo(() => ({ teachers: [teacherId] }), [teacherId]);
  const { data: lessons, error, isLoading, mutate } = useAllLessons(filters);
  const shown = useMemo(() => narrowLessons(lessons ?? [], narrowing), [lessons, narrowing]);
  const offeredStyles = useMemo(() => lessons && new Set(lessons.map((lesson) => lesson.styleId)), [lessons]);
  const studios = useMemo(() => studiosOf(lessons ?? []), [lessons]);
  const narrowed = activeNarrowingCount(narrowing) > 0 || Boolean(narrowing.search);
  const [rows, setRows] = useState<number>(PAGE_SIZE.lessonsSchedule);
  // The same function while the visitor and the list are: a row is drawn again only when its lesson
  // changes, not on every change of the filters above (issue #18).
  const actions = useCallback(
    (lesson: Lesson) => <LessonRowActions lesson={lesson} user={user} onChanged={() => void mutate()} />,
    [user, mutate],
  );
  const addLesson = own && (
    <ButtonLink href={lessonFormPath({ teacherId })} variant="secondary">
      <Trans>Add a lesson</Trans>
    </ButtonLink>
  );

  return (
    <NarrowedSchedule
      variant="teacher"
      narrowing={narrowing}
      onChange={setNarrowing}
      offeredStyles={offeredStyles}
      slots={{
        studio: (
          <ChoicePicker
            label={t`Studio`}
            anyLabel={t`All studios`}
            options={studios}
            value={narrowing.studioId}
            onChange={(studioId) => setNarrowing({ studioId })}
          />
        ),
      }}
      resultsLabel={t`Lessons found`}
    >
      <div css={scheduleStyles}>
        {own && Boolean(lessons?.length) && <div css={actionsStyles}>{addLesson}</div>}
        <LessonsLoadState error={error} isLoading={isLoading || !lessons} onRetry={() => void mutate()}>
          <LessonTable
            lessons={shown.slice(0, rows)}
            now={now}
            language={language}
            caption={t`Lessons of ${name}`}
            actions={actions}
            empty={
              lessons?.length && narrowed ? (
                <NoMatches onClear={() => setNarrowing({ ...CLEARED_NARROWING, search: '' })}>
                  <Trans>None of {name}’s lessons match these filters.</Trans>
                </NoMatches>
              ) : (
                <EmptyState action={addLesson || undefined}>
                  {own ? (
                    <Trans>You have no public lessons yet. Add one, and dancers will find it here.</Trans>
                  ) : (
                    <Trans>{name} has no public lessons at the moment.</Trans>
                  )}
                </EmptyState>
              )
            }
          />
          {shown.length > rows && (
            <LoadMore
              loading={false}
              onLoadMore={() => setRows((count) => count + PAGE_SIZE.lessonsSchedule)}
            />
          )}
        </LessonsLoadState>
      </div>
    </NarrowedSchedule>
  );
}

const scheduleStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
`;

const actionsStyles = css`
  display: flex;
  justify-content: flex-end;
`;
