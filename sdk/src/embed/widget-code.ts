/**
 * A widget's code as the loader (`widget-loader.ts`) takes it: its component drawn by Preact (the
 * script-tag build aliases `react-dom/client` to `preact/compat/client`) into the element's shadow
 * root, with the attributes as props and the root as `container`. Each widget's chunk
 * (`schedule/plie-schedule.ts`, …) is this applied to its component.
 *
 * The chunks are fetched from beside `plie.js` (esbuild's `import()`s resolve relative to the
 * importing file), so their own URL gives the script's origin: the API's and the legal pages'.
 */
import { type ComponentType, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { setScriptOrigin } from './script-origin';
import type { WidgetCode, WidgetProps } from './widget-loader';
import type { WidgetAttributes } from './widget-shell';

setScriptOrigin(new URL(import.meta.url).origin);

export const widgetCode = <Props extends WidgetAttributes>(Component: ComponentType<Props>): WidgetCode => ({
  mount(container, props) {
    const root = createRoot(container);
    const draw = (next: WidgetProps) =>
      root.render(createElement(Component, { ...next, container } as unknown as Props));
    draw(props);
    return { update: draw, unmount: () => root.unmount() };
  },
});
