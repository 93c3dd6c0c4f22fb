import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` to index.html for the chunks of the given modules (and the
 * chunks they import), which the entry loads with a dynamic `import()` on every start. Vite
 * preloads only what the entry imports statically, so without this such a chunk would start
 * downloading only once the entry has run: one more round trip before the first paint.
 */
export function preloadChunks(options: { modules: string[] }): Plugin {
  const modules = options.modules.map((module) => path.resolve(module));
  let base = '/';
  return {
    name: 'plie:preload-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const files = new Set<string>();
        const add = (fileName: string) => {
          if (files.has(fileName) || fileName === entry?.fileName) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) {
            add(imported);
          }
        };
        for (const module of modules) {
          const chunk = chunks.find(
            (output) => output.facadeModuleId && path.resolve(output.facadeModuleId) === module,
          );
          if (chunk) add(chunk.fileName);
          else this.warn(`No chunk to preload for ${module}`);
        }
        return [...files].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
