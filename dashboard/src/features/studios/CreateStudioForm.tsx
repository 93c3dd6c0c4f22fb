import { Trans } from '@lingui/react/macro';
import type { OwnUser } from '@plie/shared';
import type { FormEvent } from 'react';
import { Button, ButtonLink } from '../../ui/Button';
import { FormSection, formNoteStyles } from '../../ui/FormSection';
import {
  actionsStyles,
  blockerStyles,
  columnStyles,
  columnsStyles,
  formStyles,
  lookColumnStyles,
} from './CreateStudioForm.styles';
import { StudioIdentityFields, StudioLinksFields } from './StudioDetailsFields';
import { StudioLookAndPreview } from './StudioLookFields';
import { emptyStudioForm } from './studio-form';
import { studioFormCancelPath } from './studio-paths';
import { useCreateStudio } from './useCreateStudio';
import { useStudioForm } from './useStudioForm';

/**
 * The studio form (spec §2 "Studio create", §5): name, e-mail (the user's to start with), the
 * slug (proposed from the name until typed, its availability asked live), instagram, website,
 * about, colour and theme with a live preview. Create stays disabled, saying why, until the form
 * is valid and the slug known to be free; failures follow spec §8 "Studio create".
 */
export function CreateStudioForm({
  user,
  fromOnboarding,
  refreshUser,
}: {
  user: OwnUser;
  fromOnboarding: boolean;
  refreshUser: () => Promise<unknown>;
}) {
  const { create, sending } = useCreateStudio({ fromOnboarding, refreshUser });
  const studioForm = useStudioForm(() => emptyStudioForm(user.email));
  const { form, blocker, blockerText } = studioForm;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    studioForm.touchAll();
    if (!blocker) void create(form);
  };

  return (
    <form css={formStyles} onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
      <div css={columnsStyles}>
        <div css={columnStyles}>
          <FormSection title={<Trans>Studio details</Trans>}>
            <p css={formNoteStyles}>
              <Trans>Fields marked * are required.</Trans>
            </p>
            <StudioIdentityFields idPrefix="studio" studioForm={studioForm} hints />
          </FormSection>
          <FormSection title={<Trans>Description and links</Trans>}>
            <StudioLinksFields idPrefix="studio" studioForm={studioForm} hints />
          </FormSection>
        </div>
        <div css={[columnStyles, lookColumnStyles]}>
          <FormSection title={<Trans>Colour and theme</Trans>}>
            <StudioLookAndPreview studioForm={studioForm} />
          </FormSection>
        </div>
      </div>
      <div css={actionsStyles}>
        {blockerText && (
          <p id="create-studio-blocker" css={blockerStyles} aria-live="polite">
            {blockerText}
          </p>
        )}
        <ButtonLink href={studioFormCancelPath(fromOnboarding)} variant="secondary">
          <Trans>Cancel</Trans>
        </ButtonLink>
        <Button
          type="submit"
          disabled={Boolean(blocker) || sending}
          aria-describedby={blockerText ? 'create-studio-blocker' : undefined}
        >
          {sending ? <Trans>Creating…</Trans> : <Trans>Create studio</Trans>}
        </Button>
      </div>
    </form>
  );
}
