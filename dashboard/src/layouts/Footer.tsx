import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RenderedAt } from '@plie/sdk/components';
import { webPath } from '@plie/shared';
import { useContext } from 'react';
import { Link } from 'wouter';
import { CONTACT_EMAIL, INSTAGRAM_URL } from '../config/constants';
import { Container } from '../ui/Container';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LogoMark } from './Logo';

/** The footer (spec §1): language switcher, social link, contact mail link, legal documents. */
export function Footer() {
  const { t } = useLingui();
  // The year the page was rendered in, on the server and in the hydration of its markup (ADR 0019).
  const year = (useContext(RenderedAt) ?? new Date()).getFullYear();
  return (
    <footer css={footerStyles}>
      <Container css={gridStyles}>
        <div css={brandStyles}>
          <p css={brandNameStyles}>
            <LogoMark size={28} />
            Plié
          </p>
          <p>
            <Trans>Dance classes, teachers and studios — all in one place.</Trans>
          </p>
        </div>

        <nav aria-label={t`Contact and social`} css={columnStyles}>
          <h2 css={headingStyles}>
            <Trans>Stay in touch</Trans>
          </h2>
          <a href={INSTAGRAM_URL} target="_blank" rel="noopener noreferrer" css={linkStyles}>
            <InstagramIcon />
            <span>
              <Trans>Instagram</Trans>
            </span>
          </a>
          <a href={`mailto:${CONTACT_EMAIL}`} css={linkStyles}>
            <MailIcon />
            <span>{CONTACT_EMAIL}</span>
          </a>
        </nav>

        <nav aria-label={t`Legal documents`} css={columnStyles}>
          <h2 css={headingStyles}>
            <Trans>Legal</Trans>
          </h2>
          <Link href={webPath.terms()} css={linkStyles}>
            <Trans>Terms and Conditions</Trans>
          </Link>
          <Link href={webPath.privacyPolicy()} css={linkStyles}>
            <Trans>Privacy Policy</Trans>
          </Link>
          <Link href={webPath.legalNotice()} css={linkStyles}>
            <Trans>Legal Notice</Trans>
          </Link>
          <Link href={webPath.developers()} css={linkStyles}>
            <Trans>Developers</Trans>
          </Link>
        </nav>

        <div css={columnStyles}>
          <LanguageSwitcher />
        </div>
      </Container>
      <Container>
        <p css={copyrightStyles}>
          <Trans>© {year} Plié. Made for dancers.</Trans>
        </p>
      </Container>
    </footer>
  );
}

function InstagramIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </svg>
  );
}

const footerStyles = (theme: Theme) => css`
  margin-top: auto;
  padding: ${theme.space[7]} 0 ${theme.space[5]};
  background: ${theme.colors.surfaceSunken};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.text};
`;

const gridStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[6]};
  ${theme.mq.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.mq.large} {
    grid-template-columns: 1.2fr 1fr 1fr 1.6fr;
  }
`;

const brandStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  align-content: start;
  color: ${theme.colors.textMuted};
  max-width: 22rem;
`;

const brandNameStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.colors.text};
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
  font-weight: ${theme.fontWeight.bold};
`;

const columnStyles = (theme: Theme) => css`
  display: grid;
  align-content: start;
  gap: ${theme.space[1]};
`;

const headingStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.colors.textMuted};
  margin-bottom: ${theme.space[1]};
`;

const linkStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.touchTarget};
  width: fit-content;
  color: ${theme.colors.text};
  text-decoration: none;
  &:hover {
    color: ${theme.colors.primaryText};
    text-decoration: underline;
  }
`;

const copyrightStyles = (theme: Theme) => css`
  margin-top: ${theme.space[6]};
  padding-top: ${theme.space[4]};
  border-top: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
`;
