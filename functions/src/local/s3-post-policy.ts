/**
 * S3's checks of a browser POST upload (a presigned POST), for the local runtime: s3rver stores
 * whatever is posted, so the local AWS front door (aws-gateway.ts) calls this first and the local
 * product fails where S3 would — a file over the policy's size, another content type or key, an
 * expired policy, a forged signature.
 *
 * What S3 does (Amazon S3 API reference, "Browser-based uploads using POST", SigV4):
 * - the signature is HMAC-SHA256 over the base64 policy with the SigV4 signing key of the secret
 *   of `x-amz-credential`'s access key, for its date, region and service;
 * - the policy's `expiration` has not passed;
 * - every condition holds (`{ field: value }` and `["eq", "$field", value]` exact,
 *   `["starts-with", "$field", prefix]`, `["content-length-range", min, max]` on the file's size;
 *   `bucket` is the request's bucket);
 * - every form field but `policy`, `x-amz-signature`, `file` and `x-ignore-*` is named by a condition.
 * Field names are matched case-insensitively, values exactly. Errors carry S3's codes and messages.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PostPolicyInput {
  /** The form's fields (every part but the file), as posted. */
  fields: Record<string, string>;
  /** The size of the posted file, in bytes. */
  fileSize: number;
  /** The bucket the form was posted to. */
  bucket: string;
  now: Date;
  /** The secret of an access key the local runtime knows; undefined for any other. */
  secretAccessKeyOf: (accessKeyId: string) => string | undefined;
}

export type PostPolicyVerdict = { ok: true } | { ok: false; status: number; code: string; message: string };

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** Fields no condition needs to name. */
const UNCONDITIONED = new Set(['policy', 'x-amz-signature', 'file']);

const refuse = (status: number, code: string, message: string): PostPolicyVerdict => ({
  ok: false,
  status,
  code,
  message,
});
const denied = (message: string) => refuse(403, 'AccessDenied', message);
const conditionFailed = (condition: readonly unknown[]) =>
  denied(
    `Invalid according to Policy: Policy Condition failed: [${condition.map((part) => JSON.stringify(part)).join(', ')}]`,
  );
const invalidPolicy = (detail: string) => refuse(400, 'InvalidPolicyDocument', `Invalid Policy: ${detail}`);

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** SigV4's signing key: HMAC chain over the date, region, service and `aws4_request`. */
export const signingKeyOf = (secret: string, date: string, region: string, service: string): Buffer =>
  hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');

const sameHex = (a: string, b: string) => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};

interface Policy {
  expiration: string;
  conditions: unknown[];
}

const parsePolicy = (base64: string): Policy | string => {
  let policy: unknown;
  try {
    policy = JSON.parse(Buffer.from(base64, 'base64').toString('utf8'));
  } catch {
    return 'Invalid JSON.';
  }
  if (typeof policy !== 'object' || policy === null) return 'Invalid JSON.';
  const { expiration, conditions } = policy as Record<string, unknown>;
  if (typeof expiration !== 'string' || Number.isNaN(Date.parse(expiration))) {
    return "Invalid 'expiration' value.";
  }
  if (!Array.isArray(conditions)) return "Invalid 'conditions' value.";
  return { expiration, conditions };
};

/** `$Content-Type` → `content-type`. */
const fieldNameOf = (variable: unknown) =>
  typeof variable === 'string' && variable.startsWith('$') ? variable.slice(1).toLowerCase() : undefined;

type ConditionCheck = { ok: true; names: string[] } | { ok: false; verdict: PostPolicyVerdict };

/** Checks one condition; answers the field names it covers. */
const checkCondition = (
  condition: unknown,
  value: (name: string) => string | undefined,
  fileSize: number,
): ConditionCheck => {
  if (condition && typeof condition === 'object' && !Array.isArray(condition)) {
    const entries = Object.entries(condition);
    if (entries.length !== 1) return { ok: false, verdict: invalidPolicy('Invalid Simple-Condition.') };
    const [name, expected] = entries[0] as [string, unknown];
    const field = name.toLowerCase();
    if (value(field) !== expected) {
      return { ok: false, verdict: conditionFailed(['eq', `$${name}`, expected]) };
    }
    return { ok: true, names: [field] };
  }
  if (!Array.isArray(condition) || condition.length !== 3) {
    return { ok: false, verdict: invalidPolicy('Invalid Policy Condition.') };
  }
  const [operator, first, second] = condition as [unknown, unknown, unknown];
  const kind = typeof operator === 'string' ? operator.toLowerCase() : '';
  if (kind === 'content-length-range') {
    const min = Number(first);
    const max = Number(second);
    if (!Number.isInteger(min) || !Number.isInteger(max)) {
      return { ok: false, verdict: invalidPolicy('Invalid content-length-range.') };
    }
    if (fileSize < min) {
      return {
        ok: false,
        verdict: refuse(
          400,
          'EntityTooSmall',
          'Your proposed upload is smaller than the minimum allowed size',
        ),
      };
    }
    if (fileSize > max) {
      return {
        ok: false,
        verdict: refuse(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'),
      };
    }
    return { ok: true, names: [] };
  }
  const field = fieldNameOf(first);
  if ((kind !== 'eq' && kind !== 'starts-with') || !field || typeof second !== 'string') {
    return { ok: false, verdict: invalidPolicy('Invalid Policy Condition.') };
  }
  const actual = value(field) ?? '';
  const holds = kind === 'eq' ? actual === second : actual.startsWith(second);
  return holds ? { ok: true, names: [field] } : { ok: false, verdict: conditionFailed(condition) };
};

/** S3's verdict on a POST upload: `{ ok: true }` when S3 would store it. */
export const verifyPostPolicy = (input: PostPolicyInput): PostPolicyVerdict => {
  const fields = new Map(Object.entries(input.fields).map(([name, value]) => [name.toLowerCase(), value]));
  const value = (name: string) => (name === 'bucket' ? input.bucket : fields.get(name));

  const policyBase64 = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  const credential = fields.get('x-amz-credential');
  if (!policyBase64 || !signature || !credential || !fields.get('x-amz-date')) {
    return refuse(
      400,
      'InvalidRequest',
      'Bucket POST must contain a policy, x-amz-credential, x-amz-date and x-amz-signature',
    );
  }
  if (fields.get('x-amz-algorithm') !== ALGORITHM) {
    return refuse(400, 'InvalidRequest', `Only ${ALGORITHM} is supported as x-amz-algorithm`);
  }
  if (!fields.get('key')) {
    return refuse(
      400,
      'InvalidArgument',
      "Bucket POST must contain a field named 'key'.  If it is specified, please check the order of the fields.",
    );
  }

  const [accessKeyId, date, region, service, terminator, ...rest] = credential.split('/');
  if (!accessKeyId || !date || !region || service !== 's3' || terminator !== 'aws4_request' || rest.length) {
    return refuse(400, 'InvalidRequest', `Error parsing the X-Amz-Credential parameter: ${credential}`);
  }
  const secret = input.secretAccessKeyOf(accessKeyId);
  if (secret === undefined) {
    return refuse(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  }
  const expected = hmac(signingKeyOf(secret, date, region, service), policyBase64).toString('hex');
  if (!sameHex(expected, signature.toLowerCase())) {
    return refuse(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }

  const policy = parsePolicy(policyBase64);
  if (typeof policy === 'string') return invalidPolicy(policy);
  if (Date.parse(policy.expiration) < input.now.getTime()) {
    return denied('Invalid according to Policy: Policy expired.');
  }

  const covered = new Set<string>();
  for (const condition of policy.conditions) {
    const check = checkCondition(condition, value, input.fileSize);
    if (!check.ok) return check.verdict;
    for (const name of check.names) covered.add(name);
  }
  const extra = [...fields.keys()].filter(
    (name) => !UNCONDITIONED.has(name) && !name.startsWith('x-ignore-') && !covered.has(name),
  );
  if (extra.length > 0) return denied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  return { ok: true };
};
