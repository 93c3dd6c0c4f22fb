import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';

/** The frame of the login, signup and link pages: a title and a card, centred. */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Container width="narrow" css={pageStyles}>
      <Card css={cardStyles}>
        <h1 css={titleStyles}>{title}</h1>
        {children}
      </Card>
    </Container>
  );
}

const pageStyles = (theme: Theme) => css`
  padding-block: ${theme.space[6]} ${theme.space[8]};
  max-width: 32rem;
`;

const cardStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  ${theme.mq.wide} {
    padding: ${theme.space[6]};
  }
`;

const titleStyles = (theme: Theme) => css`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize['3xl']};
  line-height: ${theme.lineHeight.tight};
`;

/** Fields stacked with even gaps. */
export const formStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
`;

/** "No account yet? Sign up" under a form. */
export const switchLinkStyles = (theme: Theme) => css`
  text-align: center;
  color: ${theme.colors.textMuted};
  a {
    color: ${theme.colors.primaryText};
    font-weight: ${theme.fontWeight.semibold};
  }
`;
