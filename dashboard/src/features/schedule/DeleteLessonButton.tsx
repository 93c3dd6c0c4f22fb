import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Lesson } from '@plie/shared';
import { useState } from 'react';
import { apiClient } from '../../api/client';
import { useFailureToast } from '../../app/useFailureToast';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { rowActionStyles } from '../../ui/RowList';
import { useToast } from '../../ui/Toast';
import { translateLessonMessage } from '../lesson-form/lesson-messages';

/**
 * A row's Delete, after a confirmation (spec §2 "delete confirmation"; `DELETE /api/lesson/{id}`):
 * 'Deleted successfully', or 'Failed to delete' with the server's reason (spec §8 "Lesson delete").
 */
export function DeleteLessonButton({ lesson, onDeleted }: { lesson: Lesson; onDeleted: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const failureToast = useFailureToast(translateLessonMessage);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = lesson.name || lesson.style.name;

  const onConfirm = async () => {
    setBusy(true);
    try {
      await apiClient.lessons.delete({ params: { id: lesson.id } });
      toast({ tone: 'success', title: t`Deleted successfully` });
      onDeleted();
    } catch (error) {
      failureToast(t`Failed to delete`, error);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        css={[rowActionStyles, dangerStyles]}
        aria-label={t`Delete ${name}`}
        onClick={() => setOpen(true)}
      >
        <Trans>Delete</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        tone="danger"
        busy={busy}
        title={t`Delete the lesson “${name}”?`}
        confirmLabel={<Trans>Delete lesson</Trans>}
        busyLabel={<Trans>Deleting…</Trans>}
        onConfirm={() => void onConfirm()}
        onCancel={() => setOpen(false)}
      >
        <p>
          <Trans>
            The lesson leaves the schedule for every week, and dancers can no longer find it or sign up.
          </Trans>
        </p>
      </ConfirmDialog>
    </>
  );
}

/** A quiet button in the danger colour: the dialog's red button is the one that deletes. */
const dangerStyles = (theme: Theme) => css`
  color: ${theme.colors.status.danger.text};
`;
