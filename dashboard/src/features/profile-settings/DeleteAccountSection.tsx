import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type OwnUser, webPath } from '@plie/shared';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { apiClient } from '../../api/client';
import { useSignOut } from '../../app/useCurrentUser';
import { useFailureToast } from '../../app/useFailureToast';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { useToast } from '../../ui/Toast';
import { SettingsSection } from './SettingsSection';

/**
 * Delete account (spec §2, §8): what happens, then a confirm dialog. On success the session
 * ends and the user lands on /login; a refusal (such as a studio owner's, 409) shows the
 * server's reason.
 */
export function DeleteAccountSection({ user }: { user: OwnUser }) {
  const { t } = useLingui();
  const toast = useToast();
  const failureToast = useFailureToast();
  const signOut = useSignOut();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const deleteAccount = async () => {
    setDeleting(true);
    try {
      await apiClient.users.delete({ params: { id: user.id } });
      toast({ tone: 'success', title: t`Your account has been deleted` });
      signOut();
      navigate(webPath.login());
    } catch (error) {
      setDeleting(false);
      setConfirming(false);
      failureToast(t`Cannot delete the account`, error);
    }
  };

  return (
    <SettingsSection
      title={<Trans>Delete account</Trans>}
      lead={
        <>
          <p>
            <Trans>
              Deleting your account removes your personal data (name, e-mail, photo, date of birth) and
              cancels your future attendances. It cannot be undone.
            </Trans>
          </p>
          <p>
            <Trans>
              If you own a studio, make another member its owner first: a studio cannot be left without one.
            </Trans>
          </p>
        </>
      }
    >
      <div css={actionStyles}>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <Trans>Delete account</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        busy={deleting}
        title={<Trans>Delete your account?</Trans>}
        confirmLabel={<Trans>Delete my account</Trans>}
        busyLabel={<Trans>Deleting…</Trans>}
        onConfirm={deleteAccount}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <Trans>
            Your profile and personal data will be removed and your future attendances cancelled. You will be
            signed out. This cannot be undone.
          </Trans>
        </p>
      </ConfirmDialog>
    </SettingsSection>
  );
}

const actionStyles = (theme: Theme) => css`
  display: flex;
  justify-content: flex-start;
  button {
    flex: 1 1 auto;
    ${theme.mq.wide} {
      flex: 0 0 auto;
    }
  }
`;
