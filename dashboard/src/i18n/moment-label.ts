/**
 * A moment (an ISO timestamp the API recorded, such as when an attendance or a group membership
 * was cancelled) as the lists show it: day, short month and 24-hour time in the viewer's language
 * and time zone ("Dec 3, 14:05", "3 gru, 14:05", "3 груд., 14:05"). A moment is not a lesson
 * time: it is shown in the viewer's own zone, without a zone label.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

const formatFor = (locale: string, timeZone: string | undefined) => {
  const key = `${locale}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    formats.set(key, format);
  }
  return format;
};

/** The moment in `locale` (an `Intl` locale: `uk` for `ua`); `timeZone` defaults to the viewer's. */
export const momentLabel = (iso: string, locale: string, timeZone?: string): string => {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? '' : formatFor(locale, timeZone).format(moment);
};
