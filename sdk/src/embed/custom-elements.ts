/**
 * The Custom Elements Manifest (schema 2.1.0, https://github.com/webcomponents/custom-elements-manifest)
 * of the script-tag widgets, from `manifest.ts`: editors and tools read tags, attributes, events,
 * parts and CSS properties from `custom-elements.json`, which the embed build writes.
 */
import { WIDGET_CSS_PROPERTIES, WIDGETS } from './manifest';

const MODULE_PATH = 'dist/embed/plie.js';

export const customElementsManifest = () => ({
  schemaVersion: '2.1.0',
  readme: 'README.md',
  modules: [
    {
      kind: 'javascript-module',
      path: MODULE_PATH,
      declarations: WIDGETS.map((widget) => ({
        kind: 'class',
        name: widget.className,
        tagName: widget.tag,
        customElement: true,
        description: widget.summary,
        superclass: { name: 'HTMLElement' },
        attributes: widget.attributes.map((attribute) => ({
          name: attribute.name,
          type: { text: attribute.type },
          description: `${attribute.required ? 'Required. ' : ''}${attribute.description}`,
          ...(attribute.default ? { default: JSON.stringify(attribute.default) } : {}),
          fieldName: attribute.name,
        })),
        members: widget.attributes.map((attribute) => ({
          kind: 'field',
          name: attribute.name,
          type: { text: attribute.type },
          description: attribute.description,
          attribute: attribute.name,
          reflects: true,
        })),
        events: widget.events.map((event) => ({
          name: event.name,
          type: { text: `CustomEvent<${event.detail}>` },
          description: `${event.description} Bubbles and is composed.`,
        })),
        cssParts: widget.parts.map((part) => ({ name: part.name, description: part.description })),
        cssProperties: WIDGET_CSS_PROPERTIES.filter(
          (property) => !property.tag || property.tag === widget.tag,
        ).map((property) => ({
          name: property.name,
          description: property.description,
          ...(property.default ? { default: property.default } : {}),
        })),
      })),
      exports: WIDGETS.map((widget) => ({
        kind: 'custom-element-definition',
        name: widget.tag,
        declaration: { name: widget.className, module: MODULE_PATH },
      })),
    },
  ],
});
