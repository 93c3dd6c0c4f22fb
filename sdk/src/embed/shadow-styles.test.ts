import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A constructable stylesheet: the rules the browser parsed, in order. */
class FakeSheet {
  static made = 0;
  cssRules: string[] = [];
  constructor() {
    FakeSheet.made++;
  }
  insertRule(rule: string, index: number) {
    this.cssRules.splice(index, 0, rule);
    return index;
  }
  replaceSync(text: string) {
    this.cssRules = text ? [text] : [];
  }
}

class FakeRoot {
  adoptedStyleSheets: FakeSheet[] = [];
}

/** Emotion's call for a style a widget draws: `.plie-<name>{<styles>}` into the cache's sheet. */
const draw = (
  cache: { insert: (...args: unknown[]) => void; sheet: unknown },
  name: string,
  styles: string,
) => cache.insert(`.plie-${name}`, { name, styles }, cache.sheet, true);

describe('the widgets’ styles in their shadow roots', () => {
  beforeEach(() => {
    vi.resetModules();
    FakeSheet.made = 0;
    vi.stubGlobal('ShadowRoot', FakeRoot);
    vi.stubGlobal('CSSStyleSheet', FakeSheet);
  });
  afterEach(() => vi.unstubAllGlobals());

  const load = async () => (await import('./shadow-styles')).shadowStyleCache;

  it('gives every widget of a page one cache and one sheet, adopted by each widget’s own root', async () => {
    const shadowStyleCache = await load();
    const first = new FakeRoot();
    const second = new FakeRoot();
    const cache = shadowStyleCache(first as unknown as ShadowRoot);
    expect(shadowStyleCache(second as unknown as ShadowRoot)).toBe(cache);
    expect(FakeSheet.made).toBe(1);
    expect(first.adoptedStyleSheets).toHaveLength(1);
    expect(second.adoptedStyleSheets).toEqual(first.adoptedStyleSheets);
    // A widget drawn again in the same root adopts nothing twice.
    shadowStyleCache(first as unknown as ShadowRoot);
    expect(first.adoptedStyleSheets).toHaveLength(1);
  });

  it('compiles a style once for all widgets, and reaches each root through the shared sheet', async () => {
    const shadowStyleCache = await load();
    const roots = [new FakeRoot(), new FakeRoot()];
    const [cache, other] = roots.map((root) => shadowStyleCache(root as unknown as ShadowRoot));
    draw(cache as never, 'button', 'color:red;&:hover{color:blue;}');
    // Emotion asks a cache to insert only what it has not: the second widget finds it there.
    expect((other as unknown as { inserted: Record<string, unknown> }).inserted.button).toBe(true);
    const sheet = roots[0]?.adoptedStyleSheets[0];
    expect(sheet?.cssRules).toEqual(['.plie-button{color:red;}', '.plie-button:hover{color:blue;}']);
    expect(roots[1]?.adoptedStyleSheets[0]).toBe(sheet);
  });

  it('keeps a style element of each root’s own where roots cannot adopt sheets', async () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    const shadowStyleCache = await load();
    const first = shadowStyleCache(new FakeRoot() as unknown as ShadowRoot);
    const second = shadowStyleCache(new FakeRoot() as unknown as ShadowRoot);
    expect(second).not.toBe(first);
  });
});
