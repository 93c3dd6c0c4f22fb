/**
 * Deployment settings, read once from CDK context (`-c key=value` or cdk.json) with an
 * environment-variable fallback (`PLIE_<KEY>`), validated, with defaults where one is sane.
 * A missing or malformed value stops synth with a message that names it and says how to set it.
 */
import { DEMO_SITE_OPERATOR, type SiteOperator } from '@plie/shared';
import type { Node } from 'constructs';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export interface PlieConfig {
  /** Short name of this deployment (`dev`, `prod`…): prefixes resource names. */
  stage: string;
  /** Whether this stage holds real users' data (`prod`): buckets are then kept on stack deletion. */
  isProduction: boolean;
  /** The domain Plié sends e-mail from; an SES identity is created for it. */
  mailDomain: string;
  /** The From address of every e-mail (must be at the mail domain). */
  mailFrom: string;
  /** Origins the API answers cross-origin requests from; `*` lets embeds run on any studio's site. */
  allowedOrigins: string[];
  /** E-mail addresses that are platform admins. */
  adminEmails: string[];
  /** Addresses that receive the alarms: at least one, unless opted out with `alarmEmails=none` (then empty). */
  alarmEmails: string[];
  /**
   * "Sign in with Google" (optional: without it the sign-in button lands on the login page's alert).
   * Only the client id is configuration; the client secret lives in Secrets Manager (secrets.ts).
   */
  googleClientId?: string;
  /** The API stage's default throttle (every route; requests a second, and the burst above it). */
  apiThrottle: { rateLimit: number; burstLimit: number };
  /** Requests per IP in 5 minutes before the edge WAF blocks it; no web ACL (and no WAF cost) when unset. */
  wafRateLimit?: number;
  /**
   * Who provides the service, shown on the legal notice (written to the site's config.json). Required
   * in production; a stage that is not production and names none shows the fictional demo operator.
   */
  operator: SiteOperator;
}

interface Setting {
  key: string;
  env: string;
  /** What the value is, for error messages. */
  about: string;
}

const SETTINGS = {
  stage: { key: 'stage', env: 'PLIE_STAGE', about: 'the deployment stage, e.g. dev or prod' },
  mailDomain: {
    key: 'mailDomain',
    env: 'PLIE_MAIL_DOMAIN',
    about: 'the domain Plié sends e-mail from (an SES identity is created for it)',
  },
  mailFrom: { key: 'mailFrom', env: 'PLIE_MAIL_FROM', about: 'the From address of e-mails' },
  allowedOrigins: {
    key: 'allowedOrigins',
    env: 'PLIE_ALLOWED_ORIGINS',
    about: 'origins allowed to call the API (comma-separated, or *)',
  },
  adminEmails: {
    key: 'adminEmails',
    env: 'PLIE_ADMIN_EMAILS',
    about: 'platform admin e-mail addresses (comma-separated)',
  },
  alarmEmails: {
    key: 'alarmEmails',
    env: 'PLIE_ALARM_EMAILS',
    about: 'addresses that receive alarms (comma-separated), or "none" to opt out of alarm e-mail',
  },
  googleClientId: {
    key: 'googleClientId',
    env: 'PLIE_GOOGLE_CLIENT_ID',
    about:
      'the OAuth client id of "Sign in with Google" (optional; its secret is set with "npm run secrets:set -w infra")',
  },
  apiRateLimit: {
    key: 'apiRateLimit',
    env: 'PLIE_API_RATE_LIMIT',
    about: 'the API stage default steady rate, requests a second over all callers',
  },
  apiBurstLimit: {
    key: 'apiBurstLimit',
    env: 'PLIE_API_BURST_LIMIT',
    about: 'the API stage default burst, requests above the steady rate',
  },
  wafRateLimit: {
    key: 'wafRateLimit',
    env: 'PLIE_WAF_RATE_LIMIT',
    about:
      'requests one IP may send the site in 5 minutes before the WAF blocks it (optional: no WAF when unset)',
  },
  operator: {
    key: 'operator',
    env: 'PLIE_OPERATOR',
    about:
      'the operator shown on the legal notice: {"name","address","register","nip","regon","email"} as an object in cdk.json, or JSON',
  },
} satisfies Record<string, Setting>;

/**
 * The API stage's default throttle, over all callers together (API Gateway's account limit is 10,000 a
 * second): far above what the product's traffic needs, low enough that a flood costs little.
 */
/**
 * Where the stack may be deployed: the privacy policy (dashboard/src/features/legal/texts/privacy.*.md,
 * "Processors") promises AWS data centres in the European Union, so a deploy to any other region is
 * refused before anything is created. `undefined` (an environment-agnostic synth: tests, the local
 * runtime) is allowed.
 */
export const assertEuRegion = (region: string | undefined): void => {
  if (region === undefined) return;
  if (!/^eu-[a-z]+-\d+$/.test(region)) {
    throw new ConfigError(
      `Plié keeps personal data in the European Union (the privacy policy says so): deploy to an eu-* region (e.g. eu-central-1), not "${region}".`,
    );
  }
};

export const DEFAULT_API_THROTTLE = { rateLimit: 100, burstLimit: 200 };
/** WAF rate-based rules count per 5 minutes; AWS accepts 10 to 2,000,000,000. */
const WAF_RATE_LIMIT_RANGE = { min: 10, max: 2_000_000_000 };

const DEFAULT_STAGE = 'dev';
/** The value of `alarmEmails` that says on purpose that alarms e-mail nobody (a throwaway stage). */
export const ALARM_EMAILS_OPT_OUT = 'none';
const PRODUCTION_STAGES = new Set(['prod', 'production']);
const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,15}$/;
const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const ORIGIN_PATTERN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

/** Settings are configuration, never secrets: those live in Secrets Manager (secrets.ts). */
const howToSet = (setting: Setting) =>
  `Set it with "-c ${setting.key}=…" (e.g. "npm run deploy -w infra -- -c ${setting.key}=…"), ` +
  `in infra/cdk.json "context", or with the environment variable ${setting.env}.`;

const fail = (setting: Setting, problem: string): never => {
  throw new ConfigError(`Plié config "${setting.key}" (${setting.about}): ${problem}. ${howToSet(setting)}`);
};

/** The raw value: context first, then the environment; blank counts as unset. */
const rawValue = (node: Node, setting: Setting): unknown => {
  const fromContext: unknown = node.tryGetContext(setting.key);
  if (fromContext !== undefined && fromContext !== null && fromContext !== '') return fromContext;
  const fromEnv = process.env[setting.env]?.trim();
  return fromEnv ? fromEnv : undefined;
};

const readText = (node: Node, setting: Setting): string | undefined => {
  const value = rawValue(node, setting);
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return fail(setting, `expected text, got ${JSON.stringify(value)}`);
  return value.trim();
};

/** A list: a JSON array in cdk.json, or comma-separated text from `-c` or the environment. */
const readList = (node: Node, setting: Setting): string[] | undefined => {
  const value = rawValue(node, setting);
  if (value === undefined) return undefined;
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : undefined;
  if (!items || items.some((item) => typeof item !== 'string')) {
    return fail(setting, `expected a list of text, got ${JSON.stringify(value)}`);
  }
  return (items as string[]).map((item) => item.trim()).filter(Boolean);
};

/** A whole number in a range: a number in cdk.json, or text from `-c` or the environment. */
const readWholeNumber = (
  node: Node,
  setting: Setting,
  range: { min: number; max: number },
): number | undefined => {
  const value = rawValue(node, setting);
  if (value === undefined) return undefined;
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (!Number.isInteger(number) || number < range.min || number > range.max) {
    return fail(
      setting,
      `expected a whole number from ${range.min} to ${range.max}, got ${JSON.stringify(value)}`,
    );
  }
  return number;
};

/** `no-reply@x.org` or `Plié <no-reply@x.org>` → `no-reply@x.org`. */
const addressOf = (mailbox: string): string => /<([^>]+)>\s*$/.exec(mailbox)?.[1]?.trim() ?? mailbox;

const OPERATOR_FIELDS = ['name', 'address', 'register', 'nip', 'regon', 'email'] as const;

/** NIP: 10 digits (dashes and spaces allowed), the last a checksum of the others (weights 6 5 7 2 3 4 5 6 7). */
const isNip = (value: string) => {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return sum % 11 === Number(digits[9]);
};

/**
 * The operator: an object in cdk.json (`"operator": {...}`), or JSON text from `-c operator=…` or
 * PLIE_OPERATOR. Production must name a real one; other stages fall back to the demo operator.
 */
const readOperator = (node: Node, isProduction: boolean): SiteOperator => {
  const setting = SETTINGS.operator;
  let value = rawValue(node, setting);
  if (value === undefined) {
    if (isProduction)
      return fail(setting, 'missing: a production site must name its operator on the legal notice');
    return DEMO_SITE_OPERATOR;
  }
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return fail(setting, 'expected a JSON object');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail(setting, `expected an object, got ${JSON.stringify(value)}`);
  }
  const given = value as Record<string, unknown>;
  const operator = {} as Record<(typeof OPERATOR_FIELDS)[number], string>;
  for (const field of OPERATOR_FIELDS) {
    const text = given[field];
    if (typeof text !== 'string' || text.trim() === '') return fail(setting, `"${field}" is missing`);
    operator[field] = text.trim();
  }
  const unknown = Object.keys(given).filter((key) => !(OPERATOR_FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0) fail(setting, `unknown field(s) ${unknown.join(', ')}`);
  if (!isNip(operator.nip))
    fail(setting, `"nip" ${JSON.stringify(operator.nip)} is not a valid NIP (10 digits)`);
  if (!/^(\d{9}|\d{14})$/.test(operator.regon)) {
    fail(setting, `"regon" ${JSON.stringify(operator.regon)} is not a REGON (9 or 14 digits)`);
  }
  if (!EMAIL_PATTERN.test(operator.email))
    fail(setting, `"email" ${JSON.stringify(operator.email)} is not an e-mail address`);
  return operator;
};

export const readConfig = (node: Node): PlieConfig => {
  const stage = readText(node, SETTINGS.stage) ?? DEFAULT_STAGE;
  if (!STAGE_PATTERN.test(stage)) {
    fail(SETTINGS.stage, `"${stage}" is not valid: use 1–16 lowercase letters, digits or dashes`);
  }

  const mailDomain = readText(node, SETTINGS.mailDomain)?.toLowerCase();
  if (!mailDomain) return fail(SETTINGS.mailDomain, 'missing (it has no default)');
  if (!DOMAIN_PATTERN.test(mailDomain)) fail(SETTINGS.mailDomain, `"${mailDomain}" is not a domain name`);

  const mailFrom = readText(node, SETTINGS.mailFrom) ?? `no-reply@${mailDomain}`;
  const fromAddress = addressOf(mailFrom).toLowerCase();
  if (!EMAIL_PATTERN.test(fromAddress)) fail(SETTINGS.mailFrom, `"${mailFrom}" is not an e-mail address`);
  const fromDomain = fromAddress.split('@')[1] ?? '';
  if (fromDomain !== mailDomain && !fromDomain.endsWith(`.${mailDomain}`)) {
    fail(SETTINGS.mailFrom, `"${mailFrom}" is not at the mail domain ${mailDomain} (SES only sends from it)`);
  }

  const allowedOrigins = (readList(node, SETTINGS.allowedOrigins) ?? ['*']).map((origin) =>
    origin.replace(/\/+$/, '').toLowerCase(),
  );
  if (allowedOrigins.length === 0) fail(SETTINGS.allowedOrigins, 'the list is empty');
  for (const origin of allowedOrigins) {
    if (origin !== '*' && !ORIGIN_PATTERN.test(origin)) {
      fail(SETTINGS.allowedOrigins, `"${origin}" is not an origin like https://studio.example.com`);
    }
  }
  if (allowedOrigins.includes('*') && allowedOrigins.length > 1) {
    fail(SETTINGS.allowedOrigins, '"*" cannot be combined with other origins');
  }

  const readEmails = (setting: Setting) => {
    const emails = (readList(node, setting) ?? []).map((email) => email.toLowerCase());
    for (const email of emails) {
      if (!EMAIL_PATTERN.test(email)) fail(setting, `"${email}" is not an e-mail address`);
    }
    return emails;
  };

  /** Alarms must reach someone: an empty list is a mistake, `none` a decision. */
  const readAlarmEmails = () => {
    const raw = rawValue(node, SETTINGS.alarmEmails);
    if (typeof raw === 'string' && raw.trim().toLowerCase() === ALARM_EMAILS_OPT_OUT) return [];
    const emails = readEmails(SETTINGS.alarmEmails);
    if (emails.length === 0) {
      fail(
        SETTINGS.alarmEmails,
        `missing: alarms would reach nobody. Give at least one address, or opt out on purpose with "${ALARM_EMAILS_OPT_OUT}"`,
      );
    }
    return emails;
  };

  const googleClientId = readText(node, SETTINGS.googleClientId);
  const throttleRange = { min: 1, max: 10_000 };
  const apiThrottle = {
    rateLimit: readWholeNumber(node, SETTINGS.apiRateLimit, throttleRange) ?? DEFAULT_API_THROTTLE.rateLimit,
    burstLimit:
      readWholeNumber(node, SETTINGS.apiBurstLimit, throttleRange) ?? DEFAULT_API_THROTTLE.burstLimit,
  };
  const wafRateLimit = readWholeNumber(node, SETTINGS.wafRateLimit, WAF_RATE_LIMIT_RANGE);

  const isProduction = PRODUCTION_STAGES.has(stage);
  return {
    stage,
    isProduction,
    mailDomain,
    mailFrom,
    allowedOrigins,
    adminEmails: readEmails(SETTINGS.adminEmails),
    alarmEmails: readAlarmEmails(),
    ...(googleClientId ? { googleClientId } : {}),
    apiThrottle,
    ...(wafRateLimit !== undefined ? { wafRateLimit } : {}),
    operator: readOperator(node, isProduction),
  };
};
