/**
 * What the lesson form shows instead of itself: a studio without rooms (add one first), or a user with
 * no schedule to add the lesson to (pick a studio they manage, or become a teacher).
 */
import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import type { OwnUser, Studio } from '@plie/shared';
import { lessonFormPath } from '../../app/lesson-form-path';
import { Alert } from '../../ui/Alert';
import { ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { onboardingPath } from '../onboarding/onboarding-steps';
import { studioRoomsTabPath } from './lesson-form-context';
import type { LessonQuery } from './lesson-query';

/** The studio has no room yet (spec §2): a lesson needs one, so the warning leads to the rooms tab. */
export function NoRoomsWarning({ studio }: { studio: Studio }) {
  return (
    <Alert tone="warning">
      <strong>
        <Trans>You need to create some room before adding a lesson :)</Trans>
      </strong>
      <div>
        <ButtonLink href={studioRoomsTabPath(studio.studioName)} variant="secondary">
          <Trans>Go to the rooms</Trans>
        </ButtonLink>
      </div>
    </Alert>
  );
}

/** No studio given and the user is no teacher: the studios they administer, or becoming a teacher. */
export function NoScheduleNotice({ user, query }: { user: OwnUser; query: LessonQuery }) {
  const administered = user.studios.filter((membership) => membership.isAdmin || membership.isOwner);
  return (
    <Card css={noticeStyles}>
      <h2>
        <Trans>Whose schedule is the lesson for?</Trans>
      </h2>
      {administered.length > 0 && (
        <>
          <p>
            <Trans>Add it to a studio you manage:</Trans>
          </p>
          <ul css={studioListStyles}>
            {administered.map(({ studio }) => (
              <li key={studio.id}>
                <ButtonLink
                  href={lessonFormPath({
                    studioId: studio.id,
                    roomId: query.roomId,
                    slot: query.slot,
                    fromOnboarding: query.fromOnboarding,
                  })}
                  variant="secondary"
                >
                  {studio.name}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Trans>
          Teachers publish lessons on their own schedule. Teaching yourself? Say so to get started.
        </Trans>
      </p>
      <div>
        <ButtonLink href={onboardingPath({ step: 1 })}>
          <Trans>I teach dance</Trans>
        </ButtonLink>
      </div>
    </Card>
  );
}

const noticeStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  justify-items: start;
  h2 {
    font-size: ${theme.fontSize.lg};
  }
`;

const studioListStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
