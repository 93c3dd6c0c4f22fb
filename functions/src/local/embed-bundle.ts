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
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chooseEncoding } from '../http/compression';

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

/**
 * Answers `/embed/<file>` from `dir` (else calls `next`), compressed as CloudFront compresses it
 * when the browser accepts Brotli or gzip: the sizes a page loads locally are the sizes it loads in AWS.
 */
export const serveEmbedFile = async (
  dir: string,
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
): Promise<void> => {
  const file = embedFileOf(request.url);
  if (!file) return next();
  const type = TYPES[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream';
  let body: Buffer;
  try {
    body = await readFile(join(dir, file));
  } catch {
    response.writeHead(404, {
      'content-type': 'text/plain; charset=utf-8',
      'access-control-allow-origin': '*',
    });
    response.end('Not found');
    return;
  }
  const encoding = chooseEncoding(String(request.headers['accept-encoding'] ?? ''));
  const headers = {
    'content-type': type,
    'access-control-allow-origin': '*',
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
  };
  if (!encoding) {
    response.writeHead(200, headers);
    response.end(body);
    return;
  }
  response.writeHead(200, { ...headers, 'content-encoding': encoding });
  response.end(encoding === 'br' ? brotliCompressSync(body) : gzipSync(body));
};

export const startEmbedBundle = async (repoRoot: string, { watch }: { watch: boolean }) => {
  const script = pathToFileURL(resolve(repoRoot, 'sdk/scripts/embed-build.ts')).href;
  const embed = (await import(script)) as EmbedBuild;
  // Once with the size check; then, when developing, again on every change.
  await embed.buildEmbed();
  const watcher = watch ? await embed.watchEmbed() : undefined;

  const serve = (request: IncomingMessage, response: ServerResponse, next: () => void) =>
    serveEmbedFile(embed.EMBED_OUT_DIR, request, response, next);
  return { serve, stop: async () => watcher?.stop() };
};
