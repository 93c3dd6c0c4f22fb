/**
 * The functions' configuration: the one reader of `process.env` (CONVENTIONS habit 4). One valibot
 * schema parses the whole environment — numbers parsed, lists split, URLs checked — once per
 * process, on the first `config()` (a cold start), and a problem fails it loudly: one ConfigError
 * listing every missing or invalid setting by name. Only endpoint URLs and credentials differ
 * between the local runtime and AWS; the names are in setting-names.ts, which infra shares.
 *
 * Settings every function has are required here (the region, the table). Those only some functions
 * have (mail, uploads, Google, the geocoder's User-Agent, the secrets' ids) are optional: the module
 * that needs one asks `requireSetting(key)`, which names it when absent — a function without mail
 * still starts.
 */
import { SERVER_RENDER_BUDGET_MS } from '@plie/shared';
import * as v from 'valibot';
import { ConfigError } from './config-error';
import { parseRateLimits, parseTrustedProxyCount } from './services/rate-limit-settings';
import { SECRET_ID_VARIABLES, type SecretKind } from './services/secret-names';
import { ENV, type SettingKey } from './setting-names';

export { ConfigError } from './config-error';
export { ENV, type SettingKey } from './setting-names';

/** The geocoders `GEOCODER` may name (domains/locations/geocoder.ts). */
export const GEOCODERS = ['offline', 'nominatim'] as const;
export type GeocoderKind = (typeof GEOCODERS)[number];

export const DEFAULT_JWT_ISSUER = 'https://plie.dance';
export const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';

const missing = (name: string) => `Missing required setting ${name}: set it in the environment.`;
const unsetIfBlank = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? undefined : text;
const withoutTrailingSlash = (url: string | undefined) => url?.replace(/\/$/, '');
const isWebUrl = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

/** A setting that may be unset (blank counts as unset; `readConfig` gives every name, '' when unset). */
const optionalText = () => v.pipe(v.string(), v.transform<string, string | undefined>(unsetIfBlank));
const requiredText = (name: string) => v.pipe(optionalText(), v.string(missing(name)));
const optionalUrl = (name: string) =>
  v.pipe(
    optionalText(),
    v.check(
      (text) => text === undefined || isWebUrl(text),
      (issue) => `${name} must be an http(s) URL, got "${String(issue.input)}".`,
    ),
  );
/** A setting read by one of the settings' own parsers, whose ConfigError becomes this setting's problem. */
const parsedBy = <T>(parse: (text: string | undefined) => T) =>
  v.pipe(
    optionalText(),
    v.rawTransform<string | undefined, T>(({ dataset, addIssue, NEVER }) => {
      try {
        return parse(dataset.value);
      } catch (error) {
        addIssue({ message: error instanceof Error ? error.message : String(error) });
        return NEVER;
      }
    }),
  );
const commaSeparated = () =>
  v.pipe(
    optionalText(),
    v.transform((text) =>
      (text ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  );

/** A whole number of `min`…`max`, `fallback` when unset. */
const integerSetting = (name: string, fallback: number, min: number, max: number) =>
  v.pipe(
    optionalText(),
    v.check(
      (text) =>
        text === undefined || (/^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max),
      (issue) => `${name} must be a whole number from ${min} to ${max}, got "${String(issue.input)}".`,
    ),
    v.transform((text) => (text === undefined ? fallback : Number(text))),
  );

/**
 * The limits of every outbound call (services/outbound-calls.ts), well inside the API functions'
 * 10 s Lambda timeout (infra/src/domain-access.ts): a connection within a region takes
 * milliseconds, so 1 s means the endpoint is gone; DynamoDB, Secrets Manager and SES answer in
 * tens of milliseconds and an 8 MB S3 read in well under a second, so an attempt over 2 s is a
 * stall. Three attempts (the SDK's default, its jittered back-off between them) cost at most about
 * 3 × 2 s + 0.3 s ≈ 6.3 s: the request still answers a 503 before Lambda cuts it.
 */
export const OUTBOUND_DEFAULTS = { connectionTimeoutMs: 1_000, requestTimeoutMs: 2_000, maxAttempts: 3 };

const SECRET_KINDS = Object.keys(SECRET_ID_VARIABLES) as SecretKind[];

/** The environment as the functions read it, by variable name. */
const EnvironmentSchema = v.object({
  // The region: AWS_REGION, else AWS_DEFAULT_REGION (merged into AWS_REGION before this schema).
  [ENV.awsRegion]: requiredText(`${ENV.awsRegion} (or ${ENV.awsDefaultRegion})`),
  [ENV.lambdaFunctionName]: optionalText(),
  [ENV.serviceName]: optionalText(),
  [ENV.metricsDisabled]: optionalText(),
  [ENV.stage]: optionalText(),
  [ENV.tableName]: requiredText(ENV.tableName),
  [ENV.dynamodbEndpoint]: optionalUrl(ENV.dynamodbEndpoint),
  [ENV.s3Endpoint]: optionalUrl(ENV.s3Endpoint),
  [ENV.sesEndpoint]: optionalUrl(ENV.sesEndpoint),
  [ENV.secretsManagerEndpoint]: optionalUrl(ENV.secretsManagerEndpoint),
  [ENV.uploadBucket]: optionalText(),
  [ENV.uploadPublicUrl]: optionalUrl(ENV.uploadPublicUrl),
  [ENV.mailFrom]: optionalText(),
  [ENV.mailConfigurationSet]: optionalText(),
  [ENV.publicWebUrl]: optionalUrl(ENV.publicWebUrl),
  [ENV.platformAdminEmails]: commaSeparated(),
  [ENV.trustedProxyCount]: parsedBy(parseTrustedProxyCount),
  [ENV.rateLimits]: parsedBy(parseRateLimits),
  [ENV.jwtIssuer]: optionalText(),
  [ENV.googleIssuer]: optionalUrl(ENV.googleIssuer),
  [ENV.googleClientId]: optionalText(),
  [ENV.geocoder]: v.pipe(
    optionalText(),
    v.optional(
      v.picklist(
        GEOCODERS,
        (issue) => `${ENV.geocoder} must be one of ${GEOCODERS.join(', ')}, got "${String(issue.input)}".`,
      ),
      'offline',
    ),
  ),
  [ENV.geocoderUrl]: optionalUrl(ENV.geocoderUrl),
  [ENV.geocoderUserAgent]: optionalText(),
  [ENV.outboundConnectionTimeoutMs]: integerSetting(
    ENV.outboundConnectionTimeoutMs,
    OUTBOUND_DEFAULTS.connectionTimeoutMs,
    1,
    60_000,
  ),
  [ENV.outboundRequestTimeoutMs]: integerSetting(
    ENV.outboundRequestTimeoutMs,
    OUTBOUND_DEFAULTS.requestTimeoutMs,
    1,
    300_000,
  ),
  [ENV.outboundMaxAttempts]: integerSetting(ENV.outboundMaxAttempts, OUTBOUND_DEFAULTS.maxAttempts, 1, 10),
  [ENV.pageRenderBudgetMs]: integerSetting(ENV.pageRenderBudgetMs, SERVER_RENDER_BUDGET_MS, 100, 60_000),
  // Each secret's id (`*_SECRET_ID`), read into `secretIds` below.
  ...(Object.fromEntries(SECRET_KINDS.map((kind) => [SECRET_ID_VARIABLES[kind], optionalText()])) as Record<
    never,
    never
  >),
});

type Environment = v.InferOutput<typeof EnvironmentSchema>;

const metricsDisabledOf = (text: string | undefined): boolean | undefined =>
  text === undefined ? undefined : ['true', '1', 'yes', 'on'].includes(text.toLowerCase());

const toConfig = (env: Environment) => ({
  awsRegion: env[ENV.awsRegion],
  lambdaFunctionName: env[ENV.lambdaFunctionName],
  serviceName: env[ENV.serviceName] ?? 'plie',
  /** `POWERTOOLS_METRICS_DISABLED` as a yes/no; undefined when unset. */
  metricsDisabled: metricsDisabledOf(env[ENV.metricsDisabled]),
  stage: env[ENV.stage] ?? 'local',
  tableName: env[ENV.tableName],
  dynamodbEndpoint: env[ENV.dynamodbEndpoint],
  s3Endpoint: env[ENV.s3Endpoint],
  sesEndpoint: env[ENV.sesEndpoint],
  secretsManagerEndpoint: env[ENV.secretsManagerEndpoint],
  uploadBucket: env[ENV.uploadBucket],
  uploadPublicUrl: withoutTrailingSlash(env[ENV.uploadPublicUrl]),
  mailFrom: env[ENV.mailFrom],
  mailConfigurationSet: env[ENV.mailConfigurationSet],
  publicWebUrl: withoutTrailingSlash(env[ENV.publicWebUrl]),
  platformAdminEmails: env[ENV.platformAdminEmails],
  trustedProxyCount: env[ENV.trustedProxyCount],
  rateLimits: env[ENV.rateLimits],
  jwtIssuer: env[ENV.jwtIssuer] ?? DEFAULT_JWT_ISSUER,
  googleIssuer: withoutTrailingSlash(env[ENV.googleIssuer] ?? DEFAULT_GOOGLE_ISSUER) as string,
  googleClientId: env[ENV.googleClientId],
  geocoder: env[ENV.geocoder],
  geocoderUrl: env[ENV.geocoderUrl],
  geocoderUserAgent: env[ENV.geocoderUserAgent],
  outboundConnectionTimeoutMs: env[ENV.outboundConnectionTimeoutMs],
  outboundRequestTimeoutMs: env[ENV.outboundRequestTimeoutMs],
  outboundMaxAttempts: env[ENV.outboundMaxAttempts],
  pageRenderBudgetMs: env[ENV.pageRenderBudgetMs],
  /** The id of each secret this function has (`*_SECRET_ID`). */
  secretIds: Object.fromEntries(
    SECRET_KINDS.flatMap((kind) => {
      const id = (env as unknown as Record<string, string | undefined>)[SECRET_ID_VARIABLES[kind]];
      return id === undefined ? [] : [[kind, id]];
    }),
  ) as Partial<Record<SecretKind, string>>,
});

export type Config = Readonly<ReturnType<typeof toConfig>>;

const SETTING_VARIABLES = Object.keys(EnvironmentSchema.entries);

/** The settings of `env` (a process's environment); a ConfigError lists every problem at once. */
export const readConfig = (env: Readonly<Record<string, string | undefined>>): Config => {
  const settings: Record<string, string> = Object.fromEntries(
    SETTING_VARIABLES.map((name) => [name, env[name] ?? '']),
  );
  settings[ENV.awsRegion] = unsetIfBlank(env[ENV.awsRegion]) ?? env[ENV.awsDefaultRegion] ?? '';
  const parsed = v.safeParse(EnvironmentSchema, settings);
  if (!parsed.success) throw new ConfigError(parsed.issues.map((issue) => issue.message));
  return Object.freeze(toConfig(parsed.output));
};

let loaded: Config | undefined;

/** This process's settings: parsed on first use, then kept (a failure is not kept: it fails again). */
export const config = (): Config => {
  loaded ??= readConfig(process.env);
  return loaded;
};

/** Tests that change the environment: the next `config()` reads it again. */
export const resetConfig = (): void => {
  loaded = undefined;
};

/** The settings only some functions have: optional in the schema, required by the code that uses one. */
type OptionalSettingKey = {
  [Key in keyof Config & SettingKey]-?: undefined extends Config[Key] ? Key : never;
}[keyof Config & SettingKey];

/** A setting this code cannot do without (MAIL_FROM to send mail…): a ConfigError names it when unset. */
export const requireSetting = <Key extends OptionalSettingKey>(key: Key): NonNullable<Config[Key]> => {
  const value = config()[key];
  if (value === undefined || value === null) throw new ConfigError(missing(ENV[key]));
  return value as NonNullable<Config[Key]>;
};
