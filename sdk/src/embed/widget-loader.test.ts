import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connect,
  deferred,
  disconnect,
  type FakeShadowRoot,
  FakeStyleSheet,
  fakeElementBase,
  fakeRegistry,
  recordingWidgetCode,
  settle,
} from './fake-elements';
import { CODE_FAILED_MESSAGE, defineWidgetElement, type WidgetCode } from './widget-loader';

const ATTRIBUTES = ['studio', 'view', 'lang'] as const;
const RESERVED_HEIGHT = 'min(100svh, 44rem)';
/** The rule that holds the reserved height on the element's box. */
const HELD = 'min-height:var(--plie-reserved-height)';

beforeEach(() => {
  vi.stubGlobal('CSSStyleSheet', FakeStyleSheet);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** `<plie-test>` defined in a registry of its own, its code downloaded when the test says so. */
const setUp = () => {
  const registry = fakeRegistry();
  const download = deferred<WidgetCode>();
  const load = vi.fn(() => download.promise);
  const widget = recordingWidgetCode();
  defineWidgetElement(
    { tag: 'plie-test', attributes: ATTRIBUTES, load, reservedHeight: RESERVED_HEIGHT },
    registry,
    fakeElementBase,
  );
  const create = () => registry.create('plie-test');
  const arrive = async () => {
    download.resolve(widget.code);
    await settle();
  };
  return { registry, load, drawn: widget.drawn, create, arrive, download };
};

describe('the widget loader', () => {
  it('fetches no code for tags created but not connected', async () => {
    const { load, create } = setUp();
    const element = create();
    element.setAttribute('studio', 'rytm_krakow');
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(element.shadowRoot).toBeNull();
  });

  it('fetches a widget’s code when its first tag connects, once for every tag of its kind', async () => {
    const { load, create, arrive, drawn } = setUp();
    const first = create();
    const second = create();
    connect(first);
    connect(second);
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(drawn.map((widget) => widget.container)).toEqual([first.shadowRoot, second.shadowRoot]);

    // A tag added after the code is in is drawn at once, without another fetch.
    const later = create();
    connect(later);
    expect(drawn).toHaveLength(3);
    expect(drawn[2]?.container).toBe(later.shadowRoot);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reserves the widget’s height from its connection, before any code, showing the page’s own content in a slot', () => {
    const { create, load } = setUp();
    const element = create();
    connect(element);
    expect(load).toHaveBeenCalledTimes(1);
    const root = element.shadowRoot;
    expect(root?.mode).toBe('open');
    // What the page put inside the tag shows through the slot.
    expect(root?.childNodes.map((node) => node.nodeName)).toEqual(['SLOT']);
    // A block holding the reserved height, which the page may set with --plie-test-min-height.
    expect(root?.adoptedRules).toContain(':host{display:block;');
    expect(root?.adoptedRules).toContain(
      `--plie-reserved-height:var(--plie-test-min-height,${RESERVED_HEIGHT})`,
    );
    expect(root?.adoptedRules).toContain(':host([hidden]){display:none}');
    expect(root?.adoptedRules).toContain(HELD);
  });

  it('draws the widget in place of the slot, in the same open shadow root, still holding the height', async () => {
    const { create, arrive, drawn } = setUp();
    const element = create();
    connect(element);
    const root = element.shadowRoot;
    await arrive();
    expect(element.shadowRoot).toBe(root);
    expect(drawn[0]?.container).toBe(root);
    expect(root?.childNodes.map((node) => node.nodeName)).toEqual(['DIV']);
    expect(root?.adoptedRules).toContain(HELD);
  });

  it.each(['plie-ready', 'plie-error'])(
    'gives the reserved height up when the widget announces %s, and holds it again when the tag reconnects',
    async (announced) => {
      const { create, arrive } = setUp();
      const element = create();
      connect(element);
      await arrive();
      // Another element's announcement (a tag inside this one) changes nothing.
      const inside = create();
      inside.dispatchEvent(new CustomEvent(announced, { bubbles: true }));
      expect(element.shadowRoot?.adoptedRules).toContain(HELD);

      element.dispatchEvent(new CustomEvent(announced, { bubbles: true, composed: true }));
      expect(element.shadowRoot?.adoptedRules).not.toContain(HELD);
      expect(element.shadowRoot?.adoptedRules).toContain(':host{display:block;');

      disconnect(element);
      connect(element);
      expect(element.shadowRoot?.adoptedRules).toContain(HELD);
    },
  );

  it('keeps the widget’s own stylesheets, after the element’s box, as the height is held and given up', async () => {
    const { create, arrive } = setUp();
    const element = create();
    connect(element);
    await arrive();
    const root = element.shadowRoot as unknown as FakeShadowRoot;
    const widgetSheet = new FakeStyleSheet();
    widgetSheet.replaceSync('.widget{}');
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, widgetSheet];
    element.dispatchEvent(new CustomEvent('plie-ready'));
    expect(root.adoptedRules.endsWith('.widget{}')).toBe(true);
    expect(root.adoptedRules.startsWith(':host{display:block;')).toBe(true);
  });

  it('reserves nothing, and still draws, in a browser without constructable stylesheets', async () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    const { create, arrive, drawn } = setUp();
    const element = create();
    connect(element);
    expect(element.shadowRoot?.childNodes.map((node) => node.nodeName)).toEqual(['SLOT']);
    expect(element.shadowRoot?.adoptedStyleSheets).toEqual([]);
    await arrive();
    expect(drawn).toHaveLength(1);
  });

  it('gives the widget the attributes set before and after its code arrived', async () => {
    const { create, arrive, drawn } = setUp();
    const element = create();
    element.setAttribute('studio', 'rytm_krakow');
    connect(element);
    element.setAttribute('view', 'calendar');
    element.setAttribute('unobserved', 'x');
    await arrive();
    expect(drawn[0]?.props).toEqual([{ studio: 'rytm_krakow', view: 'calendar' }]);

    element.setAttribute('lang', 'pl');
    expect(drawn[0]?.props.at(-1)).toEqual({ studio: 'rytm_krakow', view: 'calendar', lang: 'pl' });
  });

  it('puts a removed or emptied attribute back to its default', async () => {
    const { create, arrive, drawn } = setUp();
    const element = create();
    element.setAttribute('studio', 'rytm_krakow');
    element.setAttribute('view', 'calendar');
    connect(element);
    await arrive();
    element.removeAttribute('view');
    expect(drawn[0]?.props.at(-1)).toEqual({ studio: 'rytm_krakow', view: undefined });
    element.setAttribute('studio', '');
    expect(drawn[0]?.props.at(-1)).toEqual({ studio: undefined, view: undefined });
  });

  it('makes each attribute a property: reading gives its value, setting sets it, null removes it', async () => {
    const { create, arrive, drawn } = setUp();
    const element = create() as ReturnType<typeof create> & { studio?: unknown; view?: unknown };
    element.studio = 'rytm_krakow';
    expect(element.getAttribute('studio')).toBe('rytm_krakow');
    expect(element.studio).toBe('rytm_krakow');
    connect(element);
    await arrive();
    element.view = 'calendar';
    expect(drawn[0]?.props.at(-1)).toEqual({ studio: 'rytm_krakow', view: 'calendar' });
    element.view = null;
    expect(element.getAttribute('view')).toBeNull();
    expect(element.view).toBeUndefined();
  });

  it('keeps a property the page set before the tag was defined', async () => {
    const { create, arrive, drawn } = setUp();
    const element = create();
    // As on an element upgraded late: the page's value sits on the instance, shadowing the accessor.
    Object.defineProperty(element, 'studio', { value: 'early', writable: true, configurable: true });
    connect(element);
    await arrive();
    expect(element.getAttribute('studio')).toBe('early');
    expect(drawn[0]?.props[0]).toEqual({ studio: 'early' });
  });

  it('takes the widget down when its tag leaves the page and draws it again when it returns', async () => {
    const { create, arrive, drawn } = setUp();
    const element = create();
    connect(element);
    await arrive();
    disconnect(element);
    expect(drawn[0]?.unmounted).toBe(true);
    connect(element);
    expect(drawn).toHaveLength(2);
    expect(drawn[1]?.container).toBe(element.shadowRoot);
  });

  it('draws nothing for a tag that left the page before its code arrived', async () => {
    const { create, arrive, drawn } = setUp();
    const element = create();
    connect(element);
    disconnect(element);
    await arrive();
    expect(drawn).toEqual([]);
  });

  it('leaves a tag already defined as it is, so the script loaded twice is harmless', () => {
    const { registry } = setUp();
    const Defined = registry.get('plie-test');
    const load = vi.fn();
    expect(
      defineWidgetElement(
        { tag: 'plie-test', attributes: ATTRIBUTES, load, reservedHeight: '1rem' },
        registry,
        fakeElementBase,
      ),
    ).toBe(false);
    expect(registry.get('plie-test')).toBe(Defined);
  });

  it('announces plie-error (bubbling, composed) when the code can’t be fetched, and tries again for the next tag', async () => {
    const registry = fakeRegistry();
    const widget = recordingWidgetCode();
    const load = vi
      .fn<() => Promise<WidgetCode>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(widget.code);
    defineWidgetElement(
      { tag: 'plie-test', attributes: ATTRIBUTES, load, reservedHeight: RESERVED_HEIGHT },
      registry,
      fakeElementBase,
    );
    const failed = registry.create('plie-test');
    connect(failed);
    await settle();
    expect(failed.events.map((event) => [event.type, event.detail, event.bubbles, event.composed])).toEqual([
      ['plie-error', { message: CODE_FAILED_MESSAGE }, true, true],
    ]);
    // The page's own content, in the slot, takes its own height again.
    expect(failed.shadowRoot?.childNodes.map((node) => node.nodeName)).toEqual(['SLOT']);
    expect(failed.shadowRoot?.adoptedRules).not.toContain(HELD);

    const next = registry.create('plie-test');
    connect(next);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(widget.drawn.map((drawn) => drawn.container)).toEqual([next.shadowRoot]);
  });
});
