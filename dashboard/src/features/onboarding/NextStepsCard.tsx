import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation, useSearch } from 'wouter';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { comesFromOnboarding, withoutOnboardingMark } from './onboarding-steps';

/**
 * What comes after onboarding's first lesson, on the page it leads to (the studio's page, or the
 * teacher's own profile, marked `?from=onboard`): dancers can now sign up for the lesson and show up
 * in its attendance list; the next step is a group, so regulars join once for every class. 'Create a
 * group' opens the group form; 'Not now' drops the mark (the address stays shareable without it).
 */
export function NextStepsCard({ createGroupHref }: { createGroupHref: string }) {
  const { t } = useLingui();
  const search = useSearch();
  const [location, navigate] = useLocation();
  if (!comesFromOnboarding(search)) return null;
  return (
    <Card css={cardStyles} role="region" aria-label={t`Next steps`}>
      <h2 css={titleStyles}>
        <Trans>Next: gather your lessons into a group</Trans>
      </h2>
      <p>
        <Trans>
          Dancers can already sign up for single classes with Attend, and you see who is coming in each
          lesson’s attendance list.
        </Trans>
      </p>
      <p>
        <Trans>
          A group (a course) signs its members up for every class of its lessons, month after month: share its
          join link with your regulars.
        </Trans>
      </p>
      <div css={actionsStyles}>
        <ButtonLink href={createGroupHref}>
          <Trans>Create a group</Trans>
        </ButtonLink>
        <Button
          variant="ghost"
          onClick={() => navigate(withoutOnboardingMark(location, search), { replace: true })}
        >
          <Trans>Not now</Trans>
        </Button>
      </div>
    </Card>
  );
}

const cardStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin-block: ${theme.space[4]};
  border-color: ${theme.colors.primary};
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const titleStyles = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSize.lg};
`;

const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;
