/**
 * The plumbing of the local AWS gateway: reading a request body (bounded), passing a request on to
 * a stand-in and streaming its answer back, and writing the gateway's own answers.
 */
import { randomUUID } from 'node:crypto';
import {
  Agent,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http';

export class BodyTooLarge extends Error {
  override readonly name = 'BodyTooLarge';
}

/** Reads the whole body; rejects with BodyTooLarge past `limit` bytes (the rest is drained, not kept). */
export const readBody = (req: IncomingMessage, limit: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(new BodyTooLarge(`The request body is larger than ${limit} bytes`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () =>
      tooLarge
        ? reject(new BodyTooLarge(`The request body is larger than ${limit} bytes`))
        : resolve(Buffer.concat(chunks, size)),
    );
    req.on('error', reject);
  });

const keepAlive = new Agent({ keepAlive: true, maxSockets: 64 });

/** Headers that belong to one connection, not to the request (RFC 9110 §7.6.1), plus `expect`. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'expect',
]);

const endToEnd = (headers: IncomingHttpHeaders): Record<string, string | string[]> => {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
};

export interface ForwardOptions {
  /** The stand-in's endpoint, e.g. http://127.0.0.1:8000 */
  upstream: string;
  method?: string;
  /** Path and query to ask for; default the request's own. */
  path?: string;
  /** Request headers to set or replace (after the request's own). */
  headers?: Record<string, string>;
  /** The body, when already read; otherwise the request is streamed through. */
  body?: Buffer;
  /** Decides the answer's headers from the stand-in's (e.g. adds CORS). */
  responseHeaders?: (headers: Record<string, string | string[]>) => Record<string, string | string[]>;
}

/** Passes the request to a stand-in and streams its answer back; a stand-in that is down gives a 502. */
export const forward = (req: IncomingMessage, res: ServerResponse, options: ForwardOptions): Promise<void> =>
  new Promise((resolve) => {
    const target = new URL(options.upstream);
    const headers: Record<string, string | string[]> = { ...endToEnd(req.headers), host: target.host };
    if (options.body) headers['content-length'] = String(options.body.length);
    Object.assign(headers, options.headers);
    const outgoing = request(
      {
        agent: keepAlive,
        hostname: target.hostname,
        port: target.port,
        method: options.method ?? req.method,
        path: options.path ?? req.url,
        headers,
      },
      (answer) => {
        let answerHeaders = endToEnd(answer.headers);
        if (options.responseHeaders) answerHeaders = options.responseHeaders(answerHeaders);
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
        answer.on('end', resolve);
        answer.on('error', () => {
          res.destroy();
          resolve();
        });
      },
    );
    outgoing.on('error', (error) => {
      if (!res.headersSent) {
        send(
          res,
          502,
          { 'content-type': 'text/plain' },
          `The local stand-in at ${options.upstream} did not answer: ${error.message}`,
        );
      } else {
        res.destroy();
      }
      resolve();
    });
    if (options.body) outgoing.end(options.body);
    else req.pipe(outgoing);
  });

/** One request to a stand-in whose answer the gateway reshapes (small answers only: it is read whole). */
export const exchange = (
  upstream: string,
  init: { method: string; path: string; headers: Record<string, string>; body?: Buffer },
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> =>
  new Promise((resolve, reject) => {
    const target = new URL(upstream);
    const outgoing = request(
      {
        agent: keepAlive,
        hostname: target.hostname,
        port: target.port,
        method: init.method,
        path: init.path,
        headers: { ...init.headers, host: target.host, 'content-length': String(init.body?.length ?? 0) },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });

export const send = (
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body?: string | Buffer,
): void => {
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
  res.writeHead(status, { ...headers, 'content-length': String(payload?.length ?? 0) });
  res.end(payload);
};

export const newRequestId = (): string => randomUUID();

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
