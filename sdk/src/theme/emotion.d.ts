import '@emotion/react';
import type { PlieTheme } from './theme';

declare module '@emotion/react' {
  export interface Theme extends PlieTheme {}
}
