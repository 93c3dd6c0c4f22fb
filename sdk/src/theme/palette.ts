/**
 * The studio primary colours of spec §3, each as one base hue. The theme derives every
 * shade it needs from the base (see `theme.ts`), so a hex colour works the same way.
 */
export const PRIMARY_COLOR_NAMES = [
  'teal',
  'blue',
  'purple',
  'cyan',
  'green',
  'yellow',
  'orange',
  'red',
  'pink',
  'gray',
] as const;

export type PrimaryColorName = (typeof PRIMARY_COLOR_NAMES)[number];
/** A named colour or a hex value such as `#7c3aed`. */
export type PrimaryColor = PrimaryColorName | (string & {});

export const BASE_COLORS: Record<PrimaryColorName, string> = {
  gray: '#64748b',
  red: '#dc2626',
  pink: '#db2777',
  purple: '#9333ea',
  cyan: '#0891b2',
  blue: '#2563eb',
  teal: '#0d9488',
  green: '#16a34a',
  yellow: '#eab308',
  orange: '#ea580c',
};

export const isPrimaryColorName = (value: string): value is PrimaryColorName =>
  (PRIMARY_COLOR_NAMES as readonly string[]).includes(value);
