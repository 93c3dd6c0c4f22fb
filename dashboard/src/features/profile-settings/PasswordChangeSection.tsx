import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type OwnUser, type PasswordChangeForm, validatePasswordChange } from '@plie/shared';
import { type FormEvent, useState } from 'react';
import { apiClient } from '../../api/client';
import { translateMessage } from '../../app/messages';
import { useSignIn } from '../../app/useCurrentUser';
import { useFailureToast } from '../../app/useFailureToast';
import { Button } from '../../ui/Button';
import { FieldMessage, FormField } from '../../ui/Field';
import { PasswordInput } from '../../ui/PasswordInput';
import { useToast } from '../../ui/Toast';
import { SettingsSection } from './SettingsSection';

const EMPTY: PasswordChangeForm = { password: '', newPassword: '', confirmPassword: '' };

/** A form problem: the rule's message and the field it belongs to (none: every empty field). */
type Problem = { message: string; field?: string | undefined };

/** Stands in for the current password when there is none, so the shared rule checks the rest. */
const NO_CURRENT_PASSWORD = 'none';

/**
 * Password change (spec §2, §5): current, new and repeated new password, checked by the shared
 * rule first. The API ends every earlier session and answers a new token, which this session
 * keeps, so the user stays signed in here. An account without a password (made with Google)
 * sets its first one instead: no current password (ADR 0007).
 */
export function PasswordChangeSection({ user }: { user: OwnUser }) {
  const firstPassword = user.hasPassword === false;
  const { t, i18n } = useLingui();
  const toast = useToast();
  const failureToast = useFailureToast();
  const signIn = useSignIn();
  const [form, setForm] = useState<PasswordChangeForm>(EMPTY);
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  const [sending, setSending] = useState(false);

  const update = (field: keyof PasswordChangeForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblem(undefined);
  };
  const invalid = (field: keyof PasswordChangeForm) =>
    problem !== undefined && (problem.field === undefined ? form[field] === '' : problem.field === field);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validatePasswordChange(firstPassword ? { ...form, password: NO_CURRENT_PASSWORD } : form);
    if (!check.ok) {
      setProblem({ message: check.message, field: check.field });
      return;
    }
    setSending(true);
    try {
      const { access_token } = await apiClient.auth.changePassword({
        body: firstPassword
          ? { newPassword: form.newPassword }
          : { password: form.password, newPassword: form.newPassword },
      });
      signIn(access_token);
      setForm(EMPTY);
      toast(
        firstPassword
          ? {
              tone: 'success',
              title: t`Password set`,
              description: t`You can now also sign in with your e-mail and this password.`,
            }
          : {
              tone: 'success',
              title: t`Password changed`,
              description: t`You stay signed in here; other devices need the new password.`,
            },
      );
    } catch (error) {
      failureToast(firstPassword ? t`Cannot set the password` : t`Cannot change the password`, error);
    } finally {
      setSending(false);
    }
  };

  const passwordField = (field: keyof PasswordChangeForm, id: string, autoComplete: string) => (
    <PasswordInput
      id={id}
      autoComplete={autoComplete}
      value={form[field]}
      onChange={(event) => update(field, event.target.value)}
      aria-invalid={invalid(field)}
      aria-describedby={
        id === 'password-new' ? `${id}-message password-change-problem` : 'password-change-problem'
      }
    />
  );

  return (
    <SettingsSection
      title={firstPassword ? <Trans>Set a password</Trans> : <Trans>Change password</Trans>}
      lead={
        firstPassword ? (
          <Trans>
            You sign in with Google. Set a password to sign in with your e-mail too; other devices will then
            need to sign in again.
          </Trans>
        ) : (
          <Trans>After the change, other devices signed in to your account will need the new password.</Trans>
        )
      }
    >
      <form css={formStyles} onSubmit={onSubmit} noValidate>
        {/* For password managers: whose password this is. */}
        <input type="email" autoComplete="username" value={user.email} readOnly hidden />
        {!firstPassword && (
          <FormField id="password-current" label={<Trans>Current password</Trans>}>
            {passwordField('password', 'password-current', 'current-password')}
          </FormField>
        )}
        <FormField
          id="password-new"
          label={<Trans>New password</Trans>}
          hint={
            <Trans>
              At least 8 characters, with an uppercase letter, a lowercase letter, a digit and a special
              character.
            </Trans>
          }
        >
          {passwordField('newPassword', 'password-new', 'new-password')}
        </FormField>
        <FormField id="password-confirm" label={<Trans>Repeat the new password</Trans>}>
          {passwordField('confirmPassword', 'password-confirm', 'new-password')}
        </FormField>
        <div css={footerStyles}>
          <FieldMessage id="password-change-problem" tone="error" role="alert" css={{ marginTop: 0 }}>
            {problem && translateMessage(i18n, problem.message)}
          </FieldMessage>
          <Button type="submit" disabled={sending}>
            {sending ? (
              firstPassword ? (
                <Trans>Saving…</Trans>
              ) : (
                <Trans>Changing…</Trans>
              )
            ) : firstPassword ? (
              <Trans>Set password</Trans>
            ) : (
              <Trans>Change password</Trans>
            )}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

const formStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
`;

const footerStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space[3]};
  p {
    flex: 1 1 12rem;
  }
  button {
    flex: 1 1 auto;
    ${theme.mq.wide} {
      flex: 0 0 auto;
    }
  }
`;
