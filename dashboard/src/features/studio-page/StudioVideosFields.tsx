import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { VIDEOS } from '@plie/shared';
import { useEffect, useRef, useState } from 'react';
import { NAME_MAX_LENGTH, URL_MAX_LENGTH } from '../../config/constants';
import { Button } from '../../ui/Button';
import { FormField, Input } from '../../ui/Field';
import { Required } from '../../ui/Required';
import { parseWebsite } from '../studios/studio-form';
import { type VideoDraft, type VideoField, videoProblemsOf } from './edit-studio-form';
import { translateStudioPageMessage } from './studio-page-messages';

/**
 * The videos in a studio's edit form and in a user's profile settings (spec §2, §3 Video): a row
 * of title and link for each, Add video (up to `VIDEOS.maxCount`) and Remove. A field's problem shows once the user has left it, or once `showErrors`;
 * a link is shown as it is saved on leaving it (`youtu.be/x` → `https://youtu.be/x`). The list is
 * saved with the rest of the form.
 */
export function StudioVideosFields({
  idPrefix,
  videos,
  showErrors,
  onChange,
}: {
  idPrefix: string;
  videos: readonly VideoDraft[];
  /** The user tried to save: every problem shows. */
  showErrors: boolean;
  onChange: (videos: VideoDraft[]) => void;
}) {
  const { t, i18n } = useLingui();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [added, setAdded] = useState<string | undefined>(undefined);
  const nextKey = useRef(0);
  const id = (video: VideoDraft, field: VideoField) => `${idPrefix}-video-${video.key}-${field}`;

  // A new row takes the focus, to be filled in at once.
  useEffect(() => {
    if (added) document.getElementById(`${idPrefix}-video-${added}-title`)?.focus();
  }, [added, idPrefix]);

  const change = (key: string, field: VideoField, value: string) =>
    onChange(videos.map((video) => (video.key === key ? { ...video, [field]: value } : video)));
  const touch = (video: VideoDraft, field: VideoField) =>
    setTouched((current) => new Set(current).add(id(video, field)));
  const add = () => {
    nextKey.current += 1;
    const key = `new-${nextKey.current}`;
    onChange([...videos, { key, title: '', link: '' }]);
    setAdded(key);
  };
  const remove = (key: string) => {
    onChange(videos.filter((video) => video.key !== key));
    // The removed row had the focus: it goes on to Add video.
    document.getElementById(`${idPrefix}-add-video`)?.focus();
  };

  return (
    <fieldset css={fieldsetStyles}>
      <legend>
        <Trans>Videos</Trans>
      </legend>
      {videos.length > 0 && (
        <ol css={rowsStyles}>
          {videos.map((video, index) => {
            const problems = videoProblemsOf(video);
            const errorOf = (field: VideoField) => {
              const problem = problems[field];
              return problem && (showErrors || touched.has(id(video, field)))
                ? translateStudioPageMessage(i18n, problem)
                : undefined;
            };
            const number = index + 1;
            return (
              <li key={video.key} css={rowStyles} aria-label={t`Video ${number}`}>
                <FormField
                  id={id(video, 'title')}
                  label={<Required>{t`Title`}</Required>}
                  error={errorOf('title')}
                >
                  <Input
                    id={id(video, 'title')}
                    autoComplete="off"
                    maxLength={NAME_MAX_LENGTH}
                    value={video.title}
                    onChange={(event) => change(video.key, 'title', event.target.value)}
                    onBlur={() => touch(video, 'title')}
                    required
                    aria-invalid={Boolean(errorOf('title'))}
                    aria-describedby={`${id(video, 'title')}-message`}
                  />
                </FormField>
                <FormField
                  id={id(video, 'link')}
                  label={<Required>{t`Link`}</Required>}
                  error={errorOf('link')}
                >
                  <Input
                    id={id(video, 'link')}
                    type="url"
                    inputMode="url"
                    autoCapitalize="none"
                    spellCheck={false}
                    placeholder="https://"
                    maxLength={URL_MAX_LENGTH}
                    value={video.link}
                    onChange={(event) => change(video.key, 'link', event.target.value)}
                    onBlur={(event) => {
                      const parsed = parseWebsite(event.target.value);
                      if (parsed.ok && parsed.value) change(video.key, 'link', parsed.value);
                      touch(video, 'link');
                    }}
                    required
                    aria-invalid={Boolean(errorOf('link'))}
                    aria-describedby={`${id(video, 'link')}-message`}
                  />
                </FormField>
                <Button variant="secondary" onClick={() => remove(video.key)}>
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {videos.length < VIDEOS.maxCount ? (
        <div>
          <Button id={`${idPrefix}-add-video`} variant="secondary" onClick={add}>
            <Trans>Add video</Trans>
          </Button>
        </div>
      ) : (
        <p css={limitStyles}>{t`At most ${maxVideos} videos`}</p>
      )}
    </fieldset>
  );
}

const maxVideos = VIDEOS.maxCount;

const limitStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const fieldsetStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  & > legend {
    padding: 0;
    margin-bottom: ${theme.space[2]};
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.semibold};
  }
`;

const rowsStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Phones: title, link and Remove one under the other; from 600 px, side by side. */
const rowStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  min-width: 0;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  ${theme.mq.wide} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr) auto;
    align-items: start;
    & > button {
      margin-top: 1.5rem;
    }
  }
`;
