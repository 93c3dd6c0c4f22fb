/**
 * S3 in the local AWS gateway, part one: which IAM actions and resources a path-style REST request
 * needs (object ARN `arn:aws:s3:::<bucket>/<key>`, bucket ARN for listings and bucket settings),
 * and the XML errors and CORS headers S3 answers with.
 */
import { escapeXml } from './http-io';
import type { AccessCheck } from './iam';

export interface S3Target {
  bucket?: string;
  key?: string;
}

/** Bucket and key of a path-style URL (`/<bucket>/<key…>`), decoded. */
export const s3TargetOf = (pathname: string): S3Target => {
  const [, bucket, ...key] = pathname.split('/');
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  return {
    ...(bucket ? { bucket: decode(bucket) } : {}),
    ...(key.length > 0 && key.join('/') !== '' ? { key: key.map(decode).join('/') } : {}),
  };
};

const byQuery = (query: URLSearchParams, table: Record<string, string>, fallback: string): string =>
  Object.entries(table).find(([parameter]) => query.has(parameter))?.[1] ?? fallback;

const objectAction = (method: string, query: URLSearchParams): string => {
  if (query.has('uploadId')) {
    return method === 'DELETE'
      ? 's3:AbortMultipartUpload'
      : method === 'GET'
        ? 's3:ListMultipartUploadParts'
        : 's3:PutObject';
  }
  const settings: Record<string, Record<string, string>> = {
    GET: {
      tagging: 's3:GetObjectTagging',
      acl: 's3:GetObjectAcl',
      retention: 's3:GetObjectRetention',
      'legal-hold': 's3:GetObjectLegalHold',
    },
    PUT: {
      tagging: 's3:PutObjectTagging',
      acl: 's3:PutObjectAcl',
      retention: 's3:PutObjectRetention',
      'legal-hold': 's3:PutObjectLegalHold',
    },
    DELETE: { tagging: 's3:DeleteObjectTagging' },
  };
  const plain: Record<string, string> = {
    GET: 's3:GetObject',
    HEAD: 's3:GetObject',
    PUT: 's3:PutObject',
    POST: 's3:PutObject',
    DELETE: 's3:DeleteObject',
  };
  return byQuery(query, settings[method] ?? {}, plain[method] ?? `s3:${method}Object`);
};

const bucketAction = (method: string, query: URLSearchParams): string => {
  const settings: Record<string, Record<string, string>> = {
    GET: {
      location: 's3:GetBucketLocation',
      cors: 's3:GetBucketCORS',
      policy: 's3:GetBucketPolicy',
      versions: 's3:ListBucketVersions',
      uploads: 's3:ListBucketMultipartUploads',
      website: 's3:GetBucketWebsite',
      lifecycle: 's3:GetLifecycleConfiguration',
    },
    PUT: {
      cors: 's3:PutBucketCORS',
      policy: 's3:PutBucketPolicy',
      website: 's3:PutBucketWebsite',
      lifecycle: 's3:PutLifecycleConfiguration',
    },
    DELETE: {
      cors: 's3:PutBucketCORS',
      policy: 's3:DeleteBucketPolicy',
      website: 's3:DeleteBucketWebsite',
      lifecycle: 's3:PutLifecycleConfiguration',
    },
  };
  const plain: Record<string, string> = {
    GET: 's3:ListBucket',
    HEAD: 's3:ListBucket',
    PUT: 's3:CreateBucket',
    DELETE: 's3:DeleteBucket',
  };
  return byQuery(query, settings[method] ?? {}, plain[method] ?? `s3:${method}Bucket`);
};

/** The keys a multi-object delete (`POST /<bucket>?delete`) names. */
export const keysOfDeleteRequest = (xml: string): string[] =>
  [...xml.matchAll(/<Key>([\s\S]*?)<\/Key>/g)].map((match) =>
    match[1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );

/** The IAM checks of a REST request; `deletedKeys` are those of a multi-object delete. */
export const s3AccessChecks = (
  method: string,
  target: S3Target,
  query: URLSearchParams,
  extra: { copySource?: string; deletedKeys?: string[] } = {},
): AccessCheck[] => {
  if (!target.bucket) return [{ action: 's3:ListAllMyBuckets', resource: '*' }];
  const bucketArn = `arn:aws:s3:::${target.bucket}`;
  if (target.key === undefined) {
    if (method === 'POST' && query.has('delete')) {
      return (extra.deletedKeys ?? []).map((key) => ({
        action: 's3:DeleteObject',
        resource: `${bucketArn}/${key}`,
      }));
    }
    return [{ action: bucketAction(method, query), resource: bucketArn }];
  }
  const checks = [{ action: objectAction(method, query), resource: `${bucketArn}/${target.key}` }];
  if (method === 'PUT' && extra.copySource) {
    const source = decodeURIComponent(extra.copySource.split('?')[0]!.replace(/^\//, ''));
    checks.push({ action: 's3:GetObject', resource: `arn:aws:s3:::${source}` });
  }
  return checks;
};

/** An S3 error document. */
export const s3Error = (
  status: number,
  code: string,
  message: string,
  requestId: string,
  cors: Record<string, string>,
) => ({
  status,
  headers: { ...cors, 'content-type': 'application/xml', 'x-amz-request-id': requestId },
  body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${escapeXml(code)}</Code><Message>${escapeXml(message)}</Message><RequestId>${requestId}</RequestId></Error>`,
});

/**
 * CORS as the upload bucket's rule gives it (any origin: uploads are authorized by their signed
 * policy, downloads are public). Only for requests that carry an Origin, as S3 does.
 */
export const corsHeadersFor = (origin: string | undefined): Record<string, string> =>
  origin
    ? {
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'ETag, Location, x-amz-request-id, x-amz-version-id',
        vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method',
      }
    : {};

export const preflightHeaders = (requestedHeaders: string | undefined): Record<string, string> => ({
  ...corsHeadersFor('*'),
  'access-control-allow-methods': 'GET, HEAD, PUT, POST, DELETE',
  ...(requestedHeaders ? { 'access-control-allow-headers': requestedHeaders } : {}),
  'access-control-max-age': '3000',
});

/** Replaces the upstream's own CORS headers with ours. */
export const withCors =
  (cors: Record<string, string>) =>
  (headers: Record<string, string | string[]>): Record<string, string | string[]> => {
    const kept = Object.fromEntries(
      Object.entries(headers).filter(([name]) => !name.startsWith('access-control-')),
    );
    return { ...kept, ...cors };
  };
