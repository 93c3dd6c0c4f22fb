import { ThemeProvider, useTheme } from '@emotion/react';
import type { ReactElement, ReactNode } from 'react';
import { createTheme } from './theme';

const DEFAULT_THEME = createTheme();

/**
 * Gives its children the Plié theme when no `ThemeProvider` above has: a React site that renders a
 * component without theming it still gets the default (teal, light) tokens instead of a crash.
 * Under the dashboard's (or a widget's) own provider it adds nothing.
 */
export function WithPlieTheme({ children }: { children: ReactNode }): ReactElement {
  const theme = useTheme();
  if ('colors' in theme) return <>{children}</>;
  return <ThemeProvider theme={DEFAULT_THEME}>{children}</ThemeProvider>;
}
