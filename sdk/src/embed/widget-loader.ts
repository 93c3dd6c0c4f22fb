/**
 * The element the loader (`plie.ts`) defines for each tag before any widget's code is on the page.
 * It keeps the element's attributes as the widget's props (each also a property of the element that
 * sets the attribute, as r2wc's elements did), fetches the widget's code the first time a tag of its
 * kind connects (once, however many such tags the page has, whenever they appear), then draws the
 * widget in the element's open shadow root. A removed or emptied attribute goes back to its default.
 * A tag already defined is left alone, so the script loaded twice is harmless.
 *
 * From its connection on, the element is a block that keeps its widget's height free
 * (`reserved-heights.ts`) so the page does not move as the widget arrives: its open shadow root holds
 * the `:host` rules and a `<slot>`, so what the page put inside the tag (usually nothing) shows until
 * the widget is drawn in place of the slot. The height stays reserved until the widget announces
 * `plie-ready` or `plie-error` (its content, or its error or empty state, is shown), and again each
 * time the tag reconnects. The rules are constructed stylesheets adopted by the root, which a strict
 * Content-Security-Policy allows (a `<style>` element would need `'unsafe-inline'`); a browser without
 * them (none the widgets support) reserves nothing.
 *
 * The base class and the registry are parameters, so the tests run it in Node with small stand-ins.
 */

import { reservedHeightProperty } from './reserved-heights';

/** A widget's attributes as its code receives them: an unset or empty one is `undefined`. */
export type WidgetProps = Record<string, string | undefined>;

/** A widget drawn in a shadow root: drawn again with new props, or taken down. */
export interface MountedWidget {
  update(props: WidgetProps): void;
  unmount(): void;
}

/** The code of one widget (a chunk of its own): draws it into the element's shadow root. */
export interface WidgetCode {
  mount(container: ShadowRoot, props: WidgetProps): MountedWidget;
}

export interface WidgetDefinition {
  tag: string;
  /** The attributes the widget observes (each also an element property). */
  attributes: readonly string[];
  /** Fetches the widget's code (a dynamic `import()`): called once for every tag of this kind. */
  load: () => Promise<WidgetCode>;
  /** The height kept free until the widget shows its content (a CSS length; `--<tag>-min-height` overrides it). */
  reservedHeight: string;
}

/** Where tags are defined: `customElements`, or a stand-in in tests. */
export type ElementRegistry = Pick<CustomElementRegistry, 'get' | 'define'>;

/** The element's base class: `HTMLElement`, or a stand-in in tests. */
export type ElementBase = new () => HTMLElement;

/** The `plie-error` message when the widget's code could not be fetched (before any language is there). */
export const CODE_FAILED_MESSAGE = 'The widget could not be loaded. Please reload the page.';

/** The stylesheets of one kind of element: its box, and its height held (see the top of this file). */
interface HostSheets {
  box: CSSStyleSheet;
  held: CSSStyleSheet;
}

const stylesheet = (rules: string): CSSStyleSheet => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rules);
  return sheet;
};

/**
 * The element's box: a block (hidden with `hidden`) with the reserved height in an inherited custom
 * property, which the widget's own box and its error and empty states fill while it is held.
 */
const hostSheets = (tag: string, reservedHeight: string): HostSheets | undefined =>
  typeof CSSStyleSheet === 'function'
    ? {
        box: stylesheet(
          `:host{display:block;--plie-reserved-height:var(${reservedHeightProperty(tag)},${reservedHeight})}:host([hidden]){display:none}`,
        ),
        held: stylesheet(':host{min-height:var(--plie-reserved-height)}'),
      }
    : undefined;

/** A property set on the element before its tag was defined shadows the accessor: re-set it through it. */
const adoptEarlyProperty = (element: HTMLElement, name: string): void => {
  if (!Object.hasOwn(element, name)) return;
  const record = element as unknown as Record<string, unknown>;
  const value = record[name];
  delete record[name];
  record[name] = value;
};

/** Defines `tag` as a lazily drawn widget; `false` when the tag was defined already (left as it is). */
export const defineWidgetElement = (
  { tag, attributes, load, reservedHeight }: WidgetDefinition,
  registry: ElementRegistry = customElements,
  Base: ElementBase = HTMLElement,
): boolean => {
  if (registry.get(tag)) return false;
  let sheets: HostSheets | undefined | null;
  let code: WidgetCode | undefined;
  let loading: Promise<WidgetCode> | undefined;
  // One fetch for every tag of this kind; after a failure, the next tag to connect tries again.
  const loadOnce = (): Promise<WidgetCode> => {
    loading ??= load().then(
      (loaded) => (code = loaded),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  class PlieWidgetElement extends Base {
    static readonly observedAttributes = [...attributes];
    static {
      for (const name of attributes) {
        Object.defineProperty(PlieWidgetElement.prototype, name, {
          configurable: true,
          enumerable: true,
          get(this: PlieWidgetElement) {
            return this.#props[name];
          },
          set(this: PlieWidgetElement, value: unknown) {
            if (value === null || value === undefined) this.removeAttribute(name);
            else this.setAttribute(name, String(value));
          },
        });
      }
    }

    readonly #props: WidgetProps = {};
    #mounted: MountedWidget | undefined;

    constructor() {
      super();
      // The widget shows its content, or its error or empty state (or its code failed): the space is its own now.
      const settled = (event: Event) => event.target === this && this.#hold(false);
      this.addEventListener('plie-ready', settled);
      this.addEventListener('plie-error', settled);
    }

    connectedCallback(): void {
      for (const name of attributes) adoptEarlyProperty(this, name);
      if (!this.shadowRoot)
        this.attachShadow({ mode: 'open' }).append(this.ownerDocument.createElement('slot'));
      this.#hold(true);
      if (code) this.#mount(code);
      else
        loadOnce().then(
          (loaded) => this.#mount(loaded),
          () => this.#failed(),
        );
    }

    disconnectedCallback(): void {
      this.#mounted?.unmount();
      this.#mounted = undefined;
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      this.#props[name] = value || undefined;
      this.#mounted?.update({ ...this.#props });
    }

    /** Adopts the element's box, with its reserved height held or not, before the widget's own sheets. */
    #hold(held: boolean): void {
      sheets ??= hostSheets(tag, reservedHeight) ?? null;
      const root = this.shadowRoot;
      if (!sheets || !root) return;
      const { box, held: height } = sheets;
      const others = root.adoptedStyleSheets.filter((sheet) => sheet !== box && sheet !== height);
      root.adoptedStyleSheets = held ? [box, height, ...others] : [box, ...others];
    }

    /** Draws the widget in place of the placeholder's slot. */
    #mount(loaded: WidgetCode): void {
      const root = this.shadowRoot;
      if (!this.isConnected || this.#mounted || !root) return;
      root.replaceChildren();
      this.#mounted = loaded.mount(root, { ...this.#props });
    }

    #failed(): void {
      if (!this.isConnected) return;
      const detail = { message: CODE_FAILED_MESSAGE };
      this.dispatchEvent(new CustomEvent('plie-error', { detail, bubbles: true, composed: true }));
    }
  }

  registry.define(tag, PlieWidgetElement);
  return true;
};
