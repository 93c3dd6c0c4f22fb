import { useRouter } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';

/**
 * The address's query parameters `names` only (`"view=calendar"`, in the address's order), so a
 * component re-renders when one of them changes and not when another does. wouter's `useSearch`
 * re-renders every reader for any change: tapping Calendar (`?view=`) drew a studio's whole filter
 * bar again inside the tap (issue #18). On the server and while hydrating it reads the router's
 * `ssrSearch`, as `useSearch` does.
 */
export const useSearchParams = (names: readonly string[]): string => {
  const { ssrSearch } = useRouter();
  const key = names.join('\n');
  return useLocationProperty(
    () => pickParams(location.search, key),
    () => pickParams(ssrSearch ?? location.search, key),
  );
};

/** One query parameter of the address (`null` when absent); re-renders only when it changes. */
export const useSearchParam = (name: string): string | null =>
  new URLSearchParams(useSearchParams([name])).get(name);

/** `search` with only the parameters named in `key` (names joined by new lines), in their order. */
export const pickParams = (search: string, key: string): string => {
  const names = new Set(key.split('\n'));
  const picked = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (names.has(name)) picked.append(name, value);
  return picked.toString();
};
