/**
 * `<LessonCalendar>`: lessons on a calendar of 15-minute slots (spec §2 studio page, §9) — a week
 * from Monday to Sunday, or one day when the calendar itself is narrower than 600 px — over the time
 * range of the shared rule (padded one hour; 08:00–12:00 without lessons). Overlapping lessons stand
 * side by side; each is coloured by its style (the studio's palette), can be reached with Tab and is
 * named in full (name, day and time, teacher, place). The lesson under way is highlighted.
 * Function components and hooks only: it also runs on preact/compat.
 *
 * Props
 * - `lessons` — what to show; weekly lessons on their weekday, one-off lessons on their date.
 * - `now` — the time the highlight, today's date and the now line are computed for (`useNow()`).
 * - `language` — `en` | `ua` | `pl`; else the `SdkLanguageProvider`'s; else English.
 * - `caption` — the calendar's accessible name; default "Lesson calendar".
 * - `view` — `auto` (default: day view below 600 px of its own width, week view otherwise), `week`, `day`.
 * - `primaryColor` — the studio's colour: the styles' colours cycle from it (default teal).
 * - `styleIds` — the studio's styles in its order, so each keeps the colour its page shows.
 * - `timeZone` — the zone whose dates the columns show (default: the first lesson's, else the browser's).
 * - `onSlotSelect({ weekday, startHour, startMinute, endHour, endMinute })` — makes the empty slots
 *   buttons: a click (or Enter) is a lesson starting there, a drag (or Shift+↑/↓) the time it covers.
 * - `onLessonClick(lesson)` — makes each lesson a button that calls it.
 *
 * Parts: `base`, `toolbar`, `grid`, `day-header`, `day`, `slot`, `lesson` (plus `current-lesson` on
 * the lesson under way), `now-line`.
 *
 * CSS custom properties: `--plie-calendar-slot-height`, `--plie-calendar-font-size`,
 * `--plie-calendar-border`, `--plie-calendar-current-accent`, `--plie-font-family`.
 */
import { useTheme } from '@emotion/react';
import {
  CALENDAR,
  type CalendarView,
  currentOccurrenceDate,
  type IsoDate,
  type Language,
  type Lesson,
  wallClockInZone,
} from '@plie/shared';
import { type CSSProperties, type ReactElement, useId, useMemo, useRef, useState } from 'react';
import type { Messages } from '../../i18n/en';
import { messagesFor, useSdkLanguage } from '../../i18n/language';
import { intlLocale } from '../../i18n/plural';
import type { PrimaryColor } from '../../theme/palette';
import { WithPlieTheme } from '../../theme/WithPlieTheme';
import { browserTimeZone } from '../browser-time-zone';
import { type LessonRow, lessonRow } from '../lesson-table/lesson-cells';
import { useNarrowContainer } from '../use-narrow-container';
import {
  type PlacedSegment,
  placeSegments,
  type SlotRow,
  type SlotSelection,
  segmentsOn,
  shiftViewDate,
  slotRows,
  styleColors,
  viewDates,
  visibleMinutes,
} from './calendar-layout';
import { CalendarToolbar } from './calendar-toolbar';
import { type DateLabels, dateLabels } from './date-labels';
import {
  blockItemStyles,
  blockListStyles,
  blockMetaStyles,
  blockPosition,
  blockStyles,
  blockTone,
  columnStyles,
  cornerStyles,
  dayHeaderStyles,
  dayNumberStyles,
  gridStyles,
  gutterStyles,
  nowBadgeStyles,
  nowLineStyles,
  rootStyles,
  selectableStyles,
  slotsDown,
  slotsStyles,
  visuallyHiddenStyles,
} from './lesson-calendar.styles';
import { useSlotPicker } from './use-slot-picker';

export type { SlotSelection } from './calendar-layout';

export interface LessonCalendarProps {
  lessons: readonly Lesson[];
  now: Date;
  language?: Language;
  caption?: string;
  view?: 'auto' | CalendarView;
  primaryColor?: PrimaryColor;
  styleIds?: readonly string[];
  timeZone?: string;
  onSlotSelect?: (slot: SlotSelection) => void;
  onLessonClick?: (lesson: Lesson) => void;
}

/** Today's date and the minutes since midnight in `zone` (the browser's when `zone` is unknown). */
const wallClock = (now: Date, zone: string) => {
  let clock: ReturnType<typeof wallClockInZone>;
  try {
    clock = wallClockInZone(now, zone);
  } catch {
    clock = wallClockInZone(now, browserTimeZone());
  }
  return { today: clock.date, minutes: clock.hour * 60 + clock.minute };
};

export function LessonCalendar(props: LessonCalendarProps): ReactElement {
  return (
    <WithPlieTheme>
      <Calendar {...props} />
    </WithPlieTheme>
  );
}

function Calendar({
  lessons,
  now,
  language,
  caption,
  view = 'auto',
  primaryColor,
  styleIds,
  timeZone,
  onSlotSelect,
  onLessonClick,
}: LessonCalendarProps) {
  const root = useRef<HTMLElement>(null);
  const narrow = useNarrowContainer(root);
  const resolvedLanguage = useSdkLanguage(language);
  const messages = messagesFor(resolvedLanguage);
  const locale = intlLocale(resolvedLanguage);
  const clock = wallClock(now, timeZone ?? lessons[0]?.lessonTimezone ?? browserTimeZone());
  // `null` follows today, so the calendar moves on by itself at midnight until someone navigates.
  const [chosenDate, setChosenDate] = useState<IsoDate | null>(null);
  const shownDate = chosenDate ?? clock.today;
  const shownView: CalendarView = view === 'auto' ? (narrow ? 'day' : 'week') : view;
  const dates = viewDates(shownView, shownDate);
  const range = useMemo(() => visibleMinutes(lessons), [lessons]);
  const rows = useMemo(() => slotRows(range), [range]);
  const colors = useMemo(
    () => styleColors(lessons, primaryColor, styleIds),
    [lessons, primaryColor, styleIds],
  );
  const rowOf = useMemo(() => {
    const context = { now, locale, viewerZone: browserTimeZone(), messages };
    return new Map(lessons.map((lesson) => [lesson.id, lessonRow(lesson, context)]));
  }, [lessons, now, locale, messages]);
  const labels = dateLabels(locale);
  const days = dates.map((date) => ({ date, blocks: placeSegments(segmentsOn(lessons, date), range) }));
  const picker = useSlotPicker({ root, dates, rows, onSlotSelect });
  const instructionsId = useId();
  const hourOffset = ((60 - (range.start % 60)) % 60) / CALENDAR.slotMinutes;

  return (
    <section
      ref={root}
      css={[rootStyles, onSlotSelect && selectableStyles]}
      aria-label={caption ?? messages.calendar.label}
      part="base"
    >
      <CalendarToolbar
        view={shownView}
        dates={dates}
        today={clock.today}
        labels={labels}
        messages={messages}
        empty={days.every((day) => day.blocks.length === 0)}
        onShow={setChosenDate}
        onShift={(direction) => setChosenDate(shiftViewDate(shownView, shownDate, direction))}
      />
      {onSlotSelect && (
        <p id={instructionsId} css={visuallyHiddenStyles}>
          {messages.calendar.instructions}
        </p>
      )}
      <p css={visuallyHiddenStyles} aria-live="polite">
        {picker.announcement}
      </p>
      <div
        css={gridStyles}
        part="grid"
        style={
          {
            '--plie-calendar-days': dates.length,
            '--plie-calendar-rows': rows.length,
            '--plie-calendar-hour-offset': hourOffset,
          } as CSSProperties
        }
      >
        {shownView === 'week' && (
          <>
            <div css={cornerStyles} aria-hidden="true" />
            {dates.map((date) => (
              <DayHeader key={date} date={date} isToday={date === clock.today} labels={labels} />
            ))}
          </>
        )}
        <div css={gutterStyles} aria-hidden="true">
          {rows.map((row, index) =>
            row.isHour ? (
              <span key={row.start} style={slotsDown(index)}>
                {row.time}
              </span>
            ) : null,
          )}
        </div>
        {days.map(({ date, blocks }, column) => (
          <div
            key={date}
            css={columnStyles}
            part="day"
            {...(date === clock.today ? { 'data-today': '' } : {})}
          >
            {onSlotSelect && (
              <div css={slotsStyles}>
                {rows.map((row, index) => (
                  <SlotButton
                    key={row.start}
                    row={row}
                    label={messages.calendar.newLessonAt(labels.weekday(date), row.time)}
                    describedBy={column === 0 && index === 0 ? instructionsId : undefined}
                    {...picker.slotProps(column, index)}
                  />
                ))}
              </div>
            )}
            {blocks.length > 0 && (
              <ul css={blockListStyles} aria-label={labels.long(date)}>
                {blocks.map((block) => (
                  <LessonBlock
                    key={`${block.lesson.id}-${block.occurrenceDate}`}
                    block={block}
                    row={rowOf.get(block.lesson.id)}
                    color={colors.get(block.lesson.styleId)}
                    current={currentOccurrenceDate(block.lesson, now) === block.occurrenceDate}
                    messages={messages}
                    onLessonClick={onLessonClick}
                  />
                ))}
              </ul>
            )}
            {date === clock.today && clock.minutes >= range.start && clock.minutes < range.end && (
              <div
                css={nowLineStyles}
                part="now-line"
                aria-hidden="true"
                style={slotsDown((clock.minutes - range.start) / CALENDAR.slotMinutes)}
              />
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

function DayHeader({ date, isToday, labels }: { date: IsoDate; isToday: boolean; labels: DateLabels }) {
  return (
    <div css={dayHeaderStyles} part="day-header" {...(isToday ? { 'aria-current': 'date' as const } : {})}>
      <span aria-hidden="true">{labels.weekdayShort(date)}</span>
      <span aria-hidden="true" css={dayNumberStyles}>
        {labels.dayOfMonth(date)}
      </span>
      <span css={visuallyHiddenStyles}>{labels.long(date)}</span>
    </div>
  );
}

function SlotButton({
  row,
  label,
  describedBy,
  ...props
}: {
  row: SlotRow;
  label: string;
  describedBy: string | undefined;
} & ReturnType<ReturnType<typeof useSlotPicker>['slotProps']>) {
  return (
    <button type="button" aria-label={label} aria-describedby={describedBy} part="slot" {...props}>
      {`+ ${row.time}`}
    </button>
  );
}

/** "Salsa Cubana, Tuesday 19:00–20:00, Iryna Kovalenko, Rytm Dance Studio, Sala Duża" (and "on now"). */
const spokenName = (row: LessonRow, current: boolean, messages: Messages) =>
  [
    row.name,
    `${row.weekdayLong} ${row.time}`,
    row.teacher,
    row.place?.name,
    row.place?.detail,
    current ? messages.onNow : null,
  ]
    .filter(Boolean)
    .join(', ');

function LessonBlock({
  block,
  row,
  color,
  current,
  messages,
  onLessonClick,
}: {
  block: PlacedSegment<Lesson>;
  row: LessonRow | undefined;
  color: string | undefined;
  current: boolean;
  messages: Messages;
  onLessonClick: ((lesson: Lesson) => void) | undefined;
}) {
  const theme = useTheme();
  if (!row) return null;
  const tone = blockTone(color ?? theme.colors.primaryBase, theme.scheme);
  const place = row.place ? [row.place.detail, row.place.name].filter(Boolean)[0] : undefined;
  const shared = {
    css: blockStyles(tone),
    'aria-label': spokenName(row, current, messages),
    part: current ? 'lesson current-lesson' : 'lesson',
    ...(current ? { 'aria-current': 'time' as const } : {}),
  };
  const content = (
    <>
      {current && (
        <span css={nowBadgeStyles} aria-hidden="true">
          {messages.now}
        </span>
      )}
      <strong aria-hidden="true">{row.name}</strong>
      <span css={blockMetaStyles} aria-hidden="true">
        {row.time}
      </span>
      {row.teacher && <span aria-hidden="true">{row.teacher}</span>}
      {place && <span aria-hidden="true">{place}</span>}
    </>
  );
  return (
    <li css={blockItemStyles} style={blockPosition(block.top, block.height, block.lane, block.lanes)}>
      {onLessonClick ? (
        <button type="button" onClick={() => onLessonClick(block.lesson)} {...shared}>
          {content}
        </button>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: each lesson is a Tab stop so keyboard users can read the calendar lesson by lesson (its name says all a block shows)
        <article tabIndex={0} {...shared}>
          {content}
        </article>
      )}
    </li>
  );
}
