/**
 * `<AttendanceSignUp>`: the sign-up for one occurrence of a lesson (spec §2 "lesson attendance"
 * dialog, §5): full name (3+ characters), e-mail, an optional Instagram username, and — for a guest —
 * the terms and privacy policy accepted (links open in a new tab; Sign up stays disabled until then).
 * A signed-in `user` prefills the form and is sent as `userId`. A second press while one sign-up is
 * on its way does nothing. On success it says 'You are signed in for the lesson!'; on failure
 * 'Failed to register attendance' with the server's reason for a 400 or 404 (spec §8).
 * `<SignUpDialog>` shows it in a modal `<dialog>`. Function components and hooks only (preact/compat).
 *
 * Props
 * - `lesson`, `date` — the lesson and the occurrence (`YYYY-MM-DD`, default: its next date).
 * - `user` — the signed-in dancer `{ id, name, email, instagram? }`, if any.
 * - `legalLinks` — `{ terms, privacy }` addresses.
 * - `submit(input)` — sends `POST /api/attendance` (the sdk client's `attendance.create`); it rejects
 *   with an `ApiError` on a refusal.
 * - `onSignedUp(attendance)`, `onClose()` — after success; Cancel or Close.
 * - `language` — `en` | `ua` | `pl`; else the `SdkLanguageProvider`'s; else English.
 *
 * Parts: `form`, `field`, `legal`, `submit`, `error`, `success`.
 */
import { css, type Theme } from '@emotion/react';
import type { Attendance, AttendanceInput, Language, Lesson } from '@plie/shared';
import { type FormEvent, type ReactElement, type ReactNode, useRef, useState } from 'react';
import { ApiError } from '../../client/api-error';
import type { Messages } from '../../i18n/en';
import { useSdkMessages } from '../../i18n/language';
import type { WidgetErrorCode } from '../../i18n/widget-errors';
import { themed } from '../../theme/themed';
import { WithPlieTheme } from '../../theme/WithPlieTheme';
import { DancerFields, dancerInput, type SignUpUser, useDancerFields } from './dancer-fields';

export type { SignUpUser } from './dancer-fields';

export interface AttendanceSignUpProps {
  lesson: Lesson;
  date?: string | undefined;
  user?: SignUpUser | undefined;
  legalLinks: { terms: string; privacy: string };
  submit: (input: AttendanceInput) => Promise<Attendance>;
  onSignedUp?: (attendance: Attendance) => void;
  onClose?: () => void;
  language?: Language;
  /** Shown under the success message (the dashboard: a link to have the booking e-mail sent again). */
  afterSuccess?: ReactNode;
}

/** The reason a refusal gives, in the language (spec §8: shown for 400 and 404 only). */
export const failureReason = (error: unknown, messages: Messages['signUp']): string | undefined => {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 404)) return undefined;
  const { code, message } = error.body;
  const translated =
    code && Object.hasOwn(messages.serverMessages, code)
      ? messages.serverMessages[code as WidgetErrorCode]
      : undefined;
  return translated ?? (message || undefined);
};

/**
 * Sends once at a time: a second press while one is on its way does nothing. `run` resolves on
 * success; a rejection becomes `failed` with the server's reason.
 */
export const useSingleFlight = () => {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const send = async (run: () => Promise<void>, onError: (error: unknown) => void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await run();
    } catch (error) {
      onError(error);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, send };
};

export function AttendanceSignUp(props: AttendanceSignUpProps): ReactElement {
  return (
    <WithPlieTheme>
      <SignUpForm {...props} />
    </WithPlieTheme>
  );
}

function SignUpForm({
  lesson,
  date,
  user,
  legalLinks,
  submit,
  onSignedUp,
  onClose,
  language,
  afterSuccess,
}: AttendanceSignUpProps): ReactElement {
  const messages = useSdkMessages(language).signUp;
  const fields = useDancerFields(user, messages);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Attendance | null>(null);
  const { busy, send } = useSingleFlight();
  const occurrence = date ?? lesson.nextDate;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    fields.touchAll();
    if (Object.keys(fields.errors).length > 0 || !occurrence) return;
    setFailure(null);
    void send(
      async () => {
        const attendance = await submit({
          lessonId: lesson.id,
          date: occurrence,
          ...dancerInput(fields.values, user),
        });
        setDone(attendance);
        onSignedUp?.(attendance);
      },
      (error) => {
        const reason = failureReason(error, messages);
        setFailure(reason ? `${messages.failed}: ${reason}` : messages.failed);
      },
    );
  };

  if (done) {
    return (
      <div css={successStyles} part="success" role="status">
        <p css={successTitleStyles}>{messages.success}</p>
        <p>{messages.sentTo(done.email)}</p>
        {afterSuccess}
        {onClose && (
          <button type="button" css={secondaryButtonStyles} onClick={onClose}>
            {messages.close}
          </button>
        )}
      </div>
    );
  }

  return (
    <form css={formStyles} part="form" noValidate onSubmit={onSubmit}>
      <DancerFields fields={fields} legalLinks={legalLinks} messages={messages} />
      <FormFooter
        failure={failure}
        busy={busy}
        disabled={fields.needsLegal && !fields.values.legal}
        submitLabel={busy ? messages.submitting : messages.submit}
        cancel={onClose && { label: messages.cancel, onClick: onClose }}
      />
    </form>
  );
}

/**
 * The end of a dancer's form: the failure (an alert), then Cancel (when given) and the submit button,
 * which waits while `busy` or `disabled`.
 */
export function FormFooter({
  failure,
  busy,
  disabled,
  submitLabel,
  cancel,
}: {
  failure: string | null;
  busy: boolean;
  disabled: boolean;
  submitLabel: string;
  cancel?: { label: string; onClick: () => void } | undefined;
}): ReactElement {
  return (
    <>
      {failure && (
        <p css={errorStyles} part="error" role="alert">
          {failure}
        </p>
      )}
      <div css={actionsStyles}>
        {cancel && (
          <button type="button" css={secondaryButtonStyles} onClick={cancel.onClick}>
            {cancel.label}
          </button>
        )}
        <button
          type="submit"
          part="submit"
          css={primaryButtonStyles}
          disabled={busy || disabled}
          aria-busy={busy}
        >
          {submitLabel}
        </button>
      </div>
    </>
  );
}

export const formStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  color: ${theme.colors.text};
  font-family: var(--plie-font-family, inherit);
`;

const errorStyles = (theme: Theme) => css`
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.status.danger.background};
  color: ${theme.colors.status.danger.text};
  font-size: ${theme.fontSize.sm};
`;

const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;

const buttonBase = (theme: Theme) => css`
  min-height: ${theme.sizes.touchTarget};
  padding: ${theme.space[2]} ${theme.space[5]};
  border-radius: ${theme.radii.full};
  font: inherit;
  font-weight: ${theme.fontWeight.semibold};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** Serialised once per theme (`themed`): the schedule draws one per lesson. */
export const primaryButtonStyles = themed(
  (theme) => css`
  ${buttonBase(theme)};
  border: 0;
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  &:hover:not(:disabled) {
    background: ${theme.colors.primaryHover};
  }
`,
);

/** Serialised once per theme (`themed`): the schedule draws one per lesson. */
export const secondaryButtonStyles = themed(
  (theme) => css`
  ${buttonBase(theme)};
  border: 1px solid ${theme.colors.control};
  background: transparent;
  color: ${theme.colors.text};
`,
);

export const successStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  justify-items: start;
  color: ${theme.colors.text};
`;

export const successTitleStyles = (theme: Theme) => css`
  color: ${theme.colors.status.success.text};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.bold};
`;
