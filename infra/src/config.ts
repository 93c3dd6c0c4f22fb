/**
 * Deployment settings, read once from CDK context (`-c key=value` or cdk.json) with an
 * environment-variable fallback (`PLIE_<KEY>`), validated, with defaults where one is sane.
 * A missing or malformed value stops synth with a message that names it and says how to set it.
 */
import type { Node } from 'constructs';
import { parseSigningJwk, publicJwksOf } from './signing-key';

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
  /** Addresses that receive the alarms. */
  alarmEmails: string[];
  /** The private JWK (JSON) the `auth` function signs access tokens with (ES256). A secret. */
  /** "Sign in with Google" (optional: without it the sign-in button lands on the login page's alert). */
  google?: { clientId: string; clientSecret: string };
  jwtPrivateJwk: string;
  /** The public JWKS (JSON) derived from it, with which every function verifies access tokens. */
  jwtPublicJwks: string;
}

interface Setting {
  key: string;
  env: string;
  /** What the value is, for error messages. */
  about: string;
  /** How to make a value, for error messages. */
  howToMake?: string;
  /** A secret: passed in the environment rather than kept in cdk.json, and never quoted in errors. */
  secret?: boolean;
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
    about: 'addresses that receive alarms (comma-separated)',
  },
  googleClientId: {
    key: 'googleClientId',
    env: 'PLIE_GOOGLE_CLIENT_ID',
    about: 'the OAuth client id of "Sign in with Google" (optional, with googleClientSecret)',
  },
  googleClientSecret: {
    key: 'googleClientSecret',
    env: 'PLIE_GOOGLE_CLIENT_SECRET',
    about: 'the OAuth client secret of "Sign in with Google" (optional, with googleClientId)',
  },
  jwtPrivateJwk: {
    key: 'jwtPrivateJwk',
    env: 'PLIE_JWT_PRIVATE_JWK',
    about: 'the private key the API signs access tokens with: an EC P-256 JWK, as JSON',
    howToMake: 'Make one with "npm run keys:generate -w infra".',
    secret: true,
  },
} satisfies Record<string, Setting>;

const DEFAULT_STAGE = 'dev';
const PRODUCTION_STAGES = new Set(['prod', 'production']);
const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,15}$/;
const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const ORIGIN_PATTERN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;

const howToSet = (setting: Setting) =>
  setting.secret
    ? `Pass it in the environment variable ${setting.env} ` +
      `(e.g. "${setting.env}='…' npm run deploy -w infra"), not in infra/cdk.json: it is a secret.`
    : `Set it with "-c ${setting.key}=…" (e.g. "npm run deploy -w infra -- -c ${setting.key}=…"), ` +
      `in infra/cdk.json "context", or with the environment variable ${setting.env}.`;

const fail = (setting: Setting, problem: string): never => {
  const advice = [setting.howToMake, howToSet(setting)].filter(Boolean).join(' ');
  throw new ConfigError(`Plié config "${setting.key}" (${setting.about}): ${problem}. ${advice}`);
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

/** The signing key and its public JWKS (JSON text from `-c` or the environment, or an object in context). */
const readSigningKey = (node: Node, setting: Setting) => {
  const value = rawValue(node, setting);
  if (value === undefined) return fail(setting, 'missing (it has no default)');
  const parsed = parseSigningJwk(typeof value === 'string' ? value.trim() : value);
  if (parsed.problem !== undefined) return fail(setting, `the value ${parsed.problem}`);
  return { privateJwk: JSON.stringify(parsed.jwk), publicJwks: JSON.stringify(publicJwksOf(parsed.jwk)) };
};

/** `no-reply@x.org` or `Plié <no-reply@x.org>` → `no-reply@x.org`. */
const addressOf = (mailbox: string): string => /<([^>]+)>\s*$/.exec(mailbox)?.[1]?.trim() ?? mailbox;

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

  const signingKey = readSigningKey(node, SETTINGS.jwtPrivateJwk);
  const googleClientId = readText(node, SETTINGS.googleClientId);
  const googleClientSecret = readText(node, SETTINGS.googleClientSecret);
  if (Boolean(googleClientId) !== Boolean(googleClientSecret)) {
    fail(
      googleClientId ? SETTINGS.googleClientSecret : SETTINGS.googleClientId,
      'missing: set both Google settings or neither',
    );
  }

  return {
    stage,
    isProduction: PRODUCTION_STAGES.has(stage),
    mailDomain,
    mailFrom,
    allowedOrigins,
    adminEmails: readEmails(SETTINGS.adminEmails),
    alarmEmails: readEmails(SETTINGS.alarmEmails),
    ...(googleClientId && googleClientSecret
      ? { google: { clientId: googleClientId, clientSecret: googleClientSecret } }
      : {}),
    jwtPrivateJwk: signingKey.privateJwk,
    jwtPublicJwks: signingKey.publicJwks,
  };
};
