import { afterEach, describe, expect, it } from 'vitest';
import { restoreSettings, stubSettings } from '../test/settings';
import { ConfigError, config, ENV, readConfig, requireSetting, resetConfig } from './config';
import { DEFAULT_RATE_LIMITS } from './services/rate-limit-settings';

/** The least environment a function starts with. */
const MINIMAL = { AWS_REGION: 'eu-central-1', TABLE_NAME: 'plie-test' };

const problemsOf = (env: Record<string, string | undefined>): readonly string[] => {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

afterEach(() => restoreSettings());

describe('the configuration', () => {
  it.each([[undefined], [''], ['   ']])(
    'fails loudly, naming the setting, when TABLE_NAME is %o',
    (value) => {
      const read = () => readConfig({ ...MINIMAL, TABLE_NAME: value });
      expect(read).toThrow(ConfigError);
      expect(read).toThrow('Missing required setting TABLE_NAME: set it in the environment.');
    },
  );

  it('reports every missing or invalid setting at once, each by name', () => {
    const env = {
      TRUSTED_PROXY_COUNT: 'two',
      RATE_LIMITS: '{not json',
      GEOCODER: 'google',
      PUBLIC_WEB_URL: 'plie.dance',
      DYNAMODB_ENDPOINT: 'ftp://127.0.0.1:8000',
    };
    const problems = problemsOf(env);
    expect(problems).toEqual([
      'Missing required setting AWS_REGION (or AWS_DEFAULT_REGION): set it in the environment.',
      'Missing required setting TABLE_NAME: set it in the environment.',
      'DYNAMODB_ENDPOINT must be an http(s) URL, got "ftp://127.0.0.1:8000".',
      'PUBLIC_WEB_URL must be an http(s) URL, got "plie.dance".',
      'TRUSTED_PROXY_COUNT must be the number of proxies in front of API Gateway (0–5), got "two".',
      expect.stringMatching(/^RATE_LIMITS is not JSON\. Expected JSON such as/),
      'GEOCODER must be one of offline, nominatim, got "google".',
    ]);
    const error = (() => {
      try {
        readConfig(env);
      } catch (thrown) {
        return thrown as Error;
      }
    })();
    expect(error?.message).toMatch(
      /^7 settings are missing or invalid:\n- Missing required setting AWS_REGION/,
    );
    for (const name of [
      'TABLE_NAME',
      'DYNAMODB_ENDPOINT',
      'PUBLIC_WEB_URL',
      'TRUSTED_PROXY_COUNT',
      'RATE_LIMITS',
      'GEOCODER',
    ])
      expect(error?.message).toContain(name);
  });

  it('parses the values into their types', () => {
    const settings = readConfig({
      AWS_DEFAULT_REGION: 'eu-west-1',
      TABLE_NAME: 'plie-prod',
      TRUSTED_PROXY_COUNT: '1',
      PLATFORM_ADMIN_EMAILS: ' anna@plie.test, ,Boris@plie.test ',
      RATE_LIMITS: '{"*":{"limit":500},"signUp":{"windowSeconds":60}}',
      PUBLIC_WEB_URL: 'https://plie.dance/',
      UPLOAD_PUBLIC_URL: 'https://files.plie.dance/',
      GOOGLE_ISSUER: 'http://127.0.0.1:8090/',
      POWERTOOLS_METRICS_DISABLED: 'TRUE',
      GEOCODER: 'nominatim',
      CURSOR_SECRET_ID: 'plie/prod/cursor-secret',
      PUBLIC_KEYS_SECRET_ID: '  ',
    });
    expect(settings).toMatchObject({
      awsRegion: 'eu-west-1',
      tableName: 'plie-prod',
      trustedProxyCount: 1,
      platformAdminEmails: ['anna@plie.test', 'Boris@plie.test'],
      publicWebUrl: 'https://plie.dance',
      uploadPublicUrl: 'https://files.plie.dance',
      googleIssuer: 'http://127.0.0.1:8090',
      metricsDisabled: true,
      geocoder: 'nominatim',
      secretIds: { cursor: 'plie/prod/cursor-secret' },
    });
    expect(settings.rateLimits.writes).toEqual({
      limit: 500,
      windowSeconds: DEFAULT_RATE_LIMITS.writes.windowSeconds,
    });
    expect(settings.rateLimits.signUp).toEqual({ limit: 500, windowSeconds: 60 });
  });

  it('gives the defaults of what is unset, and AWS_REGION wins over AWS_DEFAULT_REGION', () => {
    expect(readConfig({ ...MINIMAL, AWS_DEFAULT_REGION: 'us-east-1' })).toMatchObject({
      awsRegion: 'eu-central-1',
      trustedProxyCount: 0,
      rateLimits: DEFAULT_RATE_LIMITS,
      platformAdminEmails: [],
      jwtIssuer: 'https://plie.dance',
      googleIssuer: 'https://accounts.google.com',
      geocoder: 'offline',
      stage: 'local',
      serviceName: 'plie',
      metricsDisabled: undefined,
      mailFrom: undefined,
      secretIds: {},
    });
  });

  it('starts a function without the settings only some functions have', () => {
    expect(problemsOf(MINIMAL)).toEqual([]);
    expect(Object.keys(ENV)).toContain('mailFrom');
  });
});

describe('a setting only some functions have', () => {
  it('is asked for by the code that needs it, which names it when unset', () => {
    stubSettings({ MAIL_FROM: undefined, GOOGLE_CLIENT_ID: '' });
    expect(() => requireSetting('mailFrom')).toThrow(ConfigError);
    expect(() => requireSetting('mailFrom')).toThrow('Missing required setting MAIL_FROM');
    expect(() => requireSetting('googleClientId')).toThrow('Missing required setting GOOGLE_CLIENT_ID');
  });

  it('is given when set', () => {
    stubSettings({ MAIL_FROM: 'Plié <hello@plie.test>' });
    expect(requireSetting('mailFrom')).toBe('Plié <hello@plie.test>');
  });
});

describe('config()', () => {
  it('reads the environment once, until a test resets it', () => {
    stubSettings({ JWT_ISSUER: 'https://one.test' });
    const first = config();
    expect(config()).toBe(first);
    process.env.JWT_ISSUER = 'https://two.test';
    expect(config().jwtIssuer).toBe('https://one.test');
    resetConfig();
    expect(config().jwtIssuer).toBe('https://two.test');
    expect(config()).not.toBe(first);
  });

  it('does not keep a failure: once the environment is fixed, it reads it', () => {
    stubSettings({ TRUSTED_PROXY_COUNT: '-1' });
    expect(() => config()).toThrow(/TRUSTED_PROXY_COUNT/);
    stubSettings({ TRUSTED_PROXY_COUNT: '2' });
    expect(config().trustedProxyCount).toBe(2);
  });
});

describe('the outbound limits', () => {
  it('default to a 1 s connection, 2 s an attempt and 3 attempts, inside the API functions’ 10 s', () => {
    const limits = readConfig(MINIMAL);
    expect(limits).toMatchObject({
      outboundConnectionTimeoutMs: 1_000,
      outboundRequestTimeoutMs: 2_000,
      outboundMaxAttempts: 3,
    });
    expect(limits.outboundMaxAttempts * limits.outboundRequestTimeoutMs).toBeLessThan(10_000);
  });

  it('are read from OUTBOUND_* settings, and a value that is not a whole number in range is refused by name', () => {
    expect(
      readConfig({
        ...MINIMAL,
        OUTBOUND_CONNECTION_TIMEOUT_MS: '250',
        OUTBOUND_REQUEST_TIMEOUT_MS: '800',
        OUTBOUND_MAX_ATTEMPTS: '1',
      }),
    ).toMatchObject({
      outboundConnectionTimeoutMs: 250,
      outboundRequestTimeoutMs: 800,
      outboundMaxAttempts: 1,
    });
    expect(problemsOf({ ...MINIMAL, OUTBOUND_REQUEST_TIMEOUT_MS: '2s', OUTBOUND_MAX_ATTEMPTS: '0' })).toEqual(
      [
        'OUTBOUND_REQUEST_TIMEOUT_MS must be a whole number from 1 to 300000, got "2s".',
        'OUTBOUND_MAX_ATTEMPTS must be a whole number from 1 to 10, got "0".',
      ],
    );
  });
});
