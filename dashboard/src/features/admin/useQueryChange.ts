import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { changeQuery } from './admin-lists';

/**
 * The page's query string, and a way to change some of its values in place (the tab and the
 * other values stay). It replaces the address: Back leaves the page, not a search.
 */
export const useQueryChange = () => {
  const query = useSearch();
  const [location, navigate] = useLocation();
  const change = useCallback(
    (changes: Record<string, string>) => {
      const next = changeQuery(window.location.search, changes);
      navigate(next ? `${location}?${next}` : location, { replace: true });
    },
    [location, navigate],
  );
  return [query, change] as const;
};
