import { css, type Theme } from '@emotion/react';
import { MEDIA_QUERIES } from '../../ui/theme';

/** The styles of `CreateStudioForm`: two columns on laptops (details; look and preview), one on phones. */
export const formStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  ${theme.mq.large} {
    gap: ${theme.space[5]};
  }
`;

export const columnsStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  ${theme.mq.large} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 26rem);
    align-items: start;
    gap: ${theme.space[5]};
  }
`;

export const columnStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  min-width: 0;
`;

/** On laptops tall enough for it, the look and its preview stay in sight while the details are filled in. */
export const lookColumnStyles = (theme: Theme) => css`
  @media ${MEDIA_QUERIES.large} and (min-height: 48rem) {
    position: sticky;
    top: ${theme.space[4]};
  }
`;

export const textareaStyles = css`
  resize: vertical;
  min-height: 6.5rem;
`;

export const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space[3]};
  a,
  button {
    flex: 1 1 10rem;
    ${theme.mq.wide} {
      flex: 0 0 auto;
    }
  }
`;

export const blockerStyles = (theme: Theme) => css`
  flex: 1 1 100%;
  text-align: end;
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
  ${theme.mq.wide} {
    flex: 1 1 auto;
  }
`;
