/**
 * `<Schedule>`: a studio's public weekly schedule, as the lesson table or the week calendar (the
 * visitor switches), with capacity badges and the attend flow — the sign-up dialog for the next
 * occurrence, or, for a lesson of a group, first the choice between this one class and joining the
 * group. The script-tag `<plie-schedule>` is this component; React sites use it directly.
 *
 * Props: `studio` (the studio's address name), `client` (`createClient(...)`), `view`, `styles`
 * (names or ids), `levels`, `days` (0 = Monday), `user` (prefills the forms), `legalLinks`,
 * `language`, and the callbacks `onStudio`, `onReady`, `onSignedUp`, `onGroupJoined`, `onError`.
 * Parts: `toolbar`, `table`, `row`, `attend-button`, `dialog`, and the forms' parts.
 */
import { css, type Theme } from '@emotion/react';
import {
  type Attendance,
  type GroupMember,
  isAttendButtonEnabled,
  isStudioPubliclyVisible,
  type Language,
  type Lesson,
  type Level,
  type Studio,
} from '@plie/shared';
import { lazy, type ReactElement, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../client/api-error';
import type { PlieClient } from '../../client/create-client';
import { useSdkLanguage, useSdkMessages } from '../../i18n/language';
import { WithPlieTheme } from '../../theme/WithPlieTheme';
import {
  failureReason,
  primaryButtonStyles,
  type SignUpUser,
  secondaryButtonStyles,
} from '../attendance-sign-up/attendance-sign-up';
import { ModalDialog, SignUpDialog } from '../attendance-sign-up/sign-up-dialog';
import { GroupJoinForm } from '../group-join/group-join-form';
import { LessonTable } from '../lesson-table/lesson-table';
import { useNow } from '../use-now';
import { useRemote } from '../use-remote';
import { allLessons } from './all-lessons';

/** The week calendar is fetched when first shown: a table-only page never loads it. */
const LessonCalendar = lazy(() =>
  import('../lesson-calendar/lesson-calendar').then((module) => ({ default: module.LessonCalendar })),
);

export interface ScheduleFailure {
  message: string;
  status?: number;
}

export interface ScheduleProps {
  studio: string;
  client: Pick<PlieClient, 'studios' | 'lessons' | 'attendance' | 'groups'>;
  view?: 'table' | 'calendar';
  styles?: readonly string[];
  levels?: readonly Level[];
  days?: readonly number[];
  user?: SignUpUser;
  legalLinks: { terms: string; privacy: string };
  language?: Language;
  onStudio?: (studio: Studio) => void;
  onReady?: () => void;
  onSignedUp?: (attendance: Attendance, lesson: Lesson) => void;
  onGroupJoined?: (member: GroupMember) => void;
  onError?: (failure: ScheduleFailure) => void;
}

/** What a failure tells the host page: the server's reason where it gave one. */
export const scheduleFailure = (error: unknown, fallback: string): ScheduleFailure =>
  error instanceof ApiError
    ? { message: error.body.message || fallback, status: error.status }
    : { message: fallback };

type Attending = { step: 'choice' | 'once' | 'group'; lesson: Lesson } | undefined;

export function Schedule(props: ScheduleProps): ReactElement {
  return (
    <WithPlieTheme>
      <StudioSchedule {...props} />
    </WithPlieTheme>
  );
}

function StudioSchedule({
  studio: studioName,
  client,
  view: initialView = 'table',
  styles = [],
  levels = [],
  days = [],
  user,
  legalLinks,
  language: languageProp,
  onStudio,
  onReady,
  onSignedUp,
  onGroupJoined,
  onError,
}: ScheduleProps) {
  const language = useSdkLanguage(languageProp);
  const messages = useSdkMessages(language);
  const now = useNow();
  const [view, setView] = useState(initialView);
  const [attending, setAttending] = useState<Attending>();
  const [notice, setNotice] = useState<string>();
  const viewName = useId();
  useEffect(() => setView(initialView), [initialView]);

  const filterKey = JSON.stringify({ studioName, levels, days });
  const remote = useRemote(studioName ? filterKey : null, async (signal) => {
    const studio = await client.studios.getByStudioName({ params: { studioName } }, { signal });
    if (!isStudioPubliclyVisible(studio))
      throw new ApiError(404, { statusCode: 404, error: 'Not Found', message: 'Studio not found' });
    const lessons = await allLessons(
      client,
      {
        studioIds: [studio.id],
        ...(levels.length ? { levels: [...levels] } : {}),
        ...(days.length ? { days: [...days] } : {}),
      },
      { signal },
    );
    return { studio, lessons };
  });
  const studio = remote.data?.studio;
  const lessons = useMemo(
    () => (remote.data?.lessons ?? []).filter((lesson) => matchesStyles(lesson, styles)),
    [remote.data, styles],
  );

  // The host hears of the studio, of the first render of data and of a failed load, once each.
  const told = useRef<{ studio?: string; ready?: boolean; error?: unknown }>({});
  useEffect(() => {
    if (studio && told.current.studio !== studio.id) {
      told.current.studio = studio.id;
      onStudio?.(studio);
    }
    if (remote.data && !told.current.ready) {
      told.current.ready = true;
      onReady?.();
    }
    if (remote.error && told.current.error !== remote.error) {
      told.current.error = remote.error;
      onError?.(scheduleFailure(remote.error, messages.widget.scheduleFailed));
    }
  }, [studio, remote.data, remote.error, onStudio, onReady, onError, messages]);

  if (!remote.data) {
    if (!remote.error)
      return (
        <p role="status" css={statusStyles}>
          {messages.widget.loadingSchedule}
        </p>
      );
    const notFound = remote.error instanceof ApiError && remote.error.status === 404;
    return (
      <div role="alert" css={statusStyles}>
        <p>{notFound ? messages.widget.notFound : messages.widget.scheduleFailed}</p>
        {!notFound && (
          <button type="button" css={secondaryButtonStyles} onClick={remote.reload}>
            {messages.widget.retry}
          </button>
        )}
      </div>
    );
  }

  const attend = (lesson: Lesson) => setAttending({ step: lesson.groupId ? 'choice' : 'once', lesson });
  /** Why a lesson of the calendar can't be chosen, said rather than a click that does nothing. */
  const unavailable = (lesson: Lesson) =>
    lesson.isClosedGroup
      ? messages.signUp.serverMessages['Only members of its group can sign up for this lesson']
      : lesson.nextDate
        ? messages.signUp.serverMessages['No places left for this lesson']
        : messages.widget.noUpcoming;
  const canAttend = (lesson: Lesson) =>
    Boolean(lesson.nextDate) &&
    isAttendButtonEnabled({
      attendees: lesson.attendeeCount ?? 0,
      capacity: lesson.capacity ?? Number.POSITIVE_INFINITY,
      isClosedGroup: lesson.isClosedGroup,
    });
  const title = messages.widget.title(studio?.name ?? studioName);
  const failed = (error: unknown, fallback: string) => {
    onError?.(scheduleFailure(error, fallback));
    throw error;
  };

  return (
    <div css={rootStyles}>
      <div css={toolbarStyles} part="toolbar">
        <h2 css={titleStyles}>{title}</h2>
        <fieldset css={switchStyles}>
          <legend css={hiddenStyles}>{messages.widget.view}</legend>
          {(['table', 'calendar'] as const).map((option) => (
            <label key={option} data-checked={view === option}>
              <input
                type="radio"
                name={viewName}
                value={option}
                checked={view === option}
                onChange={() => setView(option)}
              />
              {messages.widget[option]}
            </label>
          ))}
        </fieldset>
      </div>
      {view === 'calendar' && notice && (
        <p role="status" css={noticeStyles}>
          {notice}
        </p>
      )}
      {view === 'table' ? (
        <LessonTable
          lessons={lessons}
          now={now}
          language={language}
          caption={title}
          actions={(lesson) =>
            lesson.nextDate ? (
              <button
                type="button"
                part="attend-button"
                css={primaryButtonStyles}
                disabled={!canAttend(lesson)}
                aria-label={messages.widget.attendLesson(lesson.name || lesson.style.name)}
                onClick={() => attend(lesson)}
              >
                {messages.widget.attend}
              </button>
            ) : null
          }
        />
      ) : (
        <Suspense
          fallback={
            <p role="status" css={statusStyles}>
              {messages.widget.loadingSchedule}
            </p>
          }
        >
          <LessonCalendar
            lessons={lessons}
            now={now}
            language={language}
            caption={title}
            primaryColor={studio?.primaryColor}
            onLessonClick={(lesson) => {
              setNotice(canAttend(lesson) ? undefined : unavailable(lesson));
              if (canAttend(lesson)) attend(lesson);
            }}
          />
        </Suspense>
      )}

      <ModalDialog
        open={attending?.step === 'choice'}
        onClose={() => setAttending(undefined)}
        title={messages.widget.groupChoiceTitle}
        heading={<p css={mutedStyles}>{messages.widget.groupChoiceText}</p>}
      >
        <div css={choiceStyles}>
          <button
            type="button"
            css={secondaryButtonStyles}
            onClick={() => attending && setAttending({ ...attending, step: 'once' })}
          >
            {messages.widget.oneTime}
          </button>
          <button
            type="button"
            css={primaryButtonStyles}
            onClick={() => attending && setAttending({ ...attending, step: 'group' })}
          >
            {messages.widget.joinGroup}
          </button>
        </div>
      </ModalDialog>

      {attending?.step === 'once' && (
        <SignUpDialog
          open
          lesson={attending.lesson}
          user={user}
          legalLinks={legalLinks}
          language={language}
          submit={(body) =>
            client.attendance
              .create({ body })
              .catch((error: unknown) =>
                failed(error, failureReason(error, messages.signUp) ?? messages.signUp.failed),
              )
          }
          onSignedUp={(attendance) => {
            remote.reload();
            onSignedUp?.(attendance, attending.lesson);
          }}
          onClose={() => setAttending(undefined)}
        />
      )}

      <ModalDialog
        open={attending?.step === 'group'}
        onClose={() => setAttending(undefined)}
        title={messages.widget.joinGroup}
        heading={attending && <p css={mutedStyles}>{attending.lesson.name || attending.lesson.style.name}</p>}
      >
        {attending?.lesson.groupId && (
          <GroupJoinForm
            groupId={attending.lesson.groupId}
            user={user}
            legalLinks={legalLinks}
            language={language}
            submit={(body) =>
              client.groups.join({ body }).catch((error: unknown) => failed(error, messages.groupJoin.failed))
            }
            onJoined={(member) => {
              remote.reload();
              onGroupJoined?.(member);
            }}
          />
        )}
      </ModalDialog>
    </div>
  );
}

/** Whether a lesson's style is one of `styles` (lowercase names or ids); every style when none. */
export const matchesStyles = (lesson: Lesson, styles: readonly string[]): boolean =>
  styles.length === 0 ||
  styles.includes(lesson.styleId.toLowerCase()) ||
  styles.includes(lesson.style.name.toLowerCase());

const rootStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
`;

const toolbarStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

const titleStyles = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
`;

const switchStyles = (theme: Theme) => css`
  display: inline-flex;
  margin: 0;
  padding: 2px;
  border: 1px solid ${theme.colors.control};
  border-radius: ${theme.radii.full};
  label {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${theme.space[4]};
    border-radius: ${theme.radii.full};
    cursor: pointer;
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.medium};
  }
  label[data-checked='true'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;

const hiddenStyles = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const statusStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  justify-items: start;
  margin: 0;
  padding: ${theme.space[5]};
  color: ${theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

const noticeStyles = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.status.warning.background};
  color: ${theme.colors.status.warning.text};
`;

const mutedStyles = (theme: Theme) => css`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.colors.textMuted};
`;

const choiceStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[3]};
`;
