import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cssPropertyOfToken } from './css-properties';
import { customElementsManifest } from './custom-elements';
import { WIDGETS } from './manifest';
import { WIDGET_ATTRIBUTE_NAMES } from './widget-tags';

describe('the widgets’ manifest', () => {
  it('documents exactly the attributes each registered tag observes', () => {
    expect(Object.keys(WIDGET_ATTRIBUTE_NAMES).sort()).toEqual(WIDGETS.map((widget) => widget.tag).sort());
    for (const widget of WIDGETS) {
      expect(widget.attributes.map((attribute) => attribute.name).sort()).toEqual(
        [...WIDGET_ATTRIBUTE_NAMES[widget.tag]].sort(),
      );
    }
  });

  it('names every event with the plie- prefix, and every widget announces ready and error', () => {
    for (const widget of WIDGETS) {
      expect(widget.events.every((event) => event.name.startsWith('plie-'))).toBe(true);
      expect(widget.events.map((event) => event.name)).toEqual(
        expect.arrayContaining(['plie-ready', 'plie-error']),
      );
    }
  });

  it('custom-elements.json is the manifest as the build writes it (run the sdk build after a change)', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'),
    );
    expect(committed).toEqual(customElementsManifest());
  });

  it('lists each tag with its attributes, events and parts in the Custom Elements Manifest format', () => {
    const manifest = customElementsManifest();
    const schedule = manifest.modules[0]?.declarations.find(
      (declaration) => declaration.tagName === 'plie-schedule',
    );
    expect(manifest.schemaVersion).toBe('2.1.0');
    expect(schedule).toMatchObject({ kind: 'class', customElement: true, name: 'PlieScheduleElement' });
    expect(schedule?.attributes.map((attribute) => attribute.name)).toContain('studio');
    expect(schedule?.events.map((event) => event.name)).toContain('plie-signup');
    expect(schedule?.cssParts.map((part) => part.name)).toContain('attend-button');
    // The colours for every widget; the reserved height of its own only.
    expect(schedule?.cssProperties.map((property) => property.name)).toEqual(
      expect.arrayContaining(['--plie-primary', '--plie-schedule-min-height']),
    );
    expect(schedule?.cssProperties.map((property) => property.name)).not.toContain(
      '--plie-group-join-min-height',
    );
    expect(manifest.modules[0]?.exports).toContainEqual({
      kind: 'custom-element-definition',
      name: 'plie-group-join',
      declaration: { name: 'PlieGroupJoinElement', module: 'dist/embed/plie.js' },
    });
  });

  it.each([
    ['primary', '--plie-primary'],
    ['textMuted', '--plie-text-muted'],
    ['onPrimary', '--plie-on-primary'],
  ])('the colour token %s is overridden by %s', (token, property) => {
    expect(cssPropertyOfToken(token)).toBe(property);
  });
});
