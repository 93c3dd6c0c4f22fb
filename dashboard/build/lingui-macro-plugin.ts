import path from 'node:path';
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

type BabelResult = NonNullable<Awaited<ReturnType<typeof transformAsync>>>;
type Compiled = { code: string; map: BabelResult['map'] } | null;
type CompiledFile = { source: string; compiled: Promise<Compiled> };

/**
 * The last compilation of each file in this process: the build compiles each file twice from the same
 * source (the client build, then the server build that pre-renders pages: prerender-plugin.ts). One
 * entry per file (a dev server's edits replace it). Kept on `globalThis`, as each build loads this
 * module anew with its configuration.
 */
const processWide = globalThis as { plieLinguiMacroCompiledFiles?: Map<string, CompiledFile> };
processWide.plieLinguiMacroCompiledFiles ??= new Map();
const compiledFiles = processWide.plieLinguiMacroCompiledFiles;

/**
 * Compiles Lingui macros (`@lingui/react/macro`, `@lingui/core/macro`) with Babel before
 * anything else sees the file. Vite 8's plugin-react has no Babel, and `@rolldown/plugin-babel`
 * needs Node 22, so this small plugin runs `@babel/core` only on the dashboard's own sources
 * that import a Lingui macro; TypeScript and JSX are parsed, left in place for Vite (oxc).
 */
export function linguiMacros(options: { configPath: string; sourceDir: string }): Plugin {
  const linguiConfig = getConfig({ configPath: options.configPath });
  const sourceDir = path.resolve(options.sourceDir) + path.sep;
  return {
    name: 'plie:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(sourceDir) || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      if (!code.includes('@lingui/') || !/@lingui\/(react|core)\/macro/.test(code)) return null;
      let compiled = compiledFiles.get(file)?.source === code ? compiledFiles.get(file)?.compiled : undefined;
      if (!compiled) {
        compiled = transformAsync(code, {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          plugins: [[linguiMacro, { linguiConfig }]],
        }).then((result) => (result?.code ? { code: result.code, map: result.map } : null));
        compiledFiles.set(file, { source: code, compiled });
        // A failure is not kept: the next build compiles the file again.
        compiled.catch(() => compiledFiles.delete(file));
      }
      return await compiled;
    },
  };
}
