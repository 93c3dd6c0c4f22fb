import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestEvent } from '../../test/api';
import { chooseEncoding, compressResult, MIN_COMPRESSED_BYTES, type TextResult } from './compression';

const page = JSON.stringify({
  items: Array.from({ length: 50 }, (_, i) => ({ id: `lesson-${i}`, name: 'Salsa' })),
});
const answer = (body: string, headers: Record<string, string> = {}): TextResult & { body: string } => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body,
});
const event = (path: string, acceptEncoding?: string) =>
  createTestEvent({
    path,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed API answers', () => {
  it('sends a big answer in Brotli when the caller accepts it, the same JSON once decoded', () => {
    const result = compressResult(event('/api/lesson/search', 'gzip, deflate, br, zstd'), answer(page));
    expect(result.headers['content-encoding']).toBe('br');
    expect(result.headers.vary).toBe('accept-encoding');
    expect(result.isBase64Encoded).toBe(true);
    const bytes = Buffer.from(result.body, 'base64');
    expect(bytes.length).toBeLessThan(page.length / 4);
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(page);
  });

  it('sends gzip to a caller that takes only gzip, and nothing compressed to one that takes neither', () => {
    const gzipped = compressResult(event('/api/lesson/search', 'gzip'), answer(page));
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.from(gzipped.body, 'base64')).toString('utf8')).toBe(page);

    const plain = compressResult(event('/api/lesson/search'), answer(page));
    expect(plain.body).toBe(page);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
  });

  it('leaves small answers, binary answers and already encoded ones as they are', () => {
    const small = '{"ok":true}';
    expect(small.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(compressResult(event('/api/style', 'br'), answer(small))).toEqual(answer(small));
    const binary = { ...answer(Buffer.from(page).toString('base64')), isBase64Encoded: true };
    expect(compressResult(event('/api/user/me/export', 'br'), binary)).toEqual(binary);
    const encoded = answer(page, { 'Content-Encoding': 'identity' });
    expect(compressResult(event('/api/lesson/search', 'br'), encoded)).toEqual(encoded);
  });

  it('never compresses the answers of /api/auth/*, which carry tokens beside what the caller sent (BREACH)', () => {
    const tokens = answer(JSON.stringify({ accessToken: 'x'.repeat(2000), email: 'attacker-chosen' }));
    expect(compressResult(event('/api/auth/login', 'br'), tokens)).toEqual(tokens);
    expect(compressResult(event('/api/auth', 'br'), tokens)).toEqual(tokens);
    expect(compressResult(event('/api/authors', 'br'), tokens).headers['content-encoding']).toBe('br');
  });

  it('reads Accept-Encoding with its weights: q=0 refuses an encoding', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0')).toBeUndefined();
    expect(chooseEncoding('BR')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('')).toBeUndefined();
  });
});
