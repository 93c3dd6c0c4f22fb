import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Lesson, OwnUser } from '@plie/shared';
import { Link } from 'wouter';
import { buttonStyles } from '../../ui/Button';
import { lessonEditLinks } from './lesson-editing';

/**
 * A row's actions on /schedule: the studio's page, and Edit and Duplicate for those who may edit the
 * lesson (spec §6). Attending comes with attendances; deleting with the lesson form's issue.
 */
export function LessonRowActions({ lesson, user }: { lesson: Lesson; user: OwnUser | undefined }) {
  const { t } = useLingui();
  const studio = lesson.room?.studio;
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
        </>
      )}
    </>
  );
}

const actionStyles = (theme: Theme) => css`
  padding-inline: ${theme.space[3]};
  font-size: ${theme.fontSize.sm};
  white-space: nowrap;
`;

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
