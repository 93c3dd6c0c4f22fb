import { css, type Theme } from '@emotion/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLateCancellation } from '@plie/shared';
import { useState } from 'react';
import { LEVEL_LABELS } from '../../i18n/level-labels';
import { useLessonFormat } from '../../i18n/useLessonFormat';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { ensureContrast } from '../../ui/color';
import { BASE_COLORS } from '../../ui/palette';
import { AA_TEXT_CONTRAST } from '../../ui/theme';
import { DemoSection } from './DemoSection';
import { DEMO_ATTENDEES, DEMO_SIGNED_UP, type DemoAttendee, STYLES } from './demo-data';

const HOUR_MS = 3_600_000;
const AVATAR_COLORS = [
  BASE_COLORS.purple,
  BASE_COLORS.blue,
  BASE_COLORS.pink,
  BASE_COLORS.orange,
  BASE_COLORS.green,
];

/** Demo 2 (spec §1): a lesson's attendance list, with ticks that really toggle. */
export function AttendanceDemo() {
  return (
    <DemoSection
      id="demo-attendance-title"
      eyebrow={<Trans>Attendance</Trans>}
      title={<Trans>Check who came with one tap</Trans>}
      intro={
        <Trans>
          Open the list before class and tick who is there. Late cancellations stand out in red, so you always
          know whom to expect.
        </Trans>
      }
      points={[
        <Trans key="signups">Sign-ups arrive with name, e-mail and Instagram</Trans>,
        <Trans key="cancel">Dancers cancel with one link — the place frees up for someone else</Trans>,
        <Trans key="weeks">Browse past weeks to see who keeps coming back</Trans>,
      ]}
      visual={<SampleAttendance />}
      reversed
      tinted
    />
  );
}

function SampleAttendance() {
  const { i18n, t } = useLingui();
  const { weekdayLong, timeRange } = useLessonFormat();
  const [present, setPresent] = useState(() => DEMO_ATTENDEES.map((attendee) => attendee.attended));
  const active = DEMO_ATTENDEES.filter((attendee) => attendee.cancelledHoursBefore === undefined).length;
  const came = present.filter(Boolean).length;
  const signedUp = DEMO_SIGNED_UP;

  return (
    <Card css={cardStyles}>
      <div css={headerStyles}>
        <div>
          <p css={titleStyles}>
            {i18n._(STYLES.bachata)} · {i18n._(LEVEL_LABELS[0]!)}
          </p>
          <p css={mutedStyles}>
            <span css={{ textTransform: 'capitalize' }}>{weekdayLong(1)}</span>, {timeRange([18, 0], [19, 0])}
          </p>
        </div>
        <Badge tone="primary">{plural(signedUp, { one: '# signed up', other: '# signed up' })}</Badge>
      </div>
      <ul css={listStyles}>
        {DEMO_ATTENDEES.map((attendee, index) => (
          <AttendeeRow
            key={attendee.name}
            attendee={attendee}
            color={AVATAR_COLORS[index % AVATAR_COLORS.length]!}
            present={present[index] ?? false}
            onToggle={() => setPresent((marks) => marks.map((mark, i) => (i === index ? !mark : mark)))}
          />
        ))}
      </ul>
      <p css={footerStyles} aria-live="polite">
        {t`Present: ${came} of ${active}`}
      </p>
    </Card>
  );
}

function AttendeeRow({
  attendee,
  color,
  present,
  onToggle,
}: {
  attendee: DemoAttendee;
  color: string;
  present: boolean;
  onToggle: () => void;
}) {
  const { t } = useLingui();
  const { name, cancelledHoursBefore: hours } = attendee;
  const cancelled = hours !== undefined;
  // Sample data gives hours before the start; the rule takes the two moments.
  const start = new Date();
  const late = cancelled && isLateCancellation(new Date(start.getTime() - hours * HOUR_MS), start);
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('');
  return (
    <li css={rowStyles}>
      <span aria-hidden="true" css={(theme: Theme) => avatarStyles(theme, color)}>
        {initials}
      </span>
      <span css={{ minWidth: 0, flex: 1 }}>
        <span css={cancelled ? cancelledNameStyles : nameStyles}>{name}</span>
        {cancelled && (
          <span css={(theme: Theme) => cancelNoteStyles(theme, late)}>
            {plural(hours, {
              one: 'Cancelled # hour before the start',
              other: 'Cancelled # hours before the start',
            })}
          </span>
        )}
      </span>
      {!cancelled && (
        <label css={checkStyles}>
          <input type="checkbox" checked={present} onChange={onToggle} aria-label={t`${name} is present`} />
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m5 12 5 5 9-10" />
          </svg>
        </label>
      )}
    </li>
  );
}

const cardStyles = css`
  padding: 0;
  overflow: hidden;
`;

const headerStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border-bottom: 1px solid ${theme.colors.border};
`;

const titleStyles = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.bold};
  font-size: ${theme.fontSize.lg};
`;

const mutedStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const rowStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: 64px;
  padding: ${theme.space[2]} ${theme.space[4]};
  & + & {
    border-top: 1px solid ${theme.colors.border};
  }
`;

/** Initials on the person's colour, darkened (light theme) or lightened (dark) to stay readable. */
const avatarStyles = (theme: Theme, color: string) => {
  const light = theme.scheme === 'light';
  const text = light ? '#ffffff' : theme.colors.surfaceSunken;
  const background = ensureContrast(color, text, AA_TEXT_CONTRAST, light ? '#000000' : '#ffffff');
  return css`
  display: grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${background};
  color: ${text};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
`;
};

const nameStyles = (theme: Theme) => css`
  display: block;
  font-weight: ${theme.fontWeight.medium};
`;

const cancelledNameStyles = (theme: Theme) => css`
  display: block;
  text-decoration: line-through;
  color: ${theme.colors.textMuted};
`;

const cancelNoteStyles = (theme: Theme, late: boolean) => css`
  display: block;
  font-size: ${theme.fontSize.sm};
  color: ${late ? theme.colors.status.danger.text : theme.colors.textMuted};
  font-weight: ${late ? theme.fontWeight.semibold : theme.fontWeight.regular};
`;

const checkStyles = (theme: Theme) => css`
  position: relative;
  display: grid;
  place-items: center;
  flex: none;
  width: ${theme.sizes.touchTarget};
  height: ${theme.sizes.touchTarget};
  border-radius: 50%;
  border: 2px solid ${theme.colors.control};
  color: transparent;
  cursor: pointer;
  transition: background ${theme.motion.fast} ${theme.motion.easing};
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const footerStyles = (theme: Theme) => css`
  padding: ${theme.space[3]} ${theme.space[4]};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceSunken};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
`;
