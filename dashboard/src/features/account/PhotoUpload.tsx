import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FILES } from '@plie/shared';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { translateMessage } from '../../app/messages';
import { useFailureToast } from '../../app/useFailureToast';
import { buttonStyles } from '../../ui/Button';
import { FieldMessage } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { useToast } from '../../ui/Toast';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { checkImageFiles, type ImageKind } from './image-file';

/** The size limits as hints write them (800000 bytes → 800 KB). */
export const PHOTO_MAX_KILOBYTES = FILES.avatarMaxBytes / 1000;
export const BANNER_MAX_KILOBYTES = FILES.bannerMaxBytes / 1000;

export interface PhotoUploadProps {
  /** The photo shown now (its address), if any. */
  photo: string | undefined;
  /** Draws the photo, or its stand-in when there is none (a profile's initials, a room's placeholder). */
  renderPhoto: (photo: string | undefined) => ReactNode;
  /**
   * What choosing a checked file does: upload it at once (to S3 through a presigned POST, then
   * `POST /api/{endpoint}/avatar…` with its key: the SDK client does both), or keep
   * it until the thing it belongs to is saved. Answers the photo to show from now on; a thrown
   * error is reported as spec §8 "Upload" says.
   */
  onFile: (file: Blob, fileName: string | undefined) => Promise<string | undefined>;
  /** The file rules and when the photo is saved. */
  hint: ReactNode;
  /** The button's text for the photo shown (none yet, or one); "Change photo" by default. */
  chooseLabel?: (shown: string | undefined) => ReactNode;
  /** Announced while `onFile` runs; "Uploading your photo…" by default. */
  busyStatus?: ReactNode;
  /** Which file rules apply: a photo or logo (800 KB), or a banner (8 MB). */
  kind?: ImageKind;
}

/**
 * A photo and the button that replaces it (a profile's avatar, a room's photo): the picked file
 * is checked against the file rules first (spec §5 "Files": one png or jpeg of at most 800000
 * bytes), then handed to `onFile`, then previewed. Failures follow spec §8 "Upload": 'Cannot
 * upload file' plus the first broken rule, or the server's reason for a 4xx.
 */
export function PhotoUpload({
  photo,
  renderPhoto,
  onFile,
  hint,
  chooseLabel,
  busyStatus,
  kind = 'avatar',
}: PhotoUploadProps) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const failureToast = useFailureToast();
  const inputId = useId();
  const [preview, setPreview] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    // The same file may be picked again after a failure.
    input.value = '';
    if (files.length === 0) return;
    setBusy(true);
    try {
      const checked = await checkImageFiles(files, kind);
      if (!checked.ok) {
        toast({
          tone: 'danger',
          title: t`Cannot upload file`,
          description: translateMessage(i18n, checked.message),
        });
        return;
      }
      const next = await onFile(checked.value, files[0]?.name);
      if (next) setPreview(next);
    } catch (error) {
      failureToast(t`Cannot upload file`, error);
    } finally {
      setBusy(false);
    }
  };

  const shown = preview ?? photo;
  return (
    <div css={rowStyles}>
      {renderPhoto(shown)}
      <div css={controlsStyles}>
        <input
          id={inputId}
          type="file"
          accept="image/png,image/jpeg"
          css={fileInputStyles}
          onChange={onChange}
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
        />
        <label htmlFor={inputId} css={buttonStyles({ variant: 'secondary' })} aria-disabled={busy}>
          {busy ? (
            <>
              <Spinner />
              <Trans>Uploading…</Trans>
            </>
          ) : (
            (chooseLabel?.(shown) ?? <Trans>Change photo</Trans>)
          )}
        </label>
        <FieldMessage id={`${inputId}-hint`}>{hint}</FieldMessage>
        <VisuallyHidden role="status">
          {busy && (busyStatus ?? <Trans>Uploading your photo…</Trans>)}
        </VisuallyHidden>
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
