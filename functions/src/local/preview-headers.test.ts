/** The local production preview sends CloudFront's security headers, per path (a real Vite preview server). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSecurityHeaders } from '../web-headers';
import { previewSecurityHeaders } from './preview-headers';
import { freePort } from './stand-ins';

const sources = { uploadsOrigin: 'http://127.0.0.1:4569', connectOrigins: ['http://127.0.0.1:4569'] };
const root = mkdtempSync(join(tmpdir(), 'plie-preview-headers-'));
let server: PreviewServer;
let origin: string;

beforeAll(async () => {
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>Plié</title>');
  writeFileSync(join(root, 'dist', 'assets', 'index-abc123.js'), 'export {};');
  const vite = await import('vite');
  const port = await freePort();
  server = await vite.preview({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [
      // As the local server answers a page by its copy: the URL rewritten before the headers are set.
      {
        name: 'rewrite-to-copy',
        configurePreviewServer: (preview) => {
          preview.middlewares.use((request, _response, next) => {
            if (request.url?.startsWith('/embed/schedule/')) request.url = '/index.html';
            next();
          });
        },
      },
      previewSecurityHeaders(sources),
    ],
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const headersOf = async (path: string) => {
  const response = await fetch(`${origin}${path}`);
  expect(response.status, path).toBe(200);
  return response.headers;
};

describe('previewSecurityHeaders', () => {
  it.each(['/', '/login', '/schedule?country=PL&city=Krak%C3%B3w', '/assets/index-abc123.js'])(
    'sends the dashboard’s headers (framed by nobody) on %s',
    async (path) => {
      const headers = await headersOf(path);
      for (const [name, value] of Object.entries(pageSecurityHeaders(sources, 'deny'))) {
        expect(headers.get(name), name).toBe(value);
      }
    },
  );

  it('sends the embed pages’ headers (framed by any site) under /embed/, by the path asked for, not the copy that answers it', async () => {
    const headers = await headersOf('/embed/schedule/salsa-club');
    expect(headers.get('content-security-policy')).toBe(
      pageSecurityHeaders(sources, 'any-site')['Content-Security-Policy'],
    );
    expect(headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(headers.get('x-frame-options')).toBeNull();
  });
});
