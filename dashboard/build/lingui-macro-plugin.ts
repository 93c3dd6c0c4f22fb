import path from 'node:path';
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

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
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[linguiMacro, { linguiConfig }]],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
