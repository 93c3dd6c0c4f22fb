/**
 * Text for screen readers only: out of sight, still read. A module of its own so the lesson table
 * and the week calendar share it without the calendar pulling in the table's styles (in the
 * script-tag build they would become a chunk of their own, fetched by both).
 */
import { css } from '@emotion/react';

export const visuallyHiddenStyles = css`
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
