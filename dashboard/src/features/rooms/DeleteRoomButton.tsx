import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Room } from '@plie/shared';
import { useState } from 'react';
import { apiClient } from '../../api/client';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { useToast } from '../../ui/Toast';
import { useRoomFailureToast } from './useRoomFailureToast';

/**
 * Delete room, after a confirmation (`DELETE /api/room/{id}`). The API refuses (409) while lessons
 * use the room: its reason is shown (spec §8 "Rooms": 'Failed to delete room').
 */
export function DeleteRoomButton({ room, onDeleted }: { room: Room; onDeleted: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const failureToast = useRoomFailureToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const roomName = room.name;

  const onConfirm = async () => {
    setBusy(true);
    try {
      await apiClient.rooms.delete({ params: { id: room.id } });
      toast({ tone: 'success', title: t`Room deleted` });
      setOpen(false);
      onDeleted();
    } catch (error) {
      failureToast(t`Failed to delete room`, error);
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" css={triggerStyles} onClick={() => setOpen(true)}>
        <Trans>Delete room</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        tone="danger"
        busy={busy}
        title={t`Delete the room “${roomName}”?`}
        confirmLabel={<Trans>Delete room</Trans>}
        busyLabel={<Trans>Deleting…</Trans>}
        onConfirm={() => void onConfirm()}
        onCancel={() => setOpen(false)}
      >
        <p>
          <Trans>
            The room disappears from the studio’s page. A room that still has lessons cannot be deleted: move
            or delete its lessons first.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}

/** A quiet button in the danger colour: the dialog's red button is the one that deletes. */
const triggerStyles = (theme: Theme) => css`
  color: ${theme.colors.status.danger.text};
  border-color: currentColor;
`;
