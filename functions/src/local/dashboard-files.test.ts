import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardFileAccess } from './dashboard-files';
import { freePort } from './stand-ins';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** A data folder of the default kind (`.data/…` in the repository), with a key file like the real one. */
const dataDir = resolve(repoRoot, `.data/files-test-${process.pid}`);
/** A data folder set elsewhere in the served tree (PLIE_DATA_DIR=dashboard/…). */
const customDataDir = resolve(repoRoot, `dashboard/local-data-${process.pid}`);

let server: ViteDevServer;
let origin: string;

beforeAll(async () => {
  for (const folder of [dataDir, customDataDir]) {
    mkdirSync(resolve(folder, 'dynamodb'), { recursive: true });
    writeFileSync(resolve(folder, 'jwt-signing-key.json'), '{"privateJwk":"secret"}');
    writeFileSync(resolve(folder, 'dynamodb/shared-local-instance.db'), 'every e-mail');
  }
  const vite = await import('vite');
  const port = await freePort();
  server = await vite.createServer({
    configFile: resolve(repoRoot, 'dashboard/vite.config.ts'),
    root: resolve(repoRoot, 'dashboard'),
    logLevel: 'silent',
    server: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      hmr: false,
      fs: dashboardFileAccess(repoRoot, customDataDir),
    },
  });
  await server.listen();
  origin = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(customDataDir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, text: await response.text() };
};

describe("the dashboard's dev server", () => {
  it.each([
    ['the signing key in the default data folder', `${dataDir}/jwt-signing-key.json`],
    ['the database file', `${dataDir}/dynamodb/shared-local-instance.db`],
    ['the signing key in a data folder set inside the dashboard', `${customDataDir}/jwt-signing-key.json`],
    ['the API sources', `${repoRoot}/functions/src/config.ts`],
    ['the root package manifest', `${repoRoot}/package.json`],
  ])('never serves %s', async (_, file) => {
    const response = await get(`/@fs${file}`);
    expect(response.status).toBe(403);
    expect(response.text).not.toContain('secret');
    expect(response.text).not.toContain('every e-mail');
  });

  it('serves what the dashboard is built from', async () => {
    expect((await get(`/@fs${repoRoot}/shared/src/constants.ts`)).status).toBe(200);
    expect((await get('/')).status).toBe(200);
  });
});
