import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { PHOTO_MAX_KILOBYTES, PhotoUpload } from '../account/PhotoUpload';

/** A photo picked for a room that is not saved yet: uploaded right after the room is created. */
export interface PendingPhoto {
  file: Blob;
  fileName: string | undefined;
}

/**
 * The room's photo (spec §3, §5 "Files"). A saved room's photo is uploaded as soon as it is picked
 * (`upload`); a new room keeps the picked file (`onPending`) until it is created.
 */
export function RoomPhotoField({
  roomName,
  photo,
  upload,
  onPending,
}: {
  /** The room's name as typed: what the photo shows, for screen readers. */
  roomName: string;
  photo: string | undefined;
  /** A saved room: sends the file (`POST /api/room/avatar/{id}`), answers the photo's address. */
  upload?: (file: Blob, fileName: string | undefined) => Promise<string>;
  /** A new room: keeps the file for later. */
  onPending?: (photo: PendingPhoto) => void;
}) {
  const { t } = useLingui();
  const previews = useRef<string[]>([]);
  const maxKilobytes = PHOTO_MAX_KILOBYTES;
  // The local previews of picked files are freed with the form.
  useEffect(
    () => () => {
      for (const preview of previews.current) URL.revokeObjectURL(preview);
    },
    [],
  );

  return (
    <div css={fieldStyles}>
      <p css={labelStyles}>
        <Trans>Room photo</Trans>
      </p>
      <PhotoUpload
        photo={photo}
        renderPhoto={(shown) => (
          <div css={frameStyles}>
            {shown ? (
              <img src={shown} alt={roomName.trim() || t`The room`} css={imageStyles} />
            ) : (
              <span css={placeholderStyles}>
                <RoomIcon />
                <Trans>No photo yet</Trans>
              </span>
            )}
          </div>
        )}
        onFile={async (file, fileName) => {
          if (upload) return upload(file, fileName);
          onPending?.({ file, fileName });
          const preview = URL.createObjectURL(file);
          previews.current.push(preview);
          return preview;
        }}
        chooseLabel={(shown) => (shown ? <Trans>Change photo</Trans> : <Trans>Choose photo</Trans>)}
        busyStatus={upload ? <Trans>Uploading the room photo…</Trans> : <Trans>Checking the photo…</Trans>}
        hint={
          upload ? (
            <Trans>
              PNG or JPEG, up to {maxKilobytes} KB. The new photo is saved as soon as it is uploaded.
            </Trans>
          ) : (
            <Trans>PNG or JPEG, up to {maxKilobytes} KB. The photo is uploaded when the room is saved.</Trans>
          )
        }
      />
    </div>
  );
}

function RoomIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="m21 16-5-5-8 8" />
    </svg>
  );
}

const fieldStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
`;

const labelStyles = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.semibold};
  font-size: ${theme.fontSize.sm};
`;

const frameStyles = (theme: Theme) => css`
  flex: none;
  width: 10rem;
  aspect-ratio: 4 / 3;
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceSunken};
  overflow: hidden;
  display: grid;
  place-items: center;
`;

const imageStyles = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const placeholderStyles = (theme: Theme) => css`
  display: grid;
  justify-items: center;
  gap: ${theme.space[1]};
  padding: ${theme.space[2]};
  text-align: center;
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
`;
