/**
 * The three widgets as components of their attributes (strings, as r2wc passes them), each inside
 * `WidgetShell`. `plie.ts` registers them as custom elements; `manifest.ts` documents them.
 */
import { css, type Theme } from '@emotion/react';
import type { Lesson, LessonGroup } from '@plie/shared';
import { type ReactElement, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../client/api-error';
import {
  AttendanceSignUp,
  failureReason,
  secondaryButtonStyles,
} from '../components/attendance-sign-up/attendance-sign-up';
import { occurrenceText, placeText, timeRange } from '../components/attendance-sign-up/sign-up-dialog';
import { GroupJoinForm } from '../components/group-join/group-join-form';
import { weekdayName } from '../components/lesson-table/lesson-cells';
import { Schedule, scheduleFailure } from '../components/schedule/schedule';
import { useRemote } from '../components/use-remote';
import { useSdkLanguage, useSdkMessages } from '../i18n/language';
import { intlLocale } from '../i18n/plural';
import type { PrimaryColor } from '../theme';
import { daysOf, levelsOf, stylesOf, viewOf } from './attributes';
import { emit } from './events';
import { type WidgetAttributes, type WidgetContext, WidgetShell } from './widget-shell';

type Attributes<Names extends string> = WidgetAttributes & Partial<Record<Names, string>>;

/** `<plie-schedule studio view styles levels days …>` */
export function ScheduleWidget(
  props: Attributes<'studio' | 'view' | 'styles' | 'levels' | 'days'>,
): ReactElement {
  const [studioColor, setStudioColor] = useState<PrimaryColor>();
  const styles = useMemo(() => stylesOf(props.styles), [props.styles]);
  const levels = useMemo(() => levelsOf(props.levels), [props.levels]);
  const days = useMemo(() => daysOf(props.days), [props.days]);
  return (
    <WidgetShell {...props} studioColor={studioColor}>
      {(context) =>
        props.studio ? (
          <Schedule
            studio={props.studio}
            client={context.client}
            user={context.user}
            view={viewOf(props.view)}
            styles={styles}
            levels={levels}
            days={days}
            legalLinks={context.legalLinks}
            language={context.language}
            onStudio={(studio) => setStudioColor(studio.primaryColor)}
            onReady={() => emit(context.host, 'plie-ready', { tag: 'plie-schedule' })}
            onSignedUp={(attendance, lesson) => emit(context.host, 'plie-signup', { attendance, lesson })}
            onGroupJoined={(member) =>
              emit(context.host, 'plie-group-join', { member, groupId: member.groupId })
            }
            onError={(failure) => emit(context.host, 'plie-error', failure)}
          />
        ) : (
          <Missing attribute="studio" context={context} />
        )
      }
    </WidgetShell>
  );
}

/** `<plie-lesson-signup lesson date …>` */
export function LessonSignupWidget(props: Attributes<'lesson' | 'date'>): ReactElement {
  return (
    <WidgetShell {...props}>
      {(context) =>
        props.lesson ? (
          <LessonSignup lessonId={props.lesson} date={props.date} context={context} />
        ) : (
          <Missing attribute="lesson" context={context} />
        )
      }
    </WidgetShell>
  );
}

/** `<plie-group-join group …>` */
export function GroupJoinWidget(props: Attributes<'group'>): ReactElement {
  return (
    <WidgetShell {...props}>
      {(context) =>
        props.group ? (
          <GroupJoin groupId={props.group} context={context} />
        ) : (
          <Missing attribute="group" context={context} />
        )
      }
    </WidgetShell>
  );
}

function LessonSignup({
  lessonId,
  date,
  context,
}: {
  lessonId: string;
  date?: string | undefined;
  context: WidgetContext;
}) {
  const messages = useSdkMessages();
  const lesson = useRemote(lessonId, (signal) =>
    context.client.lessons.get({ params: { id: lessonId } }, { signal }),
  );
  useAnnounced(context, 'plie-lesson-signup', lesson.data, lesson.error, messages.widget.lessonFailed);
  return (
    <Loaded remote={lesson} failed={messages.widget.lessonFailed}>
      {(found: Lesson) => {
        const occurrence = date?.trim() || found.nextDate;
        return (
          <div css={stackStyles}>
            <LessonHeading lesson={found} date={occurrence} />
            {occurrence ? (
              <AttendanceSignUp
                key={context.user?.id ?? 'guest'}
                lesson={found}
                date={occurrence}
                user={context.user}
                legalLinks={context.legalLinks}
                submit={(body) =>
                  context.client.attendance.create({ body }).catch((error: unknown) => {
                    emit(
                      context.host,
                      'plie-error',
                      scheduleFailure(error, failureReason(error, messages.signUp) ?? messages.signUp.failed),
                    );
                    throw error;
                  })
                }
                onSignedUp={(attendance) => emit(context.host, 'plie-signup', { attendance, lesson: found })}
              />
            ) : (
              <p>{messages.widget.noUpcoming}</p>
            )}
          </div>
        );
      }}
    </Loaded>
  );
}

function GroupJoin({ groupId, context }: { groupId: string; context: WidgetContext }) {
  const messages = useSdkMessages();
  const group = useRemote(groupId, (signal) =>
    context.client.groups.get({ params: { id: groupId } }, { signal }).then((found) => found.group),
  );
  useAnnounced(context, 'plie-group-join', group.data, group.error, messages.widget.groupFailed);
  return (
    <Loaded remote={group} failed={messages.widget.groupFailed}>
      {(found: LessonGroup) => (
        <div css={stackStyles}>
          <GroupHeading group={found} />
          <GroupJoinForm
            key={context.user?.id ?? 'guest'}
            groupId={found.id}
            user={context.user}
            legalLinks={context.legalLinks}
            submit={(body) =>
              context.client.groups.join({ body }).catch((error: unknown) => {
                emit(context.host, 'plie-error', scheduleFailure(error, messages.groupJoin.failed));
                throw error;
              })
            }
            onJoined={(member) => emit(context.host, 'plie-group-join', { member, groupId: found.id })}
          />
        </div>
      )}
    </Loaded>
  );
}

/** `plie-ready` once the data is there, `plie-error` once per failed load. */
const useAnnounced = (context: WidgetContext, tag: string, data: unknown, error: unknown, failed: string) => {
  const told = useRef<{ ready?: boolean; error?: unknown }>({});
  useEffect(() => {
    if (data && !told.current.ready) {
      told.current.ready = true;
      emit(context.host, 'plie-ready', { tag });
    }
    if (error && told.current.error !== error) {
      told.current.error = error;
      emit(context.host, 'plie-error', scheduleFailure(error, failed));
    }
  }, [context.host, tag, data, error, failed]);
};

function Loaded<T>({
  remote,
  failed,
  children,
}: {
  remote: { data: T | undefined; error: unknown; reload: () => void };
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const messages = useSdkMessages();
  if (remote.data) return <>{children(remote.data)}</>;
  if (!remote.error)
    return (
      <p role="status" css={mutedStyles}>
        {messages.widget.loading}
      </p>
    );
  const notFound =
    remote.error instanceof ApiError && (remote.error.status === 404 || remote.error.status === 400);
  return (
    <div role="alert" css={stackStyles}>
      <p css={mutedStyles}>{notFound ? messages.widget.notFound : failed}</p>
      {!notFound && (
        <button type="button" css={secondaryButtonStyles} onClick={remote.reload}>
          {messages.widget.retry}
        </button>
      )}
    </div>
  );
}

function Missing({ attribute, context }: { attribute: string; context: WidgetContext }) {
  const messages = useSdkMessages();
  const message = messages.widget.missing(attribute);
  useEffect(() => emit(context.host, 'plie-error', { message }), [context.host, message]);
  return (
    <p role="alert" css={mutedStyles}>
      {message}
    </p>
  );
}

function LessonHeading({ lesson, date }: { lesson: Lesson; date: string | undefined }) {
  const language = useSdkLanguage();
  const teacher = lesson.teacher?.name ?? lesson.customTeacherName;
  const place = placeText(lesson);
  return (
    <header>
      <h2 css={headingStyles}>{lesson.name || lesson.style.name}</h2>
      <p css={mutedStyles}>
        {occurrenceText(lesson, date, intlLocale(language))}
        {teacher ? ` · ${teacher}` : ''}
      </p>
      {place && <p css={mutedStyles}>{place}</p>}
    </header>
  );
}

function GroupHeading({ group }: { group: LessonGroup }) {
  const messages = useSdkMessages();
  const language = useSdkLanguage();
  const lessons = group.lessons ?? [];
  return (
    <header>
      <h2 css={headingStyles}>{group.name}</h2>
      <p css={mutedStyles}>{messages.widget.groupLessons(lessons.length || group.lessonIds.length)}</p>
      {lessons.length > 0 && (
        <ul css={lessonListStyles}>
          {lessons.map((lesson) => (
            <li key={lesson.id}>
              {weekdayName(lesson.weekday, intlLocale(language))} {timeRange(lesson)} ·{' '}
              {lesson.name || lesson.style.name}
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

const stackStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
`;

const headingStyles = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSize.xl};
`;

const mutedStyles = (theme: Theme) => css`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.colors.textMuted};
`;

const lessonListStyles = (theme: Theme) => css`
  margin: ${theme.space[2]} 0 0;
  padding-inline-start: ${theme.space[5]};
  color: ${theme.colors.textMuted};
`;
