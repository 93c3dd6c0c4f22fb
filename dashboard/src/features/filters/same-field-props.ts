/**
 * `memo`'s comparison for a filter field: its props are the same when each is the same value, or an
 * array of the same values in the same order. Filters parsed again from the address are new arrays
 * every time, so a group whose choice did not change would otherwise draw again on every tap.
 */
export const sameFieldProps = <Props extends object>(before: Props, after: Props): boolean => {
  const keys = Object.keys(after) as (keyof Props)[];
  return (
    keys.length === Object.keys(before).length &&
    keys.every((key) => {
      const a = before[key];
      const b = after[key];
      return (
        Object.is(a, b) ||
        (Array.isArray(a) &&
          Array.isArray(b) &&
          a.length === b.length &&
          a.every((value, index) => Object.is(value, b[index])))
      );
    })
  );
};
