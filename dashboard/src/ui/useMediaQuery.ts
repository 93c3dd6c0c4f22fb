import { RenderedInNarrowWindow } from '@plie/sdk/components';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { MEDIA_QUERIES } from './theme';

/**
 * Whether the media query (`'(min-width: 960px)'`, `'(prefers-color-scheme: dark)'`) matches, live.
 * Rendered on a server, no query matches — except the phone/tablet pair when the server knows which
 * the window is (`RenderedInNarrowWindow`, ADR 0019), so a phone's first paint is its own layout.
 */
export const useMediaQuery = (query: string): boolean => {
  const renderedNarrow = useContext(RenderedInNarrowWindow);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => matchesOnTheServer(query, renderedNarrow),
  );
};

const matchesOnTheServer = (query: string, narrowWindow: boolean | undefined): boolean => {
  if (narrowWindow === undefined) return false;
  if (query === MEDIA_QUERIES.narrow) return narrowWindow;
  if (query === MEDIA_QUERIES.wide) return !narrowWindow;
  return false;
};
