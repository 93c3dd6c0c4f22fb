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

/** `value`, or the object given before it while each of their fields is the same. */
export const useShallowKept = <Value extends object>(value: Value): Value => {
  const kept = useRef(value);
  const last = kept.current;
  const same =
    Object.keys(value).length === Object.keys(last).length &&
    Object.entries(value).every(([key, field]) => Object.is(field, (last as Record<string, unknown>)[key]));
  if (!same) kept.current = value;
  return kept.current;
};
