/**
 * `<LessonTable>`: lessons as a table with a row per lesson, or — when the table itself is narrower
 * than 600 px — as a list of short rows (spec §2 "The lesson table uses short columns below 600 px").
 * The lesson under way is highlighted and announced (spec §2, the shared current-lesson rule); the
 * occupancy badge follows spec §4. Function components and hooks only: it also runs on preact/compat.
 *
 * Props
 * - `lessons` — the rows, in the order given (the API's next-occurrence order).
 * - `now` — the time the highlight and "Today" are computed for (`useNow()` keeps it ticking).
 * - `language` — `en` | `ua` | `pl`; else the `SdkLanguageProvider`'s; else English.
 * - `caption` — the table's accessible name (visually hidden); default "Lessons".
 * - `actions(lesson)` — a slot for each row's actions (attend, edit, …), rendered once per row.
 * - `onLessonClick(lesson)` — makes the lesson's name a button that calls it.
 * - `empty` — shown instead of the table when there are no lessons.
 * - `layout` — `auto` (default: by its own width), or `table` / `list` to force one.
 * - `viewerTimeZone` — the viewer's IANA zone (default: the browser's); other zones are named.
 * - `rowsPerTask` — draws this many rows at first and as many more in each following task (a long
 *   list on a phone without blocking it); by default all at once (a page that hydrates needs that).
 *
 * In a table narrower than 960 px the teacher moves under the lesson's name, and narrower than
 * 800 px the next date under the time (container queries: its own width decides, as for the list).
 *
 * Parts: `base`, `table`, `list`, `row` (plus `current-row` on the lesson under way), `level`,
 * `occupancy`, `now`, `actions`.
 *
 * CSS custom properties: `--plie-lesson-table-font-size`, `--plie-lesson-table-border`,
 * `--plie-lesson-table-current-background`, `--plie-lesson-table-current-accent`, `--plie-font-family`
 * (each defaults to the theme's token).
 */
import type { Language, Lesson } from '@plie/shared';
import { memo, type ReactElement, type ReactNode, useMemo, useRef } from 'react';
import type { Messages } from '../../i18n/en';
import { messagesFor, useSdkLanguage } from '../../i18n/language';
import { intlLocale } from '../../i18n/plural';
import { WithPlieTheme } from '../../theme/WithPlieTheme';
import { browserTimeZone } from '../browser-time-zone';
import { useNarrowContainer } from '../use-narrow-container';
import { useRowsPerTask } from '../use-rows-per-task';
import { type LessonRow, type LessonRowContext, lessonRow } from './lesson-cells';
import {
  actionsStyles,
  capacityBadgeStyles,
  lessonButtonStyles,
  lessonNameStyles,
  levelBadgeStyles,
  lineStyles,
  listItemStyles,
  listStyles,
  listTopStyles,
  mutedStyles,
  nowBadgeStyles,
  rootStyles,
  tableStyles,
  tagStyles,
  visuallyHiddenStyles,
  whenStyles,
} from './lesson-table.styles';

export interface LessonTableProps {
  lessons: readonly Lesson[];
  now: Date;
  language?: Language;
  caption?: string;
  actions?: (lesson: Lesson) => ReactNode;
  onLessonClick?: (lesson: Lesson) => void;
  empty?: ReactNode;
  layout?: 'auto' | 'table' | 'list';
  viewerTimeZone?: string;
  rowsPerTask?: number;
}

/**
 * Memoised: a parent drawn again with the same props (an answer asked again and unchanged, a change
 * of fields beside it) draws no row again (issue #18). Give it stable `actions`, `onLessonClick` and
 * `empty` (`useCallback`, `useMemo`) for that to hold.
 */
export const LessonTable = memo(function LessonTable(props: LessonTableProps): ReactElement {
  return (
    <WithPlieTheme>
      <LessonRows {...props} />
    </WithPlieTheme>
  );
});

function LessonRows({
  lessons,
  now,
  language,
  caption,
  actions,
  onLessonClick,
  empty,
  layout = 'auto',
  viewerTimeZone,
  rowsPerTask,
}: LessonTableProps) {
  const root = useRef<HTMLDivElement>(null);
  const narrow = useNarrowContainer(root);
  const resolvedLanguage = useSdkLanguage(language);
  const messages = messagesFor(resolvedLanguage);
  const locale = intlLocale(resolvedLanguage);
  const viewerZone = viewerTimeZone ?? browserTimeZone();
  // What every row's dates and labels come from: the same object while none of it changes, so a row
  // whose lesson is the same is not drawn again (a tick of the clock changes it: every row is).
  const context = useMemo<LessonRowContext>(
    () => ({ now, locale, viewerZone, messages }),
    [now, locale, viewerZone, messages],
  );
  const name = caption ?? messages.lessons;
  const asList = layout === 'list' || (layout === 'auto' && narrow === true);
  const shared = { messages, actions, onLessonClick };
  const drawn = useRowsPerTask(lessons.length, rowsPerTask);
  const shown = drawn === lessons.length ? lessons : lessons.slice(0, drawn);

  return (
    <div ref={root} css={rootStyles} part="base">
      {lessons.length === 0 ? (
        (empty ?? <p>{messages.noLessons}</p>)
      ) : asList ? (
        <ul css={listStyles} aria-label={name} part="list">
          {shown.map((lesson) => (
            <Row key={lesson.id} lesson={lesson} context={context} form="short" {...shared} />
          ))}
        </ul>
      ) : (
        <table css={tableStyles} part="table">
          <caption css={visuallyHiddenStyles}>{name}</caption>
          <thead>
            <tr>
              <th scope="col">{messages.columns.when}</th>
              <th scope="col" data-column="next-date">
                {messages.columns.nextDate}
              </th>
              <th scope="col">{messages.columns.lesson}</th>
              <th scope="col">{messages.columns.level}</th>
              <th scope="col" data-column="teacher">
                {messages.columns.teacher}
              </th>
              <th scope="col">{messages.columns.place}</th>
              <th scope="col">{messages.columns.places}</th>
              {actions && (
                <th scope="col">
                  <span css={visuallyHiddenStyles}>{messages.columns.actions}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {shown.map((lesson) => (
              <Row key={lesson.id} lesson={lesson} context={context} form="wide" {...shared} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

interface RowProps {
  row: LessonRow;
  messages: Messages;
  actions?: ((lesson: Lesson) => ReactNode) | undefined;
  onLessonClick?: ((lesson: Lesson) => void) | undefined;
}

/**
 * A lesson's row, its dates and labels computed in it: each row is its own unit of React's work, so
 * a render of many (a page hydrating, a new list) yields to the browser between rows instead of
 * computing them all in one go (issue #18: a phone's long tasks). Memoised: the same lesson in the
 * same context is not drawn again.
 */
const Row = memo(function Row({
  lesson,
  context,
  form,
  ...shared
}: Omit<RowProps, 'row'> & { lesson: Lesson; context: LessonRowContext; form: 'wide' | 'short' }) {
  const row = useMemo(() => lessonRow(lesson, context), [lesson, context]);
  return form === 'wide' ? <WideRow row={row} {...shared} /> : <ShortRow row={row} {...shared} />;
});

const currentProps = (row: LessonRow) =>
  row.current ? { 'aria-current': 'time' as const, part: 'row current-row' } : { part: 'row' };

function WideRow({ row, messages, actions, onLessonClick }: RowProps) {
  const nextDate = row.nextDate && <time dateTime={row.nextDate.iso}>{row.nextDate.label}</time>;
  return (
    <tr {...currentProps(row)}>
      <td>
        <When row={row} />
        <TimeZone row={row} messages={messages} />
        {nextDate && (
          <span css={mutedStyles} data-inline="next-date">
            <span css={visuallyHiddenStyles}>{messages.columns.nextDate}: </span>
            {nextDate}
          </span>
        )}
      </td>
      <td data-column="next-date">{nextDate}</td>
      <th scope="row">
        <LessonName row={row} onLessonClick={onLessonClick} />
        {row.styleName && <span css={mutedStyles}>{row.styleName}</span>}
        {row.teacher && (
          <span css={mutedStyles} data-inline="teacher">
            <span css={visuallyHiddenStyles}>{messages.columns.teacher}: </span>
            {row.teacher}
          </span>
        )}
        <LessonTags row={row} messages={messages} />
      </th>
      <td>
        <LevelBadge row={row} />
      </td>
      <td data-column="teacher">{row.teacher}</td>
      <td>
        {row.place && (
          <>
            {row.place.name}
            {row.place.detail && <span css={mutedStyles}>{row.place.detail}</span>}
          </>
        )}
      </td>
      <td>
        <OccupancyBadge row={row} messages={messages} />
      </td>
      {actions && (
        <td>
          <div css={actionsStyles} part="actions">
            {actions(row.lesson)}
          </div>
        </td>
      )}
    </tr>
  );
}

/** The narrow form: day and time, name, level, place and the badge, stacked. */
function ShortRow({ row, messages, actions, onLessonClick }: RowProps) {
  const place = [row.place?.name, row.place?.detail, row.teacher].filter(Boolean).join(' · ');
  return (
    <li css={listItemStyles} {...currentProps(row)}>
      <div css={listTopStyles}>
        <span>
          <When row={row} />
          <TimeZone row={row} messages={messages} inline />
          {row.nextDate && (
            <>
              {' · '}
              <time dateTime={row.nextDate.iso}>{row.nextDate.label}</time>
            </>
          )}
        </span>
        <OccupancyBadge row={row} messages={messages} />
      </div>
      <div>
        <LessonName row={row} onLessonClick={onLessonClick} />
        {row.styleName && <span css={mutedStyles}>{row.styleName}</span>}
      </div>
      <p css={lineStyles}>
        <LevelBadge row={row} />
        <LessonTags row={row} messages={messages} />
      </p>
      {place && <p css={mutedStyles}>{place}</p>}
      {actions && (
        <div css={actionsStyles} part="actions">
          {actions(row.lesson)}
        </div>
      )}
    </li>
  );
}

/** "Tue 19:00–20:30": the short day on screen, the whole one for screen readers. */
function When({ row }: { row: LessonRow }) {
  return (
    <span css={whenStyles}>
      <span aria-hidden="true">{row.weekdayShort}</span>
      <span css={visuallyHiddenStyles}>{row.weekdayLong}</span> <span>{row.time}</span>
    </span>
  );
}

/** The lesson's zone ("GMT+2") when the viewer's clocks differ; read out as "Times in GMT+2". */
function TimeZone({
  row,
  messages,
  inline = false,
}: Pick<RowProps, 'row' | 'messages'> & { inline?: boolean }) {
  if (!row.timeZone) return null;
  return (
    <span css={[mutedStyles, inline && { display: 'inline' }]}>
      {inline && ' '}
      <span aria-hidden="true">{row.timeZone}</span>
      <span css={visuallyHiddenStyles}>{messages.timeZone(row.timeZone)}</span>
    </span>
  );
}

function LessonName({ row, onLessonClick }: Pick<RowProps, 'row' | 'onLessonClick'>) {
  if (!onLessonClick) return <span css={lessonNameStyles}>{row.name}</span>;
  return (
    <button type="button" css={lessonButtonStyles} onClick={() => onLessonClick(row.lesson)}>
      {row.name}
    </button>
  );
}

/** "Now" on the lesson under way, then a closed group and the ages, when they apply. */
function LessonTags({ row, messages }: Pick<RowProps, 'row' | 'messages'>) {
  if (!row.current && !row.lesson.isClosedGroup && !row.ages) return null;
  return (
    <span css={lineStyles}>
      {row.current && (
        <span css={nowBadgeStyles} part="now">
          {messages.now}
          <span css={visuallyHiddenStyles}> — {messages.onNow}</span>
        </span>
      )}
      {row.lesson.isClosedGroup && <span css={tagStyles}>{messages.closedGroup}</span>}
      {row.ages && <span css={tagStyles}>{row.ages}</span>}
    </span>
  );
}

/** The level, colour-coded, with one to three bars (colour is never the only cue). */
function LevelBadge({ row }: { row: LessonRow }) {
  const bars = { beginner: 1, intermediate: 2, pro: 3, open: 0 }[row.level.tone];
  return (
    <span css={levelBadgeStyles(row.level.tone)} part="level">
      {bars > 0 && (
        <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12" fill="currentColor">
          {[0, 1, 2].map((bar) => (
            <rect
              key={bar}
              x={bar * 4 + 0.5}
              y={8 - bar * 3}
              width="3"
              height={4 + bar * 3}
              rx="0.75"
              opacity={bar < bars ? 1 : 0.3}
            />
          ))}
        </svg>
      )}
      {row.level.label}
    </span>
  );
}

/** Spec §4: green below 75 %, yellow from 75 %, red when full; none without a capacity. */
function OccupancyBadge({ row, messages }: Pick<RowProps, 'row' | 'messages'>) {
  const occupancy = row.occupancy;
  if (!occupancy) return null;
  const { taken, capacity, left, badge } = occupancy;
  const spoken = [
    badge === 'red' ? messages.full : null,
    messages.occupancy(taken, capacity),
    left > 0 ? messages.placesLeft(left) : null,
  ]
    .filter(Boolean)
    .join('. ');
  return (
    <span css={capacityBadgeStyles(badge)} part="occupancy" title={spoken}>
      <span aria-hidden="true">{badge === 'red' ? messages.full : `${taken}/${capacity}`}</span>
      <span css={visuallyHiddenStyles}>{spoken}</span>
    </span>
  );
}
