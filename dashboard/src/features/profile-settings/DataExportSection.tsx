import { Trans, useLingui } from '@lingui/react/macro';
import type { OwnUser } from '@plie/shared';
import { useState } from 'react';
import { apiClient } from '../../api/client';
import { useFailureToast } from '../../app/useFailureToast';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toast';
import { SettingsSection, settingsActionStyles } from './SettingsSection';

/** `plie-data-<username>-<YYYY-MM-DD>.json`, as the API names the file. */
export const dataExportFileName = (username: string, at: Date) =>
  `plie-data-${username.replace(/[^A-Za-z0-9._-]/g, '_')}-${at.toISOString().slice(0, 10)}.json`;

/** Saves `text` as a file named `fileName` (a link to a blob, clicked: the browser's own download). */
const saveFile = (text: string, fileName: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * "Your data" (GDPR art. 15 and 20, issue #17 item 12): downloads one JSON file of everything Plié
 * holds about the user (GET /api/user/me/export). A refusal (a few a day at most) shows the reason.
 */
export function DataExportSection({ user }: { user: OwnUser }) {
  const { t } = useLingui();
  const toast = useToast();
  const failureToast = useFailureToast();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const data = await apiClient.users.exportData();
      saveFile(JSON.stringify(data, null, 2), dataExportFileName(user.username, new Date()));
      toast({ tone: 'success', title: t`Your data has been downloaded` });
    } catch (error) {
      failureToast(t`Cannot download your data`, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection
      title={<Trans>Your data</Trans>}
      lead={
        <p>
          <Trans>
            Download one file (JSON) of everything Plié holds about you: your account and consents,
            attendances, group and studio memberships, invites, the studios you run, the lessons you teach and
            the addresses of your uploaded images.
          </Trans>
        </p>
      }
    >
      <div css={settingsActionStyles}>
        <Button variant="secondary" onClick={download} disabled={busy} aria-busy={busy}>
          {busy ? <Trans>Preparing your data…</Trans> : <Trans>Download my data</Trans>}
        </Button>
      </div>
    </SettingsSection>
  );
}
