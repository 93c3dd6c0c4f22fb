/**
 * Above the calendar grid: the previous and next week (or day), the dates shown (announced when they
 * change), Today, a note when nothing is on, and — in the day view — the week's days to jump to one.
 */
import { type CalendarView, type IsoDate, weekDates } from '@plie/shared';
import type { Messages } from '../../i18n/en';
import type { DateLabels } from './date-labels';
import {
  dayChipStyles,
  dayStripStyles,
  navigationButtonStyles,
  navigationStyles,
  noteStyles,
  titleStyles,
  toolbarStyles,
} from './lesson-calendar.styles';

const Chevron = ({ direction }: { direction: -1 | 1 }) => (
  <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor">
    <path d={direction < 0 ? 'M10 3 5 8l5 5' : 'm6 3 5 5-5 5'} strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export function CalendarToolbar({
  view,
  dates,
  today,
  labels,
  messages,
  empty,
  onShow,
  onShift,
}: {
  view: CalendarView;
  dates: readonly IsoDate[];
  today: IsoDate;
  labels: DateLabels;
  messages: Messages;
  /** Nothing is on in the dates shown. */
  empty: boolean;
  /** Shows the page with this date (`null`: today's). */
  onShow: (date: IsoDate | null) => void;
  onShift: (direction: -1 | 1) => void;
}) {
  const { calendar } = messages;
  const week = view === 'week';
  const showsToday = dates.includes(today);
  return (
    <>
      <div css={toolbarStyles} part="toolbar">
        <div css={navigationStyles}>
          <button
            type="button"
            css={navigationButtonStyles}
            aria-label={week ? calendar.previousWeek : calendar.previousDay}
            onClick={() => onShift(-1)}
          >
            <Chevron direction={-1} />
          </button>
          <button
            type="button"
            css={navigationButtonStyles}
            aria-label={week ? calendar.nextWeek : calendar.nextDay}
            onClick={() => onShift(1)}
          >
            <Chevron direction={1} />
          </button>
          <button
            type="button"
            css={navigationButtonStyles}
            aria-disabled={showsToday}
            onClick={() => onShow(null)}
          >
            {calendar.today}
          </button>
        </div>
        <p css={titleStyles} aria-live="polite">
          {labels.span(dates)}
        </p>
        {empty && <p css={noteStyles}>{week ? calendar.noLessonsInWeek : calendar.noLessonsOnDay}</p>}
      </div>
      {!week && dates[0] && (
        <ul css={dayStripStyles}>
          {weekDates(dates[0]).map((date) => (
            <li key={date}>
              <button
                type="button"
                css={dayChipStyles}
                aria-pressed={date === dates[0]}
                aria-label={labels.long(date)}
                {...(date === today ? { 'aria-current': 'date' as const } : {})}
                onClick={() => onShow(date)}
              >
                <span aria-hidden="true">{labels.weekdayShort(date)}</span>
                <span aria-hidden="true">{labels.dayOfMonth(date)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
