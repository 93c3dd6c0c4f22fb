import { intlLocale } from '@plie/sdk/components';
import { type ReactElement, useId } from 'react';
import { mutedStyles, panelStyles } from './app.styles';
import type { Attendance, Language, Lesson } from './plie';
import type { Texts } from './texts';

export interface SignUp {
  attendance: Attendance;
  lesson: Lesson;
}

/** What `<Schedule onSignedUp>` reported, newest first: who signed up, for which lesson and day. */
export function SignedUpLog({
  signUps,
  language,
  texts,
}: {
  signUps: readonly SignUp[];
  language: Language;
  texts: Texts;
}): ReactElement {
  const headingId = useId();
  // An occurrence's date is a calendar day (`YYYY-MM-DD`): formatted as such, whatever the viewer's zone.
  const day = new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (
    <section css={panelStyles} aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.signedUp}</h2>
      <div aria-live="polite">
        {signUps.length === 0 ? (
          <p css={mutedStyles}>{texts.nobodyYet}</p>
        ) : (
          <ol aria-labelledby={headingId} css={{ margin: 0, paddingLeft: '1.25rem' }}>
            {signUps.map(({ attendance, lesson }) => (
              <li key={attendance.id}>
                <strong>{attendance.name}</strong> · {attendance.email}
                <p css={mutedStyles}>
                  {lesson.name || lesson.style.name}, {day.format(new Date(`${attendance.date}T00:00:00Z`))}
                </p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
