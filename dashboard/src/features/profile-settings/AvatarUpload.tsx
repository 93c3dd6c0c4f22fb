import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FILES, type OwnUser } from '@plie/shared';
import { type ChangeEvent, useId, useState } from 'react';
import { apiClient } from '../../api/client';
import { Avatar } from '../../ui/Avatar';
import { buttonStyles } from '../../ui/Button';
import { FieldMessage } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { translateMessage } from '../account/messages';
import { useFailureToast } from '../account/useFailureToast';
import { checkAvatarFiles } from './avatar-file';

/** The size limit as the hint writes it (800000 bytes → 800 KB). */
const maxKilobytes = FILES.avatarMaxBytes / 1000;

/**
 * The profile photo in edit mode: pick a png or jpeg (spec §5 "Files"), checked here first,
 * then uploaded at once (`POST /api/user/avatar` saves it on the profile) and previewed.
 * Failures follow spec §8 "Upload".
 */
export function AvatarUpload({ user, onUploaded }: { user: OwnUser; onUploaded: () => Promise<unknown> }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const failureToast = useFailureToast();
  const inputId = useId();
  const [preview, setPreview] = useState<string | undefined>(undefined);
  const [uploading, setUploading] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // The same file may be picked again after a failure.
    input.value = '';
    if (files.length === 0) return;
    setUploading(true);
    try {
      const checked = await checkAvatarFiles(files);
      if (!checked.ok) {
        toast({
          tone: 'danger',
          title: t`Cannot upload file`,
          description: translateMessage(i18n, checked.message),
        });
        return;
      }
      const { avatarUrl } = await apiClient.users.uploadAvatar({
        file: checked.value,
        fileName: files[0]?.name,
      });
      setPreview(avatarUrl);
      toast({ tone: 'success', title: t`Photo uploaded` });
      await onUploaded();
    } catch (error) {
      failureToast(t`Cannot upload file`, error);
    } finally {
      setUploading(false);
    }
  };

  const photo = preview ?? user.photo;
  return (
    <div css={rowStyles}>
      <Avatar
        name={user.name}
        photo={photo}
        alt={photo ? t`Your profile photo` : ''}
        size={96}
        css={avatarRingStyles}
      />
      <div css={controlsStyles}>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg"
          css={fileInputStyles}
          onChange={onChange}
          disabled={uploading}
          aria-describedby={`${inputId}-hint`}
        />
        <label htmlFor={inputId} css={buttonStyles({ variant: 'secondary' })} aria-disabled={uploading}>
          {uploading ? (
            <>
              <Spinner />
              <Trans>Uploading…</Trans>
            </>
          ) : (
            <Trans>Change photo</Trans>
          )}
        </label>
        <FieldMessage id={`${inputId}-hint`}>
          <Trans>
            PNG or JPEG, up to {maxKilobytes} KB. The new photo is saved as soon as it is uploaded.
          </Trans>
        </FieldMessage>
        <VisuallyHidden role="status">{uploading && <Trans>Uploading your photo…</Trans>}</VisuallyHidden>
      </div>
    </div>
  );
}

const rowStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[4]};
`;

const controlsStyles = (theme: Theme) => css`
  flex: 1 1 14rem;
  display: grid;
  justify-items: start;
  gap: ${theme.space[1]};
  label {
    cursor: pointer;
  }
`;

/** The native file input stays in the page (keyboard, screen readers, tests) but out of sight; its label is the button. */
const fileInputStyles = (theme: Theme) => css`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  &:focus-visible + label {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A thin ring around the big avatar, so a photo with a light edge still reads as a circle. */
const avatarRingStyles = (theme: Theme) => css`
  box-shadow: 0 0 0 3px ${theme.colors.surface}, 0 0 0 4px ${theme.colors.border};
  font-family: ${theme.font.display};
`;
