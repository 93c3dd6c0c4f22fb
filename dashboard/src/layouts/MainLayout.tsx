import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { UnconfirmedEmailBanner } from '../features/account/UnconfirmedEmailBanner';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, page, footer (spec §2 "Main layout"), with a skip link for keyboard users. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div css={shellStyles}>
      <a href="#main" css={skipLinkStyles}>
        <Trans>Skip to main content</Trans>
      </a>
      <Header />
      <UnconfirmedEmailBanner />
      <main id="main" tabIndex={-1} css={mainStyles}>
        {children}
      </main>
      <Footer />
    </div>
  );
}

const shellStyles = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
`;

/**
 * At least a screen tall: the footer starts below the fold, so a page whose content arrives after
 * the first paint (a lazy screen, a loading skeleton) never pushes a visible footer down (layout
 * shift, issue #18).
 */
const mainStyles = css`
  flex: 1 0 auto;
  min-height: 100vh;
  min-height: 100dvh;
  outline: none;
`;

const skipLinkStyles = (theme: Theme) => css`
  position: absolute;
  left: ${theme.space[3]};
  top: ${theme.space[3]};
  z-index: 100;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  font-weight: ${theme.fontWeight.semibold};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;
