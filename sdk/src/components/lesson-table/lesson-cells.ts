/**
 * What each cell of a lesson row shows: pure functions of a lesson, the time and a locale, so the
 * table and its narrow form agree and the formatting is tested without rendering. The rules
 * themselves (next occurrence, current lesson, capacity badge) are the shared rules of spec §2 and §4.
 */
import {
  type CapacityBadge,
  capacityBadge,
  daysBetween,
  formatTimeOfDay,
  type IsoDate,
  isCurrentLesson,
  LESSON_DEFAULTS,
  type Lesson,
  Level,
  nextOccurrenceDate,
  parseIsoDate,
  wallClockInZone,
  zoneOffsetMinutes,
} from '@plie/shared';
import type { Messages } from '../../i18n/en';
import type { LevelTone } from '../../theme/theme';

/** A Monday (weekday 0 in Plié), to name weekdays through `Intl`. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

const weekdayNames = new Map<string, readonly string[]>();

/** `0` (Monday) → "Mon" / "pon." / "пн" (or the long name), in `locale`: the seven names are made once per locale. */
export const weekdayName = (weekday: number, locale: string, width: 'short' | 'long' = 'short'): string => {
  const key = `${locale}|${width}`;
  let names = weekdayNames.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
    names = Array.from({ length: 7 }, (_, day) => format.format(A_MONDAY + day * DAY_MS));
    weekdayNames.set(key, names);
  }
  return names[weekday] ?? '';
};

/** "19:00–20:30": the wall-clock times in the lesson's own zone, 24-hour as everywhere Plié is used. */
export const timeRange = (lesson: Pick<Lesson, 'startHour' | 'startMinute' | 'endHour' | 'endMinute'>) =>
  `${formatTimeOfDay(lesson.startHour * 60 + lesson.startMinute)}–${formatTimeOfDay(lesson.endHour * 60 + lesson.endMinute)}`;

/**
 * A zone's offset from UTC at `now` as one label for every language ("GMT+1", "GMT+5:30", "GMT-3",
 * "GMT+0"): `Intl`'s short names differ by language for the same zone ("GMT+1" in English, "CET" in
 * Polish), and an offset reads the same to everyone (issue #17 item 11).
 */
export const zoneOffsetLabel = (zone: string, now: Date): string => {
  const offset = zoneOffsetMinutes(now, zone);
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `GMT${offset < 0 ? '-' : '+'}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
};

/**
 * The lesson's zone as its offset ("GMT+2", the same in every language), when its clocks differ
 * from the viewer's at `now`; `null` when they agree (the usual case: one city, one zone).
 */
export const timeZoneNote = (lessonZone: string, viewerZone: string, now: Date) => {
  try {
    if (zoneOffsetMinutes(now, lessonZone) === zoneOffsetMinutes(now, viewerZone)) return null;
    return zoneOffsetLabel(lessonZone, now);
  } catch {
    // An unknown zone: say nothing rather than something wrong.
    return null;
  }
};

/** The date of the next occurrence at `now` (spec §4), else the server's, else none (a past one-off lesson). */
export const nextDateOf = (lesson: Lesson, now: Date): IsoDate | null =>
  nextOccurrenceDate(lesson, now) ?? lesson.nextDate ?? null;

const capitalize = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/** One formatter per locale: making an `Intl` formatter costs far more than using one (a table has many rows). */
const perLocale = <T>(make: (locale: string) => T) => {
  const made = new Map<string, T>();
  return (locale: string): T => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
};
const relativeDays = perLocale((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const shortDate = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);

/** "Today", "Tomorrow" (in the lesson's zone), else "12 Mar" / "12 mar" / "12 бер.". */
export const nextDateLabel = (date: IsoDate, lessonZone: string, now: Date, locale: string): string => {
  const days = daysBetween(wallClockInZone(now, lessonZone).date, date);
  if (days === 0 || days === 1) return capitalize(relativeDays(locale).format(days, 'day'), locale);
  const { year, month, day } = parseIsoDate(date);
  return shortDate(locale).format(Date.UTC(year, month - 1, day));
};

/** The registered teacher's name, else the free-text one. */
export const teacherName = (lesson: Pick<Lesson, 'teacher' | 'customTeacherName'>): string =>
  lesson.teacher?.name ?? lesson.customTeacherName ?? '';

/** Where the lesson is: the studio and its room, or the custom address's city and the address. */
export const placeOf = (
  lesson: Pick<Lesson, 'room' | 'customAddress'>,
): { name: string; detail?: string } | null => {
  if (lesson.room) {
    return lesson.room.studio
      ? { name: lesson.room.studio.name, detail: lesson.room.name }
      : { name: lesson.room.name };
  }
  if (lesson.customAddress)
    return { name: lesson.customAddress.city, detail: lesson.customAddress.fullAddress };
  return null;
};

/** The ages a lesson is for, or `null` when it is for everyone (0 = no lower, 100 = no upper limit). */
export const ageLimits = (
  lesson: Pick<Lesson, 'ageMin' | 'ageMax'>,
): { min: number; max: number } | { min: number } | { max: number } | null => {
  const hasMin = lesson.ageMin > LESSON_DEFAULTS.ageMin;
  const hasMax = lesson.ageMax < LESSON_DEFAULTS.ageMax;
  if (hasMin && hasMax) return { min: lesson.ageMin, max: lesson.ageMax };
  if (hasMin) return { min: lesson.ageMin };
  if (hasMax) return { max: lesson.ageMax };
  return null;
};

export interface Occupancy {
  taken: number;
  capacity: number;
  left: number;
  badge: CapacityBadge;
}

/** How full the next occurrence is (spec §4 capacity badge); `null` without a capacity (a custom address). */
export const occupancyOf = (lesson: Pick<Lesson, 'capacity' | 'attendeeCount'>): Occupancy | null => {
  if (lesson.capacity === undefined) return null;
  const taken = lesson.attendeeCount ?? 0;
  return {
    taken,
    capacity: lesson.capacity,
    left: Math.max(0, lesson.capacity - taken),
    badge: capacityBadge(taken, lesson.capacity),
  };
};

const LEVEL_TONES: Record<Level, LevelTone> = {
  [Level.Beginner]: 'beginner',
  [Level.Intermediate]: 'intermediate',
  [Level.Pro]: 'pro',
  [Level.Open]: 'open',
};

/** The colour of a level's badge (theme `colors.level`). */
export const levelTone = (level: Level): LevelTone => LEVEL_TONES[level] ?? 'open';

/** Everything one row shows, in the viewer's language: what both layouts of the table render. */
export interface LessonRow {
  lesson: Lesson;
  /** The lesson's name, else its style's (spec §3). */
  name: string;
  /** The style, when the name doesn't already say it. */
  styleName?: string;
  weekdayShort: string;
  weekdayLong: string;
  time: string;
  /** The lesson's zone, when the viewer's clocks differ. */
  timeZone: string | null;
  nextDate: { iso: IsoDate; label: string } | null;
  /** Under way at `now`: the row is highlighted. */
  current: boolean;
  level: { label: string; tone: LevelTone };
  teacher: string;
  place: { name: string; detail?: string } | null;
  ages: string | null;
  occupancy: Occupancy | null;
}

export interface LessonRowContext {
  now: Date;
  /** BCP 47 locale for `Intl` (`uk` for the product's `ua`). */
  locale: string;
  /** The viewer's IANA zone. */
  viewerZone: string;
  messages: Messages;
}

const agesText = (lesson: Lesson, messages: Messages): string | null => {
  const limits = ageLimits(lesson);
  if (!limits) return null;
  if ('min' in limits && 'max' in limits) return messages.agesBetween(limits.min, limits.max);
  return 'min' in limits ? messages.agesFrom(limits.min) : messages.agesUpTo(limits.max);
};

export const lessonRow = (
  lesson: Lesson,
  { now, locale, viewerZone, messages }: LessonRowContext,
): LessonRow => {
  const name = lesson.name.trim() || lesson.style.name;
  const next = nextDateOf(lesson, now);
  const tone = levelTone(lesson.level);
  return {
    lesson,
    name,
    ...(name.toLocaleLowerCase() === lesson.style.name.toLocaleLowerCase()
      ? {}
      : { styleName: lesson.style.name }),
    weekdayShort: weekdayName(lesson.weekday, locale, 'short'),
    weekdayLong: weekdayName(lesson.weekday, locale, 'long'),
    time: timeRange(lesson),
    timeZone: timeZoneNote(lesson.lessonTimezone, viewerZone, now),
    nextDate: next ? { iso: next, label: nextDateLabel(next, lesson.lessonTimezone, now, locale) } : null,
    current: isCurrentLesson(lesson, now),
    level: { label: messages.levels[lesson.level] ?? messages.levels[Level.Open], tone },
    teacher: teacherName(lesson),
    place: placeOf(lesson),
    ages: agesText(lesson, messages),
    occupancy: occupancyOf(lesson),
  };
};
