import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Lesson, type OwnUser, webPath } from '@plie/shared';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonStyles } from '../../ui/Button';
import { rowActionStyles } from '../../ui/RowList';
import { AttendanceListDialog } from '../attendance/AttendanceListDialog';
import { AttendButton } from '../attendance/AttendButton';
import { DeleteLessonButton } from './DeleteLessonButton';
import { lessonEditLinks, mayViewAttendances } from './lesson-editing';

/**
 * A lesson row's actions (spec §2 "Lesson row actions"): Attend (spec §4), the studio's page (left
 * out on the studio's own page), the attendance list for those who manage the lesson (even with an
 * unconfirmed e-mail), and Edit, Duplicate and Delete for those who may change it (spec §6).
 */
export function LessonRowActions({
  lesson,
  user,
  onChanged,
  showStudioLink = true,
}: {
  lesson: Lesson;
  user: OwnUser | undefined;
  /** After a sign-up or a confirmed delete: reload the list from its first page. */
  onChanged: () => void;
  showStudioLink?: boolean;
}) {
  const { t } = useLingui();
  const studio = showStudioLink ? lesson.room?.studio : undefined;
  const studioName = studio?.name;
  const links = lessonEditLinks(user, lesson);
  const showsAttendances = mayViewAttendances(user, lesson);
  const name = lesson.name || lesson.style.name;
  const [listOpen, setListOpen] = useState(false);
  return (
    <>
      <AttendButton lesson={lesson} user={user} onSignedUp={onChanged} />
      {studio && (
        <Link
          href={webPath.studio({ studioName: studio.studioName })}
          aria-label={t`Studio page: ${studioName}`}
          css={studioLinkStyles}
        >
          <Trans>Studio page</Trans>
        </Link>
      )}
      {showsAttendances && (
        <>
          <Button
            variant="ghost"
            css={rowActionStyles}
            aria-label={t`Attendances of ${name}`}
            onClick={() => setListOpen(true)}
          >
            <Trans>Attendances</Trans>
          </Button>
          {listOpen && <AttendanceListDialog lesson={lesson} onClose={() => setListOpen(false)} />}
        </>
      )}
      {links && (
        <>
          <Link
            href={links.edit}
            aria-label={t`Edit ${name}`}
            css={[buttonStyles({ variant: 'secondary' }), rowActionStyles]}
          >
            <Trans>Edit</Trans>
          </Link>
          <Link
            href={links.duplicate}
            aria-label={t`Duplicate ${name}`}
            css={[buttonStyles({ variant: 'ghost' }), rowActionStyles]}
          >
            <Trans>Duplicate</Trans>
          </Link>
          <DeleteLessonButton lesson={lesson} onDeleted={onChanged} />
        </>
      )}
    </>
  );
}

/** A plain link (it goes somewhere, it doesn't act), still a 44 px touch target. */
const studioLinkStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.touchTarget};
  color: ${theme.colors.primaryText};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  text-underline-offset: 0.2em;
  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${theme.radii.sm};
  }
`;
