/**
 * An answer asked again (on hydrating, on focus, after a change elsewhere) mostly comes back the same,
 * but as new objects: every list and row that shows it would be drawn again for nothing. Kept while
 * equal, the answer a component sees stays the very same object until its content changes, so
 * memoised parts bail out (issue #18: a full re-render of a schedule right after hydrating).
 */
import { useRef } from 'react';

/** JSON of an API answer (plain data), or undefined for one that is not plain data. */
const jsonOf = (value: unknown): string | undefined => {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
};

/**
 * `value`, or the value given before it while both have the same JSON: for plain data (API answers).
 * Comparing costs one `JSON.stringify` of the new value when its reference changes.
 */
export const useKeptWhileEqual = <Value>(value: Value): Value => {
  const kept = useRef<{ value: Value; json: string | undefined } | undefined>(undefined);
  const last = kept.current;
  if (last && last.value === value) return value;
  const json = value === undefined ? undefined : jsonOf(value);
  if (last && json !== undefined && last.json === json) return last.value;
  kept.current = { value, json };
  return value;
};
