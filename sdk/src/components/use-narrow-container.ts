import { isMobileWidth } from '@plie/shared';
import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether the element is narrower than the 600 px breakpoint (spec §9) — its own width, not the
 * window's: a table in a side column or in a host site's sidebar is as cramped as on a phone.
 * Measured before the first paint and again on every resize; `undefined` until measured (server
 * rendering, or no element yet).
 */
export const useNarrowContainer = (ref: RefObject<HTMLElement | null>): boolean | undefined => {
  const [narrow, setNarrow] = useState<boolean | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setNarrow(isMobileWidth(element.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
};
