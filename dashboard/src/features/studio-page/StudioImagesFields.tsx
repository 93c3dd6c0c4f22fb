import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Studio } from '@plie/shared';
import { apiClient } from '../../api/client';
import { Avatar } from '../../ui/Avatar';
import { useToast } from '../../ui/Toast';
import { BANNER_MAX_KILOBYTES, PHOTO_MAX_KILOBYTES, PhotoUpload } from '../account/PhotoUpload';
import { StudioBanner } from './StudioBanner';

/**
 * The studio's logo and banner, for its admins (spec §5 "Files", §8 "Upload"): a checked png or
 * jpeg is uploaded at once (`POST /api/studio/avatar/{id}`, `…/banner/{id}`), saved on the studio
 * and previewed.
 */
export function StudioImagesFields({ studio, onUploaded }: { studio: Studio; onUploaded: () => void }) {
  const { t } = useLingui();
  const toast = useToast();
  const hintFor = (maxKilobytes: number) => (
    <Trans>PNG or JPEG, up to {maxKilobytes} KB. It is saved as soon as it is uploaded.</Trans>
  );
  return (
    <div css={fieldsStyles}>
      <div css={fieldStyles}>
        <p css={labelStyles}>
          <Trans>Logo</Trans>
        </p>
        <PhotoUpload
          photo={studio.photo}
          renderPhoto={(photo) => (
            <Avatar name={studio.name} photo={photo} alt={photo ? t`The studio’s logo` : ''} size={88} />
          )}
          onFile={async (file, fileName) => {
            const { avatarUrl } = await apiClient.studios.uploadAvatar({
              params: { id: studio.id },
              file,
              fileName,
            });
            toast({ tone: 'success', title: t`Logo uploaded` });
            onUploaded();
            return avatarUrl;
          }}
          chooseLabel={(shown) => (shown ? <Trans>Change logo</Trans> : <Trans>Upload logo</Trans>)}
          busyStatus={<Trans>Uploading the logo…</Trans>}
          hint={hintFor(PHOTO_MAX_KILOBYTES)}
        />
      </div>
      <div css={fieldStyles}>
        <p css={labelStyles}>
          <Trans>Banner</Trans>
        </p>
        <PhotoUpload
          photo={studio.banner}
          renderPhoto={(banner) => (
            <div css={bannerFrameStyles}>
              <StudioBanner banner={banner} />
            </div>
          )}
          onFile={async (file, fileName) => {
            const { bannerUrl } = await apiClient.studios.uploadBanner({
              params: { id: studio.id },
              file,
              fileName,
            });
            toast({ tone: 'success', title: t`Banner uploaded` });
            onUploaded();
            return bannerUrl;
          }}
          chooseLabel={(shown) => (shown ? <Trans>Change banner</Trans> : <Trans>Upload banner</Trans>)}
          busyStatus={<Trans>Uploading the banner…</Trans>}
          kind="banner"
          hint={hintFor(BANNER_MAX_KILOBYTES)}
        />
      </div>
    </div>
  );
}

const fieldsStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  ${theme.mq.large} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  }
`;

const fieldStyles = (theme: Theme) => css`
  display: grid;
  align-content: start;
  gap: ${theme.space[2]};
`;

const labelStyles = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.semibold};
  font-size: ${theme.fontSize.sm};
`;

const bannerFrameStyles = (theme: Theme) => css`
  flex: none;
  width: min(100%, 16rem);
  aspect-ratio: 16 / 5;
  overflow: hidden;
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.border};
  & > * {
    width: 100%;
    height: 100%;
  }
  img {
    object-fit: cover;
  }
`;
