import { describe, expect, it } from 'vitest';
import { KEPT_KEYS, parseArguments, rotateKeys, signingKeysIn, UsageError } from './secrets-cli';
import { generateSigningJwk } from './signing-key';

describe('rotating the signing keys', () => {
  it('signs with the new key and keeps the previous one for the tokens it signed; older ones go', () => {
    const [oldest, previous, next] = [
      generateSigningJwk('k1'),
      generateSigningJwk('k2'),
      generateSigningJwk('k3'),
    ];
    const rotated = rotateKeys([previous, oldest], next);
    expect(rotated.signingKeys.keys.map((key) => key.kid)).toEqual(['k3', 'k2']);
    expect(rotated.signingKeys.keys).toHaveLength(KEPT_KEYS);
    expect(rotated.publicKeys.keys.map((key) => key.kid)).toEqual(['k3', 'k2']);
    for (const key of rotated.publicKeys.keys) expect(key).not.toHaveProperty('d');
  });

  it('starts from an empty stage (the placeholder CloudFormation made) with one key', () => {
    const placeholder = JSON.stringify({ keys: [], placeholder: 'Xy12' });
    expect(signingKeysIn(placeholder)).toEqual([]);
    const rotated = rotateKeys(signingKeysIn(placeholder), generateSigningJwk('first'));
    expect(rotated.signingKeys.keys.map((key) => key.kid)).toEqual(['first']);
  });

  it('reads only valid keys from a stored value (garbage counts as none)', () => {
    const good = generateSigningJwk('good');
    expect(signingKeysIn(JSON.stringify({ keys: [good, { kty: 'RSA' }] }))).toEqual([good]);
    expect(signingKeysIn('not json')).toEqual([]);
    expect(signingKeysIn(undefined)).toEqual([]);
  });
});

describe('the secrets command line', () => {
  it('needs a stage, and takes --if-empty, --region and --endpoint', () => {
    expect(parseArguments('keys:rotate', ['--stage', 'prod', '--if-empty', '--region', 'eu-west-1'])).toEqual(
      {
        command: 'keys:rotate',
        stage: 'prod',
        region: 'eu-west-1',
        ifEmpty: true,
      },
    );
    expect(() => parseArguments('keys:rotate', [])).toThrow(/--stage is required/);
    expect(() => parseArguments('keys:rotate', ['--stage'])).toThrow(/--stage needs a value/);
    expect(() => parseArguments('keys:rotate', ['--stage', 'x', '--force'])).toThrow(UsageError);
  });

  it('sets only the secrets meant to be set by hand, by their names', () => {
    expect(parseArguments('secrets:set', ['--stage', 'dev', 'google-client-secret']).kind).toBe(
      'googleClientSecret',
    );
    expect(() => parseArguments('secrets:set', ['--stage', 'dev', 'signing-keys'])).toThrow(
      /sets one of: google-client-secret/,
    );
  });
});
