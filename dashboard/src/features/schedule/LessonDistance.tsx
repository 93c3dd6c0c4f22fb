import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import type { Language, Lesson } from '@plie/shared';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { distanceLabel } from './distance-label';

/**
 * How far a lesson is from the visitor ("1.2 km"), when the search was around their point and the
 * lesson's place has coordinates. Shown in the row's actions slot: the lesson table is the widgets'
 * too, and a distance column there would cost the script-tag bundle bytes it has no room for.
 */
export function LessonDistance({ lesson, language }: { lesson: Lesson; language: Language }) {
  if (lesson.distanceMeters === undefined) return null;
  return (
    <span css={distanceStyles} data-distance-meters={lesson.distanceMeters}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="currentColor">
        <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
      </svg>
      <VisuallyHidden>
        <Trans>Distance:</Trans>{' '}
      </VisuallyHidden>
      {distanceLabel(lesson.distanceMeters, language)}
    </span>
  );
}

const distanceStyles = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.colors.textMuted};
  white-space: nowrap;
`;
