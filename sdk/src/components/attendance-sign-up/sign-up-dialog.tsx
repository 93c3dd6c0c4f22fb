/**
 * `<SignUpDialog>`: `<AttendanceSignUp>` in a modal platform `<dialog>` (focus moves in, the page
 * behind is inert, Escape closes), headed by what the dancer signs up for: the lesson, the date and
 * time of the occurrence in the lesson's zone, and the place. Props: those of `<AttendanceSignUp>`,
 * plus `open`. Part: `dialog`.
 */
import { css, type Theme } from '@emotion/react';
import type { Lesson } from '@plie/shared';
import { type ReactElement, type ReactNode, useEffect, useId, useRef } from 'react';
import { useSdkLanguage, useSdkMessages } from '../../i18n/language';
import { intlLocale } from '../../i18n/plural';
import { WithPlieTheme } from '../../theme/WithPlieTheme';
import { AttendanceSignUp, type AttendanceSignUpProps } from './attendance-sign-up';

export interface SignUpDialogProps extends AttendanceSignUpProps {
  open: boolean;
  onClose: () => void;
}

const clock = (hour: number, minute: number) => `${hour}:${String(minute).padStart(2, '0')}`;

/** "19:00–20:00", in the lesson's own time zone. */
export const timeRange = (lesson: Lesson): string =>
  `${clock(lesson.startHour, lesson.startMinute)}–${clock(lesson.endHour, lesson.endMinute)}`;

/** "Tuesday, 1 December, 19:00–20:00" in the language, on the lesson's own dates (the times alone without a date). */
export const occurrenceText = (lesson: Lesson, date: string | undefined, locale: string): string => {
  if (!date) return timeRange(lesson);
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  return `${day}, ${timeRange(lesson)}`;
};

/** Where the lesson is: "Studio · Room", or its own address. */
export const placeText = (lesson: Lesson): string | undefined =>
  lesson.room
    ? [lesson.room.studio?.name, lesson.room.name].filter(Boolean).join(' · ')
    : lesson.customAddress?.fullAddress;

export function SignUpDialog({ open, ...props }: SignUpDialogProps): ReactElement {
  const language = useSdkLanguage(props.language);
  const messages = useSdkMessages(language);
  const { lesson } = props;
  const place = placeText(lesson);
  return (
    <ModalDialog
      open={open}
      onClose={props.onClose}
      title={messages.signUp.title}
      heading={
        <>
          <p css={lessonStyles}>{lesson.name || lesson.style.name}</p>
          <p css={metaStyles}>
            {occurrenceText(lesson, props.date ?? lesson.nextDate, intlLocale(language))}
          </p>
          {place && <p css={metaStyles}>{place}</p>}
        </>
      }
    >
      <AttendanceSignUp {...props} language={language} />
    </ModalDialog>
  );
}

/**
 * A modal platform `<dialog>` (focus moves in, the page behind is inert, Escape closes) with a title,
 * what it is about under it, and its body; rendered only while open. Part: `dialog`.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  heading,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  heading?: ReactNode;
  children: ReactNode;
}): ReactElement {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <WithPlieTheme>
      <dialog
        ref={dialog}
        css={dialogStyles}
        part="dialog"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          onClose();
        }}
      >
        {open && (
          <div css={bodyStyles}>
            <header>
              <h2 id={titleId} css={titleStyles}>
                {title}
              </h2>
              {heading}
            </header>
            {children}
          </div>
        )}
      </dialog>
    </WithPlieTheme>
  );
}

const dialogStyles = (theme: Theme) => css`
  width: min(30rem, calc(100vw - 2 * ${theme.space[3]}));
  max-height: calc(100dvh - 2 * ${theme.space[3]});
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};
  &::backdrop {
    background: rgb(15 17 21 / 0.55);
  }
`;

const bodyStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[5]};
`;

const titleStyles = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSize.xl};
`;

const lessonStyles = (theme: Theme) => css`
  margin: ${theme.space[2]} 0 0;
  font-weight: ${theme.fontWeight.semibold};
`;

const metaStyles = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
`;
