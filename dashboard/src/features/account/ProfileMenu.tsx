import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type OwnUser, webPath } from '@plie/shared';
import { Link, useLocation } from 'wouter';
import { useSignOut } from '../../app/useCurrentUser';
import { Avatar } from '../../ui/Avatar';
import { menuSummaryStyles } from '../../ui/menuSummary';
import { useDisclosureMenu } from '../../ui/useDisclosureMenu';

/**
 * The header's profile menu (spec §2 "Layout"): own page, settings, admin panel (platform
 * admins), own studios, log out. A `<details>`: closes on Escape, a click outside, or a choice.
 */
export function ProfileMenu({ user }: { user: OwnUser }) {
  const { t } = useLingui();
  const { ref: menu, close } = useDisclosureMenu();
  const [, navigate] = useLocation();
  const signOut = useSignOut();
  const name = user.name;

  return (
    <details
      ref={menu}
      css={menuStyles}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && menu.current?.open) {
          close();
          menu.current.querySelector('summary')?.focus();
        }
      }}
    >
      <summary aria-label={t`Profile menu: ${name}`}>
        <Avatar name={user.name} photo={user.photo} />
        <span css={nameStyles}>{user.name}</span>
      </summary>
      <nav aria-label={t`Profile`} css={panelStyles}>
        <Link href={webPath.user({ username: user.username })} onClick={close}>
          <Trans>My profile</Trans>
        </Link>
        <Link href={webPath.profileSettings()} onClick={close}>
          <Trans>Profile settings</Trans>
        </Link>
        {user.role === 'admin' && (
          <Link href={webPath.admin()} onClick={close}>
            <Trans>Admin panel</Trans>
          </Link>
        )}
        <Link href={webPath.studios({ filter: 'my' })} onClick={close}>
          <Trans>My studios</Trans>
        </Link>
        <button
          type="button"
          onClick={() => {
            close();
            signOut();
            navigate(webPath.login());
          }}
        >
          <Trans>Log out</Trans>
        </button>
      </nav>
    </details>
  );
}

const menuStyles = (theme: Theme) => css`
  position: relative;
  summary {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: ${theme.sizes.touchTarget};
    padding: ${theme.space[1]};
    ${menuSummaryStyles(theme)}
    ${theme.mq.wide} {
      padding-inline-end: ${theme.space[3]};
    }
  }
`;

const nameStyles = (theme: Theme) => css`
  display: none;
  max-width: 12rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${theme.fontWeight.medium};
  ${theme.mq.wide} {
    display: inline;
  }
`;

const panelStyles = (theme: Theme) => css`
  position: absolute;
  right: 0;
  top: calc(100% + ${theme.space[2]});
  z-index: 40;
  display: grid;
  min-width: 14rem;
  padding: ${theme.space[2]};
  background: ${theme.colors.surfaceRaised};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.lg};
  a,
  button {
    display: flex;
    align-items: center;
    min-height: ${theme.sizes.touchTarget};
    padding: 0 ${theme.space[3]};
    border: 0;
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: ${theme.colors.text};
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
    &:hover {
      background: ${theme.colors.surfaceSunken};
    }
  }
  button {
    border-top: 1px solid ${theme.colors.border};
    border-radius: 0 0 ${theme.radii.sm} ${theme.radii.sm};
    color: ${theme.colors.status.danger.text};
  }
`;
