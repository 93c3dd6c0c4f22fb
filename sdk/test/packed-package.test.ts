/**
 * The npm package as a consumer gets it: `npm pack` (whose `prepack` builds with tsup), the tarball
 * extracted into a throw-away project's `node_modules/@plie/sdk`, then imported by plain Node and
 * type-checked by `tsc` against the packed declarations only.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Level } from '@plie/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLesson } from '../src/components/lesson-table/make-lesson';

const run = promisify(execFile);
const sdkDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(sdkDir, '..');
/** A consumer's compilers: TypeScript 5.9 (the JS-API one the package's declarations are made with) and 7. */
const tscBins = {
  '5.9': join(repoRoot, 'node_modules/typescript/bin/tsc'),
  '7': join(repoRoot, 'node_modules/typescript-7/bin/tsc'),
} as const;

/** Every file under `dir`, as `/`-separated relative paths, sorted. */
const listFiles = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
};

/** The module specifiers a declaration file imports or references. */
const specifiersOf = (dts: string): string[] =>
  [
    ...dts.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g),
    ...dts.matchAll(/\/\/\/\s*<reference\s+(?:path|types)\s*=\s*['"]([^'"]+)['"]/g),
  ].map((match) => match[1] as string);

/** Every file target of an `exports` map, with the conditions that lead to it. */
const exportTargets = (
  value: unknown,
  conditions: string[] = [],
): { conditions: string[]; target: string }[] => {
  if (typeof value === 'string') return [{ conditions, target: value }];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => exportTargets(inner, [...conditions, key]));
  }
  return [];
};

let work: string;
let project: string;
let pkgDir: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'plie-sdk-pack-'));
  const packs = join(work, 'packs');
  await mkdir(packs);
  // No `--json`: the prepack build writes to stdout too. The tarball is the one file in `packs`.
  await run('npm', ['pack', '--pack-destination', packs], { cwd: sdkDir, maxBuffer: 16 * 1024 * 1024 });
  const tarballs = (await readdir(packs)).filter((name) => name.endsWith('.tgz'));
  expect(tarballs).toHaveLength(1);
  await run('tar', ['-xzf', join(packs, tarballs[0]!), '-C', work]);

  project = join(work, 'consumer');
  pkgDir = join(project, 'node_modules/@plie/sdk');
  await mkdir(dirname(pkgDir), { recursive: true });
  await rename(join(work, 'package'), pkgDir);
  // The dependencies and peers a consumer installs next to the package (the components' too).
  for (const name of ['valibot', 'react', 'react-dom', '@emotion/react', '@types/react']) {
    await mkdir(dirname(join(project, 'node_modules', name)), { recursive: true });
    await symlink(join(repoRoot, 'node_modules', name), join(project, 'node_modules', name), 'dir');
  }
  await writeFile(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
}, 120_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the packed @plie/sdk', { timeout: 120_000 }, () => {
  it('holds the build, the script-tag bundle, the README, package.json and custom-elements.json, and nothing else', async () => {
    const files = await listFiles(pkgDir);
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'dist/index.d.ts',
        'dist/index.js',
        'dist/components.d.ts',
        'dist/components.js',
        'dist/elements.d.ts',
        'dist/embed/plie.js',
        'custom-elements.json',
        'package.json',
      ]),
    );
    for (const file of files) {
      expect(file).toMatch(
        /^(README\.md|package\.json|custom-elements\.json|dist\/(embed\/)?[\w.-]+\.(js|d\.ts|js\.map))$/,
      );
      expect(file).not.toMatch(/(^|\/)(src|test)\/|\.test\./);
    }
  });

  it('has exports that point at packed files', async () => {
    const pkg = JSON.parse(await readFile(join(pkgDir, 'package.json'), 'utf8'));
    expect(pkg.name).toBe('@plie/sdk');
    expect(pkg.type).toBe('module');
    expect(pkg.dependencies).toHaveProperty('valibot');
    expect(Object.keys(pkg.dependencies ?? {})).not.toContain('@plie/shared');
    // `types` must come before `import` for TypeScript to pick it.
    expect(Object.keys(pkg.exports['.'])).toEqual(['plie-source', 'types', 'import']);
    expect(Object.keys(pkg.exports['./components'])).toEqual(['plie-source', 'types', 'import']);
    expect(pkg.dependencies).toHaveProperty('@emotion/react');
    const targets = exportTargets(pkg.exports);
    expect(targets.length).toBeGreaterThan(0);
    for (const { conditions, target } of targets) {
      // `plie-source` is the monorepo's own condition (TypeScript sources for workspaces and tests);
      // consumers never enable it, so its target is not packed.
      if (conditions.includes('plie-source')) continue;
      expect(target, conditions.join('.')).toMatch(/^\.\/(dist\/|custom-elements\.json$)/);
      expect(existsSync(join(pkgDir, target)), `${conditions.join('.')} → ${target}`).toBe(true);
    }
    expect(existsSync(join(pkgDir, pkg.types))).toBe(true);
  });

  it('has self-contained declarations: only valibot, react and emotion stay external', async () => {
    const declarations = (await listFiles(pkgDir)).filter((file) => file.endsWith('.d.ts'));
    expect(declarations).toContain('dist/index.d.ts');
    for (const file of declarations) {
      const text = await readFile(join(pkgDir, file), 'utf8');
      expect(text, file).not.toContain('@plie/shared');
      for (const specifier of specifiersOf(text)) {
        if (specifier.startsWith('.')) {
          const target = resolve(dirname(join(pkgDir, file)), specifier);
          expect(relative(join(pkgDir, 'dist'), target), `${file} imports ${specifier}`).not.toMatch(/^\.\./);
          const candidates = [
            target,
            `${target}.d.ts`,
            target.replace(/\.js$/, '.d.ts'),
            join(target, 'index.d.ts'),
          ];
          expect(
            candidates.some((candidate) => candidate.endsWith('.d.ts') && existsSync(candidate)),
            `${file} imports ${specifier}`,
          ).toBe(true);
        } else {
          expect(
            ['valibot', 'react', 'react/jsx-runtime', '@emotion/react', '@emotion/react/jsx-runtime'],
            `${file} imports ${specifier}`,
          ).toContain(specifier);
        }
      }
    }
    // The contract is inlined: its operations are declared in the bundle's declarations.
    const all = (await Promise.all(declarations.map((file) => readFile(join(pkgDir, file), 'utf8')))).join(
      '\n',
    );
    expect(all).toContain('searchCities');
    expect(all).toContain('"/api/city/search"');
  });

  it('runs under plain Node: builds requests and throws ApiError', async () => {
    const script = `
      const sdk = await import(${JSON.stringify(new URL('node_modules/@plie/sdk/dist/index.js', `file://${project}/`).href)});
      const requests = [];
      let answer = Response.json([{ name: 'Kraków', country: 'Poland', countryCode: 'PL' }]);
      const fakeFetch = async (url, init) => {
        requests.push({ url: String(url), method: init.method, accept: new Headers(init.headers).get('accept') });
        return answer;
      };
      const client = sdk.createClient({ baseUrl: 'http://api.test', fetch: fakeFetch });
      const cities = await client.locations.searchCities({ query: { q: 'Kra', limit: 5 } });
      answer = Response.json({ statusCode: 404, error: 'Not Found', message: 'msg' }, { status: 404 });
      const error = await client.locations.listCities({ params: { country: 'Atlantis' } }).catch((e) => e);
      console.log(JSON.stringify({
        exports: Object.keys(sdk).sort(),
        requests,
        cities,
        error: {
          isApiError: error instanceof sdk.ApiError,
          isError: error instanceof Error,
          name: error.name,
          status: error.status,
          message: error.message,
          body: error.body,
        },
      }));
    `;
    const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', script], {
      cwd: project,
    });
    const result = JSON.parse(stdout);
    expect(result.exports).toEqual(['ApiError', 'createClient']);
    expect(result.requests).toEqual([
      { url: 'http://api.test/api/city/search?q=Kra&limit=5', method: 'GET', accept: 'application/json' },
      { url: 'http://api.test/api/city/Atlantis', method: 'GET', accept: 'application/json' },
    ]);
    expect(result.cities).toEqual([{ name: 'Kraków', country: 'Poland', countryCode: 'PL' }]);
    expect(result.error).toEqual({
      isApiError: true,
      isError: true,
      name: 'ApiError',
      status: 404,
      message: 'msg',
      body: { statusCode: 404, error: 'Not Found', message: 'msg' },
    });
  });

  it('renders the packed LessonTable under plain Node with React', async () => {
    const lesson = makeLesson({ attendeeCount: 18, capacity: 18, level: Level.Beginner });
    const script = `
      const components = await import(${JSON.stringify(new URL('node_modules/@plie/sdk/dist/components.js', `file://${project}/`).href)});
      const { createElement } = await import('react');
      const { renderToStaticMarkup } = await import('react-dom/server');
      const html = renderToStaticMarkup(createElement(components.LessonTable, {
        lessons: [${JSON.stringify(lesson)}],
        now: new Date('2026-03-10T18:30:00Z'),
        language: 'pl',
        layout: 'table',
        viewerTimeZone: 'Europe/Warsaw',
      }));
      console.log(JSON.stringify({
        exports: Object.keys(components),
        table: html.includes('</table>'),
        current: html.includes('aria-current="time"'),
        polish: html.includes('Instruktor') && html.includes('Komplet') && html.includes('Iryna Kovalenko'),
        styled: /<style[^>]*>/.test(html),
        theme: Object.keys(components.createTheme().colors.level),
      }));
    `;
    const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', script], {
      cwd: project,
    });
    const result = JSON.parse(stdout);
    expect(result.exports).toEqual(
      expect.arrayContaining([
        'LessonTable',
        'SdkLanguageProvider',
        'createTheme',
        'useNow',
        'useSdkMessages',
      ]),
    );
    expect(result).toMatchObject({ table: true, current: true, polish: true, styled: true });
    expect(result.theme).toEqual(['beginner', 'intermediate', 'pro', 'open']);
  });

  it('type-checks a consumer against the packed declarations (node16 resolution with TypeScript 5.9, bundler with 7)', async () => {
    await writeFile(
      join(project, 'consumer.ts'),
      `import { ApiError, type ClientOptions, createClient, type PlieClient } from '@plie/sdk';
import { createTheme, type LessonTableProps, LessonTable, type PlieTheme } from '@plie/sdk/components';
import { type PlieSignupDetail, WIDGETS } from '@plie/sdk/elements';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(): T | undefined => undefined;

const options: ClientOptions = { baseUrl: 'http://api.test', getToken: () => null, getLanguage: () => 'pl' };
const client: PlieClient = createClient(options);

export async function use(): Promise<void> {
  const cities = await client.locations.searchCities({ query: { q: 'Kra' } });
  assertType<Equal<typeof cities, { name: string; country: string; countryCode: string }[]>>();
  // @ts-expect-error The answer is typed, not any.
  const wrong: number = cities;
  // @ts-expect-error An unknown query field (and the required q is missing).
  await client.locations.searchCities({ query: { nope: 1 } });
  // @ts-expect-error The query is required.
  await client.locations.searchCities();
  // @ts-expect-error Path params are required.
  await client.locations.listCities({});
  // @ts-expect-error No such operation.
  await client.locations.nope();
  // @ts-expect-error The body is typed.
  await client.auth.checkUsername({ body: { username: 1 } });

  const { valid } = await client.auth.checkUsername({ body: { username: 'marta' } });
  assertType<Equal<typeof valid, boolean>>();
  const countries = await client.locations.listCountries();
  assertType<Equal<(typeof countries)[number], { countryName: string; code: string }>>();
  const table: LessonTableProps = { lessons: [], now: new Date(), language: 'pl', layout: 'list' };
  // @ts-expect-error Only the product's languages.
  const german: LessonTableProps = { lessons: [], now: new Date(), language: 'de' };
  const theme: PlieTheme = createTheme({ primaryColor: 'orange', scheme: 'dark' });
  console.log(LessonTable(table), german, theme.colors.level.pro.text);
  const avatar = await client.users.uploadAvatar({ file: new Blob([]), fileName: 'me.png' });
  assertType<Equal<typeof avatar, { avatarUrl: string }>>();

  // The widgets' tags and events are typed on the DOM.
  const schedule = document.createElement('plie-schedule');
  schedule.studio = 'rytm_krakow';
  schedule.addEventListener('plie-signup', (event) => {
    assertType<Equal<typeof event.detail, PlieSignupDetail>>();
    console.log(event.detail.attendance.id, event.detail.lesson.name);
  });
  const join = document.querySelector('plie-group-join');
  console.log(join?.group, WIDGETS.map((widget) => widget.tag));
  // @ts-expect-error No such attribute property.
  schedule.nope = 1;

  try {
    await client.locations.listCities({ params: { country: 'PL' }, query: { q: 'Kr' } });
  } catch (error) {
    if (error instanceof ApiError) {
      assertType<Equal<typeof error.status, number>>();
      const message: string = error.body.message;
      console.log(message, wrong);
    }
  }
}
`,
    );
    const base = {
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      skipDefaultLibCheck: true,
      target: 'ES2022',
      lib: ['ES2022', 'DOM'],
      types: [],
    };
    await writeFile(
      join(project, 'tsconfig.node16.json'),
      JSON.stringify({
        compilerOptions: { ...base, module: 'Node16', moduleResolution: 'Node16' },
        files: ['consumer.ts'],
      }),
    );
    await writeFile(
      join(project, 'tsconfig.bundler.json'),
      JSON.stringify({
        compilerOptions: { ...base, module: 'ESNext', moduleResolution: 'Bundler' },
        files: ['consumer.ts'],
      }),
    );
    // Each resolution with one of the compilers (both with 5.9 took 18 s of the suite's longest file).
    for (const [config, compiler] of [
      ['tsconfig.node16.json', '5.9'],
      ['tsconfig.bundler.json', '7'],
    ] as const) {
      // Exits non-zero on a type error; its diagnostics are on stdout either way.
      const { stdout } = await run(
        process.execPath,
        [tscBins[compiler], '-p', config, '--pretty', 'false', '--listFiles'],
        {
          cwd: project,
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }));
      const lines = stdout.split('\n').filter(Boolean);
      expect(
        lines.filter((line) => !line.startsWith('/')),
        `${config} (TypeScript ${compiler})`,
      ).toEqual([]);
      // The types come from the packed package, not from the monorepo's sources.
      for (const entry of ['index', 'components']) {
        expect(
          lines.some((file) => file.endsWith(`/node_modules/@plie/sdk/dist/${entry}.d.ts`)),
          `${config}: ${entry}`,
        ).toBe(true);
      }
      expect(lines.filter((file) => file.includes('/shared/src/') || file.includes('/sdk/src/'))).toEqual([]);
    }
  });
});
