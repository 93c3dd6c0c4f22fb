import { describe, expect, it } from 'vitest';
import { contrast, ensureContrast, parseHex } from './color';
import { PRIMARY_COLOR_NAMES } from './palette';
import {
  AA_NON_TEXT_CONTRAST,
  AA_TEXT_CONTRAST,
  contrastReport,
  createTheme,
  nonTextContrastReport,
} from './theme';

const below = (report: Record<string, number>, minimum: number) =>
  Object.entries(report)
    .filter(([, ratio]) => ratio < minimum)
    .map(([pair, ratio]) => `${pair}: ${ratio.toFixed(2)}`);

describe('colour maths', () => {
  it('computes WCAG contrast', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(parseHex('#0af')).toEqual([0, 170, 255]);
  });

  it('nudges a colour until it reaches the ratio', () => {
    const fixed = ensureContrast('#eab308', '#ffffff', AA_TEXT_CONTRAST, '#000000');
    expect(contrast(fixed, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});

describe.each(['light', 'dark'] as const)('the %s theme meets WCAG AA', (scheme) => {
  it.each([...PRIMARY_COLOR_NAMES, '#ffe600', '#101010', 'ff00aa'])(
    'with primary colour %s',
    (primaryColor) => {
      const theme = createTheme({ primaryColor, scheme });
      expect(below(contrastReport(theme), AA_TEXT_CONTRAST)).toEqual([]);
      expect(below(nonTextContrastReport(theme), AA_NON_TEXT_CONTRAST)).toEqual([]);
    },
  );
});

describe('createTheme', () => {
  it('defaults to teal and falls back to it for an unknown colour', () => {
    expect(createTheme({ primaryColor: 'not-a-colour' }).colors.primaryBase).toBe(
      createTheme().colors.primaryBase,
    );
  });
});
