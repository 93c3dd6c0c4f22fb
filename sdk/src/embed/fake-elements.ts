/**
 * Stand-ins for the few DOM pieces the widget loader touches, so its tests run in Node: an element
 * base class (attributes that call `attributeChangedCallback` for observed names, a shadow root with
 * its children and adopted stylesheets, events it records and dispatches to listeners), constructable
 * stylesheets, a custom-element registry, connecting and disconnecting as the browser does, and widget
 * code that records what it was asked to draw. Test support only.
 */
import type { ElementBase, ElementRegistry, MountedWidget, WidgetCode, WidgetProps } from './widget-loader';

interface Callbacks {
  connectedCallback?(): void;
  disconnectedCallback?(): void;
  attributeChangedCallback?(name: string, old: string | null, value: string | null): void;
}

/** A node of the stand-in DOM: just its name (`SLOT`, …). */
export interface FakeNode {
  nodeName: string;
}

/** A constructable stylesheet (`new CSSStyleSheet()`), its rules as text. */
export class FakeStyleSheet {
  text = '';

  replaceSync(text: string): void {
    this.text = text;
  }
}

export class FakeShadowRoot {
  childNodes: FakeNode[] = [];
  adoptedStyleSheets: FakeStyleSheet[] = [];

  constructor(
    readonly mode: string,
    readonly host: FakeElement,
  ) {}

  append(...nodes: FakeNode[]): void {
    this.childNodes.push(...nodes);
  }

  replaceChildren(...nodes: FakeNode[]): void {
    this.childNodes = nodes;
  }

  /** The rules of the adopted stylesheets, in order. */
  get adoptedRules(): string {
    return this.adoptedStyleSheets.map((sheet) => sheet.text).join('');
  }
}

export class FakeElement extends EventTarget {
  readonly attributeValues = new Map<string, string>();
  readonly events: CustomEvent[] = [];
  readonly ownerDocument = { createElement: (name: string): FakeNode => ({ nodeName: name.toUpperCase() }) };
  isConnected = false;
  shadowRoot: FakeShadowRoot | null = null;

  attachShadow(init: { mode: string }) {
    if (this.shadowRoot) throw new Error('A shadow root is attached once.');
    this.shadowRoot = new FakeShadowRoot(init.mode, this);
    return this.shadowRoot;
  }

  getAttribute(name: string): string | null {
    return this.attributeValues.get(name) ?? null;
  }

  setAttribute(name: string, value: string): void {
    const old = this.getAttribute(name);
    this.attributeValues.set(name, String(value));
    this.changed(name, old, String(value));
  }

  removeAttribute(name: string): void {
    const old = this.getAttribute(name);
    if (old === null) return;
    this.attributeValues.delete(name);
    this.changed(name, old, null);
  }

  override dispatchEvent(event: CustomEvent): boolean {
    this.events.push(event);
    return super.dispatchEvent(event);
  }

  private changed(name: string, old: string | null, value: string | null): void {
    const observed =
      (this.constructor as { observedAttributes?: readonly string[] }).observedAttributes ?? [];
    if (observed.includes(name)) (this as Callbacks).attributeChangedCallback?.(name, old, value);
  }
}

export const fakeElementBase = FakeElement as unknown as ElementBase;

/** A registry like `customElements`, which also makes elements of its tags. */
export const fakeRegistry = () => {
  const defined = new Map<string, CustomElementConstructor>();
  const registry: ElementRegistry & { create(tag: string): HTMLElement & FakeElement } = {
    get: (tag: string) => defined.get(tag),
    define: (tag: string, element: CustomElementConstructor) => {
      if (defined.has(tag)) throw new Error(`${tag} has already been defined`);
      defined.set(tag, element);
    },
    create: (tag: string) => {
      const Element = defined.get(tag);
      if (!Element) throw new Error(`${tag} is not defined`);
      return new Element() as HTMLElement & FakeElement;
    },
  };
  return registry;
};

/** Puts the element in the document (the browser then calls `connectedCallback`). */
export const connect = (element: FakeElement): void => {
  element.isConnected = true;
  (element as Callbacks).connectedCallback?.();
};

/** Takes the element out of the document. */
export const disconnect = (element: FakeElement): void => {
  element.isConnected = false;
  (element as Callbacks).disconnectedCallback?.();
};

export interface DrawnWidget {
  container: ShadowRoot;
  /** The props of every drawing, first to last. */
  props: WidgetProps[];
  unmounted: boolean;
}

/** Widget code that records each widget it draws, and draws a `DIV` into the root. */
export const recordingWidgetCode = () => {
  const drawn: DrawnWidget[] = [];
  const code: WidgetCode = {
    mount(container, props): MountedWidget {
      const widget: DrawnWidget = { container, props: [props], unmounted: false };
      drawn.push(widget);
      (container as unknown as FakeShadowRoot).append({ nodeName: 'DIV' });
      return {
        update: (next) => widget.props.push(next),
        unmount: () => {
          widget.unmounted = true;
        },
      };
    },
  };
  return { code, drawn };
};

/** A promise settled from outside: the code's download, finished when the test says so. */
export const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

/** Lets pending promise callbacks run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
