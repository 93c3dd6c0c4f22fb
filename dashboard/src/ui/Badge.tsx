import styled from '@emotion/styled';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

/** A short label: a level, a capacity, a status. */
export const Badge = styled.span<{ tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0.125rem ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: 1.5;
  white-space: nowrap;
  ${({ theme, tone = 'neutral' }) => {
    const c = theme.colors;
    const [text, background] =
      tone === 'neutral'
        ? [c.textMuted, c.surfaceSunken]
        : tone === 'primary'
          ? [c.primarySubtleText, c.primarySubtle]
          : [c.status[tone].text, c.status[tone].background];
    return `color: ${text}; background: ${background};`;
  }}
`;
