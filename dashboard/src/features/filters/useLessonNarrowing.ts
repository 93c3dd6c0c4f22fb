/**
 * A Studio or Teacher variant's filters, read from and written to the address (`lesson-narrowing`).
 * A change replaces the address, as the other search pages' do: Back leaves the page, and coming
 * back to it (or reloading, or opening a shared link) shows the schedule narrowed as it was.
 */
import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useSearchParams } from '../../ui/useSearchParams';
import type { ScheduleVariant } from './filter-variants';
import { type LessonNarrowing, NARROWING_PARAMS, parseNarrowing, withNarrowing } from './lesson-narrowing';

export const useLessonNarrowing = (variant: ScheduleVariant) => {
  // Only the filters' own parameters: another of the address's (`?view=` for the calendar) neither
  // renders the filters again nor narrows the lessons again (issue #18).
  const query = useSearchParams(NARROWING_PARAMS);
  const [location, navigate] = useLocation();
  const narrowing = useMemo(() => parseNarrowing(query, variant), [query, variant]);
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
