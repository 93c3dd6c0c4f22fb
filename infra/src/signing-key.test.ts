import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateSigningJwk, newKid, parseSigningJwk, publicJwksOf } from './signing-key';

describe('the signing key', () => {
  it('is a fresh ES256 key with a dated kid each time', () => {
    const first = generateSigningJwk();
    const second = generateSigningJwk();
    expect(first).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(first.kid).toMatch(/^plie-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}$/);
    expect(second.d).not.toBe(first.d);
    expect(newKid('throwaway-synth')).toMatch(/^throwaway-synth-/);
  });

  it('passes its own check', () => {
    const jwk = generateSigningJwk();
    expect(parseSigningJwk(JSON.stringify(jwk))).toEqual({ jwk });
  });

  it('signs what its public JWKS verifies (ES256, as JWS encodes signatures)', () => {
    const jwk = generateSigningJwk();
    const [publicJwk] = publicJwksOf(jwk).keys;
    expect(publicJwk).not.toHaveProperty('d');
    const data = Buffer.from('header.payload');
    const signature = sign('sha256', data, {
      key: createPrivateKey({ key: { ...jwk }, format: 'jwk' }),
      dsaEncoding: 'ieee-p1363',
    });
    const publicKey = createPublicKey({ key: { ...publicJwk }, format: 'jwk' });
    expect(verify('sha256', data, { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature)).toBe(true);
    const otherKey = createPublicKey({
      key: { ...publicJwksOf(generateSigningJwk()).keys[0] },
      format: 'jwk',
    });
    expect(verify('sha256', data, { key: otherKey, dsaEncoding: 'ieee-p1363' }, signature)).toBe(false);
  });
});

describe('checking a private signing key (the secret keys:rotate keeps)', () => {
  const key = generateSigningJwk('plie-check-test');
  const { d: _d, ...publicOnly } = key;

  it.each([
    ['not JSON', 'not-json', /is not JSON/],
    ['a JWKS', JSON.stringify({ keys: [key] }), /expected "EC"/],
    ['a list', JSON.stringify([key]), /is not a JSON object/],
    ['an RSA key', JSON.stringify({ ...key, kty: 'RSA' }), /kty "RSA", expected "EC"/],
    ['a P-384 key (wrong curve)', JSON.stringify({ ...key, crv: 'P-384' }), /crv "P-384", expected "P-256"/],
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
    const result = parseSigningJwk(value);
    expect(result.problem).toMatch(message);
    expect(result.problem).not.toContain(key.d);
  });
});
