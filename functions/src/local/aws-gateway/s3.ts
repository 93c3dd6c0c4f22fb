/**
 * S3 in the local AWS gateway, part two: answers a path-style REST request or a browser POST
 * upload as S3 would (signer identified, IAM checked, POST policy verified, CORS), passing what
 * is allowed to the S3 stand-in. Object bodies stream through; only POST forms and multi-object
 * delete requests are read whole.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyPostPolicy } from '../s3-post-policy';
import type { GatewayContext } from './gateway-context';
import { BodyTooLarge, escapeXml, exchange, forward, newRequestId, readBody, send } from './http-io';
import { MalformedForm, parsePostUploadForm } from './multipart-form';
import {
  corsHeadersFor,
  keysOfDeleteRequest,
  preflightHeaders,
  s3AccessChecks,
  s3Error,
  s3TargetOf,
  withCors,
} from './s3-access';

/** The one key the S3 stand-in (s3rver) knows; forwarded requests are re-labelled with it. */
const STAND_IN_ACCESS_KEY = 'S3RVER';
/** The largest POST form the gateway reads (S3 allows 5 GB; uploads here are images of a few MB). */
const MAX_POST_FORM_BYTES = 64 * 1024 * 1024;
const MAX_DELETE_REQUEST_BYTES = 2 * 1024 * 1024;
/** S3 replaces this in a POST form's key with the uploaded file's name. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: S3's literal variable, not a template
const FILENAME_VARIABLE = '${filename}';
/** Object metadata a POST form may set, besides `x-amz-meta-*`. */
const FORM_HEADER_FIELDS = ['cache-control', 'content-disposition', 'content-encoding', 'expires'];

const reply = (
  res: ServerResponse,
  answer: { status: number; headers: Record<string, string>; body: string },
) => send(res, answer.status, answer.headers, answer.body);

/** `X-Amz-Date` + `X-Amz-Expires` of a presigned URL lie in the past. */
const presignedUrlExpired = (query: URLSearchParams, now: Date): boolean => {
  const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(query.get('X-Amz-Date') ?? '');
  const expires = Number(query.get('X-Amz-Expires'));
  if (!date || !Number.isFinite(expires)) return false;
  const [, year, month, day, hour, minute, second] = date.map(Number) as number[];
  const signedAt = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  return signedAt + expires * 1000 < now.getTime();
};

/** A REST request (anything but a browser POST upload); `accessKeyId` is undefined when unsigned. */
export const handleS3Request = async (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  accessKeyId: string | undefined,
  context: GatewayContext,
): Promise<void> => {
  const requestId = newRequestId();
  const cors = corsHeadersFor(req.headers.origin);
  const method = req.method ?? 'GET';
  const target = s3TargetOf(url.pathname);
  if (accessKeyId === undefined) {
    // Public reads of objects, as CloudFront gives them in AWS; nothing else is anonymous.
    if ((method === 'GET' || method === 'HEAD') && target.key !== undefined) {
      return forward(req, res, { upstream: context.upstream.s3, responseHeaders: withCors(cors) });
    }
    req.resume();
    return reply(res, s3Error(403, 'AccessDenied', 'Access Denied', requestId, cors));
  }
  const caller = context.callerOf(accessKeyId);
  if (!caller) {
    req.resume();
    return reply(
      res,
      s3Error(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
        requestId,
        cors,
      ),
    );
  }
  if (presignedUrlExpired(url.searchParams, new Date())) {
    req.resume();
    return reply(res, s3Error(403, 'AccessDenied', 'Request has expired', requestId, cors));
  }
  let body: Buffer | undefined;
  let deletedKeys: string[] | undefined;
  if (method === 'POST' && url.searchParams.has('delete')) {
    body = await readBody(req, MAX_DELETE_REQUEST_BYTES);
    deletedKeys = keysOfDeleteRequest(body.toString('utf8'));
  }
  const copySource = req.headers['x-amz-copy-source'];
  const checks = s3AccessChecks(method, target, url.searchParams, {
    ...(typeof copySource === 'string' ? { copySource } : {}),
    ...(deletedKeys ? { deletedKeys } : {}),
  });
  const denial = await context.authorize(caller, checks);
  if (denial) {
    if (!body) req.resume();
    return reply(res, s3Error(403, 'AccessDenied', denial.message, requestId, cors));
  }
  const relabel = (value: string) => value.replace(/(Credential=|^)[^/=\s,]+\//, `$1${STAND_IN_ACCESS_KEY}/`);
  const headers: Record<string, string> = {};
  if (req.headers.authorization) headers.authorization = relabel(req.headers.authorization);
  let path = req.url ?? '/';
  if (url.searchParams.has('X-Amz-Credential')) {
    const query = new URLSearchParams(url.search);
    query.set('X-Amz-Credential', relabel(query.get('X-Amz-Credential')!));
    path = `${url.pathname}?${query.toString()}`;
  }
  return forward(req, res, {
    upstream: context.upstream.s3,
    path,
    headers,
    ...(body ? { body } : {}),
    responseHeaders: withCors(cors),
  });
};

const fieldOf = (fields: Record<string, string>, name: string): string | undefined =>
  Object.entries(fields).find(([field]) => field.toLowerCase() === name)?.[1];

const objectUrl = (req: IncomingMessage, bucket: string, key: string) =>
  `http://${req.headers.host ?? 'localhost'}/${encodeURIComponent(bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;

/** A browser POST upload (`multipart/form-data` to `/<bucket>`), stored with a PUT to the stand-in. */
export const handleS3PostUpload = async (
  req: IncomingMessage,
  res: ServerResponse,
  bucket: string,
  context: GatewayContext,
): Promise<void> => {
  const requestId = newRequestId();
  const cors = corsHeadersFor(req.headers.origin);
  const fail = (status: number, code: string, message: string) =>
    reply(res, s3Error(status, code, message, requestId, cors));
  let form: ReturnType<typeof parsePostUploadForm>;
  try {
    form = parsePostUploadForm(await readBody(req, MAX_POST_FORM_BYTES), req.headers['content-type'] ?? '');
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return fail(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    if (error instanceof MalformedForm) {
      return fail(
        400,
        'MalformedPOSTRequest',
        'The body of your POST request is not well-formed multipart/form-data.',
      );
    }
    throw error;
  }
  const credential = fieldOf(form.fields, 'x-amz-credential');
  if (!credential) return fail(403, 'AccessDenied', 'Access Denied');
  const accessKeyId = credential.split('/')[0] ?? '';
  const caller = context.callerOf(accessKeyId);
  if (!caller)
    return fail(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  if (!form.file) return fail(400, 'InvalidArgument', 'POST requires exactly one file upload per request.');
  const rawKey = fieldOf(form.fields, 'key');
  if (!rawKey) {
    return fail(
      400,
      'InvalidArgument',
      "Bucket POST must contain a field named 'key'.  If it is specified, please check the order of the fields.",
    );
  }
  const verdict = verifyPostPolicy({
    fields: form.fields,
    fileSize: form.file.data.length,
    bucket,
    now: new Date(),
    secretAccessKeyOf: (id) => context.secretAccessKeyOf(id),
  });
  if (!verdict.ok) return fail(verdict.status, verdict.code, verdict.message);
  const key = rawKey.replaceAll(FILENAME_VARIABLE, form.file.filename ?? '');
  const denial = await context.authorize(caller, [
    { action: 's3:PutObject', resource: `arn:aws:s3:::${bucket}/${key}` },
  ]);
  if (denial) return fail(403, 'AccessDenied', denial.message);

  const headers: Record<string, string> = {
    'content-type': fieldOf(form.fields, 'content-type') ?? 'binary/octet-stream',
  };
  for (const [name, value] of Object.entries(form.fields)) {
    const lower = name.toLowerCase();
    if (lower.startsWith('x-amz-meta-') || FORM_HEADER_FIELDS.includes(lower)) headers[lower] = value;
  }
  const stored = await exchange(context.upstream.s3, {
    method: 'PUT',
    path: `/${encodeURIComponent(bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`,
    headers,
    body: form.file.data,
  });
  if (stored.status !== 200) {
    return send(res, stored.status, { ...cors, 'content-type': 'application/xml' }, stored.body);
  }
  const etag = String(stored.headers.etag ?? '');
  const location = objectUrl(req, bucket, key);
  const answerHeaders = { ...cors, etag, location, 'x-amz-request-id': requestId };
  const redirect = fieldOf(form.fields, 'success_action_redirect') ?? fieldOf(form.fields, 'redirect');
  if (redirect) {
    const to = new URL(redirect);
    to.searchParams.set('bucket', bucket);
    to.searchParams.set('key', key);
    to.searchParams.set('etag', etag);
    return send(res, 303, { ...answerHeaders, location: to.toString() });
  }
  const status = fieldOf(form.fields, 'success_action_status');
  if (status === '201') {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Location>${escapeXml(location)}</Location><Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(key)}</Key><ETag>${escapeXml(etag)}</ETag></PostResponse>`;
    return send(res, 201, { ...answerHeaders, 'content-type': 'application/xml' }, xml);
  }
  return send(res, status === '200' ? 200 : 204, answerHeaders);
};

export const handleS3Preflight = (req: IncomingMessage, res: ServerResponse) => {
  const requestId = newRequestId();
  req.resume();
  if (!req.headers.origin) {
    return reply(
      res,
      s3Error(400, 'BadRequest', 'Insufficient information. Origin request header needed.', requestId, {}),
    );
  }
  if (!req.headers['access-control-request-method']) {
    return reply(
      res,
      s3Error(400, 'BadRequest', 'Invalid Access-Control-Request-Method: null', requestId, {}),
    );
  }
  send(res, 200, {
    ...preflightHeaders(req.headers['access-control-request-headers']),
    'x-amz-request-id': requestId,
  });
};
