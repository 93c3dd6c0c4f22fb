import { css, type Theme } from '@emotion/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { webPath } from '@plie/shared';
import { Link, useLocation } from 'wouter';
import { useCurrentUser } from '../app/useCurrentUser';
import { ProfileMenu } from '../features/account/ProfileMenu';
import { ButtonLink } from '../ui/Button';
import { Container } from '../ui/Container';
import { menuSummaryStyles } from '../ui/menuSummary';
import { useDisclosureMenu } from '../ui/useDisclosureMenu';
import { Logo } from './Logo';

const NAV_LINKS: ReadonlyArray<{ href: string; label: MessageDescriptor }> = [
  { href: webPath.schedule(), label: msg({ message: 'Search', context: 'main navigation' }) },
  { href: webPath.teachers(), label: msg`Teachers` },
  { href: webPath.studios(), label: msg`Studios` },
];

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { i18n } = useLingui();
  const [location] = useLocation();
  return NAV_LINKS.map(({ href, label }) => (
    <Link
      key={href}
      href={href}
      aria-current={location === href || location.startsWith(`${href}/`) ? 'page' : undefined}
      onClick={onNavigate}
      css={navLinkStyles}
    >
      {i18n._(label)}
    </Link>
  ));
}

/**
 * The main header (spec §2): logo, Search / Teachers / Studios, and the profile menu of a
 * logged-in user or the sign-in button.
 * From 600 px the links sit inline; on phones they fold into a menu (`<details>`), which
 * closes on Escape, on a click outside and when a link is followed.
 */
export function Header() {
  const { t } = useLingui();
  const { user, isLoading } = useCurrentUser();
  const { ref: menu, close: closeMenu } = useDisclosureMenu();

  return (
    <header css={headerStyles}>
      <Container css={rowStyles}>
        <Logo />
        <nav aria-label={t`Main`} css={wideNavStyles}>
          <NavLinks />
        </nav>
        <div css={{ flex: 1 }} />
        {user ? (
          <ProfileMenu user={user} />
        ) : (
          !isLoading && (
            <ButtonLink href={webPath.login()} variant="secondary">
              <Trans>Sign in</Trans>
            </ButtonLink>
          )
        )}
        <details
          ref={menu}
          css={menuStyles}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menu.current?.open) {
              closeMenu();
              menu.current.querySelector('summary')?.focus();
            }
          }}
        >
          <summary aria-label={t`Menu`}>
            <MenuIcon />
          </summary>
          <nav aria-label={t`Main`} css={menuPanelStyles}>
            <NavLinks onNavigate={closeMenu} />
          </nav>
        </details>
      </Container>
    </header>
  );
}

function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path className="bar bar-top" d="M4 7h16" />
      <path className="bar bar-middle" d="M4 12h16" />
      <path className="bar bar-bottom" d="M4 17h16" />
    </svg>
  );
}

const headerStyles = (theme: Theme) => css`
  position: sticky;
  top: 0;
  z-index: 30;
  background: color-mix(in srgb, ${theme.colors.background} 88%, transparent);
  -webkit-backdrop-filter: saturate(1.4) blur(10px);
  backdrop-filter: saturate(1.4) blur(10px);
  border-bottom: 1px solid ${theme.colors.border};
`;

const rowStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 64px;
  ${theme.mq.wide} {
    gap: ${theme.space[5]};
  }
`;

const navLinkStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  min-height: ${theme.sizes.touchTarget};
  padding: 0 ${theme.space[3]};
  border-radius: ${theme.radii.full};
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeight.medium};
  text-decoration: none;
  &:hover {
    background: ${theme.colors.surfaceSunken};
  }
  &[aria-current='page'] {
    color: ${theme.colors.primarySubtleText};
    background: ${theme.colors.primarySubtle};
  }
`;

const wideNavStyles = (theme: Theme) => css`
  display: none;
  ${theme.mq.wide} {
    display: flex;
    gap: ${theme.space[1]};
  }
`;

const menuStyles = (theme: Theme) => css`
  ${theme.mq.wide} {
    display: none;
  }
  summary {
    display: grid;
    place-items: center;
    width: ${theme.sizes.touchTarget};
    height: ${theme.sizes.touchTarget};
    ${menuSummaryStyles(theme)}
  }
  .bar {
    transition: transform ${theme.motion.normal} ${theme.motion.easing}, opacity ${theme.motion.fast};
    /* Each bar turns around its own centre: the three lines become a cross. */
    transform-box: fill-box;
    transform-origin: center;
  }
  &[open] .bar-top {
    transform: translateY(5px) rotate(45deg);
  }
  &[open] .bar-middle {
    opacity: 0;
  }
  &[open] .bar-bottom {
    transform: translateY(-5px) rotate(-45deg);
  }
`;

const menuPanelStyles = (theme: Theme) => css`
  /* Below the whole header (the sticky header is the containing block). */
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]} ${theme.space[4]} ${theme.space[5]};
  background: ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.lg};
  a {
    min-height: 52px;
    padding: 0 ${theme.space[4]};
    border-radius: ${theme.radii.md};
    font-size: ${theme.fontSize.lg};
  }
`;
