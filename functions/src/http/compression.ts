/**
 * Compressed answers (issue #18: a page of lessons is ~30 kB of JSON, ~4 kB compressed). CloudFront
 * compresses only what it may cache, and no API answer is cached (they carry personal data), so
 * the function compresses its own answer when the caller accepts it: Brotli, else gzip. The local
 * runtime runs the same code, so `npm start` sends what AWS sends.
 *
 * Not compressed: small answers (the headers would outweigh the saving), answers already binary,
 * and the answers of `/api/auth/*`, which carry tokens next to what the caller sent: compressing a
 * secret beside attacker-chosen text lets an eavesdropper guess it from the sizes (BREACH).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Below this many bytes an answer goes as it is. */
export const MIN_COMPRESSED_BYTES = 1024;

/** Brotli's quality: 4 compresses a page of lessons ~7× in about a millisecond (11 would take tens). */
const BROTLI_QUALITY = 4;

const NEVER_COMPRESSED = /^\/api\/auth(\/|$)/;

export interface TextResult {
  statusCode: number;
  headers: Record<string, string>;
  body?: string | undefined;
  isBase64Encoded?: boolean | undefined;
}

const headerOf = (event: APIGatewayProxyEventV2, name: string): string =>
  Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';

/** The encoding to use, from `Accept-Encoding` (q=0 refuses one). */
export const chooseEncoding = (acceptEncoding: string): 'br' | 'gzip' | undefined => {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
};

/** `result`, compressed when the caller accepts it and it is worth it. */
export const compressResult = <Result extends TextResult>(
  event: APIGatewayProxyEventV2,
  result: Result,
): Result => {
  const { body } = result;
  if (body === undefined || result.isBase64Encoded || Buffer.byteLength(body) < MIN_COMPRESSED_BYTES)
    return result;
  if (NEVER_COMPRESSED.test(event.rawPath ?? '')) return result;
  if (Object.keys(result.headers).some((name) => name.toLowerCase() === 'content-encoding')) return result;
  const encoding = chooseEncoding(headerOf(event, 'accept-encoding'));
  if (!encoding) return { ...result, headers: { ...result.headers, vary: 'accept-encoding' } };
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzipSync(body);
  return {
    ...result,
    headers: { ...result.headers, 'content-encoding': encoding, vary: 'accept-encoding' },
    body: compressed.toString('base64'),
    isBase64Encoded: true,
  };
};
