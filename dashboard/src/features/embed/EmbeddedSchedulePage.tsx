import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@plie/sdk';
import { isStudioPubliclyVisible, type Studio, themeFromFlag } from '@plie/shared';
import { useCallback, useMemo } from 'react';
import { useParams } from 'wouter';
import { useAllLessons } from '../../api/queries/lessons';
import { useStudioBySlug } from '../../api/queries/studios';
import { EmptyState } from '../../ui/EmptyState';
import { RetryAlert } from '../../ui/RetryAlert';
import { Skeleton } from '../../ui/Skeleton';
import { ThemeProvider } from '../../ui/ThemeProvider';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { StudioLessons } from '../studio-schedule/StudioLessons';
import { studioPagePath } from '../studios/studio-paths';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /embed/schedule/{studioName} (spec §2 "A separate bare layout serves /embed/schedule/{studioName}"):
 * the studio's public schedule for other sites' iframes — no site header or footer, in the language
 * of `?lang=`, in the studio's colour and theme, marked noindex. Every lesson (all pages), as the
 * table or the week's calendar. A studio the public may not see (unknown, hidden, unverified) is the
 * not-found view, whoever looks: an embed shows what every visitor sees.
 */
export function EmbeddedSchedulePage() {
  const { t } = useLingui();
  const { studioName = '' } = useParams<{ studioName: string }>();
  const { data: studio, error, mutate } = useStudioBySlug(studioName);

  if (!studioName || isNotFound(error) || (studio && !isStudioPubliclyVisible(studio))) {
    return <NotFoundPage />;
  }
  if (!studio) {
    return (
      <div css={pageStyles}>
        <meta name="robots" content="noindex" />
        {error ? (
          <RetryAlert
            title={<Trans>Failed to fetch studio data</Trans>}
            reason={<Trans>Check your connection and try again.</Trans>}
            onRetry={() => void mutate()}
          />
        ) : (
          <Skeleton height="24rem" label={t`Loading the schedule…`} />
        )}
      </div>
    );
  }
  return (
    <ThemeProvider primaryColor={studio.primaryColor} scheme={themeFromFlag(studio.theme)}>
      <StudioSchedule studio={studio} />
    </ThemeProvider>
  );
}

function StudioSchedule({ studio }: { studio: Studio }) {
  const { t } = useLingui();
  const filters = useMemo(() => ({ studioIds: [studio.id] }), [studio.id]);
  const { data: lessons, error, isLoading, mutate } = useAllLessons(filters);
  const name = studio.name;
  // The same objects from render to render: the rows are not drawn again for nothing (issue #18).
  const reload = useCallback(() => void mutate(), [mutate]);
  const empty = useMemo(
    () => (
      <EmptyState>
        <Trans>No lessons on this studio’s schedule yet.</Trans>
      </EmptyState>
    ),
    [],
  );

  return (
    <div css={surfaceStyles}>
      <title>{t`${name} · Schedule · Plié`}</title>
      <meta name="robots" content="noindex" />
      <div css={pageStyles}>
        <header css={headerStyles}>
          <div>
            <p css={eyebrowStyles}>
              <Trans>Class schedule</Trans>
            </p>
            <h1 css={titleStyles}>{studio.name}</h1>
          </div>
          <a href={studioPagePath(studio.studioName)} target="_blank" rel="noopener" css={linkStyles}>
            <Trans>Studio page on Plié</Trans>
            <VisuallyHidden>
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </VisuallyHidden>
          </a>
        </header>
        <StudioLessons
          studio={studio}
          lessons={lessons}
          error={error}
          isLoading={isLoading}
          onRetry={reload}
          empty={empty}
        />
      </div>
    </div>
  );
}

const surfaceStyles = (theme: Theme) => css`
  flex: 1;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  color-scheme: ${theme.scheme};
`;

const pageStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  width: 100%;
  max-width: ${theme.sizes.content};
  margin-inline: auto;
  padding: ${theme.space[4]} ${theme.space[3]} ${theme.space[6]};
  ${theme.mq.wide} {
    padding-inline: ${theme.space[5]};
  }
`;

const headerStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${theme.space[2]} ${theme.space[4]};
`;

const eyebrowStyles = (theme: Theme) => css`
  color: ${theme.colors.primaryText};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

const titleStyles = (theme: Theme) => css`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize['2xl']};
  overflow-wrap: anywhere;
`;

const linkStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.touchTarget};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
`;
