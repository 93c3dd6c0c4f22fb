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
import { SettingsSection, settingsActionStyles } from './SettingsSection';

/**
 * Delete account (spec §2, §8): what is removed and what is kept anonymised (as
 * workflows/account-deletion.ts does it; the privacy policy's erasure right says the same), then a
 * confirm dialog. On success the session
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
              What is removed: your profile (name, username, e-mail, photo, date of birth, about, Instagram),
              your password and sign-ins, your studio memberships and invites, a studio you are the only
              member of, and your own lessons. Your group memberships end, your future attendances are
              cancelled and no more e-mails are sent to you. It cannot be undone: to keep a copy, use Download
              my data first.
            </Trans>
          </p>
          <p>
            <Trans>
              What is kept, anonymised, and why: your past and cancelled attendances and your ended group
              memberships stay in the studios’ and teachers’ lists as “Deleted account”, without your name,
              e-mail, photo or Instagram, so that their attendance numbers stay right. A studio’s lessons you
              taught stay on its schedule under your name. Classes booked with your e-mail address without
              signing in are not part of your account and stay as they are.
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
      <div css={settingsActionStyles}>
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
