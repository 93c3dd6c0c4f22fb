import { LAYOUT, STUDIO } from '@plie/shared';
import { contrast, ensureContrast, isHexColor, mix } from './color';
import { BASE_COLORS, isPrimaryColorName, type PrimaryColor } from './palette';

export type ColorScheme = 'light' | 'dark';

/** WCAG 2.x level AA: normal text, and UI parts such as borders and focus rings. */
export const AA_TEXT_CONTRAST = 4.5;
export const AA_NON_TEXT_CONTRAST = 3;

/** The breakpoints as media queries, for `matchMedia` (`useMediaQuery`); `theme.mq` wraps them. */
export const MEDIA_QUERIES = {
  /** Tablets and up; everything below is the phone layout (spec §9: 600 px). */
  wide: `(min-width: ${LAYOUT.mobileBreakpointPx}px)`,
  narrow: `(max-width: ${LAYOUT.mobileBreakpointPx - 1}px)`,
  /** Laptops and up: room for two columns side by side. */
  large: `(min-width: ${LAYOUT.mobileBreakpointPx * 1.6}px)`,
} as const;

const WHITE = '#ffffff';
const BLACK = '#000000';

interface Neutrals {
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  text: string;
  textMuted: string;
  border: string;
}

const NEUTRALS: Record<ColorScheme, Neutrals> = {
  light: {
    background: '#faf8f5',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f2efea',
    text: '#1b1917',
    textMuted: '#57524c',
    border: '#e4dfd8',
  },
  dark: {
    background: '#0f1115',
    surface: '#171a20',
    surfaceRaised: '#1e222a',
    surfaceSunken: '#0b0d10',
    text: '#f2f1ef',
    textMuted: '#b3b0aa',
    border: '#2c313a',
  },
};

const STATUS: Record<
  ColorScheme,
  Record<'success' | 'warning' | 'danger', { text: string; background: string }>
> = {
  light: {
    success: { text: '#166534', background: '#dcfce7' },
    warning: { text: '#854d0e', background: '#fef3c7' },
    danger: { text: '#b91c1c', background: '#fee2e2' },
  },
  dark: {
    success: { text: '#86efac', background: '#12301f' },
    warning: { text: '#fcd34d', background: '#3a2c08' },
    danger: { text: '#fca5a5', background: '#3d1416' },
  },
};

const baseOf = (color: PrimaryColor): string => {
  if (isPrimaryColorName(color)) return BASE_COLORS[color];
  if (isHexColor(color)) return color.startsWith('#') ? color : `#${color}`;
  return BASE_COLORS[STUDIO.defaultPrimaryColor];
};

/** The hue of each lesson level's badge (spec §3 Level): an easy-to-hard ramp, "open" neutral. */
const LEVEL_HUES = {
  beginner: BASE_COLORS.green,
  intermediate: BASE_COLORS.blue,
  pro: BASE_COLORS.purple,
  open: BASE_COLORS.gray,
} as const;

export type LevelTone = keyof typeof LEVEL_HUES;

/** A tinted badge of each level for one scheme, its text at WCAG AA on its tint. */
const levelColors = (scheme: ColorScheme, neutrals: Neutrals) => {
  const towards = scheme === 'light' ? BLACK : WHITE;
  const entries = Object.entries(LEVEL_HUES).map(([level, hue]) => {
    const background = mix(hue, neutrals.surface, scheme === 'light' ? 0.86 : 0.76);
    return [level, { text: ensureContrast(hue, background, AA_TEXT_CONTRAST, towards), background }];
  });
  return Object.fromEntries(entries) as Record<LevelTone, { text: string; background: string }>;
};

/** Colours derived from the primary colour for one scheme, every pair at WCAG AA. */
const primaryColors = (color: PrimaryColor, scheme: ColorScheme, neutrals: Neutrals) => {
  const base = baseOf(color);
  // Light: a deep fill with white text. Dark: a bright fill with near-black text.
  const onPrimary = scheme === 'light' ? WHITE : neutrals.surfaceSunken;
  const towards = scheme === 'light' ? BLACK : WHITE;
  const primary = ensureContrast(base, onPrimary, AA_TEXT_CONTRAST, towards);
  const primaryHover = mix(primary, towards, 0.15);
  // Links and accents drawn on the page, on cards and on sunken (tinted) sections.
  const primaryText = [neutrals.background, neutrals.surface, neutrals.surfaceSunken].reduce(
    (text, against) => ensureContrast(text, against, AA_TEXT_CONTRAST, towards),
    base,
  );
  const primarySubtle = mix(base, neutrals.surface, scheme === 'light' ? 0.88 : 0.82);
  const primarySubtleText = ensureContrast(primaryText, primarySubtle, AA_TEXT_CONTRAST, towards);
  return {
    primary,
    primaryHover,
    onPrimary,
    primaryText,
    primarySubtle,
    primarySubtleText,
    primaryBase: base,
  };
};

export const createTheme = ({
  primaryColor = STUDIO.defaultPrimaryColor,
  scheme = 'light',
}: {
  primaryColor?: PrimaryColor;
  scheme?: ColorScheme;
} = {}) => {
  const neutrals = NEUTRALS[scheme];
  const primary = primaryColors(primaryColor, scheme, neutrals);
  const towardsText = scheme === 'light' ? BLACK : WHITE;
  return {
    scheme,
    colors: {
      ...neutrals,
      ...primary,
      /** Borders of fields and controls: must stand out from the surface (WCAG 1.4.11). */
      control: ensureContrast(
        mix(neutrals.border, neutrals.text, 0.3),
        neutrals.surface,
        AA_NON_TEXT_CONTRAST,
        towardsText,
      ),
      focus: primary.primaryText,
      status: STATUS[scheme],
      level: levelColors(scheme, neutrals),
    },
    space: {
      0: '0',
      1: '0.25rem',
      2: '0.5rem',
      3: '0.75rem',
      4: '1rem',
      5: '1.5rem',
      6: '2rem',
      7: '3rem',
      8: '4rem',
      9: '6rem',
    },
    font: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Liberation Sans", Arial, sans-serif',
      display:
        '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", "DejaVu Serif", Georgia, serif',
      mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
    },
    fontSize: {
      xs: '0.8125rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      '2xl': '1.75rem',
      '3xl': 'clamp(1.75rem, 1.2rem + 2.4vw, 2.5rem)',
      display: 'clamp(2.35rem, 1.4rem + 4.6vw, 4.25rem)',
    },
    fontWeight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.1, snug: 1.3, normal: 1.55 },
    radii: { sm: '6px', md: '10px', lg: '16px', xl: '24px', full: '999px' },
    shadows:
      scheme === 'light'
        ? {
            sm: '0 1px 2px rgb(27 25 23 / 0.06), 0 1px 3px rgb(27 25 23 / 0.08)',
            md: '0 4px 12px rgb(27 25 23 / 0.08), 0 2px 4px rgb(27 25 23 / 0.05)',
            lg: '0 18px 40px rgb(27 25 23 / 0.12), 0 4px 10px rgb(27 25 23 / 0.06)',
          }
        : {
            sm: '0 1px 2px rgb(0 0 0 / 0.5)',
            md: '0 4px 14px rgb(0 0 0 / 0.45)',
            lg: '0 18px 44px rgb(0 0 0 / 0.55)',
          },
    /** Touch targets: at least 44 × 44 px (WCAG 2.5.5, Apple HIG). */
    sizes: { touchTarget: '44px', content: '72rem', narrow: '40rem' },
    motion: { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
    /** The breakpoints as `@media` rules, for styles. */
    mq: {
      wide: `@media ${MEDIA_QUERIES.wide}`,
      narrow: `@media ${MEDIA_QUERIES.narrow}`,
      large: `@media ${MEDIA_QUERIES.large}`,
    },
  };
};

export type PlieTheme = ReturnType<typeof createTheme>;

/** Checks every text/background pair the theme promises; used by the theme's own test. */
export const contrastReport = (theme: PlieTheme) => {
  const c = theme.colors;
  return {
    'primary button': contrast(c.primary, c.onPrimary),
    'link on page': contrast(c.primaryText, c.background),
    'link on card': contrast(c.primaryText, c.surface),
    'link on sunken': contrast(c.primaryText, c.surfaceSunken),
    'accent on tint': contrast(c.primarySubtleText, c.primarySubtle),
    'text on page': contrast(c.text, c.background),
    'muted text on page': contrast(c.textMuted, c.background),
    'muted text on card': contrast(c.textMuted, c.surface),
    'muted text on sunken': contrast(c.textMuted, c.surfaceSunken),
    'success badge': contrast(c.status.success.text, c.status.success.background),
    'warning badge': contrast(c.status.warning.text, c.status.warning.background),
    'danger badge': contrast(c.status.danger.text, c.status.danger.background),
    ...Object.fromEntries(
      Object.entries(c.level).map(([level, { text, background }]) => [
        `${level} level badge`,
        contrast(text, background),
      ]),
    ),
  };
};

export const nonTextContrastReport = (theme: PlieTheme) => ({
  'control border': contrast(theme.colors.control, theme.colors.surface),
  'focus ring on page': contrast(theme.colors.focus, theme.colors.background),
});
