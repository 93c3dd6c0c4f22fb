/**
 * Starts the API on the deployed artifacts (`PLIE_LAMBDA=bundle`, ARCHITECTURE §9): synthesizes
 * infra's app for a local stage, reads its template, gives each function's role to the local AWS
 * front door (so every AWS call is checked against the function's own policy), and runs each
 * function's bundle with the template's environment. Only endpoints and credentials are local:
 *
 * - AWS endpoints (DynamoDB, S3, SES, Secrets Manager) → the front door; credentials → the
 *   function's role's own key;
 * - `PUBLIC_WEB_URL`, `UPLOAD_PUBLIC_URL` → the local dashboard and S3 stand-in (the template
 *   must define them: a variable the template lacks fails here, not in AWS);
 * - `GOOGLE_ISSUER` → the local OpenID provider, `GEOCODER` → offline (no internet here),
 *   `RATE_LIMITS` → the test's own limits when set.
 */
import { randomBytes } from 'node:crypto';
import type { LocalRole, RunningAwsGateway } from './aws-gateway';
import { type BundleApi, createBundleApi, stackNameOf, synthesize } from './bundle-api';
import { type LocalTemplate, readLocalTemplate, type TemplateFunction } from './cloud-template';
import type { LambdaInvocationError } from './lambda-runtime';

export interface BundleRuntimeOptions {
  repoRoot: string;
  /** Where synth writes (a `cdk.out` of the local runtime's own). */
  outdir: string;
  stage: string;
  gateway: RunningAwsGateway;
  accountId: string;
  region: string;
  tableName: string;
  uploadBucket: string;
  /** Settings synth reads (PLIE_* of infra/src/config.ts) beyond the stage. */
  synthSettings: Record<string, string>;
  /** Template variables replaced by local endpoints; each must exist in the template. */
  endpoints: Record<string, string>;
  /** Variables the local runtime adds (local stand-ins of external services). */
  extra: Record<string, string>;
  /** The origin-verify secret's value (what the local "CloudFront" adds). */
  originVerify: string;
  maxInstances?: number;
  /** Multiplies API Gateway's throttles of the template (tests that need many requests; default 1). */
  throttleScale?: number;
  onFunctionError?: (error: LambdaInvocationError) => void;
}

export interface BundleRuntime extends BundleApi {
  template: LocalTemplate;
  /** Runs every scheduled rule once (as EventBridge would at its time). */
  runRules: (now?: Date) => Promise<{ rule: string; result?: unknown; error?: unknown }[]>;
}

/** The template's table and upload bucket are the only ones the functions use. */
const localResources = (options: BundleRuntimeOptions) => ({
  accountId: options.accountId,
  region: options.region,
  tableNameOf: () => options.tableName,
  bucketNameOf: (logicalId: string) =>
    logicalId.startsWith('Uploads') ? options.uploadBucket : `site-${logicalId}`,
  secretArnOf: (name: string) => options.gateway.secretArnOf(name),
});

export const startBundleRuntime = async (options: BundleRuntimeOptions): Promise<BundleRuntime> => {
  await synthesize(options.repoRoot, options.outdir, { ...options.synthSettings, PLIE_STAGE: options.stage });
  const template = readLocalTemplate(options.outdir, stackNameOf(options.stage), localResources(options));

  const credentials = new Map<string, { accessKeyId: string; secretAccessKey: string }>();
  const roles: LocalRole[] = template.functions.map((fn) => {
    const key = {
      accessKeyId: `LOCAL${fn.domain.toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`,
      secretAccessKey: randomBytes(20).toString('base64url'),
    };
    credentials.set(fn.logicalId, key);
    return { name: `plie-${options.stage}-${fn.domain}`, ...key, policies: fn.policies };
  });
  options.gateway.addRoles(roles);

  const environmentOf = (fn: TemplateFunction): Record<string, string> => {
    // The API's functions link to the site and the uploads; the pages function renders them (no such links).
    const endpoints = Object.entries(options.endpoints).filter(([name]) => {
      if (name in fn.environment) return true;
      if (fn.logicalId === template.pagesFunctionLogicalId) return false;
      throw new Error(`The ${fn.domain} function's template environment has no ${name}`);
    });
    const key = credentials.get(fn.logicalId);
    return {
      ...fn.environment,
      ...Object.fromEntries(endpoints),
      ...options.extra,
      // What Lambda itself sets.
      AWS_REGION: options.region,
      AWS_DEFAULT_REGION: options.region,
      AWS_ACCESS_KEY_ID: key?.accessKeyId ?? '',
      AWS_SECRET_ACCESS_KEY: key?.secretAccessKey ?? '',
      AWS_LAMBDA_FUNCTION_NAME: `plie-${options.stage}-${fn.domain}`,
      AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(fn.memoryMb),
      AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
      TZ: ':UTC',
      // Every AWS call goes through the front door, which checks it against this function's role.
      DYNAMODB_ENDPOINT: options.gateway.endpoint,
      S3_ENDPOINT: options.gateway.endpoint,
      SES_ENDPOINT: options.gateway.endpoint,
      SECRETS_MANAGER_ENDPOINT: options.gateway.endpoint,
      // This machine runs Node 20; Lambda runs 22.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    };
  };

  const api = createBundleApi({
    template,
    environmentOf,
    originVerify: options.originVerify,
    ...(options.maxInstances ? { maxInstances: options.maxInstances } : {}),
    ...(options.throttleScale ? { throttleScale: options.throttleScale } : {}),
    ...(options.onFunctionError ? { onFunctionError: options.onFunctionError } : {}),
  });

  const runRules = async (now = new Date()) => {
    const results: { rule: string; result?: unknown; error?: unknown }[] = [];
    for (const rule of template.rules) {
      try {
        results.push({ rule: rule.name, result: await api.runRule(rule, now) });
      } catch (error) {
        results.push({ rule: rule.name, error });
      }
    }
    return results;
  };
  return { ...api, template, runRules };
};
