import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Studio, webPath } from '@plie/shared';
import { Link } from 'wouter';
import { FALLBACK_LANGUAGE } from '../../config/constants';
import { isLanguage } from '../../i18n/languages';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { RetryAlert } from '../../ui/RetryAlert';
import { Skeleton } from '../../ui/Skeleton';
import { studioPagePath } from '../studios/studio-paths';
import { CodeBlock } from './CodeBlock';
import { proseStyles } from './developers.styles';
import { scheduleSnippet } from './snippets';
import type { useOwnStudios } from './useOwnStudios';

/**
 * The ready snippet of each studio the signed-in user runs; for a visitor, a way to sign in.
 * "Show in the preview" puts the studio into the live preview below.
 */
export function YourStudios({
  own,
  onPreview,
}: {
  own: ReturnType<typeof useOwnStudios>;
  onPreview: (studioName: string) => void;
}) {
  const { t } = useLingui();
  if (!own.signedIn) {
    return (
      <p css={proseStyles}>
        <Trans>
          <Link href={webPath.login()}>Sign in</Link> to see the ready snippets of the studios you run.
        </Trans>
      </p>
    );
  }
  if (own.error && own.studios.length === 0) {
    return (
      <RetryAlert title={<Trans>Failed to fetch your studios</Trans>} onRetry={() => void own.retry()} />
    );
  }
  if (own.isLoading) return <Skeleton height="10rem" label={t`Loading your studios…`} />;
  if (own.studios.length === 0) {
    return (
      <EmptyState
        action={
          <ButtonLink href={webPath.createStudio()} variant="secondary">
            <Trans>Create a studio</Trans>
          </ButtonLink>
        }
      >
        <Trans>You don’t run a studio yet. Create one, and its snippet appears here.</Trans>
      </EmptyState>
    );
  }
  return (
    <ul css={listStyles}>
      {own.studios.map((studio) => (
        <StudioSnippet key={studio.id} studio={studio} onPreview={() => onPreview(studio.studioName)} />
      ))}
    </ul>
  );
}

function StudioSnippet({ studio, onPreview }: { studio: Studio; onPreview: () => void }) {
  const { t, i18n } = useLingui();
  const name = studio.name;
  const language = isLanguage(i18n.locale) ? i18n.locale : FALLBACK_LANGUAGE;
  const snippet = scheduleSnippet(window.location.origin, { studio: studio.studioName, lang: language });
  return (
    <li>
      <Card css={cardStyles} role="group" aria-label={name}>
        <div css={headerStyles}>
          <h3 css={nameStyles}>
            <Link href={studioPagePath(studio.studioName)}>{name}</Link>
          </h3>
          <Button variant="ghost" onClick={onPreview}>
            <Trans>Show in the preview</Trans>
          </Button>
        </div>
        <CodeBlock
          code={snippet}
          label={t`Snippet for ${name}`}
          copyLabel={t`Copy the snippet for ${name}`}
        />
      </Card>
    </li>
  );
}

const listStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
  & > li {
    min-width: 0;
  }
`;

const cardStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  min-width: 0;
  padding: ${theme.space[4]};
`;

const headerStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
`;

const nameStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;
