let known: string | undefined;

/**
 * The browser's IANA time zone (`UTC` where `Intl` cannot tell), asked once a page: a formatter made
 * for the question on every render of a table or a calendar cost a phone ~1 ms each (issue #18).
 */
export const browserTimeZone = (): string => {
  if (known === undefined) {
    try {
      known = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      known = 'UTC';
    }
  }
  return known;
};
