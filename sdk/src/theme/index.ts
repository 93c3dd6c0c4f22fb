/**
 * The design tokens shared by the dashboard and the embeddable components: colour maths, the studio
 * palette and `createTheme` (emotion's `Theme`, typed by `emotion.d.ts`), and `themed` for styles
 * computed from it once per theme.
 */
export { contrast, ensureContrast, isHexColor, luminance, mix, parseHex, type Rgb, toHex } from './color';
export {
  BASE_COLORS,
  isPrimaryColorName,
  PRIMARY_COLOR_NAMES,
  type PrimaryColor,
  type PrimaryColorName,
} from './palette';
export {
  AA_NON_TEXT_CONTRAST,
  AA_TEXT_CONTRAST,
  type ColorScheme,
  contrastReport,
  createTheme,
  type LevelTone,
  MEDIA_QUERIES,
  nonTextContrastReport,
  type PlieTheme,
} from './theme';
export { type ThemedStyles, themed, themedBy } from './themed';
export { WithPlieTheme } from './WithPlieTheme';
