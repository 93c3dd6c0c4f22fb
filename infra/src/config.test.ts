import { App } from 'aws-cdk-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, readConfig } from './config';
import { generateSigningJwk, publicJwkOf } from './signing-key';

const key = generateSigningJwk('plie-config-test');
const jwtPrivateJwk = JSON.stringify(key);

/** Config from context; the signing key is given unless the context says otherwise. */
const configFrom = (context: Record<string, unknown>) =>
  readConfig(new App({ context: { jwtPrivateJwk, ...context } }).node);

describe('readConfig', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('needs only the mail domain and the signing key; the rest has defaults', () => {
    expect(configFrom({ mailDomain: 'Plie.Example.com' })).toEqual({
      stage: 'dev',
      isProduction: false,
      mailDomain: 'plie.example.com',
      mailFrom: 'no-reply@plie.example.com',
      allowedOrigins: ['*'],
      adminEmails: [],
      alarmEmails: [],
      jwtPrivateJwk,
      jwtPublicJwks: JSON.stringify({ keys: [publicJwkOf(key)] }),
    });
  });

  it('fails with a message naming the missing mail domain and how to set it', () => {
    vi.stubEnv('PLIE_MAIL_DOMAIN', '');
    expect(() => configFrom({})).toThrow(ConfigError);
    expect(() => configFrom({})).toThrow(/"mailDomain".*missing.*-c mailDomain=.*PLIE_MAIL_DOMAIN/);
  });

  it('falls back to PLIE_* environment variables, context first', () => {
    vi.stubEnv('PLIE_MAIL_DOMAIN', 'env.example.com');
    vi.stubEnv('PLIE_STAGE', 'prod');
    vi.stubEnv('PLIE_JWT_PRIVATE_JWK', ` ${jwtPrivateJwk}\n`);
    const fromEnv = readConfig(new App({ context: {} }).node);
    expect(fromEnv).toMatchObject({
      mailDomain: 'env.example.com',
      stage: 'prod',
      isProduction: true,
      jwtPrivateJwk,
    });
    expect(configFrom({ stage: 'qa' })).toMatchObject({ stage: 'qa', isProduction: false });
  });

  it('reads lists from comma-separated text (-c) or JSON arrays (cdk.json)', () => {
    const fromText = configFrom({
      mailDomain: 'plie.example.com',
      adminEmails: 'Ann@Plie.example.com, bob@plie.example.com',
      allowedOrigins: 'https://studio.example.com/, http://localhost:5173',
    });
    expect(fromText.adminEmails).toEqual(['ann@plie.example.com', 'bob@plie.example.com']);
    expect(fromText.allowedOrigins).toEqual(['https://studio.example.com', 'http://localhost:5173']);
    const fromArray = configFrom({ mailDomain: 'plie.example.com', alarmEmails: ['ops@plie.example.com'] });
    expect(fromArray.alarmEmails).toEqual(['ops@plie.example.com']);
  });

  it.each([
    [{ stage: 'Prod!' }, /"stage".*not valid/],
    [{ mailDomain: 'not a domain' }, /"mailDomain".*not a domain name/],
    [{ mailFrom: 'hello@elsewhere.com' }, /"mailFrom".*not at the mail domain/],
    [{ allowedOrigins: 'studio.example.com' }, /"allowedOrigins".*not an origin/],
    [{ allowedOrigins: '*,https://a.example.com' }, /"\*" cannot be combined/],
    [{ adminEmails: 'ann' }, /"adminEmails".*"ann" is not an e-mail address/],
    [{ adminEmails: 42 }, /"adminEmails".*expected a list/],
  ])('refuses %j', (context, message) => {
    expect(() => configFrom({ mailDomain: 'plie.example.com', ...context })).toThrow(message);
  });

  it('accepts a From with a display name at a subdomain of the mail domain', () => {
    const config = configFrom({
      mailDomain: 'plie.example.com',
      mailFrom: 'Plié <hello@mail.plie.example.com>',
    });
    expect(config.mailFrom).toBe('Plié <hello@mail.plie.example.com>');
  });

  describe('the signing key (jwtPrivateJwk)', () => {
    const withKey = (value: unknown) => () =>
      configFrom({ mailDomain: 'plie.example.com', jwtPrivateJwk: value });
    const { d: _d, ...publicOnly } = key;

    it('derives the public JWKS from it: the public point, kid and ES256, never d', () => {
      const config = configFrom({ mailDomain: 'plie.example.com' });
      const jwks = JSON.parse(config.jwtPublicJwks) as { keys: Record<string, unknown>[] };
      expect(jwks.keys).toEqual([
        { kty: 'EC', crv: 'P-256', x: key.x, y: key.y, kid: 'plie-config-test', alg: 'ES256', use: 'sig' },
      ]);
      expect(jwks.keys[0]).not.toHaveProperty('d');
      expect(config.jwtPublicJwks).not.toContain(key.d);
    });

    it('keeps only what signing needs, with alg ES256 (extra members such as key_ops are dropped)', () => {
      const { alg: _alg, use: _use, ...bare } = key;
      const config = configFrom({
        mailDomain: 'plie.example.com',
        jwtPrivateJwk: JSON.stringify({ ...bare, key_ops: ['verify'] }),
      });
      expect(JSON.parse(config.jwtPrivateJwk)).toEqual(key);
    });

    it('accepts a parsed JWK from context too', () => {
      expect(withKey(key)().jwtPrivateJwk).toBe(jwtPrivateJwk);
    });

    it('fails with a message naming the missing key, how to make one and how to pass it', () => {
      vi.stubEnv('PLIE_JWT_PRIVATE_JWK', '');
      const missing = () => readConfig(new App({ context: { mailDomain: 'plie.example.com' } }).node);
      expect(missing).toThrow(ConfigError);
      expect(missing).toThrow(
        /"jwtPrivateJwk".*missing.*npm run keys:generate -w infra.*PLIE_JWT_PRIVATE_JWK='…' npm run deploy/,
      );
    });

    it.each([
      ['not JSON', 'not-json', /is not JSON/],
      ['a JWKS', JSON.stringify({ keys: [key] }), /expected "EC"/],
      ['a list', JSON.stringify([key]), /is not a JSON object/],
      ['an RSA key', JSON.stringify({ ...key, kty: 'RSA' }), /kty "RSA", expected "EC"/],
      [
        'a P-384 key (wrong curve)',
        JSON.stringify({ ...key, crv: 'P-384' }),
        /crv "P-384", expected "P-256"/,
      ],
      [
        'a key for another algorithm',
        JSON.stringify({ ...key, alg: 'ES384' }),
        /alg "ES384", expected "ES256"/,
      ],
      ['a key without kid', JSON.stringify({ ...key, kid: undefined }), /no "kid"/],
      ['a key with a blank kid', JSON.stringify({ ...key, kid: ' ' }), /no "kid"/],
      ['a public key only (no d)', JSON.stringify(publicOnly), /no "d": it is a public key/],
      ['a key without x', JSON.stringify({ ...key, x: undefined }), /no public point/],
      ['a malformed point', JSON.stringify({ ...key, x: 'AAAA' }), /not a valid P-256 key/],
      [
        'a d that is not the private half of x and y',
        JSON.stringify({ ...key, d: generateSigningJwk().d }),
        /x and y that are not the public point of its d/,
      ],
    ])('refuses %s, without quoting the key', (_, value, message) => {
      expect(withKey(value)).toThrow(ConfigError);
      expect(withKey(value)).toThrow(message);
      expect(withKey(value)).toThrow(/"jwtPrivateJwk".*npm run keys:generate -w infra/);
      const error = (() => {
        try {
          withKey(value)();
        } catch (caught) {
          return caught as Error;
        }
      })();
      expect(error?.message).not.toContain(key.d);
    });
  });
});

describe('Sign in with Google settings', () => {
  it('are optional, and taken as a pair', () => {
    expect(configFrom({ mailDomain: 'plie.example.com' }).google).toBeUndefined();
    expect(
      configFrom({ mailDomain: 'plie.example.com', googleClientId: 'id-1', googleClientSecret: 'secret-1' })
        .google,
    ).toEqual({ clientId: 'id-1', clientSecret: 'secret-1' });
  });

  it.each([
    [{ googleClientId: 'id-1' }, 'googleClientSecret'],
    [{ googleClientSecret: 'secret-1' }, 'googleClientId'],
  ])('refuse half a pair (%o) naming the missing one', (context, missing) => {
    expect(() => configFrom({ mailDomain: 'plie.example.com', ...context })).toThrow(
      new RegExp(`"${missing}".*set both Google settings or neither`),
    );
  });
});
