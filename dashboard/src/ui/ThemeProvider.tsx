import { ThemeProvider as EmotionThemeProvider } from '@emotion/react';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import type { PrimaryColor } from './palette';
import { type ColorScheme, createTheme } from './theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** The operating system's light/dark preference, live. */
export const usePreferredColorScheme = (): ColorScheme =>
  useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light'),
    () => 'light',
  );

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
