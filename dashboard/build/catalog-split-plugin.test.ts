/**
 * The catalogs split per screen (issue #18): how a chunk graph's message ids are partitioned, the check
 * that fails a build whose chunks hold an id their catalogs lack, and the plugin in a real (tiny) Vite
 * build with the dashboard's own catalogs.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ChunkNode,
  catalogModuleSource,
  catalogSplit,
  compileCatalogs,
  emitCatalogs,
  messageIdsIn,
  partitionMessages,
  type SplitCatalogs,
  screenNamingProblems,
  uncoveredMessages,
} from './catalog-split-plugin';

const DASHBOARD = path.join(import.meta.dirname, '..');
const LINGUI_CONFIG = path.join(DASHBOARD, 'lingui.config.ts');

const chunk = (
  fileName: string,
  ids: string[],
  links: { facade?: string; entry?: boolean; imports?: string[]; lazy?: string[] } = {},
): ChunkNode => ({
  fileName,
  isEntry: links.entry ?? false,
  facadeModuleId: links.facade ?? null,
  imports: links.imports ?? [],
  dynamicImports: links.lazy ?? [],
  messageIds: new Set(ids),
});

/**
 * The app's shape in small: the entry loads the app's chunk and the whole catalogs lazily; the app loads
 * two screens and its landing page's lower half lazily; both screens import a form chunk; the schedule
 * loads a dialog lazily.
 */
const SCREENS = new Map([
  ['/src/features/schedule/SchedulePage.tsx', 'features/schedule/SchedulePage'],
  ['/src/features/studio-page/StudioPage.tsx', 'features/studio-page/StudioPage'],
]);
const CHUNKS = [
  chunk('index.js', ['entry1'], { entry: true, lazy: ['render.js', 'whole.en.js'] }),
  chunk('whole.en.js', []),
  chunk('render.js', ['header1', 'shown-everywhere'], {
    facade: '/src/app/render.tsx',
    lazy: ['SchedulePage.js', 'StudioPage.js', 'LandingMore.js'],
  }),
  chunk('LandingMore.js', ['landing1']),
  chunk('SchedulePage.js', ['schedule1', 'shown-everywhere'], {
    facade: '/src/features/schedule/SchedulePage.tsx',
    imports: ['form.js', 'render.js'],
    lazy: ['Dialog.js'],
  }),
  chunk('StudioPage.js', ['studio1'], {
    facade: '/src/features/studio-page/StudioPage.tsx',
    imports: ['form.js'],
  }),
  chunk('form.js', ['form1']),
  chunk('Dialog.js', ['dialog1']),
];

describe('the partition of the messages', () => {
  const catalogs = partitionMessages({ chunks: CHUNKS, screenModules: SCREENS });

  it('puts in the core what the entry reaches short of a screen, lazy parts included', () => {
    expect([...catalogs.core].sort()).toEqual(['entry1', 'header1', 'landing1', 'shown-everywhere']);
  });

  it('gives each screen what it reaches short of another screen, minus the core', () => {
    expect([...(catalogs.screens.get('features/schedule/SchedulePage') ?? [])].sort()).toEqual([
      'dialog1',
      'form1',
      'schedule1',
    ]);
    expect([...(catalogs.screens.get('features/studio-page/StudioPage') ?? [])].sort()).toEqual([
      'form1',
      'studio1',
    ]);
  });

  it('covers every chunk by the catalogs it is loaded with', () => {
    expect(uncoveredMessages({ chunks: CHUNKS, screenModules: SCREENS, catalogs })).toEqual([]);
  });
});

describe('the check of the finished chunks', () => {
  const catalogs = (): SplitCatalogs => partitionMessages({ chunks: CHUNKS, screenModules: SCREENS });

  it('names an id a chunk holds that a screen loading it lacks', () => {
    const lacking = catalogs();
    lacking.screens.get('features/studio-page/StudioPage')?.delete('form1');
    expect(uncoveredMessages({ chunks: CHUNKS, screenModules: SCREENS, catalogs: lacking })).toEqual([
      'form.js (loaded with features/studio-page/StudioPage): form1 in no catalog it loads',
    ]);
  });

  it('names an id of the core’s chunks that is only in a screen’s catalog', () => {
    const lacking = catalogs();
    lacking.core.delete('landing1');
    lacking.screens.get('features/schedule/SchedulePage')?.add('landing1');
    expect(uncoveredMessages({ chunks: CHUNKS, screenModules: SCREENS, catalogs: lacking })).toEqual([
      'LandingMore.js (loaded with core): landing1 in no catalog it loads',
    ]);
  });

  it('names a chunk with messages that nothing loading a catalog reaches', () => {
    const chunks = [...CHUNKS, chunk('stray.js', ['stray1'])];
    expect(uncoveredMessages({ chunks, screenModules: SCREENS, catalogs: catalogs() })).toEqual([
      'stray.js: loaded by nothing that loads a catalog',
    ]);
  });
});

describe('the ids in built code', () => {
  const known = new Set(['Sxm8rQ', '+96FrE', 'a/b=c1']);

  it('reads descriptors as Babel writes them and as the minifier does', () => {
    const code = 'i18n._({ id: "Sxm8rQ" }); y(_,{id:`+96FrE`}); jsx(Trans, { id: \'a/b=c1\' })';
    expect([...messageIdsIn(code, known)].sort()).toEqual(['+96FrE', 'Sxm8rQ', 'a/b=c1']);
  });

  it('ignores ids that are no message’s, and properties that only end in id', () => {
    expect(messageIdsIn('{id:"main"}, {userid:"Sxm8rQ"}, {ids:"+96FrE"}', known).size).toBe(0);
  });
});

describe('the screens routes.tsx names', () => {
  const code = `const a = screen("features/a/A", () => import("./A.js"));
  const b = screen$1('features/b/B', () => import("./B.js"));`;

  it('agree with its lazy imports', () => {
    expect(screenNamingProblems(new Set(['features/a/A', 'features/b/B']), code)).toEqual([]);
  });

  it('disagree where a name is no lazy import, or a lazy import has no name', () => {
    expect(screenNamingProblems(new Set(['features/a/A', 'features/c/C']), code)).toEqual([
      "screen('features/b/B', …) names no module the routes import lazily",
      "the routes import features/c/C lazily, but no screen('features/c/C', …) names it",
    ]);
  });
});

describe('the catalogs written', () => {
  const compiled = {
    en: { a: 'Hello', s: ['Hi ', ['name']] },
    ua: { a: 'Привіт', s: ['Вітаю, ', ['name']] },
  };
  const catalogs: SplitCatalogs = {
    core: new Set(['a']),
    screens: new Map([
      ['features/x/X', new Set(['s'])],
      ['features/y/Y', new Set<string>()],
    ]),
  };

  it('are named in the manifest per language; a screen with no message of its own has none', () => {
    const emitted = new Map<string, string>();
    const manifest = emitCatalogs(catalogs, compiled, (name, source) => {
      emitted.set(`assets/${name}`, source);
      return `assets/${name}`;
    });
    expect(manifest).toEqual({
      core: { en: 'assets/messages-core.en.js', ua: 'assets/messages-core.ua.js' },
      screens: { 'features/x/X': { en: 'assets/messages-X.en.js', ua: 'assets/messages-X.ua.js' } },
    });
    expect([...emitted.keys()]).toHaveLength(4);
  });

  it('are modules in the shape of a compiled .po, holding only their messages', async () => {
    const source = catalogModuleSource(compiled.ua, new Set(['s']));
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
      messages: unknown;
    };
    expect(module.messages).toEqual({ s: ['Вітаю, ', ['name']] });
  });
});

describe('the plugin in a Vite build', () => {
  let root: string;
  let ids: string[];
  let ua: Record<string, unknown>;

  /** A tiny app (the entry, routes with two screens, a shared form, a lazy dialog) using real message ids. */
  const writeApp = (routes: string) => {
    const files: Record<string, string> = {
      'index.html': '<!doctype html><script type="module" src="/src/main.js"></script>',
      'src/t.js': 'export const t = (descriptor) => descriptor.id;',
      'src/main.js': `import { catalogManifest } from ${JSON.stringify(path.join(DASHBOARD, 'src/i18n/catalog-manifest.ts'))};
        import { t } from './t.js';
        globalThis.manifest = catalogManifest;
        t({ id: ${JSON.stringify(ids[0])} });
        import('./routes.js');`,
      'src/routes.js': routes,
      'src/features/form.js': `import { t } from '../t.js'; export const form = () => t({ id: ${JSON.stringify(ids[2])} });`,
      'src/features/a/A.js': `import { t } from '../../t.js'; import { form } from '../form.js';
        export const A = () => [t({ id: ${JSON.stringify(ids[3])} }), form(), import('./Dialog.js')];`,
      'src/features/a/Dialog.js': `import { t } from '../../t.js'; export const D = () => t({ id: ${JSON.stringify(ids[4])} });`,
      'src/features/b/B.js': `import { t } from '../../t.js'; import { form } from '../form.js';
        export const B = () => [t({ id: ${JSON.stringify(ids[5])} }), form()];`,
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
  };
  const routesSource = (names: [string, string]) => `import { t } from './t.js';
    const screen = (name, load) => ({ name, load });
    t({ id: ${JSON.stringify(ids[1])} });
    export const screens = [
      screen('${names[0]}', () => import('./features/a/A.js')),
      screen('${names[1]}', () => import('./features/b/B.js')),
    ];`;

  const build = async () => {
    const plugin = catalogSplit({
      configPath: LINGUI_CONFIG,
      sourceDir: path.join(root, 'src'),
      screensOf: path.join(root, 'src/routes.js'),
    });
    const { build: viteBuild } = await import('vite');
    const output = (await viteBuild({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [plugin],
      build: { write: false, minify: true },
    })) as {
      output: ({ fileName: string } & (
        | { type: 'chunk'; code: string }
        | { type: 'asset'; source: string | Uint8Array }
      ))[];
    };
    return { plugin, files: output.output };
  };

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'plie-catalog-split-'));
    const compiled = await compileCatalogs(LINGUI_CONFIG);
    ids = Object.keys(compiled.en ?? {})
      .sort()
      .slice(0, 6);
    ua = compiled.ua ?? {};
  }, 30_000);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes a core catalog and one per screen, and the manifest naming them into the built code', async () => {
    writeApp(routesSource(['features/a/A', 'features/b/B']));
    const { plugin, files } = await build();
    const catalogOf = async (fileName: string | undefined) => {
      const file = files.find((output) => output.fileName === fileName);
      if (file?.type !== 'asset') throw new Error(`No catalog ${fileName}`);
      const url = `data:text/javascript,${encodeURIComponent(String(file.source))}`;
      return ((await import(url)) as { messages: Record<string, unknown> }).messages;
    };
    const [core, screenA] =
      plugin.api.catalogPreloads('ua', [path.join(root, 'src/features/a/A.js')])?.files ?? [];
    const [, screenB] =
      plugin.api.catalogPreloads('ua', [path.join(root, 'src/features/b/B.js')])?.files ?? [];
    const pick = (indexes: number[]) =>
      Object.fromEntries(indexes.map((index) => [ids[index], ua[ids[index] as string]]));
    expect(await catalogOf(core)).toEqual(pick([0, 1]));
    expect(await catalogOf(screenA)).toEqual(pick([2, 3, 4]));
    expect(await catalogOf(screenB)).toEqual(pick([2, 5]));
    const code = files.flatMap((output) => (output.type === 'chunk' ? [output.code] : [])).join('\n');
    expect(code).not.toContain('__PLIE_CATALOG_MANIFEST__');
    expect(code).toContain(`${core}`);
    expect(code).toContain(`${screenA}`);
  }, 30_000);

  it('fails the build where routes name a screen they do not import', async () => {
    writeApp(routesSource(['features/a/A', 'features/c/C']));
    await expect(build()).rejects.toThrow(
      /screen\('features\/c\/C', …\) names no module the routes import lazily/,
    );
  }, 30_000);
});
