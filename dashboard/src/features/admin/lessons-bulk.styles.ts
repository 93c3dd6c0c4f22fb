/** The Lessons Bulk tab's layout: its two cards, their titles, the JSON box and the send row. */
import { css, type Theme } from '@emotion/react';
import { inputStyles } from '../../ui/Field';

/** One column on phones and tablets; from 960 px the result beside the form. Nothing widens the page. */
export const layoutStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
  ${theme.mq.large} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 4fr);
    align-items: start;
    gap: ${theme.space[5]};
  }
`;

export const formStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
  min-width: 0;
`;

export const cardStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[4]};
  min-width: 0;
  padding: ${theme.space[4]};
  ${theme.mq.wide} {
    padding: ${theme.space[5]};
  }
`;

export const titleStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
`;

export const textareaStyles = (theme: Theme) => css`
  ${inputStyles(theme)};
  min-height: 14rem;
  resize: vertical;
  font-family: ${theme.font.mono};
  font-size: ${theme.fontSize.sm};
  line-height: ${theme.lineHeight.snug};
`;

export const sendRowStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  ${theme.mq.wide} {
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
  }
`;

export const mutedStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
`;
