/** The design tokens live in the sdk (shared with the embeddable components); see `sdk/src/theme/theme.ts`. */
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
  type ThemedStyles,
  themed,
  themedBy,
} from '@plie/sdk/components';
