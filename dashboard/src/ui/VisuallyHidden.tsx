import { css } from '@emotion/react';
import type { ComponentProps } from 'react';

/** Present for screen readers, invisible on screen. */
export function VisuallyHidden(props: ComponentProps<'span'>) {
  return <span css={visuallyHiddenStyles} {...props} />;
}

const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
