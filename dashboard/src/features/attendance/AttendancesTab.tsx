import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Attendance, webPath } from '@plie/shared';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { apiClient } from '../../api/client';
import { useMyPastAttendances, useMyUpcomingAttendances } from '../../api/queries/attendance';
import { useFailureToast } from '../../app/useFailureToast';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { RetryAlert } from '../../ui/RetryAlert';
import { rowListStyles, rowMetaStyles, rowStyles, rowTitleStyles, struckStyles } from '../../ui/RowList';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/Toast';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { ChoiceToggle } from '../lesson-form/ChoiceToggle';

type Period = 'upcoming' | 'history';

/** `?attendances=history` shows the past ones; anything else the upcoming ones. */
const usePeriod = () => {
  const query = useSearch();
  const [location, navigate] = useLocation();
  const period: Period = new URLSearchParams(query).get('attendances') === 'history' ? 'history' : 'upcoming';
  const setPeriod = (next: Period) => {
    const params = new URLSearchParams(window.location.search);
    params.set('attendances', next);
    navigate(`${location}?${params.toString()}`, { replace: true });
  };
  return [period, setPeriod] as const;
};

/**
 * The user's own attendances (spec §2 user page "attendances (future or history)", §4): upcoming ones
 * soonest first, each cancellable after a confirmation; past ones latest first, attended ones with a
 * check; cancelled ones struck through.
 */
export function AttendancesTab({ userId }: { userId: string }) {
  const { t } = useLingui();
  const [period, setPeriod] = usePeriod();
  const upcoming = useMyUpcomingAttendances();
  const past = useMyPastAttendances(period === 'history' ? userId : null);
  const { data, error, isLoading, mutate } = period === 'upcoming' ? upcoming : past;
  const today = new Date().toISOString().slice(0, 10);
  const shown = period === 'upcoming' ? data?.filter((attendance) => attendance.date >= today) : data;

  return (
    <div css={tabStyles}>
      <div css={toggleStyles}>
        <ChoiceToggle<Period>
          legend={
            <VisuallyHidden>
              <Trans>Show</Trans>
            </VisuallyHidden>
          }
          name="attendance-period"
          value={period}
          choices={[
            { value: 'upcoming', label: <Trans>Upcoming</Trans> },
            { value: 'history', label: <Trans>History</Trans> },
          ]}
          onChange={setPeriod}
        />
      </div>
      {error ? (
        <RetryAlert title={<Trans>Failed to fetch your attendances</Trans>} onRetry={() => void mutate()} />
      ) : isLoading || !shown ? (
        <Skeleton height="6rem" label={t`Loading your attendances…`} />
      ) : shown.length === 0 ? (
        <EmptyState
          action={
            <ButtonLink href={webPath.schedule()} variant="secondary">
              <Trans>Find a lesson</Trans>
            </ButtonLink>
          }
        >
          {period === 'upcoming' ? (
            <Trans>No upcoming lessons. Sign up for one, and it shows here.</Trans>
          ) : (
            <Trans>No past lessons yet.</Trans>
          )}
        </EmptyState>
      ) : (
        <ul css={rowListStyles} aria-label={period === 'upcoming' ? t`Upcoming lessons` : t`Past lessons`}>
          {shown.map((attendance) => (
            <AttendanceRow
              key={attendance.id}
              attendance={attendance}
              cancellable={period === 'upcoming'}
              onCancelled={() => void mutate()}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function AttendanceRow({
  attendance,
  cancellable,
  onCancelled,
}: {
  attendance: Attendance;
  cancellable: boolean;
  onCancelled: () => void;
}) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const toast = useToast();
  const failureToast = useFailureToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const lesson = attendance.lesson;
  const name = lesson ? lesson.name || lesson.style.name : t`A lesson that no longer exists`;
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${attendance.date}T12:00:00Z`));
  const time = lesson
    ? `${lesson.startHour}:${String(lesson.startMinute).padStart(2, '0')}–${lesson.endHour}:${String(lesson.endMinute).padStart(2, '0')}`
    : '';
  const place = lesson?.room
    ? [lesson.room.studio?.name, lesson.room.name].filter(Boolean).join(' · ')
    : lesson?.customAddress?.fullAddress;

  const cancel = async () => {
    setBusy(true);
    try {
      await apiClient.attendance.cancel({ params: { id: attendance.id } });
      toast({ tone: 'success', title: t`Attendance cancelled` });
      onCancelled();
    } catch (error) {
      failureToast(t`Failed to cancel the attendance`, error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <li css={rowStyles} aria-label={`${name}, ${day}`}>
      <div css={attendance.isDeleted ? struckStyles : undefined}>
        <p css={rowTitleStyles}>{name}</p>
        <p css={rowMetaStyles}>
          {day}
          {time && `, ${time}`}
          {place && ` · ${place}`}
        </p>
      </div>
      <div css={statusStyles}>
        {attendance.isDeleted ? (
          <Badge tone="neutral">
            <Trans>Cancelled</Trans>
          </Badge>
        ) : attendance.attended ? (
          <Badge tone="success">
            <span aria-hidden="true">✓ </span>
            <Trans>Attended</Trans>
          </Badge>
        ) : (
          cancellable && (
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              <Trans>Cancel</Trans>
            </Button>
          )
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        busy={busy}
        title={t`Cancel your place at ${name}?`}
        confirmLabel={<Trans>Cancel my place</Trans>}
        busyLabel={<Trans>Cancelling…</Trans>}
        cancelLabel={<Trans>Keep it</Trans>}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <Trans>Your place on {day} goes to another dancer.</Trans>
        </p>
      </ConfirmDialog>
    </li>
  );
}

const tabStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
`;

const toggleStyles = css`
  max-width: 20rem;
`;

const statusStyles = css`
  flex: none;
`;
