import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LessonTable, useNow } from '@plie/sdk/components';
import { PAGE_SIZE } from '@plie/shared';
import { useMemo } from 'react';
import { useLessonSearchPages } from '../../api/queries/lessons';
import { lessonFormPath } from '../../app/lesson-form-path';
import { useCurrentUser } from '../../app/useCurrentUser';
import { isLanguage } from '../../i18n/languages';
import { ButtonLink } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadMore } from '../../ui/LoadMore';
import { LessonRowActions } from '../schedule/LessonRowActions';
import { LessonsLoadState } from '../schedule/LessonsLoadState';

/**
 * A teacher's public schedule (spec §2 user page "schedule (teachers only)"): their lessons in studios
 * and at their own addresses (`POST /api/lesson/search` with `teachers`), 20 a page (spec §9 teacher
 * view), as the lesson table — the same public schedule the embed shows for a studio. On their own
 * page the teacher can add a lesson, and edit or duplicate theirs.
 */
export function TeacherSchedule({ teacherId, name, own }: { teacherId: string; name: string; own: boolean }) {
  const { t, i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const now = useNow();
  const { user } = useCurrentUser();
  const body = useMemo(() => ({ teachers: [teacherId] }), [teacherId]);
  const { items, error, isLoading, hasMore, loadingMore, loadMore, retry } = useLessonSearchPages(
    body,
    PAGE_SIZE.lessonsSchedule,
  );
  const addLesson = own && (
    <ButtonLink href={lessonFormPath({ teacherId })} variant="secondary">
      <Trans>Add a lesson</Trans>
    </ButtonLink>
  );

  return (
    <div css={scheduleStyles}>
      {own && items.length > 0 && <div css={actionsStyles}>{addLesson}</div>}
      <LessonsLoadState error={items.length ? undefined : error} isLoading={isLoading} onRetry={retry}>
        <LessonTable
          lessons={items}
          now={now}
          language={language}
          caption={t`Lessons of ${name}`}
          actions={(lesson) => (
            <LessonRowActions lesson={lesson} user={user} onChanged={() => void retry()} />
          )}
          empty={
            <EmptyState action={addLesson || undefined}>
              {own ? (
                <Trans>You have no public lessons yet. Add one, and dancers will find it here.</Trans>
              ) : (
                <Trans>{name} has no public lessons at the moment.</Trans>
              )}
            </EmptyState>
          }
        />
        {hasMore && <LoadMore loading={loadingMore} onLoadMore={loadMore} />}
      </LessonsLoadState>
    </div>
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
