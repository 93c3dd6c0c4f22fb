import { css } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import type { Video } from '@plie/shared';
import { buttonStyles } from '../../ui/Button';
import { blockStyles, blockTitleStyles, wrappingListStyles } from './studio-page.styles';

/** The studio's videos (spec §2): each title links to the video, opened in a new tab. */
export function VideoList({ videos }: { videos: readonly Video[] }) {
  if (videos.length === 0) return null;
  return (
    <section css={blockStyles} aria-labelledby="studio-videos">
      <h2 id="studio-videos" css={blockTitleStyles}>
        <Trans>Videos</Trans>
      </h2>
      <ul css={wrappingListStyles}>
        {videos.map((video) => (
          <li key={video.id}>
            <a
              href={video.link}
              target="_blank"
              rel="noopener noreferrer"
              css={[buttonStyles({ variant: 'secondary' }), linkStyles]}
            >
              <PlayIcon />
              <span>{video.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.4-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
    </svg>
  );
}

/** A long title wraps inside its pill rather than widening the page. */
const linkStyles = css`
  max-width: 100%;
  overflow-wrap: anywhere;
`;
