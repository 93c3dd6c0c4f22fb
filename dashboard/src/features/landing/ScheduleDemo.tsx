import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CapacityBadge, capacityBadge } from '@plie/shared';
import { LEVEL_LABELS } from '../../i18n/level-labels';
import { useLessonFormat } from '../../i18n/useLessonFormat';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { DemoSection } from './DemoSection';
import { DEMO_WEEK } from './demo-data';

const BADGE_TONES: Record<CapacityBadge, BadgeTone> = { green: 'success', yellow: 'warning', red: 'danger' };

/** Demo 1 (spec §1): the schedule, as a small static table of a studio's week. */
export function ScheduleDemo() {
  return (
    <DemoSection
      id="demo-schedule-title"
      eyebrow={<Trans>Schedule</Trans>}
      title={<Trans>A timetable dancers can actually read</Trans>}
      intro={
        <Trans>
          Every class with its style, level and teacher. The lesson on right now is highlighted, and a colour
          shows how full each one is.
        </Trans>
      }
      points={[
        <Trans key="views">Table or calendar view, on a phone or a laptop</Trans>,
        <Trans key="filters">Filters for style, level, age and weekday</Trans>,
        <Trans key="embed">Embed it on your studio’s own website</Trans>,
      ]}
      visual={<SampleSchedule />}
    />
  );
}

function SampleSchedule() {
  const { i18n, t } = useLingui();
  const { weekday, timeRange } = useLessonFormat();
  return (
    <Card css={cardStyles}>
      <table css={tableStyles}>
        <caption>
          <span css={captionRowStyles}>
            <span css={studioStyles}>Salsa &amp; Co.</span>
            <span css={captionMetaStyles}>
              <Trans>Kraków · sample week</Trans>
            </span>
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>When</Trans>
            </th>
            <th scope="col">
              <Trans>Class</Trans>
            </th>
            <th scope="col" className="wide-only">
              <Trans>Level</Trans>
            </th>
            <th scope="col" css={{ textAlign: 'right' }}>
              <Trans>Places</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {DEMO_WEEK.map((lesson) => {
            const level = i18n._(LEVEL_LABELS[lesson.level]!);
            const { attendees, capacity } = lesson;
            const badge = capacityBadge(attendees, capacity);
            return (
              <tr
                key={`${lesson.weekday}-${lesson.start.join(':')}`}
                aria-current={lesson.now ? 'time' : undefined}
              >
                <td>
                  <span css={dayStyles}>{weekday(lesson.weekday)}</span>
                  <span css={timeStyles}>{timeRange(lesson.start, lesson.end)}</span>
                </td>
                <td>
                  <span css={styleNameStyles}>
                    {i18n._(lesson.style)}
                    {lesson.now && (
                      <Badge tone="primary" css={{ marginInlineStart: '0.5rem' }}>
                        <Trans>Now</Trans>
                      </Badge>
                    )}
                  </span>
                  <span css={teacherStyles}>{lesson.teacher}</span>
                  <span className="narrow-only" css={{ marginTop: '0.25rem' }}>
                    <Badge>{level}</Badge>
                  </span>
                </td>
                <td className="wide-only">
                  <Badge>{level}</Badge>
                </td>
                <td css={{ textAlign: 'right' }}>
                  <Badge tone={BADGE_TONES[badge]} title={t`${attendees} of ${capacity} places taken`}>
                    {badge === 'red' ? t`Full` : `${attendees}/${capacity}`}
                  </Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}

const cardStyles = css`
  padding: 0;
  overflow: hidden;
`;

const tableStyles = (theme: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSize.sm};
  caption {
    padding: ${theme.space[4]} ${theme.space[4]} ${theme.space[3]};
    text-align: left;
    border-bottom: 1px solid ${theme.colors.border};
  }
  th {
    padding: ${theme.space[2]};
    text-align: left;
    font-size: ${theme.fontSize.xs};
    font-weight: ${theme.fontWeight.semibold};
    color: ${theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    background: ${theme.colors.surfaceSunken};
  }
  td {
    padding: ${theme.space[3]} ${theme.space[2]};
    vertical-align: top;
    border-top: 1px solid ${theme.colors.border};
  }
  th:first-of-type,
  td:first-of-type {
    padding-left: ${theme.space[3]};
  }
  th:last-of-type,
  td:last-of-type {
    padding-right: ${theme.space[3]};
  }
  tr[aria-current] td {
    background: ${theme.colors.primarySubtle};
  }
  tr[aria-current] td:first-of-type {
    box-shadow: inset 4px 0 0 ${theme.colors.primary};
  }
  .wide-only {
    display: none;
  }
  .narrow-only {
    display: block;
  }
  /* Phones: a very long style name or level wraps rather than widening the table. */
  td {
    overflow-wrap: anywhere;
  }
  td > span > span {
    white-space: normal;
  }
  ${theme.mq.wide} {
    td {
      overflow-wrap: normal;
    }
    font-size: ${theme.fontSize.md};
    th,
    td {
      padding-inline: ${theme.space[3]};
    }
    th:first-of-type,
    td:first-of-type {
      padding-left: ${theme.space[4]};
    }
    th:last-of-type,
    td:last-of-type {
      padding-right: ${theme.space[4]};
    }
    .wide-only {
      display: table-cell;
    }
    .narrow-only {
      display: none;
    }
  }
`;

const captionRowStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[1]} ${theme.space[3]};
`;

const studioStyles = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.bold};
  font-size: ${theme.fontSize.lg};
  color: ${theme.colors.text};
`;

const captionMetaStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const dayStyles = (theme: Theme) => css`
  display: block;
  font-weight: ${theme.fontWeight.semibold};
  text-transform: capitalize;
`;

const timeStyles = (theme: Theme) => css`
  display: block;
  color: ${theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const styleNameStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  font-weight: ${theme.fontWeight.semibold};
`;

const teacherStyles = (theme: Theme) => css`
  display: block;
  color: ${theme.colors.textMuted};
`;
