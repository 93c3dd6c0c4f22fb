/**
 * Reads a synthesized CloudFormation template (infra's `cdk.out`) the way the local runtime needs
 * it to run the deployed artifacts (ARCHITECTURE §9: fail where AWS fails): each API function's
 * bundle directory, handler, timeout and environment; each role's IAM policies; the HTTP API's
 * routes and which function each one invokes; the scheduled rules. Intrinsic functions (`Ref`,
 * `Fn::GetAtt`, `Fn::Join`, `Fn::Sub`, `Fn::Select`, `Fn::Split`) are resolved against local
 * stand-ins: the table, the buckets, the secrets and the account/region the local AWS front door
 * (aws-gateway.ts) answers for. Anything the template references that has no local meaning
 * resolves to a recognisable placeholder, never silently to a real value.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
type Json = any;

export interface LocalResources {
  accountId: string;
  region: string;
  /** The physical name of each DynamoDB table (by logical id); one table in Plié. */
  tableNameOf: (logicalId: string) => string;
  /** The physical name of each bucket (by logical id). */
  bucketNameOf: (logicalId: string) => string;
  /** The ARN of a secret made by the template, from its `Name`. */
  secretArnOf: (name: string) => string;
}

export interface TemplateFunction {
  logicalId: string;
  /** The domain, from the construct path (`…/Functions/<Domain>/Resource`). */
  domain: string;
  /** Where the staged bundle is: `<cdk.out>/asset.<hash>`. */
  bundleDir: string;
  /** `index.handler` → file `index.mjs` (or .js), export `handler`. */
  handler: string;
  timeoutSeconds: number;
  memoryMb: number;
  environment: Record<string, string>;
  /** The role's identity policies, resolved. */
  policies: { Version?: string; Statement: Json[] }[];
  roleName: string;
}

export interface TemplateRoute {
  method: string;
  /** `/api/city/{country}` as API Gateway matches it. */
  path: string;
  functionLogicalId: string;
}

export interface TemplateRule {
  name: string;
  schedule: string;
  functionLogicalId: string;
  arn: string;
}

/** API Gateway's throttle of a route: a token bucket of `burst` tokens refilled at `rate` a second. */
export interface Throttle {
  rate: number;
  burst: number;
}

export interface TemplateThrottles {
  /** Every route's own bucket, unless the route has its own setting. */
  default?: Throttle;
  /** By route key (`POST /api/auth/signup`). */
  routes: Record<string, Throttle>;
}

export interface LocalTemplate {
  stackName: string;
  functions: TemplateFunction[];
  /**
   * The function behind a function URL (the `pages` function, ADR 0019: CloudFront's origin of the
   * server-rendered data pages), when the template has one (a build with the dashboard's server bundle).
   */
  pagesFunctionLogicalId?: string;
  routes: TemplateRoute[];
  rules: TemplateRule[];
  /** The API stage's throttling (DefaultRouteSettings, RouteSettings). */
  throttles: TemplateThrottles;
}

const throttleOf = (settings: Json): Throttle | undefined =>
  settings &&
  typeof settings.ThrottlingRateLimit === 'number' &&
  typeof settings.ThrottlingBurstLimit === 'number'
    ? { rate: settings.ThrottlingRateLimit, burst: settings.ThrottlingBurstLimit }
    : undefined;

/** The throttling of the API's stage (one HTTP API, one stage in Plié). */
const throttlesOf = (resources: Record<string, Json>): TemplateThrottles => {
  const stage = Object.values(resources).find((resource) => resource.Type === 'AWS::ApiGatewayV2::Stage');
  const routes: Record<string, Throttle> = {};
  for (const [routeKey, settings] of Object.entries(stage?.Properties?.RouteSettings ?? {})) {
    const throttle = throttleOf(settings);
    if (throttle) routes[routeKey] = throttle;
  }
  const fallback = throttleOf(stage?.Properties?.DefaultRouteSettings);
  return { ...(fallback ? { default: fallback } : {}), routes };
};

export class TemplateError extends Error {
  override readonly name = 'TemplateError';
}

const PLACEHOLDER = (what: string) => `local-unresolved:${what}`;

/** Resolves CloudFormation intrinsics against local resources. */
export const createResolver = (resources: Record<string, Json>, local: LocalResources) => {
  const refOf = (logicalId: string): string => {
    switch (logicalId) {
      case 'AWS::Region':
        return local.region;
      case 'AWS::AccountId':
        return local.accountId;
      case 'AWS::Partition':
        return 'aws';
      case 'AWS::URLSuffix':
        return 'amazonaws.com';
      case 'AWS::StackName':
        return 'local';
      case 'AWS::NoValue':
        return '';
    }
    const resource = resources[logicalId];
    if (!resource) throw new TemplateError(`Ref to ${logicalId}, which the template does not define`);
    switch (resource.Type) {
      case 'AWS::DynamoDB::GlobalTable':
      case 'AWS::DynamoDB::Table':
        return local.tableNameOf(logicalId);
      case 'AWS::S3::Bucket':
        return local.bucketNameOf(logicalId);
      case 'AWS::SecretsManager::Secret':
        return local.secretArnOf(String(resource.Properties?.Name ?? logicalId));
      case 'AWS::SES::EmailIdentity':
        return String(resource.Properties?.EmailIdentity ?? logicalId);
      case 'AWS::SES::ConfigurationSet':
        return String(resource.Properties?.Name ?? logicalId);
      default:
        return logicalId;
    }
  };

  const getAtt = (logicalId: string, attribute: string): string => {
    const resource = resources[logicalId];
    if (!resource) throw new TemplateError(`Fn::GetAtt of ${logicalId}, which the template does not define`);
    const { accountId, region } = local;
    switch (`${resource.Type}.${attribute}`) {
      case 'AWS::DynamoDB::GlobalTable.Arn':
      case 'AWS::DynamoDB::Table.Arn':
        return `arn:aws:dynamodb:${region}:${accountId}:table/${local.tableNameOf(logicalId)}`;
      case 'AWS::S3::Bucket.Arn':
        return `arn:aws:s3:::${local.bucketNameOf(logicalId)}`;
      case 'AWS::Lambda::Function.Arn':
        return `arn:aws:lambda:${region}:${accountId}:function:${logicalId}`;
      case 'AWS::IAM::Role.Arn':
        return `arn:aws:iam::${accountId}:role/${logicalId}`;
      case 'AWS::Events::Rule.Arn':
        return `arn:aws:events:${region}:${accountId}:rule/${resource.Properties?.Name ?? logicalId}`;
      case 'AWS::SQS::Queue.Arn':
        return `arn:aws:sqs:${region}:${accountId}:${logicalId}`;
      case 'AWS::SNS::Topic.TopicArn':
        return `arn:aws:sns:${region}:${accountId}:${logicalId}`;
      default:
        return PLACEHOLDER(`${logicalId}.${attribute}`);
    }
  };

  const resolve = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value === null || typeof value !== 'object') return value;
    const keys = Object.keys(value);
    if (keys.length === 1) {
      const [key] = keys as [string];
      const argument = value[key];
      switch (key) {
        case 'Ref':
          return refOf(argument);
        case 'Fn::GetAtt':
          return getAtt(argument[0], argument[1]);
        case 'Fn::Join': {
          const [separator, parts] = argument;
          return (resolve(parts) as Json[]).join(separator);
        }
        case 'Fn::Select':
          return (resolve(argument[1]) as Json[])[Number(resolve(argument[0]))];
        case 'Fn::Split':
          return String(resolve(argument[1])).split(argument[0]);
        case 'Fn::Sub': {
          const [text, variables = {}] = Array.isArray(argument) ? argument : [argument];
          return String(text).replace(/\$\{([^}]+)\}/g, (_, name: string) => {
            if (name in variables) return String(resolve(variables[name]));
            const [id, attribute] = name.split('.');
            return attribute ? getAtt(id as string, attribute) : refOf(id as string);
          });
        }
      }
    }
    return Object.fromEntries(keys.map((key) => [key, resolve(value[key])]));
  };
  return resolve;
};

const cdkPathOf = (resource: Json): string => String(resource.Metadata?.['aws:cdk:path'] ?? '');

/** Reads `<outdir>/<stack>.template.json` (the only stack, unless named). */
export const readLocalTemplate = (
  outdir: string,
  stackName: string,
  local: LocalResources,
): LocalTemplate => {
  const file = join(outdir, `${stackName}.template.json`);
  if (!existsSync(file)) throw new TemplateError(`No template at ${file}: did synth run?`);
  const template = JSON.parse(readFileSync(file, 'utf8'));
  const resources: Record<string, Json> = template.Resources ?? {};
  const resolve = createResolver(resources, local);
  const entries = Object.entries(resources);

  // The API's routes → integrations → functions.
  const integrationTarget = new Map<string, string>();
  for (const [id, resource] of entries) {
    if (resource.Type !== 'AWS::ApiGatewayV2::Integration') continue;
    const uri = resource.Properties?.IntegrationUri;
    const fnId = uri?.['Fn::GetAtt']?.[0];
    if (typeof fnId === 'string') integrationTarget.set(id, fnId);
  }
  const routes: TemplateRoute[] = [];
  for (const [id, resource] of entries) {
    if (resource.Type !== 'AWS::ApiGatewayV2::Route') continue;
    const [method, path] = String(resource.Properties.RouteKey).split(' ');
    const target = resource.Properties.Target?.['Fn::Join']?.[1]?.[1]?.Ref;
    const functionLogicalId = integrationTarget.get(target);
    if (!method || !path || !functionLogicalId) {
      throw new TemplateError(`Route ${id} (${resource.Properties.RouteKey}) has no Lambda integration`);
    }
    routes.push({ method, path, functionLogicalId });
  }

  // Identity policies per role.
  const policiesOfRole = new Map<string, { Version?: string; Statement: Json[] }[]>();
  for (const [, resource] of entries) {
    if (resource.Type !== 'AWS::IAM::Policy') continue;
    for (const role of resource.Properties.Roles ?? []) {
      const roleId = role.Ref as string;
      const list = policiesOfRole.get(roleId) ?? [];
      list.push(resolve(resource.Properties.PolicyDocument));
      policiesOfRole.set(roleId, list);
    }
  }
  for (const [id, resource] of entries) {
    if (resource.Type !== 'AWS::IAM::Role') continue;
    for (const inline of resource.Properties?.Policies ?? []) {
      const list = policiesOfRole.get(id) ?? [];
      list.push(resolve(inline.PolicyDocument));
      policiesOfRole.set(id, list);
    }
    // Managed policies: only AWS's basic execution role (logs) is used; it grants nothing the
    // front door serves, so it adds no statement here.
  }

  const targeted = new Set(routes.map((route) => route.functionLogicalId));
  // A function URL's target: CloudFront's origin of the data pages.
  let pagesFunctionLogicalId: string | undefined;
  for (const [id, resource] of entries) {
    if (resource.Type !== 'AWS::Lambda::Url') continue;
    const fnId = resource.Properties?.TargetFunctionArn?.['Fn::GetAtt']?.[0];
    if (typeof fnId !== 'string')
      throw new TemplateError(`Function URL ${id} targets no function of the stack`);
    if (pagesFunctionLogicalId) throw new TemplateError(`Function URL ${id}: the stack has one already`);
    pagesFunctionLogicalId = fnId;
    targeted.add(fnId);
  }
  const rules: TemplateRule[] = [];
  for (const [id, resource] of entries) {
    if (resource.Type !== 'AWS::Events::Rule' || !resource.Properties?.ScheduleExpression) continue;
    for (const target of resource.Properties.Targets ?? []) {
      const fnId = target.Arn?.['Fn::GetAtt']?.[0];
      if (typeof fnId !== 'string') continue;
      targeted.add(fnId);
      rules.push({
        name: String(resource.Properties.Name ?? id),
        schedule: String(resource.Properties.ScheduleExpression),
        functionLogicalId: fnId,
        arn: resolve({ 'Fn::GetAtt': [id, 'Arn'] }),
      });
    }
  }

  const functions: TemplateFunction[] = [];
  for (const [id, resource] of entries) {
    if (resource.Type !== 'AWS::Lambda::Function' || !targeted.has(id)) continue;
    const props = resource.Properties;
    // An API domain's (`…/Functions/<Domain>/Resource`), or the pages' (`…/Pages/Function/Resource`).
    const domain =
      /\/Functions\/([^/]+)\/Resource$/.exec(cdkPathOf(resource))?.[1] ??
      (id === pagesFunctionLogicalId
        ? /\/([^/]+)\/Function\/Resource$/.exec(cdkPathOf(resource))?.[1]
        : undefined);
    if (!domain) throw new TemplateError(`Function ${id} (${cdkPathOf(resource)}) is not a domain function`);
    const key = String(props.Code?.S3Key ?? '');
    if (!key.endsWith('.zip')) throw new TemplateError(`Function ${id} has no zipped asset (S3Key "${key}")`);
    const bundleDir = join(outdir, `asset.${key.slice(0, -'.zip'.length)}`);
    if (!existsSync(bundleDir)) throw new TemplateError(`Function ${id}: its bundle ${bundleDir} is missing`);
    const roleId = props.Role?.['Fn::GetAtt']?.[0];
    if (typeof roleId !== 'string') throw new TemplateError(`Function ${id} has no role`);
    const variables = resolve(props.Environment?.Variables ?? {}) as Record<string, Json>;
    functions.push({
      logicalId: id,
      domain: domain.toLowerCase(),
      bundleDir,
      handler: String(props.Handler ?? 'index.handler'),
      timeoutSeconds: Number(props.Timeout ?? 3),
      memoryMb: Number(props.MemorySize ?? 128),
      environment: Object.fromEntries(
        Object.entries(variables).map(([name, value]) => [name, String(value)]),
      ),
      policies: policiesOfRole.get(roleId) ?? [],
      roleName: roleId,
    });
  }
  return {
    stackName,
    functions,
    routes,
    rules,
    throttles: throttlesOf(resources),
    ...(pagesFunctionLogicalId ? { pagesFunctionLogicalId } : {}),
  };
};
