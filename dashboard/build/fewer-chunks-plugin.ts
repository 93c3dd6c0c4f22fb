import type { Plugin } from 'vite';

/**
 * Fewer, larger chunks for the browser (issue #18). Rolldown splits every module two lazy screens
 * share into a chunk of its own; the studio page then loaded 82 files, most under 1 kB gzip. Over a
 * phone's network each file costs a round trip more than its bytes (six connections per origin on
 * HTTP/1.1, request overhead on HTTP/2), which Lighthouse's mobile run showed as first paint and LCP:
 * the studio page at 4.3 s LCP with 82 files, 3.2 s with 19 (same bytes, measured in one run).
 * Common chunks under `maxSize` bytes (of source) are therefore copied into each chunk that uses
 * them. The price: a little code downloaded twice when moving between screens.
 *
 * Rolldown's `experimentalInlineCommonChunks` needs `strictExecutionOrder` (modules still run in
 * their source order) and lets entries lose their export signatures, which only the server build
 * of the pre-rendered pages (prerender-plugin.ts) relies on: it keeps Rolldown's defaults.
 */
export function fewerChunks({ maxSize }: { maxSize: number }): Plugin {
  return {
    name: 'plie:fewer-chunks',
    apply: 'build',
    config(_config, env) {
      if (env.isSsrBuild) return;
      return {
        build: {
          rolldownOptions: {
            preserveEntrySignatures: false,
            output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize } } },
          },
        },
      };
    },
  };
}
