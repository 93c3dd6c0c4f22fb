import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, type Studio } from '@plie/shared';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiClient } from '../../api/client';
import { DEFAULT_PRIMARY_COLOR } from '../../config/constants';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toast';
import {
  actionsStyles,
  blockerStyles,
  columnStyles,
  columnsStyles,
  formStyles,
} from '../studios/CreateStudioForm.styles';
import { StudioLookFields } from '../studios/StudioLookFields';
import { StudioPreview } from '../studios/StudioPreview';
import {
  primaryColorOf,
  type StudioForm,
  studioFormBlocker,
  studioFormProblems,
} from '../studios/studio-form';
import { translateStudioMessage } from '../studios/studio-messages';
import { STUDIO_NAME_CHECK_KEY, useStudioNameAvailability } from '../studios/useStudioNameAvailability';
import {
  isOwnStudioName,
  isStaleStudio,
  isStudioNameTaken,
  slugAvailabilityFor,
  studioFormOf,
  studioUpdateOf,
} from './edit-studio-form';
import { StudioDetailsFields } from './StudioDetailsFields';
import { useStudioFailureToast } from './useStudioFailureToast';

type Field = keyof StudioForm;

/**
 * Edit studio (spec §2 owner actions, §5 "Studio update"): the create form's fields, filled from
 * the studio; its own page address counts as free. Save sends `PATCH /api/studio/{id}`; a taken
 * address or a studio changed meanwhile (409) is said, and the latter reloads the studio.
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
  const { mutate } = useSWRConfig();
  const [form, setForm] = useState<StudioForm>(() => studioFormOf(studio));
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [sending, setSending] = useState(false);
  // The own address is not asked about (the server would call it taken: by this very studio).
  const own = isOwnStudioName(form.studioName, studio.studioName);
  const asked = useStudioNameAvailability(own ? '' : form.studioName);
  const slug = slugAvailabilityFor(form.studioName, studio.studioName, asked);
  const problems = studioFormProblems(form, slug.availability);
  const blocker = studioFormBlocker(form, slug.availability);

  const errorOf = (field: Field) => {
    const problem = problems[field];
    if (!problem || !(touched[field] || problem === MESSAGES.studioNameTaken)) return undefined;
    return translateStudioMessage(i18n, problem);
  };
  const update = (field: Field, value: string) => setForm((current) => ({ ...current, [field]: value }));
  const touch = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({
      name: true,
      email: true,
      studioName: true,
      instagram: true,
      link: true,
      primaryColor: true,
    });
    if (blocker || sending) return;
    setSending(true);
    try {
      const saved = await apiClient.studios.update({ params: { id: studio.id }, body: studioUpdateOf(form) });
      toast({ tone: 'success', title: t`Studio saved` });
      onSaved(saved);
    } catch (error) {
      setSending(false);
      if (isStudioNameTaken(error)) {
        toast({ tone: 'danger', title: translateStudioMessage(i18n, MESSAGES.studioNameTaken) });
        void mutate([STUDIO_NAME_CHECK_KEY, form.studioName.trim()]);
        return;
      }
      failureToast(t`Cannot save changes`, error);
      if (isStaleStudio(error)) onStale();
    }
  };

  const blockerText =
    blocker === 'checking'
      ? t`Checking the page address…`
      : blocker
        ? translateStudioMessage(i18n, blocker)
        : undefined;

  return (
    <form css={formStyles} onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
      <div css={columnsStyles}>
        <div css={columnStyles}>
          <StudioDetailsFields
            idPrefix="edit-studio"
            form={form}
            errorOf={errorOf}
            slug={{
              checking: slug.checking,
              free: slug.availability === 'available' && !problems.studioName,
            }}
            onChange={update}
            onBlur={touch}
          />
        </div>
        <div css={columnStyles}>
          <StudioLookFields
            primaryColor={form.primaryColor}
            theme={form.theme}
            colorError={touched.primaryColor ? errorOf('primaryColor') : undefined}
            onColorChange={(color) => {
              update('primaryColor', color);
              touch('primaryColor');
            }}
            onThemeChange={(theme) => setForm((current) => ({ ...current, theme }))}
          />
          <StudioPreview
            name={form.name}
            studioName={form.studioName}
            about={form.about}
            primaryColor={primaryColorOf(form) ?? DEFAULT_PRIMARY_COLOR}
            theme={form.theme}
          />
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
          disabled={Boolean(blocker) || sending}
          aria-describedby={blockerText ? 'edit-studio-blocker' : undefined}
        >
          {sending ? <Trans>Saving…</Trans> : <Trans>Save changes</Trans>}
        </Button>
      </div>
    </form>
  );
}
