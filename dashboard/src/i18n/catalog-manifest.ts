/**
 * Where the production build's split catalogs are (issue #18: the first view loads only the messages
 * it shows). `build/catalog-split-plugin.ts` writes, per language, a core catalog (what renders before
 * any screen: layout, header, footer, the landing and error pages) and one catalog per lazy screen (its
 * messages beyond the core's), and puts this manifest into the built code in place of
 * `CATALOG_MANIFEST_PLACEHOLDER`, before the chunk's content hash is taken: a new translation gives the
 * chunk a new name, so a browser never pairs a cached chunk with catalogs of another build.
 *
 * Everywhere else (the dev server, the build's pre-render in Node, the tests) the placeholder stays and
 * `catalogManifest` is undefined: each language loads its whole catalog, as before.
 */
import type { Language } from './languages';

export interface CatalogManifest {
  /** Per language, the core catalog's file (a path under the site's base, e.g. `assets/messages-core.ua-….js`). */
  core: Record<Language, string>;
  /**
   * Per screen (its module under `src/`, as `screen()` in app/routes.tsx names it, e.g.
   * `features/schedule/SchedulePage`), per language, the file of its messages beyond the core's.
   * A screen that shows no message of its own is absent.
   */
  screens: Record<string, Partial<Record<Language, string>>>;
}

/** The text the build replaces with the manifest (as a JSON string literal). */
export const CATALOG_MANIFEST_PLACEHOLDER = '__PLIE_CATALOG_MANIFEST__';

/** The manifest from the text the build put in place of the placeholder; undefined when it put none. */
export const readCatalogManifest = (text: string): CatalogManifest | undefined => {
  if (!text.startsWith('{')) return undefined;
  const manifest = JSON.parse(text) as Partial<CatalogManifest>;
  if (typeof manifest.core !== 'object' || typeof manifest.screens !== 'object') {
    throw new Error('The catalog manifest the build wrote has no core or screens');
  }
  return manifest as CatalogManifest;
};

/** This build's manifest: undefined (whole catalogs) but in the production build of the browser's app. */
export const catalogManifest: CatalogManifest | undefined = readCatalogManifest(CATALOG_MANIFEST_PLACEHOLDER);
