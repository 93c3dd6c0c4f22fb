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
import {
  type Attendance,
  type AttendanceInput,
  type Language,
  type Lesson,
  parseInstagram,
  validateEmail,
  validateFullName,
} from '@plie/shared';
import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import { ApiError } from '../../client/api-error';
import type { Messages } from '../../i18n/en';
import { useSdkMessages } from '../../i18n/language';
import { WithPlieTheme } from '../../theme/WithPlieTheme';

export interface SignUpUser {
  id: string;
  name: string;
  email: string;
  instagram?: string | undefined;
}

export interface AttendanceSignUpProps {
  lesson: Lesson;
  date?: string | undefined;
  user?: SignUpUser | undefined;
  legalLinks: { terms: string; privacy: string };
  submit: (input: AttendanceInput) => Promise<Attendance>;
  onSignedUp?: (attendance: Attendance) => void;
  onClose?: () => void;
  language?: Language;
}

type Field = 'name' | 'email' | 'instagram' | 'legal';

/** The reason a refusal gives, in the language (spec §8: shown for 400 and 404 only). */
const failureReason = (error: unknown, messages: Messages['signUp']): string | undefined => {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 404)) return undefined;
  const message = error.body.message;
  return message ? (messages.serverMessages[message] ?? message) : undefined;
};

/** The form's field errors (empty when it can be sent). */
const fieldErrors = (
  values: { name: string; email: string; instagram: string; legal: boolean },
  needsLegal: boolean,
  messages: Messages['signUp'],
): Partial<Record<Field, string>> => {
  const errors: Partial<Record<Field, string>> = {};
  if (!validateFullName(values.name).ok) errors.name = messages.nameRequired;
  if (!validateEmail(values.email).ok) errors.email = messages.emailInvalid;
  if (values.instagram.trim()) {
    const instagram = parseInstagram(values.instagram);
    if (!instagram.ok)
      errors.instagram = /link/i.test(instagram.message) ? messages.instagramLink : messages.instagramInvalid;
  }
  if (needsLegal && !values.legal) errors.legal = messages.legalRequired;
  return errors;
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
}: AttendanceSignUpProps): ReactElement {
  const messages = useSdkMessages(language).signUp;
  const id = useId();
  const [values, setValues] = useState({
    name: user?.name ?? '',
    email: user?.email ?? '',
    instagram: user?.instagram ?? '',
    legal: false,
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Attendance | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const needsLegal = !user;
  const errors = fieldErrors(values, needsLegal, messages);
  const occurrence = date ?? lesson.nextDate;

  const set = (field: keyof typeof values, value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, email: true, instagram: true, legal: true });
    if (inFlight.current || Object.keys(errors).length > 0 || !occurrence) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    const instagram = values.instagram.trim() ? parseInstagram(values.instagram) : undefined;
    try {
      const attendance = await submit({
        lessonId: lesson.id,
        date: occurrence,
        name: values.name.trim(),
        email: values.email.trim(),
        ...(instagram?.ok ? { instagram: instagram.value } : {}),
        ...(user ? { userId: user.id } : { legalAccepted: true }),
      });
      setDone(attendance);
      onSignedUp?.(attendance);
    } catch (error) {
      const reason = failureReason(error, messages);
      setFailure(reason ? `${messages.failed}: ${reason}` : messages.failed);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  if (done) {
    return (
      <div css={successStyles} part="success" role="status">
        <p css={successTitleStyles}>{messages.success}</p>
        <p>{messages.sentTo(done.email)}</p>
        {onClose && (
          <button type="button" css={secondaryButtonStyles} onClick={onClose}>
            {messages.close}
          </button>
        )}
      </div>
    );
  }

  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);
  const describedBy = (field: Field) => (shown(field) ? `${id}-${field}-error` : undefined);

  return (
    <form css={formStyles} part="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div css={fieldStyles} part="field">
        <label htmlFor={`${id}-name`}>{messages.name}</label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          required
          value={values.name}
          aria-invalid={Boolean(shown('name'))}
          aria-describedby={describedBy('name')}
          onChange={(event) => set('name', event.currentTarget.value)}
          onBlur={() => setTouched((current) => ({ ...current, name: true }))}
        />
        {shown('name') && <p id={`${id}-name-error`}>{shown('name')}</p>}
      </div>
      <div css={fieldStyles} part="field">
        <label htmlFor={`${id}-email`}>{messages.email}</label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          aria-invalid={Boolean(shown('email'))}
          aria-describedby={describedBy('email')}
          onChange={(event) => set('email', event.currentTarget.value)}
          onBlur={() => setTouched((current) => ({ ...current, email: true }))}
        />
        {shown('email') && <p id={`${id}-email-error`}>{shown('email')}</p>}
      </div>
      <div css={fieldStyles} part="field">
        <label htmlFor={`${id}-instagram`}>{messages.instagram}</label>
        <input
          id={`${id}-instagram`}
          name="instagram"
          autoComplete="off"
          value={values.instagram}
          aria-invalid={Boolean(shown('instagram'))}
          aria-describedby={shown('instagram') ? `${id}-instagram-error` : `${id}-instagram-hint`}
          onChange={(event) => set('instagram', event.currentTarget.value)}
          onBlur={() => setTouched((current) => ({ ...current, instagram: true }))}
        />
        {shown('instagram') ? (
          <p id={`${id}-instagram-error`}>{shown('instagram')}</p>
        ) : (
          <small id={`${id}-instagram-hint`}>{messages.instagramHint}</small>
        )}
      </div>
      {needsLegal && (
        <fieldset css={legalStyles} part="legal">
          <legend>{messages.legalTitle}</legend>
          <label>
            <input
              type="checkbox"
              name="legal"
              checked={values.legal}
              onChange={(event) => set('legal', event.currentTarget.checked)}
            />
            <span>
              {messages.legalBefore}
              <a href={legalLinks.terms} target="_blank" rel="noopener">
                {messages.terms}
                <span css={hiddenStyles}> {messages.opensInNewTab}</span>
              </a>
              {messages.legalBetween}
              <a href={legalLinks.privacy} target="_blank" rel="noopener">
                {messages.privacy}
                <span css={hiddenStyles}> {messages.opensInNewTab}</span>
              </a>
            </span>
          </label>
        </fieldset>
      )}
      {failure && (
        <p css={errorStyles} part="error" role="alert">
          {failure}
        </p>
      )}
      <div css={actionsStyles}>
        {onClose && (
          <button type="button" css={secondaryButtonStyles} onClick={onClose}>
            {messages.cancel}
          </button>
        )}
        <button
          type="submit"
          part="submit"
          css={primaryButtonStyles}
          disabled={busy || (needsLegal && !values.legal)}
          aria-busy={busy}
        >
          {busy ? messages.submitting : messages.submit}
        </button>
      </div>
    </form>
  );
}

const hiddenStyles = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const formStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  color: ${theme.colors.text};
  font-family: var(--plie-font-family, inherit);
`;

const fieldStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[1]};
  label {
    font-weight: ${theme.fontWeight.semibold};
    font-size: ${theme.fontSize.sm};
  }
  input {
    min-height: ${theme.sizes.touchTarget};
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.control};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
  }
  input:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.colors.status.danger.text};
  }
  p {
    color: ${theme.colors.status.danger.text};
    font-size: ${theme.fontSize.sm};
  }
  small {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSize.xs};
  }
`;

const legalStyles = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  legend {
    padding-inline: ${theme.space[1]};
    font-weight: ${theme.fontWeight.semibold};
    font-size: ${theme.fontSize.sm};
  }
  label {
    display: flex;
    gap: ${theme.space[2]};
    align-items: flex-start;
    font-size: ${theme.fontSize.sm};
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.1rem;
    flex: none;
    accent-color: ${theme.colors.primary};
  }
  a {
    color: ${theme.colors.primaryText};
  }
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

export const primaryButtonStyles = (theme: Theme) => css`
  ${buttonBase(theme)};
  border: 0;
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  &:hover:not(:disabled) {
    background: ${theme.colors.primaryHover};
  }
`;

const secondaryButtonStyles = (theme: Theme) => css`
  ${buttonBase(theme)};
  border: 1px solid ${theme.colors.control};
  background: transparent;
  color: ${theme.colors.text};
`;

const successStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  justify-items: start;
  color: ${theme.colors.text};
`;

const successTitleStyles = (theme: Theme) => css`
  color: ${theme.colors.status.success.text};
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.bold};
`;
