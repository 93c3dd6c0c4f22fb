import { css, keyframes, type Theme } from '@emotion/react';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

function Ring({ size }: { size: string }) {
  return <span aria-hidden="true" css={(theme: Theme) => ringStyles(theme, size)} />;
}

const ringStyles = (theme: Theme, size: string) => css`
  display: inline-block;
  flex: none;
  width: ${size};
  height: ${size};
  border-radius: 50%;
  border: 2px solid ${theme.colors.border};
  border-top-color: ${theme.colors.primaryText};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    /* No spinning: a still, half-drawn ring still reads as "busy". */
    animation: none;
    border-right-color: ${theme.colors.primaryText};
  }
`;

/** A progress indicator; `label` is announced to screen readers (omit it when text nearby says it). */
export function Spinner({ label, size = '1.25rem' }: { label?: string; size?: string }) {
  if (!label) return <Ring size={size} />;
  return (
    <span role="status" css={{ display: 'inline-flex', alignItems: 'center' }}>
      <Ring size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
