import type { Theme } from '@emotion/react';

/**
 * The magnifier inside a search field (decorative): absolutely placed at the field's left edge,
 * `inset` theme spaces in. The field leaves room for it with its own left padding.
 */
export function SearchIcon({ inset }: { inset: 3 | 4 }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      css={(theme: Theme) => ({
        position: 'absolute',
        left: theme.space[inset],
        top: '50%',
        transform: 'translateY(-50%)',
        color: theme.colors.textMuted,
        pointerEvents: 'none',
      })}
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}
