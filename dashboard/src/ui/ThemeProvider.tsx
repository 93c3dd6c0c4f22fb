import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import { type ReactNode, useMemo } from 'react';
import type { PrimaryColor } from './palette';
import { type ColorScheme, createTheme } from './theme';
import { useMediaQuery } from './useMediaQuery';

/** The operating system's light/dark preference, live. */
export const usePreferredColorScheme = (): ColorScheme =>
  useMediaQuery('(prefers-color-scheme: dark)') ? 'dark' : 'light';

/**
 * Provides the design tokens. `scheme` `'system'` follows `prefers-color-scheme`; a studio
 * page (or the customization demo) passes its own colour and scheme to re-theme a subtree.
 */
export function ThemeProvider({
  primaryColor,
  scheme = 'system',
  children,
}: {
  primaryColor?: PrimaryColor;
  scheme?: ColorScheme | 'system';
  children: ReactNode;
}) {
  const preferred = usePreferredColorScheme();
  const resolved = scheme === 'system' ? preferred : scheme;
  const theme = useMemo(() => createTheme({ primaryColor, scheme: resolved }), [primaryColor, resolved]);
  return <EmotionThemeProvider theme={theme}>{children}</EmotionThemeProvider>;
}
