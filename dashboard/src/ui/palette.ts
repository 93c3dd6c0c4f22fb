/** The studio primary colours live in the sdk (shared with the embeddable components); see `sdk/src/theme/palette.ts`. */
export {
  BASE_COLORS,
  isPrimaryColorName,
  PRIMARY_COLOR_NAMES,
  type PrimaryColor,
  type PrimaryColorName,
} from '@plie/sdk/components';
