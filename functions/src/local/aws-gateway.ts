/**
 * The local "AWS front door" (issue #14, point 1): one HTTP server that looks like AWS to the SDK
 * and sits before the local stand-ins (DynamoDB Local, s3rver, aws-ses-v2-local), so the local
 * runtime fails where AWS fails. It identifies the caller from the SigV4 credential's access key
 * id, evaluates that role's identity policies (as the synthesized template states them) for every
 * action and resource the request needs, answers a refusal exactly as the service would, and
 * passes allowed requests to the stand-in. It also is the local Secrets Manager.
 *
 * Signatures of ordinary requests are not verified (the stand-ins don't either); POST upload
 * policies are (s3-post-policy.ts), since the browser flow depends on them.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dynamoDbAccessChecks, dynamoDbError } from './aws-gateway/dynamodb';
import { type Caller, type GatewayContext, parseCredentialScope } from './aws-gateway/gateway-context';
import { BodyTooLarge, forward, newRequestId, readBody, send } from './aws-gateway/http-io';
import { type AccessCheck, type Denial, type LocalRole, PolicyEnforcer } from './aws-gateway/iam';
import { handleS3PostUpload, handleS3Preflight, handleS3Request } from './aws-gateway/s3';
import { s3TargetOf } from './aws-gateway/s3-access';
import { SecretStore } from './aws-gateway/secrets';
import { sesAccessChecks, sesError } from './aws-gateway/ses';

export type { LocalRole, PolicyDocument } from './aws-gateway/iam';

export interface AwsGatewayOptions {
  /** 0 = any free port. */
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  accountId: string;
  region: string;
  /** The stand-ins' endpoints. */
  upstream: { dynamodb: string; s3: string; ses: string };
  /** Credentials with every right (the local runtime itself, seeding, tests): forwarded without policy checks. */
  unrestricted: { accessKeyId: string; secretAccessKey: string }[];
  /** Roles whose policies are enforced (bundle mode); may be empty. */
  roles: LocalRole[];
  /** Secrets Manager stand-in contents: name → SecretString. */
  secrets?: Record<string, string>;
}

export interface RunningAwsGateway {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  secretArnOf(name: string): string;
  /** Creates the secret or makes `value` its current version (the old one becomes AWSPREVIOUS). */
  putSecret(name: string, value: string): void;
  /** Every denial so far, newest last. */
  denials: Denial[];
  /**
   * Per enforced role, the DynamoDB partition-key prefixes (`dynamodb:LeadingKeys` up to and with
   * the first `#`, or the whole value) of the requests it made, allowed or not: what a domain
   * really touches, to compare with the families its policy grants (infra/src/domain-access.ts).
   */
  touchedKeyPrefixes: Map<string, Set<string>>;
  /** Enforces more roles from now on (bundle mode learns them from the template after start). */
  addRoles(roles: readonly LocalRole[]): void;
  stop(): Promise<void>;
}

/** DynamoDB requests are JSON of a few MB at most (BatchWriteItem: 16 MB). */
const MAX_JSON_REQUEST_BYTES = 20 * 1024 * 1024;
/** SES v2 raw messages may be up to 40 MB. */
const MAX_SES_REQUEST_BYTES = 41 * 1024 * 1024;

const UNRECOGNIZED_KEY = 'The security token included in the request is invalid.';
const MISSING_AUTH = 'Request is missing Authentication Token';

/** `STUDIO#1#ROOMS` → `STUDIO#`; `USERS` → `USERS`. */
export const keyPrefixOf = (leadingKey: string): string => {
  const hash = leadingKey.indexOf('#');
  return hash < 0 ? leadingKey : leadingKey.slice(0, hash + 1);
};

const noteLeadingKeys = (touched: Map<string, Set<string>>, role: string, checks: AccessCheck[]) => {
  for (const check of checks) {
    const keys = check.context?.['dynamodb:LeadingKeys'];
    if (!keys) continue;
    const prefixes = touched.get(role) ?? new Set<string>();
    touched.set(role, prefixes);
    for (const key of [keys].flat()) prefixes.add(keyPrefixOf(key));
  }
};

const makeContext = (
  options: AwsGatewayOptions,
  denials: Denial[],
  touchedKeyPrefixes: Map<string, Set<string>>,
): GatewayContext & { addRoles: (roles: readonly LocalRole[]) => void } => {
  const enforcer = new PolicyEnforcer(options.accountId);
  const callers = new Map<string, { caller: Caller; secret: string }>();
  for (const key of options.unrestricted) {
    callers.set(key.accessKeyId, { caller: { kind: 'unrestricted' }, secret: key.secretAccessKey });
  }
  const addRoles = (roles: readonly LocalRole[]) => {
    for (const role of roles) {
      callers.set(role.accessKeyId, { caller: { kind: 'role', role }, secret: role.secretAccessKey });
    }
  };
  addRoles(options.roles);
  return {
    addRoles,
    region: options.region,
    accountId: options.accountId,
    upstream: options.upstream,
    callerOf: (accessKeyId) => callers.get(accessKeyId)?.caller,
    secretAccessKeyOf: (accessKeyId) => callers.get(accessKeyId)?.secret,
    authorize: async (caller, checks) => {
      if (caller.kind === 'unrestricted') return undefined;
      noteLeadingKeys(touchedKeyPrefixes, caller.role.name, checks);
      const denial = await enforcer.firstDenial(caller.role, checks);
      if (denial) denials.push(denial);
      return denial;
    },
    record: (denial) => denials.push(denial),
  };
};

/** Which service a request is for and who signed it, from its SigV4 credential (header or query). */
const signerOf = (req: IncomingMessage, url: URL) => {
  const header = req.headers.authorization;
  const credential = header
    ? /Credential=([^,\s]+)/.exec(header)?.[1]
    : url.searchParams.get('X-Amz-Credential');
  return credential ? parseCredentialScope(credential) : undefined;
};

const reply = (
  res: ServerResponse,
  answer: { status: number; headers: Record<string, string>; body: string },
) => send(res, answer.status, answer.headers, answer.body);

const handleDynamoDb = async (
  req: IncomingMessage,
  res: ServerResponse,
  caller: Caller,
  context: GatewayContext,
) => {
  const body = await readBody(req, MAX_JSON_REQUEST_BYTES);
  if (caller.kind === 'role') {
    const operation = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
    let request: Parameters<typeof dynamoDbAccessChecks>[1];
    try {
      request = JSON.parse(body.toString('utf8'));
    } catch {
      return reply(
        res,
        dynamoDbError('SerializationException', 'The request body is not valid JSON.', newRequestId()),
      );
    }
    const denial = await context.authorize(caller, dynamoDbAccessChecks(operation, request, context));
    if (denial) return reply(res, dynamoDbError('AccessDeniedException', denial.message, newRequestId()));
  }
  return forward(req, res, { upstream: context.upstream.dynamodb, body });
};

const handleSes = async (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  caller: Caller,
  context: GatewayContext,
) => {
  const body = await readBody(req, MAX_SES_REQUEST_BYTES);
  if (caller.kind === 'role') {
    const method = req.method ?? 'GET';
    const checks = sesAccessChecks(method, url.pathname, body, context);
    if (!checks) {
      const message = `The local AWS gateway does not model the SES request ${method} ${url.pathname}; add it to functions/src/local/aws-gateway/ses.ts.`;
      context.record({
        role: caller.role.name,
        action: `ses:${method} ${url.pathname}`,
        resource: '*',
        message,
      });
      return reply(res, sesError(403, 'AccessDeniedException', message, newRequestId()));
    }
    const denial = await context.authorize(caller, checks);
    if (denial) return reply(res, sesError(403, 'AccessDeniedException', denial.message, newRequestId()));
  }
  return forward(req, res, { upstream: context.upstream.ses, body });
};

const handleSecretsManager = async (
  req: IncomingMessage,
  res: ServerResponse,
  caller: Caller,
  context: GatewayContext,
  store: SecretStore,
) => {
  const headers = { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': newRequestId() };
  const operation = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
  let request: Record<string, string>;
  try {
    request = JSON.parse((await readBody(req, MAX_JSON_REQUEST_BYTES)).toString('utf8'));
  } catch {
    return send(
      res,
      400,
      headers,
      JSON.stringify({ __type: 'SerializationException', message: 'The request body is not valid JSON.' }),
    );
  }
  const denial = await context.authorize(caller, [store.accessCheck(operation, request)]);
  if (denial)
    return send(
      res,
      400,
      headers,
      JSON.stringify({ __type: 'AccessDeniedException', Message: denial.message }),
    );
  const answer = store.answer(operation, request);
  return send(res, answer.status, headers, JSON.stringify(answer.body));
};

/** Answers a request whose signer is unknown, or that is unsigned where a signature is needed. */
const refuseUnsigned = (req: IncomingMessage, res: ServerResponse, service: string, unknownKey: boolean) => {
  req.resume();
  const requestId = newRequestId();
  const message = unknownKey ? UNRECOGNIZED_KEY : MISSING_AUTH;
  if (service === 'dynamodb') {
    return reply(
      res,
      dynamoDbError(
        unknownKey ? 'UnrecognizedClientException' : 'MissingAuthenticationTokenException',
        message,
        requestId,
      ),
    );
  }
  if (service === 'ses') {
    return reply(
      res,
      sesError(
        403,
        unknownKey ? 'UnrecognizedClientException' : 'MissingAuthenticationTokenException',
        message,
        requestId,
      ),
    );
  }
  const type = unknownKey ? 'UnrecognizedClientException' : 'MissingAuthenticationTokenException';
  return send(
    res,
    400,
    { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': requestId },
    JSON.stringify({ __type: type, message }),
  );
};

const serviceOfTarget = (target: string | string[] | undefined): string | undefined => {
  if (typeof target !== 'string') return undefined;
  if (target.startsWith('DynamoDB_')) return 'dynamodb';
  if (target.startsWith('secretsmanager.')) return 'secretsmanager';
  return undefined;
};

const route = async (
  req: IncomingMessage,
  res: ServerResponse,
  context: GatewayContext,
  store: SecretStore,
) => {
  const url = new URL(req.url ?? '/', 'http://gateway');
  const signer = signerOf(req, url);
  if (!signer) {
    const service = serviceOfTarget(req.headers['x-amz-target']);
    if (service) return refuseUnsigned(req, res, service, false);
    if (url.pathname.startsWith('/v2/email/')) return refuseUnsigned(req, res, 'ses', false);
    if (req.method === 'OPTIONS') return handleS3Preflight(req, res);
    const target = s3TargetOf(url.pathname);
    const isForm = /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
    if (req.method === 'POST' && isForm && target.bucket && target.key === undefined) {
      return handleS3PostUpload(req, res, target.bucket, context);
    }
    return handleS3Request(req, res, url, undefined, context);
  }
  if (signer.service === 's3') return handleS3Request(req, res, url, signer.accessKeyId, context);
  const caller = context.callerOf(signer.accessKeyId);
  if (!caller) return refuseUnsigned(req, res, signer.service, true);
  switch (signer.service) {
    case 'dynamodb':
      return handleDynamoDb(req, res, caller, context);
    case 'ses':
    case 'email':
      return handleSes(req, res, url, caller, context);
    case 'secretsmanager':
      return handleSecretsManager(req, res, caller, context, store);
    default:
      req.resume();
      return send(
        res,
        400,
        { 'content-type': 'text/plain' },
        `The local AWS gateway does not serve the service "${signer.service}".`,
      );
  }
};

export const startAwsGateway = async (options: AwsGatewayOptions): Promise<RunningAwsGateway> => {
  const denials: Denial[] = [];
  const touchedKeyPrefixes = new Map<string, Set<string>>();
  const context = makeContext(options, denials, touchedKeyPrefixes);
  const store = new SecretStore(options.region, options.accountId);
  for (const [name, value] of Object.entries(options.secrets ?? {})) store.put(name, value);
  const server = createServer((req, res) => {
    route(req, res, context, store).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof BodyTooLarge)
        return send(res, 413, { 'content-type': 'text/plain' }, error.message);
      send(res, 500, { 'content-type': 'text/plain' }, `The local AWS gateway failed: ${String(error)}`);
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${host}:${port}`,
    secretArnOf: (name) => store.arnOf(name),
    addRoles: context.addRoles,
    putSecret: (name, value) => {
      store.put(name, value);
    },
    denials,
    touchedKeyPrefixes,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
