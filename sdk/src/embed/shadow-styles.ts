/**
 * Emotion's styles for a widget, kept inside its shadow root: host CSS can't reach them, and they
 * never leak out. Where the browser has constructable stylesheets, the rules go into a
 * `CSSStyleSheet` adopted by the root — no `<style>` element, so a strict Content-Security-Policy
 * without `'unsafe-inline'` for styles lets them through (CSSOM is not inline markup). Elsewhere,
 * a `<style>` element inside the root.
 *
 * The cache is emotion's own `createCache` made small: stylis compiles the nesting, without the
 * vendor prefixer (every browser the widgets support takes the standard properties). The script-tag
 * build aliases `@emotion/cache` to this module, so the prefixer never ships.
 *
 * Every widget of a page shares one cache and one adopted stylesheet (where roots adopt sheets): a
 * style two widgets draw (a button, a field, the dialog) is compiled by stylis, parsed by the browser
 * and inserted once, not once per widget (issue #18: on the example studio site with three widgets,
 * inserting rules was ~20 ms of its ~350 ms of main-thread work at 1×). The sheet is still adopted
 * by each widget's own shadow root only: nothing reaches the host page.
 */
import type { EmotionCache } from '@emotion/cache';
import { compile, middleware, rulesheet, serialize, stringify } from 'stylis';

interface RuleSheet {
  insert(rule: string): void;
  flush(): void;
  hydrate(): void;
}

const canAdopt = (root: Node): root is ShadowRoot =>
  typeof ShadowRoot === 'function' &&
  root instanceof ShadowRoot &&
  typeof CSSStyleSheet === 'function' &&
  'replaceSync' in CSSStyleSheet.prototype &&
  Array.isArray(root.adoptedStyleSheets);

/** The rules in a stylesheet adopted by one root or more. */
class AdoptedSheet implements RuleSheet {
  private readonly sheet = new CSSStyleSheet();

  /** Adds the sheet to `root`'s adopted ones (once). */
  adoptBy(root: ShadowRoot): void {
    if (!root.adoptedStyleSheets.includes(this.sheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.sheet];
    }
  }

  insert(rule: string): void {
    try {
      this.sheet.insertRule(rule, this.sheet.cssRules.length);
    } catch {
      // A rule this browser does not parse: skipped, as emotion does.
    }
  }

  flush(): void {
    this.sheet.replaceSync('');
  }

  hydrate(): void {}
}

/** The rules as text of one `<style>` element in the container, made on the first rule. */
class TagSheet implements RuleSheet {
  private tag: HTMLStyleElement | undefined;

  constructor(
    private readonly key: string,
    private readonly container: () => Node,
  ) {}

  insert(rule: string): void {
    if (!this.tag) {
      this.tag = document.createElement('style');
      this.tag.setAttribute('data-emotion', this.key);
      this.container().appendChild(this.tag);
    }
    this.tag.appendChild(document.createTextNode(rule));
  }

  flush(): void {
    this.tag?.remove();
    this.tag = undefined;
  }

  hydrate(): void {}
}

/** Emotion's cache over `container` (a shadow root, or the document's head by default). */
export default function createCache({ key, container }: { key: string; container?: Node }): EmotionCache {
  if (container && canAdopt(container)) {
    const sheet = new AdoptedSheet();
    sheet.adoptBy(container);
    return cacheOver(key, sheet);
  }
  return cacheOver(key, new TagSheet(key, () => container ?? document.head));
}

/** Emotion's cache writing its rules into `sheet`. */
const cacheOver = (key: string, sheet: RuleSheet): EmotionCache => {
  let current: RuleSheet = sheet;
  const serializer = middleware([stringify, rulesheet((rule) => current.insert(rule))]);
  const cache = {
    key,
    sheet,
    nonce: undefined,
    inserted: {} as Record<string, string | true>,
    registered: {} as Record<string, string>,
    insert(
      selector: string,
      serialized: { name: string; styles: string },
      target: RuleSheet,
      shouldCache: boolean,
    ) {
      current = target;
      serialize(compile(selector ? `${selector}{${serialized.styles}}` : serialized.styles), serializer);
      if (shouldCache) cache.inserted[serialized.name] = true;
      return undefined;
    },
  };
  return cache as unknown as EmotionCache;
};

const KEY = 'plie';
let shared: { sheet: AdoptedSheet; cache: EmotionCache } | undefined;

/**
 * The emotion cache of a widget, writing into its shadow root: the page's one shared cache and sheet
 * where the root can adopt it, else a `<style>` element of the root's own.
 */
export const shadowStyleCache = (root: ShadowRoot): EmotionCache => {
  if (!canAdopt(root)) return createCache({ key: KEY, container: root });
  if (!shared) {
    const sheet = new AdoptedSheet();
    shared = { sheet, cache: cacheOver(KEY, sheet) };
  }
  shared.sheet.adoptBy(root);
  return shared.cache;
};
