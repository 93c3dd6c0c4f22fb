import { isMobileWidth } from '@plie/shared';
import { type RefObject, useLayoutEffect, useState } from 'react';
import { MEDIA_QUERIES } from '../theme/theme';

/**
 * In a window this narrow, every element in it is narrow too: no measurement needed. Asked of a media
 * query, not `innerWidth`: on a phone (a mobile viewport) reading `innerWidth` lays the page out at
 * once, in the middle of React's commit (~12 ms on this machine for a page of lessons, 4× on a phone).
 */
const narrowWindow = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? !window.matchMedia(MEDIA_QUERIES.wide).matches
    : false;

/**
 * Whether the element is narrower than the 600 px breakpoint (spec §9) — its own width, not the
 * window's: a table in a side column or in a host site's sidebar is as cramped as on a phone.
 * `undefined` until known (server rendering, or no element yet).
 *
 * An element is never wider than its window, so in a narrow window the answer is `true` from the
 * first render, without measuring: the phone gets its list at once, never a table drawn, measured
 * and drawn again, and no layout forced in the middle of a render (issue #18). In a wide window it
 * is measured before the first paint. Either way a `ResizeObserver` follows later changes, reading
 * the size the browser has just laid out.
 */
export const useNarrowContainer = (ref: RefObject<HTMLElement | null>): boolean | undefined => {
  const [narrow, setNarrow] = useState<boolean | undefined>(() => (narrowWindow() ? true : undefined));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!narrowWindow()) setNarrow(isMobileWidth(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const width = entries.at(-1)?.borderBoxSize?.[0]?.inlineSize ?? element.getBoundingClientRect().width;
      setNarrow(isMobileWidth(width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return narrow;
};
