/** The theme's colour maths lives in the sdk (shared with the embeddable components); see `sdk/src/theme/color.ts`. */
export {
  contrast,
  ensureContrast,
  isHexColor,
  luminance,
  mix,
  parseHex,
  type Rgb,
  toHex,
} from '@plie/sdk/components';
