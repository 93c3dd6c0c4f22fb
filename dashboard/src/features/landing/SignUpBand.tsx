import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { webPath } from '@plie/shared';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';

/** The closing call to action: sign up (spec §1). */
export function SignUpBand() {
  return (
    <section aria-labelledby="signup-title" css={sectionStyles}>
      <Container>
        <div css={bandStyles}>
          <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3], minWidth: 0 })}>
            <h2 id="signup-title" css={titleStyles}>
              <Trans>Ready for your first class?</Trans>
            </h2>
            <p css={textStyles}>
              <Trans>
                Create a free account to keep your classes in one place — or publish your studio’s schedule
                today.
              </Trans>
            </p>
          </div>
          <div css={actionsStyles}>
            <ButtonLink href={webPath.signup()} size="lg" css={invertedButtonStyles}>
              <Trans>Sign up for free</Trans>
            </ButtonLink>
            <ButtonLink href={webPath.schedule()} size="lg" variant="ghost" css={ghostOnPrimaryStyles}>
              <Trans>Browse classes</Trans>
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}

const sectionStyles = (theme: Theme) => css`
  padding: ${theme.space[8]} 0;
`;

const bandStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  padding: ${theme.space[6]} ${theme.space[5]};
  border-radius: ${theme.radii.xl};
  background:
    radial-gradient(30rem 16rem at 100% 0%, rgb(255 255 255 / 0.14), transparent 70%),
    ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  box-shadow: ${theme.shadows.lg};
  ${theme.mq.wide} {
    padding: ${theme.space[7]};
  }
  ${theme.mq.large} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const titleStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize['3xl']};
  letter-spacing: -0.02em;
`;

const textStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.lg};
  max-width: 36rem;
`;

const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  min-width: 0;
  a {
    flex: 1 1 auto;
  }
  ${theme.mq.large} {
    a {
      flex: 0 0 auto;
    }
  }
`;

const invertedButtonStyles = (theme: Theme) => css`
  background: ${theme.colors.onPrimary};
  color: ${theme.colors.primary};
  border-color: ${theme.colors.onPrimary};
  &:hover {
    background: ${theme.colors.primarySubtle};
    border-color: ${theme.colors.primarySubtle};
    color: ${theme.colors.primarySubtleText};
  }
`;

const ghostOnPrimaryStyles = (theme: Theme) => css`
  color: ${theme.colors.onPrimary};
  border-color: currentColor;
  &:hover {
    background: rgb(255 255 255 / 0.12);
  }
`;
