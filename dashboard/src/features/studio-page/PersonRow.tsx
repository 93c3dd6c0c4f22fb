import { type UserContact, webPath } from '@plie/shared';
import type { ReactNode } from 'react';
import { AvatarRow } from '../../ui/AvatarRow';

/**
 * One person of the studio's team or invites: avatar, name (to their page), a line of details
 * (username, e-mail for admins, role and status badges) and the actions on them, which drop
 * below on phones.
 */
export function PersonRow({
  user,
  details,
  actions,
}: {
  user: UserContact;
  details: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <AvatarRow
      name={user.name}
      photo={user.photo}
      href={webPath.user({ username: user.username })}
      details={details}
      actions={actions}
    />
  );
}
