/**
 * Small colour maths for the theme: WCAG relative luminance and contrast, mixing, and
 * "nudge this colour until it reaches AA against that one" — so any studio colour, named or
 * hex, gives readable buttons and links in both light and dark themes.
 */

export type Rgb = readonly [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColor = (value: string): boolean => HEX.test(value.trim());

export const parseHex = (value: string): Rgb => {
  const match = HEX.exec(value.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${value}`);
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as unknown as Rgb;
};

export const toHex = ([r, g, b]: Rgb): string =>
  `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2.x relative luminance, 0 (black) to 1 (white). */
export const luminance = (hex: string): number => {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** WCAG 2.x contrast ratio, 1 to 21. */
export const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** `amount` 0 keeps `from`, 1 gives `to`. */
export const mix = (from: string, to: string, amount: number): string => {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as unknown as Rgb);
};

/**
 * Moves `color` towards `towards` (black or white) in small steps until its contrast with
 * `against` reaches `ratio`; returns it unchanged if it already does.
 */
export const ensureContrast = (color: string, against: string, ratio: number, towards: string): string => {
  const steps = 40;
  for (let step = 0; step <= steps; step++) {
    const candidate = mix(color, towards, step / steps);
    if (contrast(candidate, against) >= ratio) return candidate;
  }
  return towards;
};
