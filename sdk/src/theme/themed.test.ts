import { css, type Theme } from '@emotion/react';
import { describe, expect, it, vi } from 'vitest';
import { createTheme } from './theme';
import { themed, themedBy } from './themed';

describe('themed', () => {
  it('serialises the styles once per theme and answers the same object after', () => {
    const make = vi.fn((theme: Theme) => css`color: ${theme.colors.text};`);
    const styles = themed(make);
    const light = createTheme();
    const dark = createTheme({ scheme: 'dark' });
    const first = styles(light);
    expect(styles(light)).toBe(first);
    expect(styles(dark)).not.toBe(first);
    expect(styles(dark).styles).toContain(dark.colors.text);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('keeps one per value and theme when the styles take a value too', () => {
    const make = vi.fn(
      (tone: string) => (theme: Theme) => css`color: ${tone}; background: ${theme.colors.surface};`,
    );
    const styles = themedBy(make);
    const theme = createTheme();
    expect(styles('red')(theme)).toBe(styles('red')(theme));
    expect(styles('red')(theme)).not.toBe(styles('green')(theme));
    expect(styles('green')(theme).styles).toContain('green');
    expect(make).toHaveBeenCalledTimes(2);
  });
});
