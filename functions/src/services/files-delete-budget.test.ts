/**
 * A request deleting images never waits a hanging store's full limits: after a short budget the
 * keys left go to the outbox (`deleteFiles`), so an account deletion that deletes several studios'
 * images stays inside its Lambda's limit. Here the store takes the connection and never answers,
 * with the product's own outbound limits (1 s to connect, 2 s per request, 3 attempts: ~6 s a call).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../config';
import { deleteFilesMessageId, deleteStoredImages } from './files';
import { getOutboxMessage } from './outbox';

const hanging = await vi.hoisted(async () => {
  const { createServer: create } = await import('node:http');
  const held = new Set<import('node:http').ServerResponse>();
  const server = create((_request, response) => {
    held.add(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  Object.assign(process.env, {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    OUTBOUND_CONNECTION_TIMEOUT_MS: '1000',
    OUTBOUND_REQUEST_TIMEOUT_MS: '2000',
    OUTBOUND_MAX_ATTEMPTS: '3',
  });
  (await import('../config')).resetConfig();
  return { server, held };
});

afterAll(async () => {
  for (const response of hanging.held) response.destroy();
  hanging.server.closeAllConnections();
  await new Promise((resolve) => hanging.server.close(resolve));
  resetConfig();
});

describe('deleting images while the store hangs', () => {
  it('gives up after its budget (not ~6 s a call) and leaves every key to one outbox message', async () => {
    const publicUrl = process.env.UPLOAD_PUBLIC_URL!;
    const urls = [`${publicUrl}/studios/s1/logo-1.png`, `${publicUrl}/studios/s1/banner-1.png`];
    const started = Date.now();
    const left = await deleteStoredImages(urls);
    const took = Date.now() - started;
    expect(left).toEqual(['studios/s1/logo-1.png', 'studios/s1/banner-1.png']);
    expect(took).toBeLessThan(4_000);
    const message = await getOutboxMessage(deleteFilesMessageId(left));
    expect(message?.params).toEqual({ keys: left });
  });
});
