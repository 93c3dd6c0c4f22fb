import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Lesson, OwnUser } from '@plie/shared';
import { Link } from 'wouter';
import { buttonStyles } from '../../ui/Button';
import { actionStyles, DeleteLessonButton } from './DeleteLessonButton';
import { lessonEditLinks } from './lesson-editing';

/**
 * A lesson row's actions (spec §2 "Lesson row actions"): the studio's page (left out on the studio's
 * own page), and Edit, Duplicate and Delete for those who may change the lesson (spec §6). Attending
 * and the attendance list come with attendances.
 */
export function LessonRowActions({
  lesson,
  user,
  onDeleted,
  showStudioLink = true,
}: {
  lesson: Lesson;
  user: OwnUser | undefined;
  /** After a confirmed delete: reload the list. */
  onDeleted: () => void;
  showStudioLink?: boolean;
}) {
  const { t } = useLingui();
  const studio = showStudioLink ? lesson.room?.studio : undefined;
  const studioName = studio?.name;
  const links = lessonEditLinks(user, lesson);
  const name = lesson.name || lesson.style.name;
  if (!studio && !links) return null;
  return (
    <>
      {studio && (
        <Link
          href={`/studios/${studio.studioName}`}
          aria-label={t`Studio page: ${studioName}`}
          css={studioLinkStyles}
        >
          <Trans>Studio page</Trans>
        </Link>
      )}
      {links && (
        <>
          <Link
            href={links.edit}
            aria-label={t`Edit ${name}`}
            css={[buttonStyles({ variant: 'secondary' }), actionStyles]}
          >
            <Trans>Edit</Trans>
          </Link>
          <Link
            href={links.duplicate}
            aria-label={t`Duplicate ${name}`}
            css={[buttonStyles({ variant: 'ghost' }), actionStyles]}
          >
            <Trans>Duplicate</Trans>
          </Link>
          <DeleteLessonButton lesson={lesson} onDeleted={onDeleted} />
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
