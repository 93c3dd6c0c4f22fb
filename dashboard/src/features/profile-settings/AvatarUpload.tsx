import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OwnUser } from '@plie/shared';
import { apiClient } from '../../api/client';
import { Avatar } from '../../ui/Avatar';
import { useToast } from '../../ui/Toast';
import { PHOTO_MAX_KILOBYTES, PhotoUpload } from '../account/PhotoUpload';

/**
 * The profile photo in edit mode: a checked png or jpeg is uploaded at once
 * (`POST /api/user/avatar` saves it on the profile) and previewed (spec §5 "Files", §8 "Upload").
 */
export function AvatarUpload({ user, onUploaded }: { user: OwnUser; onUploaded: () => Promise<unknown> }) {
  const { t } = useLingui();
  const toast = useToast();
  const maxKilobytes = PHOTO_MAX_KILOBYTES;
  return (
    <PhotoUpload
      photo={user.photo}
      renderPhoto={(photo) => (
        <Avatar
          name={user.name}
          photo={photo}
          alt={photo ? t`Your profile photo` : ''}
          size={96}
          css={avatarRingStyles}
        />
      )}
      onFile={async (file, fileName) => {
        const { avatarUrl } = await apiClient.users.uploadAvatar({ file, fileName });
        toast({ tone: 'success', title: t`Photo uploaded` });
        await onUploaded();
        return avatarUrl;
      }}
      hint={
        <Trans>PNG or JPEG, up to {maxKilobytes} KB. The new photo is saved as soon as it is uploaded.</Trans>
      }
    />
  );
}

/** A thin ring around the big avatar, so a photo with a light edge still reads as a circle. */
const avatarRingStyles = (theme: Theme) => css`
  box-shadow: 0 0 0 3px ${theme.colors.surface}, 0 0 0 4px ${theme.colors.border};
  font-family: ${theme.font.display};
`;
