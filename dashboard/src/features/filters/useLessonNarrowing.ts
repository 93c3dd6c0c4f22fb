/**
 * A Studio or Teacher variant's filters, read from and written to the address (`lesson-narrowing`).
 * A change replaces the address, as the other search pages' do: Back leaves the page, and coming
 * back to it (or reloading, or opening a shared link) shows the schedule narrowed as it was.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useKeptWhileEqual } from '../../api/queries/kept-while-equal';
import type { ScheduleVariant } from './filter-variants';
import { type LessonNarrowing, parseNarrowing, withNarrowing } from './lesson-narrowing';

export const useLessonNarrowing = (variant: ScheduleVariant) => {
  const query = useSearch();
  const [location, navigate] = useLocation();
  // The same object while the filters are the same: another of the address's parameters changing
  // (`?view=` for the calendar) narrows no lesson again, so no row is drawn again (issue #18).
  const narrowing = useKeptWhileEqual(useMemo(() => parseNarrowing(query, variant), [query, variant]));
  const setNarrowing = useCallback(
    (change: Partial<LessonNarrowing>) => {
      const current = window.location.search;
      const next = withNarrowing(current, { ...parseNarrowing(current, variant), ...change });
      navigate(next ? `${location}?${next}` : location, { replace: true });
    },
    [location, navigate, variant],
  );
  return [narrowing, setNarrowing] as const;
};
