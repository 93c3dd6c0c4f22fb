import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useSearchParam } from '../../ui/useSearchParams';

export type ScheduleView = 'table' | 'calendar';

/** The query parameter of a studio schedule's view, so a link (or an embed) opens either. */
export const VIEW_PARAM = 'view';

/** The query parameter of the studio schedule's sub-tab (`?sub=groups`). */
export const SUB_TAB_PARAM = 'sub';

/** `?view=calendar` opens the calendar; anything else the table. Choosing one replaces the address. */
export const useScheduleView = () => {
  const [location, navigate] = useLocation();
  const view: ScheduleView = useSearchParam(VIEW_PARAM) === 'calendar' ? 'calendar' : 'table';
  const setView = useCallback(
    (next: ScheduleView) => {
      const params = new URLSearchParams(window.location.search);
      params.set(VIEW_PARAM, next);
      navigate(`${location}?${params.toString()}`, { replace: true });
    },
    [location, navigate],
  );
  return [view, setView] as const;
};
