/**
 * The local runtime's fault switch (`PLIE_FAULTS=1 npm start`): `POST /__local/faults` on the API
 * origin sets how the mail (SES) and file (S3) stand-ins behave as the functions see them, so
 * anyone can watch the product ride out an outage. Body `{"mail": mode, "files": mode}`, either key
 * optional, each mode one of `ok`, `refuse`, `error`, `hang` (fault-proxy.ts); the answer is the
 * state after the change. Without PLIE_FAULTS the route does not exist (the API answers its 404),
 * and no Lambda bundle contains it: only start.ts imports this module.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { FAULT_MODES, type FaultProxy, startFaultProxy } from './fault-proxy';

export const FAULTS_PATH = '/__local/faults';

const modeSchema = v.picklist(
  FAULT_MODES,
  (issue) => `must be one of ${FAULT_MODES.join(', ')}, got ${JSON.stringify(issue.input)}`,
);
const NOT_AN_OBJECT = 'The body must be a JSON object such as {"mail": "hang", "files": "ok"}';
const FaultsBody = v.strictObject({ mail: v.optional(modeSchema), files: v.optional(modeSchema) }, (issue) =>
  issue.expected === 'never'
    ? `Unknown key ${JSON.stringify(issue.path?.[0]?.key)}: the body may set only "mail" and "files"`
    : NOT_AN_OBJECT,
);

export type FaultTargets = { mail: FaultProxy; files: FaultProxy };

const answer = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
};

const readText = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= 4096) chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const stateOf = (targets: FaultTargets) => ({ mail: targets.mail.mode(), files: targets.files.mode() });

/**
 * A handler for the API server's local routes: answers `true` when it took the request (the fault
 * switch's path), `false` for every other request (the API's).
 */
export const createFaultSwitch =
  (targets: FaultTargets) =>
  async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== FAULTS_PATH) return false;
    if (req.method !== 'POST') {
      req.resume();
      answer(res, 405, { statusCode: 405, message: `Use POST ${FAULTS_PATH}` }, { allow: 'POST' });
      return true;
    }
    const text = await readText(req);
    let body: unknown;
    try {
      body = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      answer(res, 400, { statusCode: 400, message: 'The body is not valid JSON' });
      return true;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      answer(res, 400, { statusCode: 400, message: NOT_AN_OBJECT });
      return true;
    }
    const parsed = v.safeParse(FaultsBody, body);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const key = issue.path?.map((item) => String(item.key)).join('.');
      const message = key && issue.expected !== 'never' ? `"${key}" ${issue.message}` : issue.message;
      answer(res, 400, { statusCode: 400, message });
      return true;
    }
    if (parsed.output.mail) await targets.mail.setMode(parsed.output.mail);
    if (parsed.output.files) await targets.files.setMode(parsed.output.files);
    answer(res, 200, stateOf(targets));
    return true;
  };

export interface RunningFaultSwitch {
  /** Where the functions reach SES and S3 (through the proxies). */
  mailEndpoint: string;
  filesEndpoint: string;
  /** The API server's local route (`POST /__local/faults`). */
  route: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  stop: () => Promise<void>;
}

/** Starts a fault proxy before the SES and the S3 stand-in, and the switch that sets them. */
export const startFaultSwitch = async (options: {
  host?: string;
  ses: string;
  s3: string;
}): Promise<RunningFaultSwitch> => {
  const mail = await startFaultProxy({ service: 'mail', upstream: options.ses, host: options.host });
  const files = await startFaultProxy({ service: 'files', upstream: options.s3, host: options.host });
  return {
    mailEndpoint: mail.endpoint,
    filesEndpoint: files.endpoint,
    route: createFaultSwitch({ mail, files }),
    stop: async () => {
      await Promise.all([mail.stop(), files.stop()]);
    },
  };
};
