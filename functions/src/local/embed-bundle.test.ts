import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedFileOf, serveEmbedFile } from './embed-bundle';

const dir = mkdtempSync(join(tmpdir(), 'plie-embed-'));
const script = `export const widget = "${'plie '.repeat(400)}";\n`;
writeFileSync(join(dir, 'plie.js'), script);
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) =>
    serveEmbedFile(dir, request, response, () => {
      response.writeHead(418);
      response.end();
    }),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** A raw GET (fetch would decode the body itself), with the response's headers and bytes. */
const get = (path: string, acceptEncoding?: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    const request = httpGet(
      `${origin}${path}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', fail);
  });

describe('the script-tag files in the local runtime', () => {
  it('are sent compressed as CloudFront sends them: Brotli, else gzip, else as they are', async () => {
    const br = await get('/embed/plie.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(script);
    expect(br.headers['access-control-allow-origin']).toBe('*');

    const gzip = await get('/embed/plie.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(script);

    const plain = await get('/embed/plie.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(script);
  });

  it('answers 404 for a missing file and leaves other addresses to the dashboard', async () => {
    expect((await get('/embed/nothing.js', 'br')).status).toBe(404);
    expect((await get('/embed/schedule/berlin_move')).status).toBe(418);
    expect(embedFileOf('/embed/../secrets.js')).toBeUndefined();
  });
});
