import { css, type Theme } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../ui/Card';

/** One section of the settings page: a card with a heading, an optional action beside it, and a lead text. */
export function SettingsSection({
  title,
  lead,
  action,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card css={cardStyles}>
        <div css={headerStyles}>
          <h2 id={headingId} css={titleStyles}>
            {title}
          </h2>
          {action}
        </div>
        {lead && <div css={leadStyles}>{lead}</div>}
        {children}
      </Card>
    </section>
  );
}

const cardStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]};
  ${theme.mq.wide} {
    padding: ${theme.space[6]};
  }
`;

const headerStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
  & > :not(:first-child) {
    flex: none;
  }
`;

const titleStyles = (theme: Theme) => css`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
  line-height: ${theme.lineHeight.snug};
  ${theme.mq.wide} {
    font-size: ${theme.fontSize['2xl']};
  }
`;

const leadStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  color: ${theme.colors.textMuted};
`;

/** A section's action row: the button spans the card on phones, its own width from the wide breakpoint. */
export const settingsActionStyles = (theme: Theme) => css`
  display: flex;
  justify-content: flex-start;
  button {
    flex: 1 1 auto;
    ${theme.mq.wide} {
      flex: 0 0 auto;
    }
  }
`;
