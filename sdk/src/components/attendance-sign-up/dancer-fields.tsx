/**
 * The fields a dancer fills in to sign up for a lesson or join a group (spec §5): full name (3+
 * characters), e-mail, an optional Instagram username, and — for a guest — the terms and privacy
 * policy accepted (links open in a new tab). Their state, their errors (shown once a field is left or
 * the form sent) and what they send.
 */
import { css, type Theme } from '@emotion/react';
import { parseInstagram, validateEmail, validateFullName } from '@plie/shared';
import { type ReactElement, useId, useState } from 'react';
import type { Messages } from '../../i18n/en';

export interface DancerValues {
  name: string;
  email: string;
  instagram: string;
  legal: boolean;
}

export type DancerField = keyof DancerValues;

export interface SignUpUser {
  id: string;
  name: string;
  email: string;
  instagram?: string | undefined;
}

/** The errors of the dancer's fields (empty when they can be sent). */
export const dancerErrors = (
  values: DancerValues,
  needsLegal: boolean,
  messages: Messages['signUp'],
): Partial<Record<DancerField, string>> => {
  const errors: Partial<Record<DancerField, string>> = {};
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

/** What the API takes of them: trimmed name and e-mail, the Instagram username, userId or legal acceptance. */
export const dancerInput = (values: DancerValues, user: SignUpUser | undefined) => {
  const instagram = values.instagram.trim() ? parseInstagram(values.instagram) : undefined;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(instagram?.ok ? { instagram: instagram.value } : {}),
    ...(user ? { userId: user.id } : { legalAccepted: true }),
  };
};

/** The fields' state, prefilled from a signed-in user; `touchAll` shows every error (on sending). */
export const useDancerFields = (user: SignUpUser | undefined, messages: Messages['signUp']) => {
  const [values, setValues] = useState<DancerValues>({
    name: user?.name ?? '',
    email: user?.email ?? '',
    instagram: user?.instagram ?? '',
    legal: false,
  });
  const [touched, setTouched] = useState<Partial<Record<DancerField, boolean>>>({});
  const needsLegal = !user;
  const errors = dancerErrors(values, needsLegal, messages);
  return {
    values,
    errors,
    needsLegal,
    touched,
    set: (field: DancerField, value: string | boolean) =>
      setValues((current) => ({ ...current, [field]: value })),
    touch: (field: DancerField) => setTouched((current) => ({ ...current, [field]: true })),
    touchAll: () => setTouched({ name: true, email: true, instagram: true, legal: true }),
  };
};

export function DancerFields({
  fields,
  legalLinks,
  messages,
}: {
  fields: ReturnType<typeof useDancerFields>;
  legalLinks: { terms: string; privacy: string };
  messages: Messages['signUp'];
}): ReactElement {
  const id = useId();
  const { values, errors, touched, needsLegal, set, touch } = fields;
  const shown = (field: DancerField) => (touched[field] ? errors[field] : undefined);
  const text = (field: 'name' | 'email' | 'instagram', type: string, autoComplete: string, label: string) => (
    <div css={fieldStyles} part="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        type={type}
        autoComplete={autoComplete}
        required={field !== 'instagram'}
        value={values[field]}
        aria-invalid={Boolean(shown(field))}
        aria-describedby={
          shown(field) ? `${id}-${field}-error` : field === 'instagram' ? `${id}-hint` : undefined
        }
        onChange={(event) => set(field, event.currentTarget.value)}
        onBlur={() => touch(field)}
      />
      {shown(field) ? (
        <p id={`${id}-${field}-error`}>{shown(field)}</p>
      ) : (
        field === 'instagram' && <small id={`${id}-hint`}>{messages.instagramHint}</small>
      )}
    </div>
  );
  return (
    <>
      {text('name', 'text', 'name', messages.name)}
      {text('email', 'email', 'email', messages.email)}
      {text('instagram', 'text', 'off', messages.instagram)}
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
    </>
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

export const fieldStyles = (theme: Theme) => css`
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
