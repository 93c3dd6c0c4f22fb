/** The city search's look: the hero's large rounded field or the filter panel's compact one, and the popup. */
import { css, type Theme } from '@emotion/react';
import { inputStyles } from '../../ui/Field';

export const formStyles = (theme: Theme) => css`
  width: 100%;
  display: grid;
  gap: ${theme.space[2]};
`;

export const rowStyles = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  ${theme.mq.wide} {
    flex-direction: row;
    align-items: stretch;
  }
`;

export const comboboxInputStyles = (theme: Theme) => css`
  ${inputStyles(theme)};
  min-height: 56px;
  padding-left: 3rem;
  border-radius: ${theme.radii.full};
  font-size: ${theme.fontSize.lg};
  box-shadow: ${theme.shadows.md};
`;

export const compactInputStyles = (theme: Theme) => css`
  ${inputStyles(theme)};
  padding-left: 2.75rem;
`;

export const popupStyles = (theme: Theme) => css`
  position: absolute;
  z-index: 20;
  top: calc(100% + ${theme.space[2]});
  left: 0;
  right: 0;
  margin: 0;
  padding: ${theme.space[2]};
  list-style: none;
  background: ${theme.colors.surfaceRaised};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.lg};
  max-height: min(22rem, 60vh);
  overflow-y: auto;
  &[hidden] {
    display: none;
  }
`;

export const optionStyles = (theme: Theme) => css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[3]};
  min-height: 48px;
  padding: ${theme.space[3]} ${theme.space[3]};
  border-radius: ${theme.radii.md};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${theme.colors.primarySubtle};
    color: ${theme.colors.primarySubtleText};
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
`;

export const messageStyles = (tone: 'loading' | 'error' | 'empty') => (theme: Theme) =>
  css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  color: ${tone === 'error' ? theme.colors.status.danger.text : theme.colors.textMuted};
`;

export const submitStyles = (theme: Theme) => css`
  min-height: 56px;
  width: 100%;
  ${theme.mq.wide} {
    width: auto;
  }
`;

export const hintStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
`;
