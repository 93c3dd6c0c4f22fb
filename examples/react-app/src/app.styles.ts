import { css, type Theme } from '@emotion/react';

export const pageStyles = (theme: Theme) => css`
  body {
    margin: 0;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.font.body};
    line-height: ${theme.lineHeight.normal};
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      transition: none !important;
    }
  }
`;

export const headerStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${theme.space[4]};
  padding: ${theme.space[4]} ${theme.space[5]};
  border-bottom: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  h1 {
    margin: 0;
    font-family: ${theme.font.display};
    font-size: ${theme.fontSize['2xl']};
    line-height: ${theme.lineHeight.tight};
  }
  p {
    margin: ${theme.space[1]} 0 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSize.sm};
  }
`;

export const controlsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

/** A labelled `<select>`: the label above, a 44 px touch target. */
export const fieldStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[1]};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.medium};
  select {
    min-height: ${theme.sizes.touchTarget};
    min-width: 12rem;
    padding: 0 ${theme.space[3]};
    border: 1px solid ${theme.colors.control};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
  }
  select:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const mainStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[6]};
  max-width: ${theme.sizes.content};
  margin: 0 auto;
  padding: ${theme.space[5]};
`;

/** The sign-up log beside the city's lessons on a laptop, above them on smaller screens. */
export const panelsStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  align-items: start;
  ${theme.mq.large} {
    grid-template-columns: minmax(16rem, 1fr) minmax(0, 2fr);
  }
`;

export const panelStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${theme.fontSize.lg};
  }
`;

export const mutedStyles = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

export const alertStyles = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.status.danger.background};
  color: ${theme.colors.status.danger.text};
  font-size: ${theme.fontSize.sm};
`;
