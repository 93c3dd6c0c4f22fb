import { css, type Theme } from '@emotion/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  ATTENDANCE,
  type Attendance,
  addDays,
  hoursBeforeStart,
  isLateCancellation,
  type Lesson,
  occurrenceStart,
} from '@plie/shared';
import { useEffect, useRef, useState } from 'react';
import { apiClient } from '../../api/client';
import { useLessonAttendanceWeeks } from '../../api/queries/attendance';
import { useFailureToast } from '../../app/useFailureToast';
import { momentLabel } from '../../i18n/moment-label';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { modalHeaderStyles, modalStyles, modalTitleStyles } from '../../ui/modal';
import { RetryAlert } from '../../ui/RetryAlert';
import {
  rowListStyles,
  rowMetaStyles,
  rowPersonStyles,
  rowStyles,
  rowTitleStyles,
  struckStyles,
} from '../../ui/RowList';
import { Skeleton } from '../../ui/Skeleton';

/** The week a page shows: page 0 from the next occurrence on, each next page the week before. */
const weekStart = (lesson: Lesson, page: number) =>
  addDays(lesson.nextDate ?? new Date().toISOString().slice(0, 10), -page * ATTENDANCE.listPageDays);

/**
 * The attendance list of a lesson (spec §2 dialog "attendance list for a lesson", §4 Attendance): a
 * week of occurrences per page from the next one, "Load an earlier week" for the ones before; the
 * lesson's teacher or the studio's admins mark each one attended and back; each person with their
 * account's photo (initials for guests and people without one); a cancelled one is struck through
 * with when it was cancelled and how many hours before the lesson, in red under 12 hours; e-mail and
 * Instagram are shown (only those allowed can open the list: the API refuses the others).
 */
export function AttendanceListDialog({ lesson, onClose }: { lesson: Lesson; onClose: () => void }) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const name = lesson.name || lesson.style.name;
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useLessonAttendanceWeeks(
    lesson.id,
    (page) => weekStart(lesson, page),
  );

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  const weeks = (data ?? []).map((attendances, page) => ({ from: weekStart(lesson, page), attendances }));

  return (
    <dialog
      ref={dialog}
      css={modalStyles('40rem')}
      aria-label={t`Attendances of ${name}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div css={modalHeaderStyles}>
        <h2 css={modalTitleStyles}>
          <Trans>Attendances of {name}</Trans>
        </h2>
        <Button variant="ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
      {error && !data ? (
        <RetryAlert title={<Trans>Failed to fetch attendances</Trans>} onRetry={() => void mutate()} />
      ) : isLoading ? (
        <Skeleton height="8rem" label={t`Loading attendances…`} />
      ) : (
        <div css={weeksStyles}>
          {weeks.map((week) => (
            <Week
              key={week.from}
              lesson={lesson}
              from={week.from}
              attendances={week.attendances}
              onChanged={() => void mutate()}
            />
          ))}
          <Button variant="secondary" disabled={isValidating} onClick={() => void setSize(size + 1)}>
            <Trans>Load an earlier week</Trans>
          </Button>
        </div>
      )}
    </dialog>
  );
}

function Week({
  lesson,
  from,
  attendances,
  onChanged,
}: {
  lesson: Lesson;
  from: string;
  attendances: Attendance[];
  onChanged: () => void;
}) {
  const locale = useIntlLocale();
  const label = (date: string) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
  const to = addDays(from, ATTENDANCE.listPageDays - 1);
  const active = attendances.filter((attendance) => !attendance.isDeleted).length;
  return (
    <section css={weekStyles} aria-label={`${label(from)} – ${label(to)}`}>
      <h3 css={weekTitleStyles}>
        {label(from)} – {label(to)} · <Plural value={active} one="# signed up" other="# signed up" />
      </h3>
      {attendances.length === 0 ? (
        <p css={rowMetaStyles}>
          <Trans>Nobody signed up for this week.</Trans>
        </p>
      ) : (
        <ul css={rowListStyles}>
          {attendances.map((attendance) => (
            <AttendanceRow
              key={attendance.id}
              lesson={lesson}
              attendance={attendance}
              onChanged={onChanged}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function AttendanceRow({
  lesson,
  attendance,
  onChanged,
}: {
  lesson: Lesson;
  attendance: Attendance;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const failureToast = useFailureToast();
  const [busy, setBusy] = useState(false);
  // Shown at once; put back should the change fail.
  const [attended, setAttended] = useState(attendance.attended);
  const start = occurrenceStart(lesson, attendance.date);
  const cancelledAt = attendance.cancelledAt ? new Date(attendance.cancelledAt) : undefined;
  const hours = cancelledAt ? Math.round(hoursBeforeStart(cancelledAt, start)) : undefined;
  const late = cancelledAt ? isLateCancellation(cancelledAt, start) : false;
  // A deleted account's attendance keeps no name or address, only its numbers (issue #17 item 12).
  const name = attendance.accountDeleted ? t`Deleted account` : attendance.name;
  const when = attendance.cancelledAt ? momentLabel(attendance.cancelledAt, locale) : '';

  const mark = async (next: boolean) => {
    setBusy(true);
    setAttended(next);
    try {
      await apiClient.attendance.update({ params: { id: attendance.id }, body: { attended: next } });
      onChanged();
    } catch (error) {
      setAttended(!next);
      failureToast(t`Cannot save change`, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li css={rowStyles} aria-label={name}>
      <div css={rowPersonStyles}>
        <Avatar name={name} photo={attendance.user?.photo} size={40} />
        <div css={attendance.isDeleted ? struckStyles : undefined}>
          <p css={rowTitleStyles}>{name}</p>
          <p css={rowMetaStyles}>
            {attendance.email && <a href={`mailto:${attendance.email}`}>{attendance.email}</a>}
            {attendance.instagram && (
              <>
                {' · '}
                <a
                  href={`https://instagram.com/${attendance.instagram}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  @{attendance.instagram}
                </a>
              </>
            )}
          </p>
        </div>
      </div>
      {attendance.isDeleted ? (
        <div css={late ? lateStyles : rowMetaStyles}>
          {when && hours !== undefined ? (
            <>
              <p>
                <Trans>Cancelled {when}</Trans>
              </p>
              <p>
                {hours >= 0 ? (
                  <Plural value={hours} one="# hour before the lesson" other="# hours before the lesson" />
                ) : (
                  <Trans>After the start</Trans>
                )}
              </p>
            </>
          ) : (
            <p>
              <Trans>Cancelled</Trans>
            </p>
          )}
        </div>
      ) : (
        <label css={markStyles}>
          <input
            type="checkbox"
            checked={attended}
            disabled={busy}
            onChange={(event) => void mark(event.currentTarget.checked)}
          />
          <Trans>Attended</Trans>
        </label>
      )}
    </li>
  );
}

const weeksStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  justify-items: start;
`;

const weekStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  width: 100%;
`;

const weekTitleStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.md};
`;

const lateStyles = (theme: Theme) => css`
  color: ${theme.colors.status.danger.text};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
`;

const markStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.touchTarget};
  font-weight: ${theme.fontWeight.semibold};
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${theme.colors.primary};
  }
`;
