/**
 * In AWS the API is served at the site's `/api/*` by CloudFront, which counts floods per viewer
 * address (TRUSTED_PROXY_COUNT) and adds a secret header (ORIGIN_VERIFY_HEADER) to every request
 * it forwards. The `execute-api` URL stays reachable, so a request without that header came
 * around CloudFront (with a forged X-Forwarded-For, say): it is refused. A function without the
 * origin-verify secret (the local runtime, tests) has no CloudFront in front and accepts all.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_VERIFY_HEADER } from './secret-names';
import { hasSecret, loadedSecret } from './secrets';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request came through CloudFront (always true without the origin-verify secret). */
export const cameThroughOrigin = (event: APIGatewayProxyEventV2): boolean => {
  if (!hasSecret('originVerify')) return true;
  const header = event.headers?.[ORIGIN_VERIFY_HEADER];
  // Digests first: equal lengths for timingSafeEqual, and nothing about the secret's length leaks.
  return header !== undefined && timingSafeEqual(digest(header), digest(loadedSecret('originVerify')));
};
