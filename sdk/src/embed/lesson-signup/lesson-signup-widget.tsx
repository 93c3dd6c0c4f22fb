/**
 * `<plie-lesson-signup lesson date …>`: the sign-up form for one occurrence of a lesson (the given
 * date, else the lesson's next), as a component of its attributes inside `WidgetShell` (`../plie.ts`
 * registers it). It announces ready, error and `plie-signup`.
 */
import type { Lesson } from '@plie/shared';
import type { ReactElement } from 'react';
import { AttendanceSignUp, failureReason } from '../../components/attendance-sign-up/attendance-sign-up';
import { occurrenceText, placeText } from '../../components/attendance-sign-up/sign-up-dialog';
import { scheduleFailure } from '../../components/schedule/schedule-rules';
import { useRemote } from '../../components/use-remote';
import { useSdkLanguage, useSdkMessages } from '../../i18n/language';
import { intlLocale } from '../../i18n/plural';
import { emit } from '../events';
import {
  type Attributes,
  headingStyles,
  Loaded,
  Missing,
  mutedStyles,
  reservedHeightStyles,
  stackStyles,
  useAnnounced,
} from '../widget-parts';
import { type WidgetContext, WidgetShell } from '../widget-shell';

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
  useAnnounced(context, lesson.data, lesson.error, messages.widget.lessonFailed);
  return (
    <Loaded remote={lesson} failed={messages.widget.lessonFailed}>
      {(found: Lesson) => {
        const occurrence = date?.trim() || found.nextDate;
        return (
          <div css={occurrence ? stackStyles : [stackStyles, reservedHeightStyles]}>
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
