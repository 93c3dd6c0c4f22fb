import { Trans, useLingui } from '@lingui/react/macro';
import { type Studio, webPath } from '@plie/shared';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { apiClient } from '../../api/client';
import { useCurrentUser } from '../../app/useCurrentUser';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { useToast } from '../../ui/Toast';
import { useStudioFailureToast } from './useStudioFailureToast';

/** Where a deleted studio's owner goes (spec §8): their own studios. */
export const MY_STUDIOS_PATH = webPath.studios({ filter: 'my' });

/**
 * The header's actions (spec §2 owner actions, §6): Edit studio for its admins; Hide or Make
 * visible and Delete studio (after a confirmation) for its owner, or a platform admin.
 */
export function StudioActions({
  studio,
  canOwn,
  editing,
  editPanelId,
  onEdit,
  onChanged,
}: {
  studio: Studio;
  /** The owner's rights: the studio's owner or a platform admin. */
  canOwn: boolean;
  editing: boolean;
  editPanelId: string;
  onEdit: () => void;
  onChanged: (studio: Studio) => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const failureToast = useStudioFailureToast();
  const [, navigate] = useLocation();
  const { refresh } = useCurrentUser();
  const [busy, setBusy] = useState<'visibility' | 'delete' | undefined>(undefined);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const studioName = studio.name;

  const toggleVisibility = async () => {
    setBusy('visibility');
    try {
      const saved = await apiClient.studios.setVisibility({
        params: { id: studio.id },
        body: { isHidden: !studio.isHidden },
      });
      toast({
        tone: 'success',
        title: saved.isHidden ? t`Studio hidden: only its team sees it now` : t`The studio is visible again`,
      });
      onChanged(saved);
    } catch (error) {
      failureToast(t`Cannot save changes`, error);
    } finally {
      setBusy(undefined);
    }
  };

  const deleteStudio = async () => {
    setBusy('delete');
    try {
      await apiClient.studios.delete({ params: { id: studio.id } });
      toast({ tone: 'success', title: t`Studio deleted successfully` });
      void refresh();
      navigate(MY_STUDIOS_PATH);
    } catch (error) {
      failureToast(t`Failed to delete`, error);
      setConfirmingDelete(false);
      setBusy(undefined);
    }
  };

  if (!studio.isAdmin) return null;
  return (
    <>
      <Button variant="secondary" aria-expanded={editing} aria-controls={editPanelId} onClick={onEdit}>
        <Trans>Edit studio</Trans>
      </Button>
      {canOwn && (
        <>
          <Button variant="secondary" disabled={busy !== undefined} onClick={() => void toggleVisibility()}>
            {studio.isHidden ? <Trans>Make visible</Trans> : <Trans>Hide</Trans>}
          </Button>
          <Button variant="danger" disabled={busy !== undefined} onClick={() => setConfirmingDelete(true)}>
            <Trans>Delete studio</Trans>
          </Button>
          <ConfirmDialog
            open={confirmingDelete}
            tone="danger"
            busy={busy === 'delete'}
            title={t`Delete ${studioName}?`}
            confirmLabel={<Trans>Delete studio</Trans>}
            busyLabel={<Trans>Deleting…</Trans>}
            onConfirm={() => void deleteStudio()}
            onCancel={() => setConfirmingDelete(false)}
          >
            <p>
              <Trans>
                Its page, rooms and team disappear from Plié, and dancers can no longer find it. This cannot
                be undone.
              </Trans>
            </p>
          </ConfirmDialog>
        </>
      )}
    </>
  );
}
