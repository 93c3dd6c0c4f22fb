import { isMobileWidth } from '@plie/shared';
import {
  createContext,
  type RefObject,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
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
 * Whether the page is rendered on the server for a narrow window (a phone, told by the request: ADR
 * 0019), or `undefined` where that is not known (the build's pre-rendered pages, which hold no lesson
 * table: there the window decides, as in any browser render). The server's render and the browser's
 * hydration of it start from this, so the phone's first paint is already its list, and the browser
 * moves to its own measurement right after.
 */
export const RenderedInNarrowWindow = createContext<boolean | undefined>(undefined);

const subscribeToNothing = () => () => {};

/**
 * Whether the element is narrower than the 600 px breakpoint (spec §9) — its own width, not the
 * window's: a table in a side column or in a host site's sidebar is as cramped as on a phone.
 * `undefined` until known (server rendering, or no element yet).
 *
 * An element is never wider than its window, so in a narrow window the answer is `true` from the
 * first render, without measuring: the phone gets its list at once, never a table drawn, measured
 * and drawn again, and no layout forced in the middle of a render (issue #18). In a wide window it
 * is measured before the first paint. Either way a `ResizeObserver` follows later changes, reading
 * the size the browser has just laid out. A server's render (and the hydration of it) starts from
 * `RenderedInNarrowWindow`.
 */
export const useNarrowContainer = (ref: RefObject<HTMLElement | null>): boolean | undefined => {
  const renderedNarrow = useContext(RenderedInNarrowWindow);
  const inThisWindow = () => (narrowWindow() ? true : undefined);
  // Hydrating a server's render, the server's guess; rendering anywhere else, this window's answer.
  const start = useSyncExternalStore(subscribeToNothing, inThisWindow, () =>
    renderedNarrow === undefined ? inThisWindow() : renderedNarrow ? true : undefined,
  );
  const [measured, setMeasured] = useState<boolean | undefined>(undefined);
  const narrow = measured ?? start;
  const shown = useRef(narrow);
  shown.current = narrow;
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // A measurement that agrees with what is shown (not known yet reads as not narrow) changes
    // nothing: no re-render of every row (the first measurement right after a page hydrates almost
    // always agrees; issue #18).
    const setNarrow = (next: boolean) => {
      if (next !== (shown.current === true)) setMeasured(next);
    };
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
