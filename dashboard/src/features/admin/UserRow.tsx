import { Trans, useLingui } from '@lingui/react/macro';
import { type UserListItem, webPath } from '@plie/shared';
import { Link } from 'wouter';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { Avatar } from '../../ui/Avatar';
import { Badge } from '../../ui/Badge';
import {
  avatarSlotStyles,
  badgesStyles,
  detailsStyles,
  emailStyles,
  linkStyles,
  mainStyles,
  nameStyles,
  rowStyles,
} from './admin.styles';
import { formatListDate } from './admin-lists';

/** A user in the admin's list: avatar, name, profile link, roles, e-mail (confirmed or not), sign-up date. */
export function UserRow({ user }: { user: UserListItem }) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const joined = formatListDate(user.createdAt, locale);
  return (
    <li css={rowStyles}>
      <Avatar name={user.name} photo={user.photo} size={48} css={avatarSlotStyles} />
      <div css={mainStyles}>
        <p css={nameStyles}>{user.name}</p>
        <Link href={webPath.user({ username: user.username })} css={linkStyles}>
          @{user.username}
        </Link>
        <p css={badgesStyles}>
          {user.role === 'admin' && (
            <Badge tone="primary">
              <Trans>Admin</Trans>
            </Badge>
          )}
          {user.isTeacher && (
            <Badge tone="primary">
              <Trans>Teacher</Trans>
            </Badge>
          )}
        </p>
      </div>
      <div css={detailsStyles}>
        {user.email && (
          <span css={emailStyles}>
            {user.email}
            {user.isEmailConfirmed ? (
              <Badge tone="success">
                <Trans>Confirmed</Trans>
              </Badge>
            ) : (
              <Badge tone="warning">
                <Trans>Not confirmed</Trans>
              </Badge>
            )}
          </span>
        )}
        {joined && <time dateTime={user.createdAt}>{t`Joined ${joined}`}</time>}
      </div>
    </li>
  );
}
