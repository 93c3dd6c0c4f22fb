import { useCallback, useSyncExternalStore } from 'react';

/** Whether the media query (`'(min-width: 960px)'`, `'(prefers-color-scheme: dark)'`) matches, live. */
export const useMediaQuery = (query: string): boolean => {
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
    () => false,
  );
};
