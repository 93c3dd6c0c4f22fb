import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ size }) => size};
  height: ${({ size }) => size};
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primaryText};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    /* No spinning: a still, half-drawn ring still reads as "busy". */
    animation: none;
    border-right-color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** A progress indicator; `label` is announced to screen readers (omit it when text nearby says it). */
export function Spinner({ label, size = '1.25rem' }: { label?: string; size?: string }) {
  if (!label) return <Ring size={size} aria-hidden="true" />;
  return (
    <span role="status" css={{ display: 'inline-flex', alignItems: 'center' }}>
      <Ring size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
