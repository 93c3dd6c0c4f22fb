import { css, type Theme } from '@emotion/react';
import type { UserListItem } from '@plie/shared';
import { Link } from 'wouter';
import { Avatar } from '../../ui/Avatar';

/** A teacher in the /teachers list: the whole card opens the teacher's page at their schedule. */
export function TeacherCard({ teacher }: { teacher: UserListItem }) {
  return (
    <li css={cardStyles}>
      <Avatar name={teacher.name} photo={teacher.photo} size={56} />
      <div css={{ minWidth: 0 }}>
        <h2 css={nameStyles}>
          <Link href={`/users/${encodeURIComponent(teacher.username)}?tab=schedule`} css={linkStyles}>
            {teacher.name}
          </Link>
        </h2>
        <p css={usernameStyles}>
          @{teacher.username}
          {teacher.instagram && <span> · Instagram @{teacher.instagram}</span>}
        </p>
        {teacher.about && <p css={aboutStyles}>{teacher.about}</p>}
      </div>
    </li>
  );
}

const cardStyles = (theme: Theme) => css`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space[3]};
  align-items: start;
  padding: ${theme.space[4]};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
  transition: box-shadow ${theme.motion.fast} ${theme.motion.easing}, border-color ${theme.motion.fast};
  &:hover {
    border-color: ${theme.colors.primaryText};
    box-shadow: ${theme.shadows.md};
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const nameStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

/** The link covers the card (one tab stop, the name read once). */
const linkStyles = (theme: Theme) => css`
  color: ${theme.colors.text};
  text-decoration: none;
  outline: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radii.lg};
  }
`;

const usernameStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const aboutStyles = (theme: Theme) => css`
  margin-top: ${theme.space[2]};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;
