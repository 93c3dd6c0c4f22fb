import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** Eyebrow, heading and intro of a landing section. `id` names the section (`aria-labelledby`). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  centered = false,
}: {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  intro?: ReactNode;
  centered?: boolean;
}) {
  return (
    <div css={(theme: Theme) => headingStyles(theme, centered)}>
      <p css={eyebrowStyles}>{eyebrow}</p>
      <h2 id={id} css={titleStyles}>
        {title}
      </h2>
      {intro && <p css={introStyles}>{intro}</p>}
    </div>
  );
}

const headingStyles = (theme: Theme, centered: boolean) => css`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 40rem;
  ${centered && 'margin-inline: auto; text-align: center;'}
`;

const eyebrowStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.primaryText};
`;

const titleStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize['3xl']};
  letter-spacing: -0.02em;
`;

const introStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.lg};
  color: ${theme.colors.textMuted};
`;
