/**
 * Which messages are loaded into Lingui, and when (issue #18). With the production build's manifest
 * (catalog-manifest.ts), a language starts with its core catalog; each screen adds its own catalog as
 * it loads; a language switch loads the core and the catalogs of every screen asked for so far before
 * the switch. Without a manifest (the dev server, the build's pre-render, the tests) a language loads
 * its whole catalog, as before. English is already the fallback inside every catalog, split or whole.
 *
 * The safety net: in a split build an id missing from what is loaded (a message the build could not
 * place, e.g. an id computed at run time) never shows as its hash. Lingui renders nothing for it while
 * the language's whole catalog loads, and its `change` event then re-renders every translated text.
 */
import type { I18n, Messages } from '@lingui/core';
import type { CatalogManifest } from './catalog-manifest';
import { isLanguage, type Language } from './languages';

/** A catalog module: the shape both Lingui's compiled `.po` and the build's split catalogs have. */
export interface CatalogModule {
  messages: Messages;
}

/** Where catalogs come from. */
export interface CatalogSources {
  /** The language's whole catalog (its `.po`, compiled by Lingui's Vite plugin). */
  whole: (language: Language) => Promise<CatalogModule>;
  /** A split catalog of the production build, by its path under the site's base. */
  file: (path: string) => Promise<CatalogModule>;
}

export interface CatalogLoading {
  /** Loads what `language` needs now: its core and every screen's asked for so far (or its whole catalog). */
  loadLanguage: (language: Language) => Promise<void>;
  /** Loads a screen's messages in each of `languages`, and remembers the screen for later switches. */
  loadScreen: (screen: string, languages: readonly Language[]) => Promise<void>;
}

/** Lingui's `missing` handler (its constructor option): what `_()` returns for an id not in the catalog. */
type MissingHandler = (locale: string, id: string) => string;

export const createCatalogLoading = (input: {
  i18n: I18n;
  manifest: CatalogManifest | undefined;
  sources: CatalogSources;
}): CatalogLoading => {
  const { i18n, manifest, sources } = input;
  /** Each catalog file (or whole catalog) once; a failed load is forgotten, so the next need retries it. */
  const loads = new Map<string, Promise<void>>();
  const wholeLoaded = new Set<Language>();
  const screensInUse = new Set<string>();

  const loadOnce = (key: string, language: Language, load: () => Promise<CatalogModule>) => {
    let loading = loads.get(key);
    if (!loading) {
      loading = load().then(({ messages }) => i18n.load(language, messages));
      loads.set(key, loading);
      loading.catch(() => loads.delete(key));
    }
    return loading;
  };

  const loadWhole = (language: Language) =>
    loadOnce(`whole:${language}`, language, () => sources.whole(language)).then(() => {
      wholeLoaded.add(language);
    });

  const loadFiles = async (language: Language, files: readonly (string | undefined)[]) => {
    if (wholeLoaded.has(language)) return;
    await Promise.all(
      files.flatMap((file) => (file ? [loadOnce(file, language, () => sources.file(file))] : [])),
    );
  };

  if (manifest) {
    const reported = new Set<string>();
    const missing: MissingHandler = (locale, id) => {
      if (isLanguage(locale) && !wholeLoaded.has(locale)) {
        loadWhole(locale).catch((error: unknown) => {
          console.error(`Could not load the whole "${locale}" catalog for a missing message`, error);
        });
      } else if (!reported.has(id)) {
        reported.add(id);
        console.error(`The message ${id} is in no "${locale}" catalog`);
      }
      return '';
    };
    // The app's instance is Lingui's global one (the `t` macro calls it), created without options:
    // its `missing` handler is set on it here, as the constructor would.
    Object.assign(i18n, { _missing: missing });
  }

  return {
    loadLanguage: (language) =>
      manifest
        ? loadFiles(language, [
            manifest.core[language],
            ...[...screensInUse].map((screen) => manifest.screens[screen]?.[language]),
          ])
        : loadWhole(language),
    loadScreen: async (screen, languages) => {
      screensInUse.add(screen);
      if (!manifest) return;
      await Promise.all(
        languages.map((language) => loadFiles(language, [manifest.screens[screen]?.[language]])),
      );
    },
  };
};
