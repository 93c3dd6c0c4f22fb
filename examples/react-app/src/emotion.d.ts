/**
 * The components draw with Plié's design tokens; this tells TypeScript that emotion's `Theme` (what
 * `css={(theme) => …}` receives) is that theme, as any app theming with `createTheme` does.
 */
import '@emotion/react';
import type { PlieTheme } from '@plie/sdk/components';

declare module '@emotion/react' {
  export interface Theme extends PlieTheme {}
}
