import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Avatar } from './Avatar';

/**
 * One row of a list of people or studios (a studio's team and invites, the user's invites):
 * avatar, name (a link to their page, when given), a line of details (badges…) and the actions
 * on them, which drop below on phones. The row is named after whom it shows.
 */
export function AvatarRow({
  name,
  photo,
  href,
  details,
  actions,
}: {
  name: string;
  photo?: string | undefined;
  href?: string | undefined;
  details: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <li css={rowStyles} aria-label={name || undefined}>
      <Avatar name={name} photo={photo} size={48} />
      <div css={{ minWidth: 0 }}>
        <p css={nameStyles}>{href ? <Link href={href}>{name}</Link> : name}</p>
        <div css={detailsStyles}>{details}</div>
      </div>
      {actions && <div css={actionsStyles}>{actions}</div>}
    </li>
  );
}

/** The list the rows go in. */
export const avatarRowListStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const rowStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space[3]};
  align-items: center;
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  ${theme.mq.large} {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
`;

const nameStyles = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.semibold};
  overflow-wrap: anywhere;
  a {
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const detailsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[1]} ${theme.space[2]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
  overflow-wrap: anywhere;
`;

const actionsStyles = (theme: Theme) => css`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  & > * {
    flex: 1 1 auto;
  }
  ${theme.mq.large} {
    grid-column: auto;
    & > * {
      flex: 0 0 auto;
    }
  }
`;
