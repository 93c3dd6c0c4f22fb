/**
 * The script-tag bundle in the local runtime: built by the sdk's `scripts/embed-build.ts` (esbuild,
 * rebuilt on every change of its sources) into `sdk/dist/embed/`, and served by the dashboard's
 * server at `/embed/*.js`, as the CDN serves it in AWS: any origin may load it (CORS), and it is
 * never cached stale. Other `/embed/…` addresses (the bare schedule pages) stay the dashboard's.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface EmbedBuild {
  EMBED_OUT_DIR: string;
  buildEmbed: () => Promise<{ englishGzip: number }>;
  watchEmbed: () => Promise<{ stop: () => Promise<void> }>;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** `/embed/plie.js`, `/embed/chunk-….js`, their maps: one file name, nothing else. */
export const embedFileOf = (url: string | undefined): string | undefined => {
  const path = (url ?? '').split(/[?#]/)[0] ?? '';
  const match = /^\/embed\/([\w.-]+\.(?:js|map))$/.exec(path);
  return match && !match[1]?.startsWith('.') ? match[1] : undefined;
};

export const startEmbedBundle = async (repoRoot: string, { watch }: { watch: boolean }) => {
  const script = pathToFileURL(resolve(repoRoot, 'sdk/scripts/embed-build.ts')).href;
  const embed = (await import(script)) as EmbedBuild;
  // Once with the size check; then, when developing, again on every change.
  await embed.buildEmbed();
  const watcher = watch ? await embed.watchEmbed() : undefined;

  const serve = async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const file = embedFileOf(request.url);
    if (!file) return next();
    const type = TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream';
    try {
      const body = await readFile(join(embed.EMBED_OUT_DIR, file));
      response.writeHead(200, {
        'content-type': type,
        'access-control-allow-origin': '*',
        'cache-control': 'no-cache',
      });
      response.end(body);
    } catch {
      response.writeHead(404, {
        'content-type': 'text/plain; charset=utf-8',
        'access-control-allow-origin': '*',
      });
      response.end('Not found');
    }
  };
  return { serve, stop: async () => watcher?.stop() };
};
