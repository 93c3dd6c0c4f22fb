import { Trans, useLingui } from '@lingui/react/macro';
import { LessonTable, useNow } from '@plie/sdk/components';
import type { Language, Lesson } from '@plie/shared';
import { memo, useCallback, useMemo } from 'react';
import { useCurrentUser } from '../../app/useCurrentUser';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadMore } from '../../ui/LoadMore';
import { activeScheduleFilterCount, CLEARED_PANEL, type ScheduleFilters } from '../filters/schedule-filters';
import { LessonDistance } from './LessonDistance';
import { LessonRowActions } from './LessonRowActions';
import { LessonsLoadState } from './LessonsLoadState';
import { useLessonSearch } from './useLessonSearch';

/**
 * The lessons of the chosen city: loading, failure, none, or the table with its next pages. Drawn
 * again only when what it shows changes (not on every change of the filter fields above it).
 */
export const CityLessons = memo(function CityLessons({
  filters,
  city,
  point,
  language,
  onChange,
}: {
  filters: ScheduleFilters;
  city: string;
  point: { lat: number; lng: number } | undefined;
  language: Language;
  onChange: (change: Partial<ScheduleFilters>) => void;
}) {
  const { t } = useLingui();
  const now = useNow();
  const { user } = useCurrentUser();
  const { lessons, error, isLoading, hasMore, loadingMore, loadMore, retry } = useLessonSearch(
    filters,
    point,
  );
  const narrowed = activeScheduleFilterCount(filters) > 0 || Boolean(filters.search);
  // The table's props stay the same objects while what they show does not change: an answer asked
  // again, or a change of the fields above, then draws no row again (issue #18).
  const reload = useCallback(() => void retry(), [retry]);
  const actions = useCallback(
    (lesson: Lesson) => (
      <>
        <LessonDistance lesson={lesson} language={language} />
        <LessonRowActions lesson={lesson} user={user} onChanged={reload} />
      </>
    ),
    [language, user, reload],
  );
  const empty = useMemo(
    () =>
      narrowed ? (
        <EmptyState
          action={
            <Button variant="secondary" onClick={() => onChange({ ...CLEARED_PANEL, search: '' })}>
              <Trans>Clear filters</Trans>
            </Button>
          }
        >
          <Trans>No lessons in {city} match this search. Try fewer filters or another day.</Trans>
        </EmptyState>
      ) : (
        <EmptyState>
          <Trans>No lessons in {city} yet. Try a city nearby.</Trans>
        </EmptyState>
      ),
    [narrowed, city, onChange],
  );

  return (
    // A failure once some pages are shown leaves them in place (Load more tries again).
    <LessonsLoadState error={lessons.length ? undefined : error} isLoading={isLoading} onRetry={reload}>
      <LessonTable
        lessons={lessons}
        now={now}
        language={language}
        caption={t`Lessons in ${city}`}
        actions={actions}
        empty={empty}
      />
      {hasMore && <LoadMore loading={loadingMore} onLoadMore={loadMore} />}
    </LessonsLoadState>
  );
});
