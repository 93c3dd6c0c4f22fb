import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, type Studio } from '@plie/shared';
import { type FormEvent, useState } from 'react';
import { apiClient } from '../../api/client';
import { useAfterMutation } from '../../api/queries/invalidation';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toast';
import {
  actionsStyles,
  blockerStyles,
  columnStyles,
  columnsStyles,
  formStyles,
} from '../studios/CreateStudioForm.styles';
import { StudioDetailsFields } from '../studios/StudioDetailsFields';
import { StudioLookAndPreview } from '../studios/StudioLookFields';
import { translateStudioMessage } from '../studios/studio-messages';
import { useStudioForm } from '../studios/useStudioForm';
import {
  isStaleStudio,
  isStudioNameTaken,
  studioFormOf,
  studioUpdateOf,
  videoDraftsOf,
  videosBlocker,
} from './edit-studio-form';
import { StudioVideosFields } from './StudioVideosFields';
import { translateStudioPageMessage } from './studio-page-messages';
import { useStudioFailureToast } from './useStudioFailureToast';

/**
 * Edit studio (spec §2 owner actions, §5 "Studio update"): the create form's fields, filled from
 * the studio, and its videos; its own page address counts as free. Save sends
 * `PATCH /api/studio/{id}`; a taken address or a studio changed meanwhile (409) is said, and the
 * latter reloads the studio.
 */
export function EditStudioForm({
  studio,
  onSaved,
  onStale,
  onCancel,
}: {
  studio: Studio;
  onSaved: (saved: Studio) => void;
  onStale: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const failureToast = useStudioFailureToast();
  const afterMutation = useAfterMutation();
  const studioForm = useStudioForm(() => studioFormOf(studio), studio.studioName);
  const [videos, setVideos] = useState(() => videoDraftsOf(studio.videos));
  const [triedToSave, setTriedToSave] = useState(false);
  const [sending, setSending] = useState(false);
  const { form } = studioForm;
  const videoBlocker = videosBlocker(videos);
  const blockerText =
    studioForm.blockerText ?? (videoBlocker && translateStudioPageMessage(i18n, videoBlocker));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    studioForm.touchAll();
    setTriedToSave(true);
    if (blockerText || sending) return;
    setSending(true);
    try {
      const saved = await apiClient.studios.update({
        params: { id: studio.id },
        body: studioUpdateOf(form, videos),
      });
      toast({ tone: 'success', title: t`Studio saved` });
      onSaved(saved);
    } catch (error) {
      setSending(false);
      if (isStudioNameTaken(error)) {
        toast({ tone: 'danger', title: translateStudioMessage(i18n, MESSAGES.studioNameTaken) });
        void afterMutation('studios.update', { studioName: form.studioName });
        return;
      }
      failureToast(t`Cannot save changes`, error);
      if (isStaleStudio(error)) onStale();
    }
  };

  return (
    <form css={formStyles} onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
      <div css={columnsStyles}>
        <div css={columnStyles}>
          <StudioDetailsFields idPrefix="edit-studio" studioForm={studioForm} />
          <StudioVideosFields
            idPrefix="edit-studio"
            videos={videos}
            showErrors={triedToSave}
            onChange={setVideos}
          />
        </div>
        <div css={columnStyles}>
          <StudioLookAndPreview studioForm={studioForm} />
        </div>
      </div>
      <div css={actionsStyles}>
        {blockerText && (
          <p id="edit-studio-blocker" css={blockerStyles} aria-live="polite">
            {blockerText}
          </p>
        )}
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          type="submit"
          disabled={Boolean(blockerText) || sending}
          aria-describedby={blockerText ? 'edit-studio-blocker' : undefined}
        >
          {sending ? <Trans>Saving…</Trans> : <Trans>Save changes</Trans>}
        </Button>
      </div>
    </form>
  );
}
