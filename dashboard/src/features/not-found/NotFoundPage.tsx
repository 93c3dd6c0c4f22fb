import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { webPath } from '@plie/shared';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';

/**
 * 'Page Not Found' (spec §2): route /404, every unknown route, and screens not built yet. The servers
 * (CloudFront, the local runtime) send such addresses the app shell with HTTP status 404, so this
 * view is what a visitor sees while crawlers and monitors get the status (issue #17 item 10).
 */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <Container width="narrow" css={pageStyles}>
      <title>{t`Page Not Found · Plié`}</title>
      <meta name="robots" content="noindex" />
      <p css={codeStyles} aria-hidden="true">
        404
      </p>
      <h1 css={titleStyles}>
        <Trans>Page Not Found</Trans>
      </h1>
      <p css={textStyles}>
        <Trans>The page you are looking for doesn’t exist, has moved, or isn’t open yet.</Trans>
      </p>
      <ButtonLink href={webPath.landing()} size="lg">
        <Trans>Back to the home page</Trans>
      </ButtonLink>
    </Container>
  );
}

const pageStyles = (theme: Theme) => css`
  flex: 1;
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${theme.space[4]};
  padding-block: ${theme.space[8]};
  text-align: center;
`;

const codeStyles = (theme: Theme) => css`
  font-family: ${theme.font.display};
  font-size: clamp(5rem, 3rem + 12vw, 9rem);
  font-weight: ${theme.fontWeight.bold};
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${theme.colors.primaryText};
`;

const titleStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize['3xl']};
`;

const textStyles = (theme: Theme) => css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.lg};
  max-width: 32rem;
`;
