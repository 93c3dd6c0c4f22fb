/**
 * The schedule itself, inside the theme: a status line while the studio and its lessons load (or a
 * failure with Try again, or "not found"), then the toolbar and the lessons as the table (an Attend
 * button per lesson) or the calendar (a lesson that can't be attended says why), and the attend flow.
 */
import type { Lesson } from '@plie/shared';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../client/api-error';
import { useSdkLanguage, useSdkMessages } from '../../i18n/language';
import { primaryButtonStyles, secondaryButtonStyles } from '../attendance-sign-up/attendance-sign-up';
import { LessonTable } from '../lesson-table/lesson-table';
import { useNow } from '../use-now';
import { AttendFlow, type Attending, startAttending } from './attend-flow';
import type { ScheduleProps } from './schedule';
import { noticeStyles, rootStyles, statusStyles } from './schedule.styles';
import { canAttend, whyUnavailable } from './schedule-rules';
import { ScheduleToolbar } from './schedule-toolbar';
import { useStudioLessons } from './use-studio-lessons';

/** The week calendar is fetched when first shown: a table-only page never loads it. */
const LessonCalendar = lazy(() =>
  import('../lesson-calendar/lesson-calendar').then((module) => ({ default: module.LessonCalendar })),
);

/**
 * The table's rows drawn per task (`LessonTable`'s `rowsPerTask`): a few milliseconds each on a phone,
 * so a studio's thirty lessons never make one long task (the widgets' Preact renders a list in one go).
 */
const ROWS_PER_TASK = 5;

export function StudioSchedule({
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
  useEffect(() => setView(initialView), [initialView]);
  const { studio, lessons, loaded, error, reload } = useStudioLessons(
    { studioName, client, styles, levels, days },
    { onStudio, onReady, onError },
    messages,
  );
  const attend = useCallback((lesson: Lesson) => setAttending(startAttending(lesson)), []);
  // The same function while the language is: the table's rows are then not drawn again when the
  // attend flow opens or closes (issue #18: the sign-up dialog's response to a tap).
  const attendButton = useCallback(
    (lesson: Lesson) =>
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
      ) : null,
    [messages, attend],
  );

  if (!loaded) {
    if (!error)
      return (
        <p role="status" css={statusStyles}>
          {messages.widget.loadingSchedule}
        </p>
      );
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <div role="alert" css={statusStyles}>
        <p>{notFound ? messages.widget.notFound : messages.widget.scheduleFailed}</p>
        {!notFound && (
          <button type="button" css={secondaryButtonStyles} onClick={reload}>
            {messages.widget.retry}
          </button>
        )}
      </div>
    );
  }

  const title = messages.widget.title(studio?.name ?? studioName);

  return (
    <div css={rootStyles}>
      <ScheduleToolbar title={title} view={view} onViewChange={setView} messages={messages} />
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
          actions={attendButton}
          rowsPerTask={ROWS_PER_TASK}
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
              setNotice(canAttend(lesson) ? undefined : whyUnavailable(lesson, messages));
              if (canAttend(lesson)) attend(lesson);
            }}
          />
        </Suspense>
      )}
      <AttendFlow
        attending={attending}
        onAttendingChange={setAttending}
        client={client}
        user={user}
        legalLinks={legalLinks}
        language={language}
        messages={messages}
        onChanged={reload}
        onSignedUp={onSignedUp}
        onGroupJoined={onGroupJoined}
        onError={onError}
      />
    </div>
  );
}
