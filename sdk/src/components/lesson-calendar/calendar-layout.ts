/**
 * Where everything of the lesson calendar goes, as pure functions (spec §2 studio page, §9): the
 * 15-minute slot rows of the shared calendar range, the dates a view shows (weeks from Monday), the
 * lessons of each date as blocks (top and height in slots, overlapping ones side by side), and the
 * lesson time a selected slot stands for. The component only draws what these return.
 */
import {
  addDays,
  CALENDAR,
  type CalendarView,
  calendarTimeRange,
  endHourAfterStartHour,
  endMinuteAfterStartMinute,
  formatTimeOfDay,
  type IsoDate,
  type LessonTimes,
  runsPastMidnight,
  studioStyleColor,
  weekDates,
  weekdayOfDate,
} from '@plie/shared';

const SLOT = CALENDAR.slotMinutes;
const MINUTES_PER_DAY = 24 * 60;

/** The visible part of a day, in minutes after midnight (`end` may be 1440). */
export interface MinuteRange {
  start: number;
  end: number;
}

const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** The shared calendar range (padded one hour; 08:00–12:00 without lessons) in minutes. */
export const visibleMinutes = (lessons: readonly LessonTimes[]): MinuteRange => {
  const { minTime, maxTime } = calendarTimeRange(lessons);
  return { start: minutesOf(minTime), end: minutesOf(maxTime) };
};

/** One 15-minute row of the grid. */
export interface SlotRow {
  /** Minutes after midnight the slot starts at. */
  start: number;
  /** `HH:MM` of the start. */
  time: string;
  /** The slot starts a whole hour: the gutter labels it. */
  isHour: boolean;
}

/** The slot rows from the range's start to its end. */
export const slotRows = ({ start, end }: MinuteRange): SlotRow[] =>
  Array.from({ length: Math.max(0, Math.ceil((end - start) / SLOT)) }, (_, index) => {
    const minutes = start + index * SLOT;
    return { start: minutes, time: formatTimeOfDay(minutes), isHour: minutes % 60 === 0 };
  });

/** The dates a view shows around `date`: its week from Monday, or the day itself. */
export const viewDates = (view: CalendarView, date: IsoDate): IsoDate[] =>
  view === 'week' ? weekDates(date) : [date];

/** Where the previous or next page of a view starts: a week or a day away. */
export const shiftViewDate = (view: CalendarView, date: IsoDate, direction: -1 | 1): IsoDate =>
  addDays(date, direction * (view === 'week' ? 7 : 1));

/** A lesson the calendar can place: its times, an id to tell it apart, and its room if any. */
export interface CalendarLesson extends LessonTimes {
  id: string;
  roomId?: string | undefined;
}

/**
 * A lesson's stretch of time on one date. A lesson past midnight (23:00–00:30) has two: until 24:00
 * on its own date and from 00:00 on the next (as the shared range counts it).
 */
export interface LessonSegment<L extends CalendarLesson = CalendarLesson> {
  lesson: L;
  /** The date of the column. */
  date: IsoDate;
  /** The date the occurrence started on (the day before, for the part after midnight). */
  occurrenceDate: IsoDate;
  start: number;
  end: number;
}

const occursOn = (lesson: CalendarLesson, date: IsoDate): boolean =>
  lesson.isReoccurring === false ? lesson.date === date : lesson.weekday === weekdayOfDate(date);

/** The lessons under way on `date`, each cut to that date. */
export const segmentsOn = <L extends CalendarLesson>(
  lessons: readonly L[],
  date: IsoDate,
): LessonSegment<L>[] =>
  lessons.flatMap((lesson) => {
    const start = lesson.startHour * 60 + lesson.startMinute;
    const end = lesson.endHour * 60 + lesson.endMinute;
    const overnight = runsPastMidnight(lesson);
    const dayBefore = addDays(date, -1);
    const segments: LessonSegment<L>[] = [];
    // Ending at 00:00 (22:00–00:00) leaves nothing of the next day.
    if (overnight && end > 0 && occursOn(lesson, dayBefore)) {
      segments.push({ lesson, date, occurrenceDate: dayBefore, start: 0, end });
    }
    if (occursOn(lesson, date)) {
      segments.push({ lesson, date, occurrenceDate: date, start, end: overnight ? MINUTES_PER_DAY : end });
    }
    return segments;
  });

/** A segment as drawn: in slot units from the range's start, and its share of the column's width. */
export interface PlacedSegment<L extends CalendarLesson = CalendarLesson> extends LessonSegment<L> {
  /** Slots from the top of the grid to the block's top (fractional for times off the quarter hour). */
  top: number;
  /** The block's height in slots (at least one, so an instant lesson stays visible). */
  height: number;
  /** The block's lane, 0 at the left, among `lanes` side by side. */
  lane: number;
  lanes: number;
}

/** How long a block reads as: at least one slot, so it can be seen and can overlap. */
const drawnEnd = (segment: LessonSegment) => Math.max(segment.end, segment.start + SLOT);

/**
 * Places one date's segments: each block's top and height from its times, and lessons whose times
 * overlap side by side — each group of (transitively) overlapping lessons is split into as many
 * lanes as it needs at most, each lesson in the first lane free at its start (the longer first, and
 * lessons starting together in the order of their rooms, so a room keeps its lane from day to day).
 * A lesson ending as another starts does not overlap it.
 */
export const placeSegments = <L extends CalendarLesson>(
  segments: readonly LessonSegment<L>[],
  range: MinuteRange,
): PlacedSegment<L>[] => {
  const ordered = [...segments].sort(
    (a, b) =>
      a.start - b.start ||
      drawnEnd(b) - drawnEnd(a) ||
      (a.lesson.roomId ?? '').localeCompare(b.lesson.roomId ?? '') ||
      a.lesson.id.localeCompare(b.lesson.id),
  );
  const placed: PlacedSegment<L>[] = [];
  let group: PlacedSegment<L>[] = [];
  let laneEnds: number[] = [];
  let groupEnd = Number.NEGATIVE_INFINITY;
  const closeGroup = () => {
    for (const segment of group) segment.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const segment of ordered) {
    if (segment.start >= groupEnd) closeGroup();
    const end = drawnEnd(segment);
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= segment.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = end;
    groupEnd = group.length === 0 ? end : Math.max(groupEnd, end);
    const block: PlacedSegment<L> = {
      ...segment,
      top: (segment.start - range.start) / SLOT,
      height: (end - segment.start) / SLOT,
      lane,
      lanes: 1,
    };
    group.push(block);
    placed.push(block);
  }
  closeGroup();
  return placed;
};

/** What a selected stretch of empty slots prefills in the lesson form (spec §2 /edit-lesson). */
export interface SlotSelection {
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  startHour: number;
  startMinute: number;
  endHour: number;
  endMinute: number;
}

/**
 * The lesson time of the slots from `fromSlot` to `toSlot` (their start minutes, in either order) on
 * `date`. One slot stands for a lesson starting there, as long as the lesson form makes it (the next
 * hour, same minute: spec §4 "Time inputs"); several slots for exactly the time they cover.
 */
export const slotSelection = (date: IsoDate, fromSlot: number, toSlot: number): SlotSelection => {
  const start = Math.min(fromSlot, toSlot);
  const startHour = Math.floor(start / 60);
  const startMinute = start % 60;
  const weekday = weekdayOfDate(date);
  if (fromSlot === toSlot) {
    return {
      weekday,
      startHour,
      startMinute,
      endHour: endHourAfterStartHour(startHour),
      endMinute: endMinuteAfterStartMinute(startMinute),
    };
  }
  const end = (Math.max(fromSlot, toSlot) + SLOT) % MINUTES_PER_DAY;
  return { weekday, startHour, startMinute, endHour: Math.floor(end / 60), endMinute: end % 60 };
};

/**
 * The colour of each style's blocks: the studio's palette (spec §2: the style colours cycle from the
 * studio's primary colour), in the order of `styleIds` (the studio's styles, as its page lists them),
 * then of any other style as it first comes in the week (Monday morning first), so colours stay put
 * from one day to the next.
 */
export const styleColors = (
  lessons: readonly (CalendarLesson & { styleId: string })[],
  primaryColor: string | undefined,
  styleIds: readonly string[] = [],
): Map<string, string> => {
  const inWeekOrder = [...lessons].sort(
    (a, b) => a.weekday - b.weekday || a.startHour * 60 + a.startMinute - (b.startHour * 60 + b.startMinute),
  );
  const order = [...new Set([...styleIds, ...inWeekOrder.map((lesson) => lesson.styleId)])];
  return new Map(order.map((styleId, index) => [styleId, studioStyleColor(primaryColor, index)]));
};
