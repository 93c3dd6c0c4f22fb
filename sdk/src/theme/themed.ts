/**
 * Theme-dependent styles serialised once per theme (issue #18: no per-render style serialisation).
 * Emotion calls a `css` prop given as a function with the theme on every render of every element,
 * then serialises and hashes the styles it answers: thirty lesson rows did that some four hundred
 * times a render, most of a row's cost in the script-tag widgets. Wrapped, the function answers the
 * very same serialised styles for the same theme, which emotion only looks up. A theme is one object
 * per studio colour and scheme (a widget's shell, the dashboard's ThemeProvider, `WithPlieTheme`), so
 * a page holds a few at most, and they go with their theme.
 */
import type { SerializedStyles, Theme } from '@emotion/react';

export type ThemedStyles = (theme: Theme) => SerializedStyles;

/** `make(theme)`, computed once per theme object. */
export const themed = (make: ThemedStyles): ThemedStyles => {
  const byTheme = new WeakMap<Theme, SerializedStyles>();
  return (theme) => {
    let styles = byTheme.get(theme);
    if (!styles) {
      styles = make(theme);
      byTheme.set(theme, styles);
    }
    return styles;
  };
};

/** `themed` for styles that also depend on a value of a few (a badge's tone): once per value and theme. */
export const themedBy = <Value extends string | number>(
  make: (value: Value) => ThemedStyles,
): ((value: Value) => ThemedStyles) => {
  const byValue = new Map<Value, ThemedStyles>();
  return (value) => {
    let styles = byValue.get(value);
    if (!styles) {
      styles = themed(make(value));
      byValue.set(value, styles);
    }
    return styles;
  };
};
