import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, optionalEnv, requireEnv } from './config';

const NAME = 'PLIE_TEST_SETTING';

afterEach(() => {
  delete process.env[NAME];
});

describe('config', () => {
  it.each([[undefined], [''], ['   ']])('fails loudly, naming the setting, when it is %o', (value) => {
    if (value !== undefined) process.env[NAME] = value;
    expect(() => requireEnv(NAME)).toThrow(ConfigError);
    expect(() => requireEnv(NAME)).toThrow(`Missing required setting ${NAME}`);
    expect(optionalEnv(NAME)).toBeUndefined();
  });

  it('reads a set value', () => {
    process.env[NAME] = 'plie';
    expect(requireEnv(NAME)).toBe('plie');
    expect(optionalEnv(NAME)).toBe('plie');
  });
});
