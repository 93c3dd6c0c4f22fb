/** The schedule's styles: its frame, toolbar (title and view switch), status lines and the group choice. */
import { css, type Theme } from '@emotion/react';

export const rootStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
`;

export const toolbarStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

export const titleStyles = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.semibold};
`;

export const switchStyles = (theme: Theme) => css`
  display: inline-flex;
  margin: 0;
  padding: 2px;
  border: 1px solid ${theme.colors.control};
  border-radius: ${theme.radii.full};
  label {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${theme.space[4]};
    border-radius: ${theme.radii.full};
    cursor: pointer;
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.medium};
  }
  label[data-checked='true'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;

export const hiddenStyles = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export const statusStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  justify-items: start;
  margin: 0;
  padding: ${theme.space[5]};
  color: ${theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

export const noticeStyles = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.status.warning.background};
  color: ${theme.colors.status.warning.text};
`;

export const mutedStyles = (theme: Theme) => css`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.colors.textMuted};
`;

export const choiceStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[3]};
`;
