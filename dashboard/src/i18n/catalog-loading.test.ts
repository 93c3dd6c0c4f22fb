/**
 * Which catalogs a language and a screen load (issue #18): whole catalogs without the build's manifest,
 * the core and the screens' with it, and the safety net that never lets a missing id show.
 */
import { type Messages, setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { type CatalogModule, createCatalogLoading } from './catalog-loading';
import { type CatalogManifest, readCatalogManifest } from './catalog-manifest';
import type { Language } from './languages';

const MANIFEST: CatalogManifest = {
  core: { en: 'assets/core.en.js', ua: 'assets/core.ua.js', pl: 'assets/core.pl.js' },
  screens: {
    'features/schedule/SchedulePage': {
      en: 'assets/schedule.en.js',
      ua: 'assets/schedule.ua.js',
      pl: 'assets/schedule.pl.js',
    },
  },
};

/** Each file's messages: `<file>:title` → "title (<file>)". */
const messagesOf = (name: string): Messages => ({ [`${name}:title`]: `title (${name})` });

/** A loading over a fresh Lingui instance, with sources that record what was asked for. */
const setUp = (manifest: CatalogManifest | undefined, failing: Set<string> = new Set()) => {
  const i18n = setupI18n();
  const requested: string[] = [];
  const answer = async (name: string): Promise<CatalogModule> => {
    requested.push(name);
    if (failing.has(name)) throw new Error(`${name} is offline`);
    return { messages: messagesOf(name) };
  };
  const loading = createCatalogLoading({
    i18n,
    manifest,
    sources: { whole: (language) => answer(`whole.${language}`), file: answer },
  });
  const activate = async (language: Language) => {
    await loading.loadLanguage(language);
    i18n.activate(language);
  };
  return { i18n, loading, requested, activate };
};

describe('catalogs without a manifest (dev server, pre-render, tests)', () => {
  it('loads the whole catalog of a language, once', async () => {
    const { loading, requested, i18n, activate } = setUp(undefined);
    await Promise.all([activate('ua'), loading.loadLanguage('ua')]);
    expect(requested).toEqual(['whole.ua']);
    expect(i18n._('whole.ua:title')).toBe('title (whole.ua)');
  });

  it('loads nothing for a screen, and a missing id stays Lingui’s own (no safety net needed)', async () => {
    const { loading, requested, i18n, activate } = setUp(undefined);
    await activate('en');
    await loading.loadScreen('features/schedule/SchedulePage', ['en']);
    expect(requested).toEqual(['whole.en']);
    expect(i18n._('Abc123')).toBe('Abc123');
  });
});

describe('split catalogs (the production build)', () => {
  it('starts a language with its core catalog only', async () => {
    const { requested, i18n, activate } = setUp(MANIFEST);
    await activate('ua');
    expect(requested).toEqual(['assets/core.ua.js']);
    expect(i18n._('assets/core.ua.js:title')).toBe('title (assets/core.ua.js)');
  });

  it('loads a screen’s catalog in each language asked for', async () => {
    const { loading, requested, activate } = setUp(MANIFEST);
    await activate('en');
    await loading.loadScreen('features/schedule/SchedulePage', ['en', 'pl']);
    expect(requested).toEqual(['assets/core.en.js', 'assets/schedule.en.js', 'assets/schedule.pl.js']);
  });

  it('loads the core and every screen loaded so far before switching language', async () => {
    const { loading, requested, i18n, activate } = setUp(MANIFEST);
    await activate('en');
    await loading.loadScreen('features/schedule/SchedulePage', ['en']);
    requested.length = 0;
    await activate('pl');
    expect(requested.sort()).toEqual(['assets/core.pl.js', 'assets/schedule.pl.js']);
    expect(i18n._('assets/schedule.pl.js:title')).toBe('title (assets/schedule.pl.js)');
  });

  it('loads nothing for a screen with no message of its own', async () => {
    const { loading, requested, activate } = setUp(MANIFEST);
    await activate('en');
    await loading.loadScreen('features/account/AuthCallbackPage', ['en']);
    expect(requested).toEqual(['assets/core.en.js']);
  });

  it('asks for each file once, however often it is needed', async () => {
    const { loading, requested } = setUp(MANIFEST);
    const screen = 'features/schedule/SchedulePage';
    await Promise.all([loading.loadScreen(screen, ['ua']), loading.loadScreen(screen, ['ua'])]);
    await loading.loadScreen(screen, ['ua']);
    expect(requested).toEqual(['assets/schedule.ua.js']);
  });

  it('asks again for a file that failed to load', async () => {
    const failing = new Set(['assets/core.ua.js']);
    const { loading, requested } = setUp(MANIFEST, failing);
    await expect(loading.loadLanguage('ua')).rejects.toThrow('offline');
    failing.clear();
    await loading.loadLanguage('ua');
    expect(requested).toEqual(['assets/core.ua.js', 'assets/core.ua.js']);
  });

  it('never shows a missing id: it renders nothing, loads the whole catalog and re-renders', async () => {
    const { i18n, requested, activate } = setUp(MANIFEST);
    await activate('ua');
    let changes = 0;
    i18n.on('change', () => changes++);
    expect(i18n._('whole.ua:title')).toBe('');
    await expect.poll(() => changes).toBeGreaterThan(0);
    expect(requested).toEqual(['assets/core.ua.js', 'whole.ua']);
    expect(i18n._('whole.ua:title')).toBe('title (whole.ua)');
  });

  it('loads nothing more for a language whose whole catalog is in', async () => {
    const { i18n, loading, requested, activate } = setUp(MANIFEST);
    await activate('ua');
    i18n._('whole.ua:title');
    await expect.poll(() => i18n.messages['whole.ua:title']).toBeDefined();
    await loading.loadScreen('features/schedule/SchedulePage', ['ua']);
    await loading.loadLanguage('ua');
    expect(requested).toEqual(['assets/core.ua.js', 'whole.ua']);
  });
});

describe('the manifest the build writes', () => {
  it('is absent where the build left the placeholder', () => {
    expect(readCatalogManifest('__PLIE_CATALOG_MANIFEST__')).toBeUndefined();
  });

  it('is read from the JSON the build put in its place', () => {
    expect(readCatalogManifest(JSON.stringify(MANIFEST))).toEqual(MANIFEST);
  });

  it('refuses JSON that is not a manifest', () => {
    expect(() => readCatalogManifest('{"core":{}}')).toThrow('no core or screens');
  });
});
