import { type UserListItem, webPath } from '@plie/shared';
import { memo } from 'react';
import { Link } from 'wouter';
import { Avatar } from '../../ui/Avatar';
import {
  coveringLinkStyles,
  resultAboutStyles,
  resultCardStyles,
  resultMutedStyles,
  resultNameStyles,
} from '../filters/search-page.styles';

/**
 * A teacher in the /teachers list: the whole card opens the teacher's page at their schedule.
 * Memoised: the list drawn again with the same answer (asked again) draws no card again (issue #18).
 */
export const TeacherCard = memo(function TeacherCard({ teacher }: { teacher: UserListItem }) {
  return (
    <li css={resultCardStyles}>
      <Avatar name={teacher.name} photo={teacher.photo} size={56} />
      <div css={{ minWidth: 0 }}>
        <h2 css={resultNameStyles}>
          <Link href={webPath.user({ username: teacher.username, tab: 'schedule' })} css={coveringLinkStyles}>
            {teacher.name}
          </Link>
        </h2>
        <p css={resultMutedStyles}>
          @{teacher.username}
          {teacher.instagram && <span> · Instagram @{teacher.instagram}</span>}
        </p>
        {teacher.about && <p css={resultAboutStyles}>{teacher.about}</p>}
      </div>
    </li>
  );
});
