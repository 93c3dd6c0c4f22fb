import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDGET_CSS_PROPERTIES } from './manifest';
import { RESERVED_HEIGHTS, reservedHeightProperty } from './reserved-heights';
import { WIDGET_ATTRIBUTE_NAMES } from './widget-tags';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** Each `<tag>:not(:defined) { min-height: … }` of a stylesheet: what a page reserves before the script runs. */
const heightsBeforeTheScript = (css: string): Record<string, string> =>
  Object.fromEntries(
    [...css.matchAll(/(plie-[a-z-]+):not\(:defined\)\s*\{\s*min-height:\s*([^;]+);/g)].map((match) => [
      match[1],
      match[2],
    ]),
  );

describe('the heights the widgets reserve', () => {
  it('are set for every tag, each overridable by --<tag>-min-height, as the manifest documents', () => {
    expect(Object.keys(RESERVED_HEIGHTS).sort()).toEqual(Object.keys(WIDGET_ATTRIBUTE_NAMES).sort());
    for (const [tag, height] of Object.entries(RESERVED_HEIGHTS)) {
      expect(WIDGET_CSS_PROPERTIES).toContainEqual(
        expect.objectContaining({ name: reservedHeightProperty(tag), default: height }),
      );
    }
    expect(reservedHeightProperty('plie-schedule')).toBe('--plie-schedule-min-height');
  });

  it.each([
    ['the example studio site', '../../../examples/studio-site/site.css'],
    ['the sdk’s README', '../../README.md'],
  ])('are those %s gives the tags before the script has run', (_, path) => {
    const expected = Object.fromEntries(
      Object.entries(RESERVED_HEIGHTS).map(([tag, height]) => [
        tag,
        `var(${reservedHeightProperty(tag)}, ${height})`,
      ]),
    );
    expect(heightsBeforeTheScript(read(path))).toEqual(expected);
  });
});
