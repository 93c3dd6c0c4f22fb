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
