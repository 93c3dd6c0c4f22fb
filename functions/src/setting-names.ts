/**
 * The names of the environment variables the functions read, by the key `config()` gives each
 * value under (config.ts parses them; the secrets' ids are in services/secret-names.ts). Infra
 * builds every function's environment from these same names (`@plie/functions/setting-names`),
 * so a renamed setting cannot drift between the two; free of dependencies for that.
 */
export const ENV = {
  /** The AWS region (Lambda sets it; `AWS_DEFAULT_REGION` is read when it is unset). */
  awsRegion: 'AWS_REGION',
  awsDefaultRegion: 'AWS_DEFAULT_REGION',
  /** Set by Lambda: metrics are printed only inside it (services/log.ts). */
  lambdaFunctionName: 'AWS_LAMBDA_FUNCTION_NAME',
  /** Powertools' service name: `plie-<domain>` in a domain's function. */
  serviceName: 'POWERTOOLS_SERVICE_NAME',
  /** `true`/`false`: overrides whether metrics are printed. */
  metricsDisabled: 'POWERTOOLS_METRICS_DISABLED',
  /** The deployment stage, a dimension of every metric (`local` when unset). */
  stage: 'STAGE',
  tableName: 'TABLE_NAME',
  /** Endpoints of the local stand-ins; unset in AWS. */
  dynamodbEndpoint: 'DYNAMODB_ENDPOINT',
  s3Endpoint: 'S3_ENDPOINT',
  sesEndpoint: 'SES_ENDPOINT',
  secretsManagerEndpoint: 'SECRETS_MANAGER_ENDPOINT',
  uploadBucket: 'UPLOAD_BUCKET',
  /** Where uploaded files are read publicly (CloudFront in AWS). */
  uploadPublicUrl: 'UPLOAD_PUBLIC_URL',
  mailFrom: 'MAIL_FROM',
  /** The SES configuration set whose events feed the suppression list. */
  mailConfigurationSet: 'MAIL_CONFIGURATION_SET',
  /** The web site's origin: links in e-mails point there. */
  publicWebUrl: 'PUBLIC_WEB_URL',
  /** Comma-separated e-mails of the platform admins. */
  platformAdminEmails: 'PLATFORM_ADMIN_EMAILS',
  /** Proxies in front of API Gateway that append to X-Forwarded-For (0–5). */
  trustedProxyCount: 'TRUSTED_PROXY_COUNT',
  /** JSON overrides of the flood limits (services/rate-limit-settings.ts). */
  rateLimits: 'RATE_LIMITS',
  /** Who issues access tokens (default https://plie.dance). */
  jwtIssuer: 'JWT_ISSUER',
  /** "Sign in with Google": the OpenID issuer (default Google's) and the client id. */
  googleIssuer: 'GOOGLE_ISSUER',
  googleClientId: 'GOOGLE_CLIENT_ID',
  /** `offline` (default) or `nominatim`, with its URL and User-Agent. */
  geocoder: 'GEOCODER',
  geocoderUrl: 'GEOCODER_URL',
  geocoderUserAgent: 'GEOCODER_USER_AGENT',
  /**
   * Every outbound call's limits (DynamoDB, S3, SES, Secrets Manager, fetched key sets, the
   * geocoder): how long a connection may take, how long one attempt may take, attempts in all.
   */
  outboundConnectionTimeoutMs: 'OUTBOUND_CONNECTION_TIMEOUT_MS',
  outboundRequestTimeoutMs: 'OUTBOUND_REQUEST_TIMEOUT_MS',
  outboundMaxAttempts: 'OUTBOUND_MAX_ATTEMPTS',
  /**
   * The `pages` function: how long a data page's render may take before the page is sent as its
   * app shell copy (default `SERVER_RENDER_BUDGET_MS`; a loaded test machine sets more).
   */
  pageRenderBudgetMs: 'PAGE_RENDER_BUDGET_MS',
} as const;

export type SettingKey = keyof typeof ENV;
export type SettingName = (typeof ENV)[SettingKey];
